// One error type for the API, turned into the spec's error shape in one place (toErrorBody).
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HTTPException } from 'hono/http-exception';
import { ERROR_NAMES, type TApiError, type TFieldError } from '../../lib/contract/errors';
import type { TBadGatewayCode, TConflictCode, TUnavailableCode, TUnprocessableCode, TUnsupportedMediaCode } from '../../lib/contract/error-codes';

export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly description?: string;
  readonly fields?: TFieldError[];

  constructor(opts: {
    status: ContentfulStatusCode;
    code: string;
    message: string;
    description?: string;
    fields?: TFieldError[];
  }) {
    super(opts.message);
    this.status = opts.status;
    this.code = opts.code;
    this.description = opts.description;
    this.fields = opts.fields;
  }
}

export const errors = {
  validation: (fields: TFieldError[], message = 'Validation failed') =>
    new AppError({ status: 400, code: ERROR_NAMES.validation, message, fields,
      description: fields.map((f) => `${f.path || '(body)'}: ${f.message}`).join('; ') }),
  unauthorized: (message = 'unauthorized') =>
    new AppError({ status: 401, code: ERROR_NAMES.unauthorized, message }),
  tokenExpired: () =>
    new AppError({ status: 401, code: ERROR_NAMES.tokenExpired, message: 'token expired' }),
  forbidden: (message = 'FORBIDDEN_RESSOURCE', description?: string) =>
    new AppError({ status: 403, code: ERROR_NAMES.forbidden, message, description }),
  notFound: (message = 'Not Found') =>
    new AppError({ status: 404, code: ERROR_NAMES.notFound, message }),
  /** The message is a registered 409 code (lib/contract/error-codes.ts); the description says
   *  what exactly stands in the way. */
  conflict: (code: TConflictCode, description?: string) =>
    new AppError({ status: 409, code: ERROR_NAMES.conflict, message: code, description }),
  /** Well-formed and valid, but not acceptable in this state (e.g. an Idempotency-Key reused for
   *  another request); the message is a registered 422 code, fields may name what is missing. */
  unprocessable: (code: TUnprocessableCode, description: string, fields?: TFieldError[]) =>
    new AppError({ status: 422, code: ERROR_NAMES.unprocessable, message: code, description, fields }),
  tooMany: (retryAfterSeconds: number) =>
    new AppError({ status: 429, code: ERROR_NAMES.tooMany, message: 'Too many requests',
      description: `Try again in ${retryAfterSeconds} seconds` }),
  /** A body or an upload the call cannot take; the message is a registered 415 code. */
  unsupportedMedia: (code: TUnsupportedMediaCode, description: string) =>
    new AppError({ status: 415, code: ERROR_NAMES.unsupportedMedia, message: code, description }),
  /** A server behind the API (the mailbox's IMAP server) refused or failed; a registered 502 code. */
  badGateway: (code: TBadGatewayCode, description: string) =>
    new AppError({ status: 502, code: ERROR_NAMES.badGateway, message: code, description }),
  /** Try again in a moment; a registered 503 code. */
  unavailable: (code: TUnavailableCode, description: string) =>
    new AppError({ status: 503, code: ERROR_NAMES.unavailable, message: code, description }),
  databaseUnavailable: () =>
    new AppError({ status: 503, code: ERROR_NAMES.unavailable, message: 'DATABASE_UNAVAILABLE' satisfies TUnavailableCode,
      description: 'The database cannot be reached right now. Nothing was changed; please try again in a moment.' }),
  payloadTooLarge: (limitKb: number) =>
    new AppError({ status: 413, code: ERROR_NAMES.payloadTooLarge, message: 'Payload too large',
      description: `The limit is ${limitKb} KB` }),
};

export function toErrorBody(c: Context, err: AppError): TApiError {
  return {
    error: err.code,
    message: err.message,
    statusCode: err.status,
    path: c.req.path,
    method: c.req.method,
    description: err.description ?? err.message,
    timestamp: new Date().toISOString(),
    ...(err.fields ? { fields: err.fields } : {}),
  };
}

/** Maps any thrown value to an AppError; unknown errors become a 500 with no internals. */
export function asAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const status = (err as { status?: number })?.status;
  if (status === 413) return errors.payloadTooLarge(0);
  // PostgreSQL class 22 "data exception" (a NUL character in text or JSON, a number beyond its
  // column's precision, an impossible date): the caller sent a value that cannot be stored. A
  // client error, found by the fuzz test (tests/api/fuzz-openapi.test.ts); no internals leak.
  const pg = (err as { cause?: { code?: unknown; message?: unknown }; code?: unknown } | null);
  const code = pg?.cause?.code ?? pg?.code;
  // The database went away (restart, failover, network): a transaction in flight was rolled back
  // by the server, so nothing was stored. 503, so clients know to retry (tests/pg/pg-restart.test.ts).
  if (typeof code === 'string' && (/^(08[0-9A-Z]{3}|57P0[1-3])$/.test(code) || ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE'].includes(code))) {
    return errors.databaseUnavailable();
  }
  if (/Connection terminated|not queryable|Connection ended|terminating connection/i.test(String(pg?.cause?.message ?? ''))) {
    return errors.databaseUnavailable();
  }
  if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) {
    return errors.validation([{ path: '', message: 'A value cannot be stored (out of range or not allowed characters)', code: 'invalid_value' }], 'Invalid value');
  }
  // A foreign key (migration 0015) refused a write that a check before it let through (a record
  // deleted or used meanwhile): the same 409 as the reference checks, never a 500.
  if (code === '23503') {
    return errors.conflict('REFERENCE_CONFLICT', 'A record this change points at is gone, or the record is still in use.');
  }
  // Hono's own HTTPExceptions (e.g. 415 for a wrong content type) keep their client-error status.
  if (err instanceof HTTPException && status !== undefined && status >= 400 && status < 500) {
    if (status === 415) return errors.unsupportedMedia('UNSUPPORTED_CONTENT_TYPE', err.message || 'This content type is not taken here.');
    const code = status === 400 ? ERROR_NAMES.validation : 'BadRequestError';
    return new AppError({ status: status as ContentfulStatusCode, code, message: err.message || 'Bad Request' });
  }
  return new AppError({ status: 500, code: ERROR_NAMES.internal, message: 'Internal Server Error' });
}
