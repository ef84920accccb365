// Agency and customer credits (issue 18; spec: GET /api/agencies/credits and /api/customers/credits,
// screens /credits and /ccredits). The writes are ours beyond the catalogue, under /api/credits:
// issue, correct, apply to a booking. Decisions: docs/decisions/credits.md.
import { createRoute, z } from '@hono/zod-openapi';
import * as R from '../../../lib/contract/resources/parties';
import { ZCreditApply, ZCreditCorrection, ZCreditCreate, ZCreditDetail, ZCreditList, ZCreditListQuery, type TCredit, type TCreditHolder } from '../../../lib/contract/credits';
import { now } from '../../clock';
import { createRouter } from '../../http/router';
import { principalOf, requireAnyScope, requireAuth } from '../../http/security';
import { errorResponses, jsonBody, jsonOk } from '../../http/openapi-helpers';
import { creditDetail, listCredits } from './ledger';
import { applyCredit, correctCredit, createCredit } from './writes';

export const creditRoutes = createRouter();
const tags = ['Credits'];
const ZId = z.object({ id: z.uuid() });

function totals(items: TCredit[]) {
  const by = new Map<string, number>();
  for (const i of items) by.set(i.currency, (by.get(i.currency) ?? 0) + i.balance);
  return [...by].sort(([a], [b]) => a.localeCompare(b)).map(([currency, balance]) => ({ currency, balance }));
}

const listRoute = (holder: TCreditHolder, path: string, scopes: readonly string[], operationId: string) => creditRoutes.openapi(createRoute({
  method: 'get', path, tags, middleware: [requireAnyScope(...scopes)], operationId,
  summary: `The ${holder === 'agency' ? 'agencies\'' : 'customers\''} credits the caller may see, newest first, with balances and totals per currency`,
  request: { query: ZCreditListQuery },
  responses: { ...jsonOk(ZCreditList, 'Credits'), ...errorResponses(400, 401, 403) },
}), async (c) => {
  const q = c.req.valid('query');
  const items = await listCredits(c.get('db'), principalOf(c), holder, { agency: q.agency, customer: q.customer, open: q.open === '1' });
  return c.json({ items, totals: totals(items) }, 200);
});
listRoute('agency', '/api/agencies/credits', R.agencies.scopes.read, 'agenciesCredits');
listRoute('customer', '/api/customers/credits', R.customers.scopes.read, 'customersCredits');

creditRoutes.openapi(createRoute({
  method: 'get', path: '/api/credits/{id}', tags, middleware: [requireAuth()], operationId: 'creditGet',
  summary: 'One credit with every entry (404 when its agency or customer is not the caller\'s to see)', request: { params: ZId },
  responses: { ...jsonOk(ZCreditDetail, 'The credit'), ...errorResponses(400, 401, 404) },
}), async (c) => c.json(await creditDetail(c.get('db'), principalOf(c), c.req.valid('param').id), 200));

creditRoutes.openapi(createRoute({
  method: 'post', path: '/api/credits', tags, middleware: [requireAnyScope('agencies.update', 'customers.update')], operationId: 'creditCreate',
  summary: 'Issue a credit to an agency or a customer; from a booking (source cancellation) the money paid on it moves to the credit',
  request: { ...jsonBody(ZCreditCreate) },
  responses: { 201: { description: 'The credit', content: { 'application/json': { schema: ZCreditDetail } } }, ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const p = principalOf(c);
  const body = c.req.valid('json');
  return c.json(await c.get('db').transaction((tx) => createCredit(tx, p, body, now())), 201);
});

creditRoutes.openapi(createRoute({
  method: 'post', path: '/api/credits/{id}/correction', tags, middleware: [requireAnyScope('agencies.update', 'customers.update')], operationId: 'creditCorrect',
  summary: 'A correcting entry (signed amount, reason required); the balance stays at or above 0 unless the settings allow less',
  request: { params: ZId, ...jsonBody(ZCreditCorrection) },
  responses: { ...jsonOk(ZCreditDetail, 'The credit'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const p = principalOf(c);
  const body = c.req.valid('json');
  return c.json(await c.get('db').transaction((tx) => correctCredit(tx, p, c.req.valid('param').id, body)), 200);
});

creditRoutes.openapi(createRoute({
  method: 'post', path: '/api/credits/{id}/apply/{booking}', tags, middleware: [requireAnyScope('agencies.update', 'customers.update')], operationId: 'creditApply',
  summary: 'Pay a booking of the same agency or customer from the credit (a payment of method credit); default amount: the smaller of balance and open',
  request: { params: ZId.extend({ booking: z.uuid() }), ...jsonBody(ZCreditApply) },
  responses: { ...jsonOk(ZCreditDetail, 'The credit'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const p = principalOf(c);
  const { id, booking } = c.req.valid('param');
  const body = c.req.valid('json');
  return c.json(await c.get('db').transaction((tx) => applyCredit(tx, p, id, booking, body, now())), 200);
});
