// The customer calls of api-calls 7.11 that read or keep data around the record: birthdays, the
// dashboard, stays, history and diff, meta values, statistics, and the one-round-trip view of
// /customer/view/:id. Mounted before the generic /api/customers resource (its {id} would catch
// the fixed paths). Decisions: docs/decisions/customers.md.
import { createRoute, z } from '@hono/zod-openapi';
import { and, eq, sql } from 'drizzle-orm';
import diff from 'microdiff';
import { ZCustomerHistoryEntry, ZCustomerStats, ZCustomerStay, ZCustomerView } from '../../../lib/contract/customers';
import { customerMeta } from '../../db/schema';
import { createRouter } from '../../http/router';
import { errors } from '../../http/errors';
import { principalOf, requireAnyScope, requireScopes } from '../../http/security';
import { errorResponses, jsonBody, jsonOk } from '../../http/openapi-helpers';
import { CUSTOMER_READ_SCOPES, customerContext, loadCustomer } from './access';
import { upcomingBirthdays } from './birthdays';
import { customerDashboard, ZCustomerDashboard } from './dashboard';
import { recalculateStats } from './stats';
import { customerStays } from './stays';
import { customerHistory, customerSnapshot } from './versions';
import { customerView } from './view';
import { PRINT_TEMPLATES, renderCustomerPdf } from './print';
import { assertDataValues } from './data-groups';
import { today } from '../../clock';

export const customerRoutes = createRouter();
const tags = ['Customers'];
const READ = requireAnyScope(...CUSTOMER_READ_SCOPES);
const WRITE = requireScopes('customers.update');
const ZId = z.object({ id: z.uuid() });
const ZKey = z.string().min(1).max(100).regex(/^[A-Za-z0-9_.:-]+$/);
const ZMetaValue = z.unknown().openapi({ description: 'Any JSON value' });

customerRoutes.openapi(createRoute({
  method: 'get', path: '/api/customers/birthday/{days}', tags, middleware: [requireScopes('customers.read')], operationId: 'customersBirthdays',
  summary: 'Customers whose birthday is today or within the next {days} days (0–366), soonest first',
  request: { params: z.object({ days: z.coerce.number().int().min(0).max(366) }) },
  responses: { ...jsonOk(z.array(z.object({ id: z.uuid(), fullName: z.string(), email: z.string().nullable(), birthday: z.string(), inDays: z.number().int(), turns: z.number().int() })), 'Birthdays'), ...errorResponses(400, 401, 403) },
}), async (c) => c.json(await upcomingBirthdays(c.get('db'), c.req.valid('param').days), 200));

customerRoutes.openapi(createRoute({
  method: 'get', path: '/api/customers/dashboard', tags, middleware: [READ], operationId: 'customersDashboard',
  summary: 'A customer\'s own start page (their record, upcoming and past stays, open guest forms); for staff: counts and the week\'s birthdays',
  responses: { ...jsonOk(ZCustomerDashboard, 'Dashboard'), ...errorResponses(401, 403) },
}), async (c) => c.json(await customerDashboard(c.get('db'), principalOf(c)), 200));

