// The calls of the saved filters (segments) of /crm/customer, /crm/filter/{fid} and
// /agency/filter/{fid}. The spec lists no call for them; ours (docs/decisions/customers.md):
//   GET /api/crm/customers (criteria JSON, page, size, sort, order) and its /listCSV
//   GET /api/crm/agencies  (the same for agencies) and its /listCSV
//   GET, POST /api/crm/segments; GET, POST, DELETE /api/crm/segments/{id}
import { createRoute, z } from '@hono/zod-openapi';
import { ZListAnswer } from '../../../lib/contract/listing';
import {
  SEGMENT_KINDS, SEGMENT_SORTS, ZAgencyCriteria, ZCustomerCriteria, ZSegment, ZSegmentAgency, ZSegmentCreate, ZSegmentCustomer, ZSegmentUpdate,
  type TSegmentAgency, type TSegmentCustomer, type TSegmentKind,
} from '../../../lib/contract/segments';
import { createRouter } from '../../http/router';
import { principalOf, requireAnyScope } from '../../http/security';
import { errorResponses, jsonBody, jsonOk } from '../../http/openapi-helpers';
import { csvStream } from '../resources/csv';
import { agencySegment } from './agency-segment';
import { customerSegment, type TSegmentPage } from './customer-segment';
import { checkCriteria, createSavedFilter, deleteSavedFilter, getSavedFilter, KIND_SCOPES, listSavedFilters, updateSavedFilter } from './saved-filters';

export const segmentRoutes = createRouter();
const tags = ['CRM segments'];
const ANY_KIND = requireAnyScope(...KIND_SCOPES.customers, ...KIND_SCOPES.agencies);
const ZId = z.object({ id: z.uuid() });
type TAnswer = { data: (TSegmentCustomer | TSegmentAgency)[]; total: number; page: number; size: number };

const ZCriteriaParam = z.string().max(8000).optional().transform((text, ctx) => {
  if (!text?.trim()) return {};
  try { return JSON.parse(text) as unknown; } catch {
    ctx.addIssue({ code: 'custom', message: 'criteria must be a JSON object' });
    return z.NEVER;
  }
});
const ZPage = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(0).max(1000).default(25),
  order: z.enum(['1', '-1']).default('1').transform((o) => Number(o) as 1 | -1),
});
const query = (kind: TSegmentKind) => ZPage.extend({
  criteria: ZCriteriaParam.describe(`JSON object of the criteria (${kind === 'customers' ? 'ZCustomerCriteria' : 'ZAgencyCriteria'}); all must hold`),
  sort: z.enum(SEGMENT_SORTS[kind]).optional(),
});

const RUN = {
  customers: { schema: ZCustomerCriteria, item: ZSegmentCustomer, run: customerSegment, path: '/api/crm/customers' },
  agencies: { schema: ZAgencyCriteria, item: ZSegmentAgency, run: agencySegment, path: '/api/crm/agencies' },
} as const;

