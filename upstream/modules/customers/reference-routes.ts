// api-calls 7.11: the customer's ids in external systems (a CRM master, an OTA, accounting):
// {id}/reference (all), {id}/reference/find/{system} (those of one system) and
// {id}/reference/{system}/{external} (POST add, PUT change its data, DELETE remove). One
// external id of a system names one customer (409 when another customer holds it).
import { createRoute, z } from '@hono/zod-openapi';
import { and, eq, sql } from 'drizzle-orm';
import { ZCustomerReference } from '../../../lib/contract/customers';
import type { Db } from '../../db/client';
import { customerReferences } from '../../db/schema';
import { createRouter } from '../../http/router';
import { errors } from '../../http/errors';
import { requireAnyScope, requireScopes } from '../../http/security';
import { errorResponses, jsonOk } from '../../http/openapi-helpers';
import { CUSTOMER_READ_SCOPES, customerContext, loadCustomer } from './access';

export const customerReferenceRoutes = createRouter();
const tags = ['Customers'];
const ZId = z.object({ id: z.uuid() });
const ZSystem = z.string().min(1).max(100);
const ZRef = ZId.extend({ system: ZSystem, external: z.string().min(1).max(200) });
const ZData = z.object({ data: z.record(z.string(), z.unknown()).optional() }).strict();
const optionalJson = { body: { content: { 'application/json': { schema: ZData } }, required: false as const } };

type TRefRow = typeof customerReferences.$inferSelect;
const wire = (r: TRefRow) => ({ system: r.system, external: r.external, data: r.data as Record<string, unknown>, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() });

async function refsOf(db: Db, customerId: string, system?: string) {
  const rows = await db.select().from(customerReferences)
    .where(and(eq(customerReferences.customerId, customerId), system ? eq(customerReferences.system, system) : undefined))
    .orderBy(customerReferences.system, customerReferences.external);
  return rows.map(wire);
}

customerReferenceRoutes.openapi(createRoute({
  method: 'get', path: '/api/customers/{id}/reference', tags, middleware: [requireAnyScope(...CUSTOMER_READ_SCOPES)], operationId: 'customersReferences',
  summary: 'The customer\'s ids in external systems', request: { params: ZId },
  responses: { ...jsonOk(z.array(ZCustomerReference), 'References'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const ctx = customerContext(c);
  const row = await loadCustomer(ctx, c.req.valid('param').id);
  return c.json(await refsOf(ctx.db, row.id), 200);
});

customerReferenceRoutes.openapi(createRoute({
  method: 'get', path: '/api/customers/{id}/reference/find/{system}', tags, middleware: [requireAnyScope(...CUSTOMER_READ_SCOPES)], operationId: 'customersReferencesOfSystem',
  summary: 'The customer\'s ids in one external system (404 when the customer has none there)', request: { params: ZId.extend({ system: ZSystem }) },
  responses: { ...jsonOk(z.array(ZCustomerReference), 'References of the system'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const ctx = customerContext(c);
  const { id, system } = c.req.valid('param');
  const row = await loadCustomer(ctx, id);
  // A find that finds nothing is not found, as every lookup keyed by a request value.
  const found = await refsOf(ctx.db, row.id, system);
  if (found.length === 0) throw errors.notFound(`The customer has no reference in ${system}`);
  return c.json(found, 200);
});

for (const method of ['post', 'put'] as const) {
  customerReferenceRoutes.openapi(createRoute({
    method, path: '/api/customers/{id}/reference/{system}/{external}', tags, middleware: [requireScopes('customers.update')],
    operationId: method === 'post' ? 'customersReferenceAdd' : 'customersReferenceUpdate',
    summary: method === 'post' ? 'Add an external id of the customer (body { data } optional); 409 when another customer holds it'
      : 'Change the data kept with an external id (404 when the customer has no such reference)',
    request: { params: ZRef, ...optionalJson },
    responses: { ...jsonOk(ZCustomerReference, 'The reference'), ...errorResponses(400, 401, 403, 404, 409) },
  }), async (c) => {
    const ctx = customerContext(c);
    const { id, system, external } = c.req.valid('param');
    const data = (await c.req.json().catch(() => ({})) as { data?: Record<string, unknown> })?.data;
    const parsed = ZData.safeParse({ data });
    if (!parsed.success) throw errors.validation([{ path: 'data', message: 'An object' }]);
    return c.json(await ctx.db.transaction(async (tx) => {
      const row = await loadCustomer({ ...ctx, db: tx }, id, 'update');
      const [held] = await tx.select().from(customerReferences).where(and(eq(customerReferences.system, system), eq(customerReferences.external, external))).for('update');
      if (method === 'put') {
        if (!held || held.customerId !== row.id) throw errors.notFound('Reference not found');
        const [upd] = await tx.update(customerReferences).set({ data: data ?? {}, updatedAt: sql`now()` })
          .where(and(eq(customerReferences.system, system), eq(customerReferences.external, external))).returning();
        return wire(upd);
      }
      if (held && held.customerId !== row.id) throw errors.conflict('EXTERNAL_ID_TAKEN', `${system} ${external} already names another customer.`);
      const [ins] = await tx.insert(customerReferences).values({ customerId: row.id, system, external, data: data ?? {} })
        .onConflictDoUpdate({ target: [customerReferences.system, customerReferences.external], set: { data: data ?? held?.data ?? {}, updatedAt: sql`now()` } }).returning();
      return wire(ins);
    }), 200);
  });
}

customerReferenceRoutes.openapi(createRoute({
  method: 'delete', path: '/api/customers/{id}/reference/{system}/{external}', tags, middleware: [requireScopes('customers.update')], operationId: 'customersReferenceDelete',
  summary: 'Remove an external id of the customer', request: { params: ZRef },
  responses: { ...jsonOk(z.object({ deleted: z.literal(true) }), 'Removed'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const ctx = customerContext(c);
  const { id, system, external } = c.req.valid('param');
  return c.json(await ctx.db.transaction(async (tx) => {
    const row = await loadCustomer({ ...ctx, db: tx }, id, 'update');
    const gone = await tx.delete(customerReferences).where(and(eq(customerReferences.customerId, row.id), eq(customerReferences.system, system), eq(customerReferences.external, external))).returning();
    if (!gone.length) throw errors.notFound('Reference not found');
    return { deleted: true as const };
  }), 200);
});
