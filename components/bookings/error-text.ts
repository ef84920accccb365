// The text of a failed booking call: the server's description when it names what went wrong
// (a 409 names the room and dates, or the state and the allowed actions), else the catalogue text.
import { toParsedError } from '@/components/snackbar';

export function errorText(error: unknown, t: (key: string) => string): string {
  const p = toParsedError(error);
  if (!p) return t('errors.unknown');
  if (p.description && (p.status === 409 || p.isValidation || !p.messageKey)) return p.description;
  return p.messageKey ? t(p.messageKey) : p.message;
}