customerRoutes.openapi(createRoute({
  method: 'get', path: '/api/customers/{id}/view', tags, middleware: [READ], operationId: 'customersView',
  summary: 'Everything the customer view shows, in one answer: record, age, stays, bookings, payments, guest forms, stats, meta, references, history',
  request: { params: ZId },
  responses: { ...jsonOk(ZCustomerView, 'The customer view'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const ctx = customerContext(c);
  const row = await loadCustomer(ctx, c.req.valid('param').id);
  return c.json(await customerView(ctx.db, row, principalOf(c)), 200);
});

customerRoutes.openapi(createRoute({
  method: 'get', path: '/api/customers/{id}/stay', tags, middleware: [READ], operationId: 'customersStays',
  summary: 'The customer\'s stays (booking rooms naming them as a guest, and their bookings without such a room), newest first',
  request: { params: ZId },
  responses: { ...jsonOk(z.array(ZCustomerStay), 'Stays'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const ctx = customerContext(c);
  const row = await loadCustomer(ctx, c.req.valid('param').id);
  return c.json(await customerStays(ctx.db, row.id, principalOf(c)), 200);
});

customerRoutes.openapi(createRoute({
  method: 'get', path: '/api/customers/{id}/history', tags, middleware: [READ], operationId: 'customersHistory',
  summary: 'Versions of the customer record, newest first', request: { params: ZId },
  responses: { ...jsonOk(z.array(ZCustomerHistoryEntry), 'Versions'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const ctx = customerContext(c);
  const row = await loadCustomer(ctx, c.req.valid('param').id);
  return c.json(await customerHistory(ctx.db, row.id), 200);
});

const ZChange = z.object({ type: z.string(), path: z.array(z.union([z.string(), z.number()])), oldValue: z.unknown().optional(), value: z.unknown().optional() });
customerRoutes.openapi(createRoute({
  method: 'get', path: '/api/customers/{id}/diff/{from}', tags, middleware: [READ], operationId: 'customersDiff',
  summary: 'What changed in the record from version {from} to the current one',
  request: { params: ZId.extend({ from: z.coerce.number().int().min(1) }) },
  responses: { ...jsonOk(z.array(ZChange), 'Changes'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const ctx = customerContext(c);
  const { id, from } = c.req.valid('param');
  const row = await loadCustomer(ctx, id);
  const [[last], old] = await Promise.all([customerHistory(ctx.db, row.id), customerSnapshot(ctx.db, row.id, from)]);
  if (!old || !last) throw errors.notFound('Version not found');
  const current = await customerSnapshot(ctx.db, row.id, last.version);
  return c.json(diff(old, current ?? {}).filter((d) => d.path[0] !== 'updatedAt'), 200);
});

customerRoutes.openapi(createRoute({
  method: 'get', path: '/api/customers/{id}/meta', tags, middleware: [READ], operationId: 'customersMetaAll',
  summary: 'Every meta value of the customer, by key', request: { params: ZId },
  responses: { ...jsonOk(z.record(z.string(), ZMetaValue), 'Meta values'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const ctx = customerContext(c);
  const row = await loadCustomer(ctx, c.req.valid('param').id);
  const rows = await ctx.db.select({ key: customerMeta.key, value: customerMeta.value }).from(customerMeta).where(eq(customerMeta.customerId, row.id));
  return c.json(Object.fromEntries(rows.map((r) => [r.key, r.value])), 200);
});

customerRoutes.openapi(createRoute({
  method: 'get', path: '/api/customers/{id}/meta/{key}', tags, middleware: [READ], operationId: 'customersMetaOne',
  summary: 'One meta value ({ key, value }); 404 when the key is not set', request: { params: ZId.extend({ key: ZKey }) },
  responses: { ...jsonOk(z.object({ key: z.string(), value: ZMetaValue }), 'The value'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const ctx = customerContext(c);
  const { id, key } = c.req.valid('param');
  const row = await loadCustomer(ctx, id);
  const [m] = await ctx.db.select({ value: customerMeta.value }).from(customerMeta).where(and(eq(customerMeta.customerId, row.id), eq(customerMeta.key, key)));
  if (!m) throw errors.notFound('Meta key not set');
  return c.json({ key, value: m.value }, 200);
});

/** Sets the given keys (null removes one), in one transaction; answers every value afterwards. */
async function writeMeta(c: Parameters<typeof customerContext>[0], id: string, values: Record<string, unknown>) {
  const ctx = customerContext(c);
  return ctx.db.transaction(async (tx) => {
    const row = await loadCustomer({ ...ctx, db: tx }, id, 'update');
    await assertDataValues(tx, values);
    for (const [key, value] of Object.entries(values)) {
      if (value === null) await tx.delete(customerMeta).where(and(eq(customerMeta.customerId, row.id), eq(customerMeta.key, key)));
      else await tx.insert(customerMeta).values({ customerId: row.id, key, value }).onConflictDoUpdate({ target: [customerMeta.customerId, customerMeta.key], set: { value, updatedAt: sql`now()` } });
    }
    const rows = await tx.select({ key: customerMeta.key, value: customerMeta.value }).from(customerMeta).where(eq(customerMeta.customerId, row.id));
    return Object.fromEntries(rows.map((r) => [r.key, r.value]));
  });
}

customerRoutes.openapi(createRoute({
  method: 'post', path: '/api/customers/{id}/meta', tags, middleware: [WRITE], operationId: 'customersMetaSet',
  summary: 'Set several meta values at once (a null value removes the key)', request: { params: ZId, ...jsonBody(z.record(ZKey, ZMetaValue).refine((v) => Object.keys(v).length <= 100, 'At most 100 keys')) },
  responses: { ...jsonOk(z.record(z.string(), ZMetaValue), 'Every meta value afterwards'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => c.json(await writeMeta(c, c.req.valid('param').id, c.req.valid('json') as Record<string, unknown>), 200));

customerRoutes.openapi(createRoute({
  method: 'post', path: '/api/customers/{id}/meta/{key}', tags, middleware: [WRITE], operationId: 'customersMetaSetOne',
  summary: 'Set one meta value (body { value }; null removes it)', request: { params: ZId.extend({ key: ZKey }), ...jsonBody(z.strictObject({ value: ZMetaValue })) },
  responses: { ...jsonOk(z.record(z.string(), ZMetaValue), 'Every meta value afterwards'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const { id, key } = c.req.valid('param');
  const body = c.req.valid('json');
  if (!('value' in body)) throw errors.validation([{ path: 'value', message: 'Required' }]);
  return c.json(await writeMeta(c, id, { [key]: body.value ?? null }), 200);
});

customerRoutes.openapi(createRoute({
  method: 'post', path: '/api/customers/{id}/stats/recalculate', tags, middleware: [WRITE], operationId: 'customersStatsRecalculate',
  summary: 'Recompute and store the customer\'s bookings, stays, nights and revenue from their bookings', request: { params: ZId },
  responses: { ...jsonOk(ZCustomerStats, 'The statistics'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const ctx = customerContext(c);
  return c.json(await ctx.db.transaction(async (tx) => {
    const row = await loadCustomer({ ...ctx, db: tx }, c.req.valid('param').id, 'update');
    return recalculateStats(tx, row.id);
  }), 200);
});


customerRoutes.openapi(createRoute({
  method: 'post', path: '/api/customers/{customer}/print/{template}', tags, middleware: [READ], operationId: 'customersPrint',
  summary: 'The customer as a PDF (template datasheet: master data, contact, address, passport and stays; stays: the stays only)',
  request: { params: z.object({ customer: z.uuid(), template: z.enum(PRINT_TEMPLATES) }) },
  responses: { 200: { content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } }, description: 'PDF' }, ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const ctx = customerContext(c);
  const { customer, template } = c.req.valid('param');
  const row = await loadCustomer(ctx, customer);
  const view = await customerView(ctx.db, row, principalOf(c));
  const pdf = await renderCustomerPdf(view, template, ctx.lang, today());
  return c.body(new Uint8Array(pdf), 200, { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="customer-${template}.pdf"` });
});
