// The partner API's own OpenAPI document (GET /api/partner/openapi.json, no key needed): the
// calls of octo-routes.ts only, built from their schemas like the main one (http/docs.ts) and
// finished by the same rules (operationIds, tags, servers, licence).
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context';
import { finishDocument, type TOpenApiDocument } from '../../http/openapi-contract';
import { createRouter } from '../../http/router';
import { API_VERSION } from '../../version';
import { partnerApiRoutes } from './octo-routes';

export const partnerDocRoutes = createRouter();
partnerApiRoutes.openAPIRegistry.registerComponent('securitySchemes', 'partnerKey', { type: 'http', scheme: 'bearer', description: 'A partner API key (tbk_…), made by an admin on /config/apikeys' });

let document: unknown = null;
export function partnerDocument(): unknown {
  return document ??= finishDocument(partnerApiRoutes.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Tourbook partner API',
      version: API_VERSION,
      description: 'For partners with an API key (Authorization: Bearer <key>): OCTO (octo.travel) products, availability and bookings for tours. '
        + 'Each key is rate limited per minute (429 with Retry-After). Errors use one shape: error, message, statusCode, path, method, description, timestamp.',
    },
    security: [{ partnerKey: [] }],
  }) as unknown as TOpenApiDocument);
}

partnerDocRoutes.get('/api/partner/openapi.json', (c: Context<AppEnv>) => c.json(partnerDocument()));
