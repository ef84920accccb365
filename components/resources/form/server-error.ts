// A refused write of the generic resources, as the user should read it. A 409 says why in the
// server's description ("The file is still used by tours "Wreck week" (images) …", "… already
// names another agency"); the catalogue's generic "conflicts with existing data" would hide the
// one thing the user needs to act on, so for 409s with a description the description is shown.
// A registered refusal code (errors.codes.*) keeps its translated text; the snackbar and
// refusalText put the description after it.
import { toParsedError } from '@/components/snackbar/to-parsed-error';
import { errorLine, refusalDetail, type TParsedError } from '@/lib/errors';

/** The parsed error, its 409 description preferred over the generic key; anything else as it is. */
export function preferDescription(error: unknown): unknown {
  const parsed = toParsedError(error);
  if (!parsed || parsed.status !== 409 || !parsed.description || parsed.messageKey !== 'errors.CONFLICT') return error;
  return { ...parsed, messageKey: null } satisfies TParsedError;
}

/** The text to show beside the action that failed: a registered code's text and the description,
 *  the description of another 409, else the key or description. */
export function refusalText(error: unknown, t: (key: string) => string): string {
  const parsed = toParsedError(preferDescription(error));
  if (!parsed) return t('errors.unknown');
  if (parsed.messageKey) return errorLine(t(parsed.messageKey), refusalDetail(parsed));
  return parsed.description ?? parsed.message;
}
