// The error catalogue of spec section 8 as one parser for every failed call:
//   isOkStatus(status)                       200-299 and 304 are OK
//   parseErrorBody(status, text)             a failed response's status and body text
//   parseErrorValue(status, body)            the same for an already parsed body
//   parseErrorResponse(response)             reads the body of a fetch Response
//   networkError()                           fetch itself failed (offline, upstream down)
// and the ApiError class a fetch client throws (err.parsed holds the result).
// Rules: fields error, message, statusCode or status, path, method, description, timestamp;
// ValidationError → isValidation with fields; TokenExpiredError / TOKEN_EXPIRED / 'token expired'
// → unauthorized and the session must be cleared; 403 → FORBIDDEN_RESSOURCE; 449 keeps the
// server message; a 409/422 whose message is a registered code → errors.codes.<CODE>; a body that
// is not JSON → INVALID_JSON_RESPONSE; no message → 'Unknown Error'.
// Any other 401 also clears the session: the upstream refuses the token (revoked by a logout
// elsewhere or a password change), so keeping it would only fail every later call.
import type { TFieldError } from '../contract/errors';
import { errorCodeKeyOf, errorKeyForStatus, errorKeyOf, NO_MESSAGE, type TErrorKey, type TErrorMessageKey } from './keys';

export type TParsedError = {
  /** statusCode or status from the body, else the HTTP status; 0 when no response arrived. */
  status: number;
  /** The server's error name (e.g. 'ValidationError') or the parser's code. */
  error: string;
  /** The server's message; 'FORBIDDEN_RESSOURCE' for 403; 'Unknown Error' when there was none. */
  message: string;
  /** errors.* key to translate (errors.codes.<CODE> for a registered 409/422 code; its
   *  `description` then names the specifics), or null: then show `description` (or `message`). */
  messageKey: TErrorMessageKey | null;
  description: string | null;
  path: string | null;
  method: string | null;
  timestamp: string | null;
  isValidation: boolean;
  fields: TFieldError[];
  isUnauthorized: boolean;
  /** The session (token, expiry, login flag, user) must be cleared. */
  clearSession: boolean;
};

export function isOkStatus(status: number): boolean {
  return (status >= 200 && status <= 299) || status === 304;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);

export function isTokenExpired(error: string | null, message: string | null): boolean {
  const texts = [error, message].filter((t): t is string => t !== null);
  return texts.some((t) => t === 'TokenExpiredError' || t === 'TOKEN_EXPIRED' || /token expired/i.test(t));
}

function readFields(v: unknown): TFieldError[] {
  if (!Array.isArray(v)) return [];
  return v
    .filter((f): f is Record<string, unknown> => !!f && typeof f === 'object')
    .map((f) => ({ path: String(f.path ?? ''), message: String(f.message ?? ''), ...(f.code ? { code: String(f.code) } : {}) }));
}

export function parseErrorValue(httpStatus: number, body: unknown): TParsedError {
  const b = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const status = num(b.statusCode) ?? num(b.status) ?? httpStatus;
  const error = str(b.error);
  const serverMessage = str(b.message);
  const expired = isTokenExpired(error, serverMessage);
  const isValidation = error === 'ValidationError';
  let message = serverMessage ?? NO_MESSAGE;
  let key: TErrorKey | null;
  // A registered refusal code (409/422) has its own text: errors.codes.<CODE>.
  const codeKey = errorCodeKeyOf(status, serverMessage);
  if (codeKey) {
    key = null;
  } else if (status === 449) {
    key = null; // keeps the server message, untranslated
  } else if (expired) {
    key = 'TOKEN_EXPIRED';
  } else if (status === 403) {
    message = 'FORBIDDEN_RESSOURCE';
    key = 'FORBIDDEN_RESSOURCE';
  } else {
    key = errorKeyOf(serverMessage) ?? (isValidation ? 'VALIDATION_FAILED' : null) ?? errorKeyForStatus(status) ?? errorKeyOf(message);
  }
  const isUnauthorized = expired || status === 401;
  return {
    status,
    error: error ?? (isValidation ? 'ValidationError' : 'HttpError'),
    message,
    messageKey: codeKey ?? (key ? `errors.${key}` : null),
    description: str(b.description),
    path: str(b.path),
    method: str(b.method),
    timestamp: str(b.timestamp),
    isValidation,
    fields: isValidation ? readFields(b.fields) : [],
    isUnauthorized,
    clearSession: isUnauthorized,
  };
}

export function parseErrorBody(httpStatus: number, text: string | null | undefined): TParsedError {
  if (text === null || text === undefined || text.trim() === '') return parseErrorValue(httpStatus, {});
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    const parsed = parseErrorValue(httpStatus, {});
    return { ...parsed, error: 'INVALID_JSON_RESPONSE', message: 'INVALID_JSON_RESPONSE', messageKey: 'errors.INVALID_JSON_RESPONSE' };
  }
  return parseErrorValue(httpStatus, body);
}

export async function parseErrorResponse(response: Pick<Response, 'status' | 'text'>): Promise<TParsedError> {
  let text: string | null = null;
  try {
    text = await response.text();
  } catch {
    text = null;
  }
  return parseErrorBody(response.status, text);
}

export function networkError(): TParsedError {
  return { ...parseErrorValue(0, {}), error: 'NETWORK', message: 'NETWORK', messageKey: 'errors.NETWORK' };
}

/** What a fetch client throws for a failed call; `parsed` is the catalogue's reading. */
export class ApiError extends Error {
  readonly parsed: TParsedError;
  constructor(parsed: TParsedError) {
    super(parsed.message);
    this.name = 'ApiError';
    this.parsed = parsed;
  }
  get status(): number {
    return this.parsed.status;
  }
}
