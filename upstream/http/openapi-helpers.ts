// Small builders for createRoute definitions of the auth, users, settings and system modules.
import { z } from '@hono/zod-openapi';
import { BAD_GATEWAY_CODES, CONFLICT_CODES, UNAVAILABLE_CODES, UNPROCESSABLE_CODES, UNSUPPORTED_MEDIA_CODES } from '../../lib/contract/error-codes';
import { ZApiError } from '../../lib/contract/errors';

export function jsonBody<T extends z.ZodType>(schema: T, description?: string) {
  return { body: { content: { 'application/json': { schema } }, required: true as const, description } };
}

export function jsonOk<T extends z.ZodType>(schema: T, description: string) {
  return { 200: { content: { 'application/json': { schema } }, description } };
}

const ERROR_TEXT: Record<number, string> = {
  400: 'ValidationError: bad JSON, unknown, missing or invalid fields',
  401: 'Not logged in, or the token is expired or revoked',
  403: 'FORBIDDEN_RESSOURCE: the caller lacks the needed scope',
  404: 'Not found',
  409: 'Conflict: the message is one of the registered conflict codes, the description says what stands in the way',
  422: 'Unprocessable: a valid request that cannot be accepted as sent (e.g. an Idempotency-Key reused with another body); the message is a registered code',
  413: 'PayloadTooLargeError: the body or the file is larger than the limit',
  415: 'UnsupportedMediaTypeError: a file type or content type the call does not take; the message is a registered code',
  429: 'Too many failed attempts; see the Retry-After header',
  502: 'BadGatewayError: a server behind the API (the mailbox\'s IMAP server) refused or failed; the message is a registered code',
  503: 'ServiceUnavailableError: try again in a moment (the database or a mail server is busy or away); the message is a registered code',
};

// The 409, 422, 415, 502 and 503 bodies as named components whose message is the registry's enum
// (lib/contract/error-codes.ts), so the document lists every code a refusal can carry. Built
// with @hono/zod-openapi's z throughout: only its schemas are sure to have .openapi() (a test
// runner may load the plain zod of lib/contract as another instance).
const CODE_TEXT = 'The refusal\'s code (lib/contract/error-codes.ts)';
const ZConflictError = z.object({ ...ZApiError.shape, message: z.enum(CONFLICT_CODES).openapi({ description: CODE_TEXT }) }).openapi('ConflictError');
const ZUnprocessableError = z.object({ ...ZApiError.shape, message: z.enum(UNPROCESSABLE_CODES).openapi({ description: CODE_TEXT }) }).openapi('UnprocessableEntityError');

const ZUnsupportedMediaError = z.object({ ...ZApiError.shape, message: z.enum(UNSUPPORTED_MEDIA_CODES).openapi({ description: CODE_TEXT }) }).openapi('UnsupportedMediaTypeError');
const ZBadGatewayError = z.object({ ...ZApiError.shape, message: z.enum(BAD_GATEWAY_CODES).openapi({ description: CODE_TEXT }) }).openapi('BadGatewayError');
const ZUnavailableError = z.object({ ...ZApiError.shape, message: z.enum(UNAVAILABLE_CODES).openapi({ description: CODE_TEXT }) }).openapi('ServiceUnavailableError');

const CODED: Partial<Record<number, z.ZodType>> = { 409: ZConflictError, 422: ZUnprocessableError, 415: ZUnsupportedMediaError, 502: ZBadGatewayError, 503: ZUnavailableError };
const schemaFor = (code: number): z.ZodType => CODED[code] ?? ZApiError;

/** Documented error answers, all in the spec's error shape. */
export function errorResponses(...codes: (400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503)[]) {
  return Object.fromEntries(codes.map((code) => [code, {
    content: { 'application/json': { schema: schemaFor(code) } },
    description: ERROR_TEXT[code],
  }])) as Record<number, { content: { 'application/json': { schema: z.ZodType } }; description: string }>;
}
