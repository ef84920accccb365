// The text of a failed booking call: the server's description when it names what went wrong
// (a 409 names the room and the dates, or the state and the allowed actions; a validation error
// its field; a 422 what could not be done, e.g. the missing price), else the error catalogue's text.
import { ApiError } from '../errors';

export function errorText(error: unknown, t: (key: string) => string): string {
  if (!(error instanceof ApiError)) return t('errors.unknown');
  const p = error.parsed;
  if (p.description && (p.status === 409 || p.status === 422 || p.isValidation || !p.messageKey)) return p.description;
  if (p.isValidation && p.fields.length > 0) return p.fields.map((f) => `${f.path}: ${f.message}`).join('; ');
  return p.messageKey ? t(p.messageKey) : p.message;
}
