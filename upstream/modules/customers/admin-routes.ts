// Staff calls around the customer record (customers.update): likely duplicates, the merge of a
// duplicate into the customer that stays, and the privacy export and erasure (each logged).
// Not in the spec's catalogue; named like its calls under /api/customers. Decisions:
// docs/decisions/customers.md.
import { createRoute, z } from '@hono/zod-openapi';
import { ZDuplicateCandidate, ZErasureResult, ZMergeResult } from '../../../lib/contract/customers';
import { createRouter } from '../../http/router';
import { principalOf, requireScopes } from '../../http/security';
import { errorResponses, jsonOk } from '../../http/openapi-helpers';
import { customerContext, loadCustomer } from './access';
import { duplicateGroups, duplicatesOf } from './duplicates';
import { mergeCustomers } from './merge';
import { eraseCustomer, exportCustomer } from './privacy';

export const customerAdminRoutes = createRouter();
const tags = ['Customers'];
const STAFF = requireScopes('customers.update');
const ZId = z.object({ id: z.uuid() });

customerAdminRoutes.openapi(createRoute({
  method: 'get', path: '/api/customers/duplicates', tags, middleware: [STAFF], operationId: 'customersDuplicateGroups',
  summary: 'Groups of customers that may be one person (same e-mail, same name and birthday, same passport number)',
  request: { query: z.object({ size: z.coerce.number().int().min(1).max(200).default(50) }) },
  responses: { ...jsonOk(z.array(z.object({ reason: z.string(), customers: z.array(ZDuplicateCandidate) })), 'Groups'), ...errorResponses(400, 401, 403) },
}), async (c) => c.json(await duplicateGroups(c.get('db'), c.req.valid('query').size), 200));

customerAdminRoutes.openapi(createRoute({
  method: 'get', path: '/api/customers/{id}/duplicates', tags, middleware: [STAFF], operationId: 'customersDuplicatesOf',
  summary: 'Customers that may be the same person as this one, with the reasons', request: { params: ZId },
  responses: { ...jsonOk(z.array(ZDuplicateCandidate), 'Candidates'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const ctx = customerContext(c);
  const row = await loadCustomer(ctx, c.req.valid('param').id, 'update');
  return c.json(await duplicatesOf(ctx.db, row.id), 200);
});

customerAdminRoutes.openapi(createRoute({
  method: 'post', path: '/api/customers/{id}/merge/{from}', tags, middleware: [STAFF], operationId: 'customersMerge',
  summary: 'Merge customer {from} into {id} in one transaction: bookings, guests, payments, forms and everything else move to {id}; {from} is deleted',
  request: { params: ZId.extend({ from: z.uuid() }) },
  responses: { ...jsonOk(ZMergeResult, 'The customer that stays, and what moved'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const ctx = customerContext(c);
  const { id, from } = c.req.valid('param');
  return c.json(await ctx.db.transaction(async (tx) => {
    const t = { ...ctx, db: tx };
    await loadCustomer(t, id, 'update');
    await loadCustomer(t, from, 'update');
    return mergeCustomers(tx, principalOf(c), id, from);
  }), 200);
});

customerAdminRoutes.openapi(createRoute({
  method: 'post', path: '/api/customers/{id}/privacy/export', tags, middleware: [STAFF], operationId: 'customersPrivacyExport',
  summary: 'Everything held about the customer as JSON (GDPR art. 15/20); the export is logged',
  request: { params: ZId },
  responses: { ...jsonOk(z.record(z.string(), z.unknown()), 'The export'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const ctx = customerContext(c);
  return c.json(await ctx.db.transaction(async (tx) => {
    const row = await loadCustomer({ ...ctx, db: tx }, c.req.valid('param').id, 'update');
    return exportCustomer(tx, principalOf(c), row);
  }), 200);
});

customerAdminRoutes.openapi(createRoute({
  method: 'post', path: '/api/customers/{id}/privacy/erase', tags, middleware: [STAFF], operationId: 'customersPrivacyErase',
  summary: 'Erase the customer (GDPR art. 17): anonymise what tax law keeps, delete the rest; logged',
  request: { params: ZId },
  responses: { ...jsonOk(ZErasureResult, 'What was anonymised and deleted'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const ctx = customerContext(c);
  return c.json(await ctx.db.transaction(async (tx) => {
    const row = await loadCustomer({ ...ctx, db: tx }, c.req.valid('param').id, 'update');
    return eraseCustomer(tx, principalOf(c), row.id);
  }), 200);
});
