// The errors.* message keys (namespace "errors" in messages/*.json) that the parser can produce.
// A server message that names one of them (exactly, or in words: 'token expired' → TOKEN_EXPIRED)
// is shown translated; so is a 409 or 422 whose message is a code of the registry
// (lib/contract/error-codes.ts: errors.codes.<CODE>); otherwise the snackbar shows the server's
// description.
import { errorCodeOf, type TErrorCode } from '../contract/error-codes';

export const ERROR_KEYS = [
  'UNAUTHORIZED',
  'FORBIDDEN',
  'FORBIDDEN_RESSOURCE',
  'TOKEN_EXPIRED',
  'INVALID_JSON_RESPONSE',
  'UNKNOWN_ERROR',
  'RESORT_NOT_FOUND',
  'TOO_MANY_REQUESTS',
  'NETWORK',
  'BAD_GATEWAY',
  'NOT_FOUND',
  'VALIDATION_FAILED',
  'PAYLOAD_TOO_LARGE',
  'INTERNAL_SERVER_ERROR',
  'CONFLICT',
] as const;
export type TErrorKey = (typeof ERROR_KEYS)[number];
/** The message of a registered refusal code: errors.codes.<CODE> in messages/*.json. */
export type TErrorCodeKey = `errors.codes.${TErrorCode}`;
/** Every key the parser can hand to the translator. */
export type TErrorMessageKey = `errors.${TErrorKey}` | TErrorCodeKey;

/** errors.codes.<CODE> when the message is a registry code answered with its own status, else null. */
export function errorCodeKeyOf(status: number, message: string | null | undefined): TErrorCodeKey | null {
  const code = errorCodeOf(status, message);
  return code ? `errors.codes.${code}` : null;
}

export function isErrorCodeKey(key: string | null | undefined): key is TErrorCodeKey {
  return !!key && key.startsWith('errors.codes.');
}

/** Message key of the default snackbar text 'An unknown error occured'. */
export const UNKNOWN_ERROR_SNACKBAR_KEY = 'errors.unknown';
/** The parser's message when the server sent none (spec section 8). */
export const NO_MESSAGE = 'Unknown Error';

const known = new Set<string>(ERROR_KEYS);

/** 'Too many requests' → 'TOO_MANY_REQUESTS'; a known key or null. */
export function errorKeyOf(text: string | null | undefined): TErrorKey | null {
  if (!text) return null;
  const t = text.trim();
  if (known.has(t)) return t as TErrorKey;
  const snake = t.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '').toUpperCase();
  return known.has(snake) ? (snake as TErrorKey) : null;
}

/** Fallback key per HTTP status when the server's message names no key. */
export function errorKeyForStatus(status: number): TErrorKey | null {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN_RESSOURCE';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status === 502 || status === 503 || status === 504) return 'BAD_GATEWAY';
  return null;
}
