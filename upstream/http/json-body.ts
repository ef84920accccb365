// Malformed JSON bodies → 400 ValidationError (the spec's shape) before any route validates.
// Hono's validator would throw a bare HTTPException for them, which the app's error handler
// does not know. The parsed text stays cached on the request, so validators reuse it.
// Bodies nested deeper than MAX_JSON_DEPTH (lib/validation/json-depth.ts) are refused here too,
// before any route or its recursive validation sees them.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { errors } from './errors';
import { MAX_JSON_DEPTH, tooDeep } from '../../lib/validation/json-depth';

const JSON_TYPE = /^application\/([a-z0-9.+-]+\+)?json\b/i;
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

const invalid = (field: string, code: string, message = 'Malformed JSON in request body') => errors.validation([{ path: '', message: field, code }], message);

export function rejectMalformedJson() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const type = c.req.header('content-type');
    if (type && JSON_TYPE.test(type) && (BODY_METHODS.has(c.req.method) || c.req.raw.body)) {
      const text = await c.req.text();
      if (text.trim() === '') {
        if (BODY_METHODS.has(c.req.method)) throw invalid('Request body is empty', 'invalid_json');
      } else {
        if (tooDeep(text)) {
          throw invalid(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`, 'too_deep', 'JSON nested too deeply');
        }
        try {
          JSON.parse(text);
        } catch {
          throw invalid('Malformed JSON in request body', 'invalid_json');
        }
      }
    }
    await next();
  });
}