for (const kind of SEGMENT_KINDS) {
  const def = RUN[kind];
  const guard = requireAnyScope(...KIND_SCOPES[kind]);
  const pageOf = (q: { page: number; size: number; sort?: string; order: 1 | -1 }): TSegmentPage => ({ page: q.page, size: q.size, sort: q.sort, order: q.order });
  const runPage = (db: Parameters<typeof customerSegment>[0], criteria: unknown, page: TSegmentPage) =>
    (def.run as (d: typeof db, c: unknown, p: TSegmentPage) => Promise<TAnswer>)(db, checkCriteria(kind, criteria), page);

  segmentRoutes.openapi(createRoute({
    method: 'get', path: def.path, tags, middleware: [guard], operationId: `crmSegment_${kind}`,
    summary: `The ${kind} matching the criteria, one page (size 0 = all) and the total`,
    request: { query: query(kind) },
    responses: { ...jsonOk(ZListAnswer(def.item), 'One page'), ...errorResponses(400, 401, 403) },
  }), async (c) => {
    const q = c.req.valid('query');
    return c.json(await runPage(c.get('db'), q.criteria, pageOf(q)), 200);
  });

  segmentRoutes.openapi(createRoute({
    method: 'get', path: `${def.path}/listCSV`, tags, middleware: [guard], operationId: `crmSegmentCsv_${kind}`,
    summary: `Every ${kind} record matching the criteria as CSV (page and size are ignored)`,
    request: { query: query(kind) },
    responses: { 200: { content: { 'text/csv': { schema: z.string() } }, description: 'UTF-8 CSV with a header row' }, ...errorResponses(400, 401, 403) },
  }), async (c) => {
    const q = c.req.valid('query');
    const db = c.get('db');
    const criteria = checkCriteria(kind, q.criteria);
    const chunk = 2000;
    const first = await runPage(db, criteria, { ...pageOf(q), page: 1, size: chunk });
    const columns = Object.keys(def.item.shape);
    async function* rest() {
      for (let page = 2; (page - 1) * chunk < first.total; page += 1) yield (await runPage(db, criteria, { ...pageOf(q), page, size: chunk })).data;
    }
    return c.body(csvStream(columns, first.data, rest()), 200, {
      'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${kind}-segment.csv"`,
    });
  });
}

segmentRoutes.openapi(createRoute({
  method: 'get', path: '/api/crm/segments', tags, middleware: [ANY_KIND], operationId: 'crmSegmentsList',
  summary: 'Saved filters the caller may open: their own and the shared ones, of the kinds they may run',
  request: { query: z.object({ kind: z.enum(SEGMENT_KINDS).optional() }) },
  responses: { ...jsonOk(z.array(ZSegment), 'Saved filters by name'), ...errorResponses(400, 401, 403) },
}), async (c) => c.json(await listSavedFilters(c.get('db'), principalOf(c), c.req.valid('query').kind), 200));

segmentRoutes.openapi(createRoute({
  method: 'post', path: '/api/crm/segments', tags, middleware: [ANY_KIND], operationId: 'crmSegmentsCreate',
  summary: 'Save a filter (named criteria of a kind); shared makes it visible to the other users of that kind',
  request: jsonBody(ZSegmentCreate),
  responses: { ...jsonOk(ZSegment, 'The saved filter'), ...errorResponses(400, 401, 403) },
}), async (c) => c.json(await createSavedFilter(c.get('db'), principalOf(c), c.req.valid('json')), 200));

segmentRoutes.openapi(createRoute({
  method: 'get', path: '/api/crm/segments/{id}', tags, middleware: [ANY_KIND], operationId: 'crmSegmentsGet',
  summary: 'One saved filter (own or shared)', request: { params: ZId },
  responses: { ...jsonOk(ZSegment, 'The saved filter'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => c.json(await getSavedFilter(c.get('db'), principalOf(c), c.req.valid('param').id), 200));

segmentRoutes.openapi(createRoute({
  method: 'post', path: '/api/crm/segments/{id}', tags, middleware: [ANY_KIND], operationId: 'crmSegmentsUpdate',
  summary: 'Rename, share or change the criteria of a saved filter (its owner or an admin)',
  request: { params: ZId, ...jsonBody(ZSegmentUpdate) },
  responses: { ...jsonOk(ZSegment, 'The saved filter'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => c.json(await updateSavedFilter(c.get('db'), principalOf(c), c.req.valid('param').id, c.req.valid('json')), 200));

segmentRoutes.openapi(createRoute({
  method: 'delete', path: '/api/crm/segments/{id}', tags, middleware: [ANY_KIND], operationId: 'crmSegmentsDelete',
  summary: 'Delete a saved filter (its owner or an admin)', request: { params: ZId },
  responses: { ...jsonOk(ZSegment, 'The deleted filter'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => c.json(await deleteSavedFilter(c.get('db'), principalOf(c), c.req.valid('param').id), 200));
