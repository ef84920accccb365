// The one router factory of the generic resource pattern (api-calls 7.1). For a bound resource:
//   GET {base}             list (page, size 0 = all, sort, order 1|-1, search, filter JSON)
//   GET {base}/listCSV     every matching row as CSV
//   GET {base}/{id}        one record
//   POST {base}            create          POST {base}/{id}       update
//   DELETE {base}/{id}     delete          POST {base}/{id}/copy  copy (label marked as a copy)
// Scopes are checked declaratively per route (any-of lists of the declaration), bodies are
// validated by the declaration's strict schemas, and every route is in /api/openapi.json. A write
// call that the table's owner leaves out (binding.ts TOwner.leaves) is not defined here at all.
import { createRoute, z } from '@hono/zod-openapi';
import { ZFilterParam, ZListAnswer, ZListQuery } from '../../../lib/contract/listing';
import type { AppEnv } from '../../http/context';
import { createRouter } from '../../http/router';
import { requireAnyScope } from '../../http/security';
import { errorResponses, jsonBody, jsonOk } from '../../http/openapi-helpers';
import { ZTokenQuery } from '../../../lib/contract/form-access';
import type { TBinding, TTokenAccess, TTokenQuery, TWriteCall } from './binding';
import { csvStream } from './csv';
import { findVisible, listRecords, recordChunks, storeContext } from './store';
import { copyRecord, createRecord, deleteRecord, updateRecord } from './writes';
import { copyMarker, wireFor } from './wire';
import type { Context, MiddlewareHandler } from 'hono';

const ZIdParam = z.object({ id: z.uuid() });

/** The token query of a call that a form link's holder may make (undefined without one). */
function tokenOf(c: Context<AppEnv>, byToken: TTokenAccess | undefined): TTokenQuery | undefined {
  if (!byToken) return undefined;
  const token = c.req.query('token');
  if (token === undefined) return undefined;
  const layout = c.req.query('layout');
  return { token, layout: layout === 'single' || layout === 'multi' ? layout : undefined };
}

/** A call with a token skips the login and scope check: the token is checked by the handler. */
function tokenOr(byToken: TTokenAccess | undefined, check: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  if (!byToken) return check;
  return async (c, next) => (c.req.query('token') !== undefined ? next() : check(c, next));
}

