// The text of a failed booking call: a registered refusal code's text in the reader's language
// with the server's description after it (it names the room and the dates, or the state and the
// allowed actions); else the server's description when it names what went wrong (a validation
// error its field, a 409 or 422 without a registered code), else the error catalogue's text.
import { ApiError, errorLine, isErrorCodeKey, refusalDetail } from '../errors';

export function errorText(error: unknown, t: (key: string) => string): string {
  if (!(error instanceof ApiError)) return t('errors.unknown');
  const p = error.parsed;
  if (isErrorCodeKey(p.messageKey)) return errorLine(t(p.messageKey), refusalDetail(p));
  if (p.description && (p.status === 409 || p.status === 422 || p.isValidation || !p.messageKey)) return p.description;
  if (p.isValidation && p.fields.length > 0) return p.fields.map((f) => `${f.path}: ${f.message}`).join('; ');
  return p.messageKey ? t(p.messageKey) : p.message;
}
