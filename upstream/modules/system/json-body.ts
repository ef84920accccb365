// Malformed JSON bodies → 400 ValidationError (the spec's shape) before any route validates.
// Hono's validator would throw a bare HTTPException for them, which the app's error handler
// does not know. The parsed text stays cached on the request, so validators reuse it.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../http/context';
import { errors } from '../../http/errors';

const JSON_TYPE = /^application\/([a-z0-9.+-]+\+)?json\b/i;
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

export function rejectMalformedJson() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const type = c.req.header('content-type');
    if (type && JSON_TYPE.test(type) && (BODY_METHODS.has(c.req.method) || c.req.raw.body)) {
      const text = await c.req.text();
      if (text.trim() === '') {
        if (BODY_METHODS.has(c.req.method)) {
          throw errors.validation([{ path: '', message: 'Request body is empty', code: 'invalid_json' }], 'Malformed JSON in request body');
        }
      } else {
        try {
          JSON.parse(text);
        } catch {
          throw errors.validation([{ path: '', message: 'Malformed JSON in request body', code: 'invalid_json' }], 'Malformed JSON in request body');
        }
      }
    }
    await next();
  });
}
