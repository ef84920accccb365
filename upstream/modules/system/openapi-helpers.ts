// Small builders for createRoute definitions of the auth, users, settings and system modules.
import { z } from '@hono/zod-openapi';
import { CONFLICT_CODES, UNPROCESSABLE_CODES } from '../../../lib/contract/error-codes';
import { ZApiError } from '../../../lib/contract/errors';

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
  429: 'Too many failed attempts; see the Retry-After header',
};

// The 409 and 422 bodies as named components whose message is the registry's enum
// (lib/contract/error-codes.ts), so the document lists every code a refusal can carry. Built
// with @hono/zod-openapi's z throughout: only its schemas are sure to have .openapi() (a test
// runner may load the plain zod of lib/contract as another instance).
const CODE_TEXT = 'The refusal\'s code (lib/contract/error-codes.ts)';
const ZConflictError = z.object({ ...ZApiError.shape, message: z.enum(CONFLICT_CODES).openapi({ description: CODE_TEXT }) }).openapi('ConflictError');
const ZUnprocessableError = z.object({ ...ZApiError.shape, message: z.enum(UNPROCESSABLE_CODES).openapi({ description: CODE_TEXT }) }).openapi('UnprocessableEntityError');

const schemaFor = (code: number): z.ZodType => (code === 409 ? ZConflictError : code === 422 ? ZUnprocessableError : ZApiError);

/** Documented error answers, all in the spec's error shape. */
export function errorResponses(...codes: (400 | 401 | 403 | 404 | 409 | 422 | 429)[]) {
  return Object.fromEntries(codes.map((code) => [code, {
    content: { 'application/json': { schema: schemaFor(code) } },
    description: ERROR_TEXT[code],
  }])) as Record<number, { content: { 'application/json': { schema: z.ZodType } }; description: string }>;
}