export function createResourceRoutes(b: TBinding) {
  const r = createRouter();
  const { base, name, scopes } = b.resource;
  const tags = [name];
  const item = b.resource.item;
  const one = `${base}/{id}`;
  const generic = (call: TWriteCall) => !b.owner?.leaves?.[call];
  const owned = b.owner ? ` The table belongs to the ${b.owner.module} module, whose rules apply.` : '';
  // The list query with this resource's sortable fields as an enum, so the document names them.
  const ZQuery = ZListQuery.extend({
    sort: z.enum(b.resource.sortable as [string, ...string[]]).optional().describe('Field to sort by'),
    filter: ZFilterParam.optional().describe(`JSON object keyed by field: a value, a list of values or operators `
      + `(eq, ne, gt, gte, lt, lte, in, nin). Filterable: ${b.resource.filterable.join(', ')}`),
    search: ZListQuery.shape.search.describe(`Matches (case-insensitive, anywhere) in: ${b.resource.searchable.join(', ') || 'nothing'}`),
  });

  r.openapi(createRoute({
    method: 'get', path: base, tags, middleware: [requireAnyScope(...scopes.read)],
    summary: `List ${name} records`,
    description: `Searchable: ${b.resource.searchable.join(', ') || 'none'}. Sortable: ${b.resource.sortable.join(', ')}. `
      + `Filterable: ${b.resource.filterable.join(', ')}. Scopes (any): ${scopes.read.join(', ')}.`,
    request: { query: ZQuery },
    responses: { ...jsonOk(ZListAnswer(item), 'One page and the total of matching records'), ...errorResponses(400, 401, 403) },
  }), async (c) => c.json(await listRecords(b, c.req.valid('query'), storeContext(c)), 200));

  r.openapi(createRoute({
    method: 'get', path: `${base}/listCSV`, tags, middleware: [requireAnyScope(...scopes.read)],
    summary: `Every matching ${name} record as CSV (same query as the list; page and size are ignored)`,
    request: { query: ZQuery },
    responses: {
      200: { content: { 'text/csv': { schema: z.string() } }, description: 'UTF-8 CSV with a header row' },
      ...errorResponses(400, 401, 403),
    },
  }), async (c) => {
    const chunks = recordChunks(b, c.req.valid('query'), storeContext(c))();
    const first = await chunks.next();
    const records = first.done ? [] : first.value;
    const columns = records.length ? Object.keys(records[0]) : ['id', ...Object.keys(b.resource.fields), 'createdAt', 'updatedAt'];
    return c.body(csvStream(columns, records, chunks), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name.replace(/[^a-z0-9_-]/gi, '-')}.csv"`,
    });
  });

  const byToken = b.hooks.byToken;
  const tokenNote = byToken ? ' With ?token= (the form link\'s token) no login is needed: the form as its guest sees it.' : '';
  r.openapi(createRoute({
    method: 'get', path: one, tags, middleware: [tokenOr(byToken, requireAnyScope(...scopes.read))],
    summary: `One ${name} record`, description: tokenNote || undefined,
    request: { params: ZIdParam, ...(byToken ? { query: ZTokenQuery } : {}) },
    responses: { ...jsonOk(byToken ? z.union([item, byToken.schema]) : item, 'The record'), ...errorResponses(400, 401, 403, 404) },
  }), async (c) => {
    const id = c.req.valid('param').id;
    const token = tokenOf(c, byToken);
    if (byToken && token) return c.json(await byToken.read(c.get('db'), id, token), 200);
    const ctx = storeContext(c);
    return c.json(wireFor(b, await findVisible(b, id, ctx), ctx.principal), 200);
  });

  if (generic('create')) {
    r.openapi(createRoute({
      method: 'post', path: base, tags, middleware: [requireAnyScope(...scopes.create)],
      summary: `Create a ${name} record (unknown fields are rejected)`, description: owned || undefined,
      request: jsonBody(b.createSchema),
      responses: { ...jsonOk(item, 'The new record'), ...errorResponses(400, 401, 403, 409) },
    }), async (c) => c.json(await createRecord(b, c.req.valid('json'), storeContext(c)), 200));
  }

  if (generic('update')) r.openapi(createRoute({
    method: 'post', path: one, tags, middleware: [tokenOr(byToken, requireAnyScope(...scopes.update))],
    summary: `Update a ${name} record: the given fields change (null clears an optional field)`,
    description: (byToken ? ' With ?token=: the guest sends the answers ({ data }), checked against the form\'s questions.' : '') + owned || undefined,
    request: { params: ZIdParam, ...(byToken ? { query: ZTokenQuery } : {}), ...jsonBody(b.updateSchema) },
    responses: { ...jsonOk(byToken ? z.union([item, byToken.schema]) : item, 'The updated record'), ...errorResponses(400, 401, 403, 404, 409) },
  }), async (c) => {
    const id = c.req.valid('param').id;
    const token = tokenOf(c, byToken);
    if (byToken && token) return c.json(await byToken.submit(c.get('db'), id, token, c.req.valid('json')), 200);
    return c.json(await updateRecord(b, id, c.req.valid('json'), storeContext(c)), 200);
  });

  if (generic('delete')) r.openapi(createRoute({
    method: 'delete', path: one, tags, middleware: [requireAnyScope(...scopes.delete)],
    summary: `Delete a ${name} record (409 while other records point at it)`, description: owned || undefined,
    request: { params: ZIdParam },
    responses: { ...jsonOk(item, 'The deleted record'), ...errorResponses(400, 401, 403, 404, 409) },
  }), async (c) => c.json(await deleteRecord(b, c.req.valid('param').id, storeContext(c)), 200));

  if (generic('copy')) r.openapi(createRoute({
    method: 'post', path: `${one}/copy`, tags, middleware: [requireAnyScope(...scopes.create)],
    summary: `Copy a ${name} record: a new id, the ${b.resource.label} marked as a copy`,
    request: { params: ZIdParam },
    responses: { ...jsonOk(item, 'The copy'), ...errorResponses(400, 401, 403, 404, 409) },
  }), async (c) => {
    const ctx = storeContext(c);
    return c.json(await copyRecord(b, c.req.valid('param').id, ctx, copyMarker(ctx.lang)), 200);
  });

  return r;
}
