// Small builders for createRoute definitions of the auth, users, settings and system modules.
import type { z } from 'zod';
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
  409: 'Conflict',
  422: 'Unprocessable: a valid request that cannot be accepted as sent (e.g. an Idempotency-Key reused with another body)',
  429: 'Too many failed attempts; see the Retry-After header',
};

/** Documented error answers, all in the spec's error shape. */
export function errorResponses(...codes: (400 | 401 | 403 | 404 | 409 | 422 | 429)[]) {
  return Object.fromEntries(codes.map((code) => [code, {
    content: { 'application/json': { schema: ZApiError } },
    description: ERROR_TEXT[code],
  }])) as Record<number, { content: { 'application/json': { schema: typeof ZApiError } }; description: string }>;
}
