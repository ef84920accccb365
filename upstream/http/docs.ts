// The OpenAPI document (generated from the route schemas) and a readable reference page
// (Swagger UI served from the swagger-ui-dist package: no CDN, works offline).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { getAbsoluteFSPath } from 'swagger-ui-dist';
import type { AppEnv } from './context';
import { ownValue } from '../../lib/validation/own-key';
import { errors } from './errors';
import { API_VERSION } from '../version';
import { finishDocument, type TOpenApiDocument } from './openapi-contract';

const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tourbook API reference</title><link rel="stylesheet" href="/api/reference/swagger-ui.css"></head>
<body><div id="ui"></div><script src="/api/reference/swagger-ui-bundle.js"></script>
<script src="/api/reference/init.js"></script></body></html>`;

// validatorUrl null: Swagger UI would otherwise show a badge loaded from validator.swagger.io,
// handing it the document's address (the page makes no call beyond this server).
const INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#ui', deepLinking: true, validatorUrl: null });`;

export function mountDocs(app: OpenAPIHono<AppEnv>) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer' });
  // Built once per app from the route schemas, then finished (operationIds, tags, servers,
  // licence: openapi-contract.ts).
  let document: unknown = null;
  app.get('/api/openapi.json', (c) => c.json(document ??= finishDocument(app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Tourbook API',
      version: API_VERSION,
      description: 'Errors use one shape: error, message, statusCode, path, method, description, timestamp (and fields for ValidationError).',
    },
    security: [{ bearer: [] }],
  }) as unknown as TOpenApiDocument)));
  app.get('/api/reference', (c) => c.html(PAGE));
  // One route for the page's files (init.js is ours), so no fixed path stands behind :asset.
  app.get('/api/reference/:asset', async (c) => {
    const asset = c.req.param('asset');
    if (asset === 'init.js') return c.body(INIT, 200, { 'content-type': 'text/javascript; charset=utf-8' });
    const type = ownValue(ASSETS, asset);
    if (!type) throw errors.notFound();
    const body = await readFile(path.join(getAbsoluteFSPath(), asset));
    return c.body(body, 200, { 'content-type': type, 'cache-control': 'public, max-age=86400' });
  });
}
