// Calculation and payment calls of a booking (api-calls 7.4): reloadPrice, calculation lines
// by hand, payments in and out. Each change is stored as a version of the booking.
import { createRoute, z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { ZBookingDetail, ZBookingPayment, ZManualLine } from '../../../lib/contract/booking-core';
import { now, today } from '../../clock';
import type { Db } from '../../db/client';
import { bookings, payments } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { createRouter } from '../../http/router';
import { principalOf, requireAuth } from '../../http/security';
import { errors } from '../../http/errors';
import { errorResponses, jsonBody, jsonOk } from '../system/openapi-helpers';
import { loadBooking, type TBookingRow } from './access';
import { addManualLine, deleteLine, reloadPrice } from './calculation';
import { bookingDetail, recordVersion } from './detail';

export const bookingMoneyRoutes = createRouter();
const tags = ['Bookings'];
const ZId = z.object({ id: z.uuid() });
const detailOk = jsonOk(ZBookingDetail, 'The booking with its calculation');

/** Runs a change on a locked booking, then answers its new detail as the next version. */
async function change(db: Db, p: TPrincipal, id: string, action: string, fn: (tx: Db, row: TBookingRow) => Promise<void>) {
  return db.transaction(async (tx) => {
    const row = await loadBooking(tx, p, id, 'office', true);
    await fn(tx, row);
    const [fresh] = await tx.select().from(bookings).where(eq(bookings.id, id));
    const detail = await bookingDetail(tx, fresh as unknown as TBookingRow);
    detail.version = await recordVersion(tx, detail, action, p);
    return detail;
  });
}

bookingMoneyRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/reloadPrice', tags, middleware: [requireAuth()],
  summary: 'Price the rooms again with the active price list (409 NO_PRICE_LIST when none covers them)',
  request: { params: ZId }, responses: { ...detailOk, ...errorResponses(401, 403, 404, 409) },
}), async (c) => c.json(await change(c.get('db'), principalOf(c), c.req.valid('param').id, 'reloadPrice',
  (tx, row) => reloadPrice(tx, row, today(), true)), 200));

bookingMoneyRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/calculation', tags, middleware: [requireAuth()],
  summary: 'Add a calculation line by hand (cost, discount, ...)',
  request: { params: ZId, ...jsonBody(ZManualLine) }, responses: { ...detailOk, ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const line = c.req.valid('json');
  return c.json(await change(c.get('db'), principalOf(c), c.req.valid('param').id, 'addCalculation', (tx, row) => addManualLine(tx, row, line)), 200);
});

bookingMoneyRoutes.openapi(createRoute({
  method: 'delete', path: '/api/bookings/{id}/calculation/{calcId}', tags, middleware: [requireAuth()],
  summary: 'Remove a calculation line added by hand (or the cancellation fee)',
  request: { params: z.object({ id: z.uuid(), calcId: z.uuid() }) }, responses: { ...detailOk, ...errorResponses(401, 403, 404, 409) },
}), async (c) => {
  const { id, calcId } = c.req.valid('param');
  return c.json(await change(c.get('db'), principalOf(c), id, 'deleteCalculation', (tx) => deleteLine(tx, id, calcId)), 200);
});

bookingMoneyRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/payment', tags, middleware: [requireAuth()],
  summary: 'Record a payment (negative: a refund)',
  request: { params: ZId, ...jsonBody(ZBookingPayment) }, responses: { ...detailOk, ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const body = c.req.valid('json');
  return c.json(await change(c.get('db'), principalOf(c), c.req.valid('param').id, 'payment', async (tx, row) => {
    await tx.insert(payments).values({
      reference: body.reference ?? `${row.bookingNo ?? row.reservationNo ?? row.offerNo ?? row.id}`, booking: row.id, customer: row.customer,
      amount: body.amount, currency: row.currency, method: body.method, status: body.amount < 0 ? 'refunded' : 'paid',
      paidAt: body.paidAt ? new Date(body.paidAt) : now(), note: body.note ?? null,
    } as never);
  }), 200);
});

bookingMoneyRoutes.openapi(createRoute({
  method: 'delete', path: '/api/bookings/{id}/payment/{paymentId}', tags, middleware: [requireAuth()],
  summary: 'Remove a payment of this booking',
  request: { params: z.object({ id: z.uuid(), paymentId: z.uuid() }) }, responses: { ...detailOk, ...errorResponses(401, 403, 404) },
}), async (c) => {
  const { id, paymentId } = c.req.valid('param');
  return c.json(await change(c.get('db'), principalOf(c), id, 'deletePayment', async (tx) => {
    const gone = await tx.delete(payments).where(and(eq(payments.id, paymentId), eq(payments.booking, id))).returning({ id: payments.id });
    if (gone.length === 0) throw errors.notFound('Payment not found');
  }), 200);
});
