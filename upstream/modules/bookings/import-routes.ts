// GET /api/bookings/import/types and POST /api/bookings/import/{type} (issue 20): the CSV import of
// bookings, all or nothing, every problem named with its row (import.ts).
import { createRoute, z } from '@hono/zod-openapi';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/context';
import { now } from '../../clock';
import { principalOf, requireAuth } from '../../http/security';
import { errors } from '../../http/errors';
import { errorResponses, jsonOk } from '../../http/openapi-helpers';
import { assertMayImport, importBookings, IMPORT_TYPES } from './import';

const tags = ['Bookings'];

export function mountImportRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(createRoute({
    method: 'get', path: '/api/bookings/import/types', tags, middleware: [requireAuth()],
    summary: 'The CSV import types with their columns (a header row names them)',
    responses: { ...jsonOk(z.array(z.object({ type: z.string(), columns: z.array(z.string()), required: z.array(z.string()) })), 'Import types'), ...errorResponses(401, 403) },
  }), (c) => {
    assertMayImport(principalOf(c));
    return c.json(IMPORT_TYPES.map((t) => ({ type: t.type, columns: [...t.columns], required: [...t.required] })), 200);
  });

  app.openapi(createRoute({
    method: 'post', path: '/api/bookings/import/{type}', tags, middleware: [requireAuth()],
    summary: 'Import bookings from a CSV file (UTF-8, header row): all or nothing; a 400 names every problem by its row',
    request: { params: z.object({ type: z.string().min(1).max(50) }), body: { content: { 'text/csv': { schema: z.string() } }, required: true } },
    responses: { ...jsonOk(z.object({ created: z.array(z.object({ id: z.uuid(), number: z.string().nullable(), rows: z.array(z.number().int()) })) }), 'The bookings made'), ...errorResponses(400, 401, 403, 404) },
  }), async (c) => {
    if (!(c.req.header('content-type') ?? '').startsWith('text/csv')) throw errors.validation([{ path: 'body', message: 'Send the file as text/csv' }]);
    const text = await c.req.text();
    return c.json(await c.get('db').transaction((tx) => importBookings(tx, principalOf(c), c.req.valid('param').type, text, now())), 200);
  });
}
