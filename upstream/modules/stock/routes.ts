// The product calls of api-calls 7.7 (issue 36 item 6): fixed paths under the generic
// /api/product base (the records stay the generic resource, owned by this module:
// registrations.ts). Every stock change goes through record-movement.ts in one transaction.
import { createRoute, z } from '@hono/zod-openapi';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { PRODUCT_KINDS, PRODUCT_RULE_BASES, PRODUCT_UNITS } from '../../../lib/contract/resources/enums';
import { STOCK_REASONS } from '../../../lib/contract/resources/products';
import { STOCK_REF_PATTERN, ZBookedAtDay, ZBookedAtDayQuery, ZProductConstants, ZStockMovement, ZStockReturned, ZStockUpdate, ZStockUse } from '../../../lib/contract/stock';
import { today } from '../../clock';
import { bookings, onsiteItems, products } from '../../db/schema';
import { withPathPattern } from '../../http/param-patterns';
import { createRouter } from '../../http/router';
import { principalOf, requireAnyScope } from '../../http/security';
import { errorResponses, jsonBody, jsonOk } from '../../http/openapi-helpers';
import { movementWire } from './movement-wire';
import { recordStockUse } from './record-use';
import { productFor } from './product-access';
import { countStock, recordStockMovement } from './record-movement';
import { returnUse } from './return-use';

export const stockRoutes = createRouter();
const tags = ['Products'];
const READ = ['product.read', 'product.update', 'inventory.read', 'inventory.update'];
const WRITE = ['product.update', 'inventory.create'];

stockRoutes.openapi(createRoute({
  method: 'get', path: '/api/product/constants', tags, middleware: [requireAnyScope(...READ)], operationId: 'getProductConstants',
  summary: 'The product kinds, units, rule bases and stock movement reasons',
  responses: { ...jsonOk(ZProductConstants, 'The constants'), ...errorResponses(401, 403) },
}), (c) => c.json({ kinds: [...PRODUCT_KINDS], units: [...PRODUCT_UNITS], ruleBases: [...PRODUCT_RULE_BASES], stockReasons: [...STOCK_REASONS] }, 200));

stockRoutes.openapi(createRoute({
  method: 'get', path: '/api/product/bookedAtDay/{asset}', tags, middleware: [requireAnyScope(...READ)], operationId: 'getProductBookedAtDayByAsset',
  summary: 'Per product: the units the room bills of one resort or vessel hold for a day (date, default today), with the stock',
  request: { params: z.object({ asset: z.uuid() }), query: ZBookedAtDayQuery },
  responses: { ...jsonOk(ZBookedAtDay, 'The products booked that day'), ...errorResponses(400, 401, 403) },
}), async (c) => {
  const date = c.req.valid('query').date ?? today();
  const { asset } = c.req.valid('param');
  const rows = await c.get('db').select({
    product: onsiteItems.product, name: sql<string>`max(${products.name})`, quantity: sql<number>`sum(${onsiteItems.quantity})::int`,
    stock: sql<number | null>`max(CASE WHEN ${products.trackStock} THEN ${products.stock} END)`,
  }).from(onsiteItems)
    .innerJoin(bookings, eq(bookings.id, onsiteItems.bookingId))
    .innerJoin(products, eq(products.id, onsiteItems.product))
    .where(and(eq(onsiteItems.serviceDate, date), inArray(onsiteItems.status, ['open', 'paid']), or(eq(bookings.resort, asset), eq(bookings.vessel, asset))))
    .groupBy(onsiteItems.product).orderBy(sql`max(${products.name})`);
  return c.json({ date, products: rows.map((r) => ({ ...r, product: r.product! })) }, 200);
});

stockRoutes.openapi(createRoute({
  method: 'post', path: '/api/product/{id}/stock/update', tags, middleware: [requireAnyScope(...WRITE)], operationId: 'postProductByIdStockUpdate',
  summary: 'A count (stock: what is there; the ledger keeps the difference) or a movement (quantity with a reason: purchase, return, correction, loss)',
  request: { params: z.object({ id: z.uuid() }), ...jsonBody(ZStockUpdate) },
  responses: { ...jsonOk(ZStockMovement, 'The ledger row'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const p = principalOf(c);
  const { id } = c.req.valid('param');
  const b = c.req.valid('json');
  const row = await c.get('db').transaction(async (tx) => {
    await productFor(tx, p, id);
    const base = { product: id, note: b.note ?? null };
    if (b.stock !== undefined) return countStock(tx, { ...base, counted: b.stock, reference: b.reference ?? 'Count' });
    const reason = b.reason ?? (b.quantity! > 0 ? 'purchase' : 'correction');
    return recordStockMovement(tx, { ...base, quantity: b.quantity!, reason, reference: b.reference ?? reason });
  });
  return c.json(movementWire(row), 200);
});

stockRoutes.openapi(createRoute({
  method: 'post', path: '/api/product/{product}/stock/used', tags, middleware: [requireAnyScope(...WRITE, 'diveplan.update')], operationId: 'postProductByProductStockUsed',
  summary: 'Goods a dive or a rental used (ref names it; DELETE /api/product/stock/used/{ref} returns them); refused below zero unless the product allows it',
  request: { params: z.object({ product: z.uuid() }), ...jsonBody(ZStockUse) },
  responses: { ...jsonOk(ZStockMovement, 'The ledger row'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const p = principalOf(c);
  const { product } = c.req.valid('param');
  const b = c.req.valid('json');
  const row = await c.get('db').transaction((tx) => recordStockUse(tx, p, { product, ...b }));
  return c.json(movementWire(row), 200);
});

stockRoutes.openapi(createRoute({
  method: 'delete', path: '/api/product/stock/used/{ref}', tags, middleware: [requireAnyScope(...WRITE, 'diveplan.update')], operationId: 'deleteProductStockUsedByRef',
  summary: 'Return what was used under ref: a return row per product (the use stays in the ledger); a second call returns nothing more',
  request: { params: z.object({ ref: withPathPattern(z.string().min(1).max(200), STOCK_REF_PATTERN) }) },
  responses: { ...jsonOk(ZStockReturned, 'The return rows'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const p = principalOf(c);
  const rows = await c.get('db').transaction((tx) => returnUse(tx, p, c.req.valid('param').ref));
  return c.json({ returned: rows.map(movementWire) }, 200);
});
