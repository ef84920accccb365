// The spec's error shape (section 8), shared by the upstream, the BFF and the client parser.
import { z } from 'zod';

export const ZFieldError = z.object({
  path: z.string(),
  message: z.string(),
  code: z.string().optional(),
});

export const ZApiError = z.object({
  error: z.string(),
  message: z.string(),
  statusCode: z.number().int(),
  path: z.string(),
  method: z.string(),
  description: z.string().optional(),
  timestamp: z.string(),
  /** Present on ValidationError: the failing fields. */
  fields: z.array(ZFieldError).optional(),
});

export type TFieldError = z.infer<typeof ZFieldError>;
export type TApiError = z.infer<typeof ZApiError>;

/** Error names used across the API. */
export const ERROR_NAMES = {
  validation: 'ValidationError',
  unauthorized: 'UnauthorizedError',
  tokenExpired: 'TokenExpiredError',
  forbidden: 'ForbiddenError',
  notFound: 'NotFoundError',
  conflict: 'ConflictError',
  unprocessable: 'UnprocessableEntityError',
  tooMany: 'TooManyRequestsError',
  payloadTooLarge: 'PayloadTooLargeError',
  badGateway: 'BadGatewayError',
  unsupportedMedia: 'UnsupportedMediaTypeError',
  unavailable: 'ServiceUnavailableError',
  internal: 'InternalServerError',
} as const;

/** Largest request body the API takes (KB); the BFF cuts a longer stream off at the same size. */
export const BODY_LIMIT_KB = 1024;

/** Largest file upload (KB): the media library's upload calls take this much, the settings'
 *  `maxMediaFileSizeInKb` lowers it per operator (upstream/modules/media). */
export const UPLOAD_LIMIT_KB = 25_600;

const UPLOAD_PATH = /^\/api\/(media\/(upload|[0-9a-f-]{36}\/data)|bookings\/[0-9a-f-]{36}\/upload)\/?$/i;

/** The body limit of one call (KB): the upload calls take files, everything else JSON. */
export function bodyLimitKbFor(method: string, path: string): number {
  return (method === 'POST' || method === 'PUT') && UPLOAD_PATH.test(path) ? UPLOAD_LIMIT_KB : BODY_LIMIT_KB;
}
