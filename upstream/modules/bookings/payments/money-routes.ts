// Calculation and payment calls of a booking (api-calls 7.4): reloadPrice, calculation lines
// by hand, payments in and out. Each change is stored as a version of the booking; payments go
// through record-payment.ts and delete-payment.ts, the same verbs as the generic /api/payments.
import { createRoute, z } from '@hono/zod-openapi';
import { ZBookingDetail, ZBookingPayment, ZManualLine } from '../../../../lib/contract/booking-core';
import { now, today } from '../../../clock';
import type { Db } from '../../../db/client';
import type { TPrincipal } from '../../../http/context';
import { createRouter } from '../../../http/router';
import { principalOf, requireAuth } from '../../../http/security';
import { errorResponses, jsonBody, jsonOk } from '../../../http/openapi-helpers';
import type { TBookingRow } from '../access';
import { changeBooking } from '../booking-change';
import { addManualLine, deleteLine, reloadPrice } from '../prices/calculation';
import { deletePayment } from './delete-payment';
import { recordPayment } from './record-payment';

export const bookingMoneyRoutes = createRouter();
const tags = ['Bookings'];
const ZId = z.object({ id: z.uuid() });
const detailOk = jsonOk(ZBookingDetail, 'The booking with its calculation');

/** Runs a change on a locked booking, then answers its new detail as the next version. */
async function change(db: Db, p: TPrincipal, id: string, action: string, fn: (tx: Db, row: TBookingRow) => Promise<void>) {
  return db.transaction((tx) => changeBooking(tx, p, id, action, 'office', (row) => fn(tx, row)));
}

bookingMoneyRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/reloadPrice', tags, middleware: [requireAuth()],
  summary: 'Price the rooms again with the active price list (409 NO_PRICE_LIST when none covers them)',
  request: { params: ZId }, responses: { ...detailOk, ...errorResponses(401, 403, 404, 409) },
}), async (c) => c.json(await change(c.get('db'), principalOf(c), c.req.valid('param').id, 'reloadPrice',
  async (tx, row) => { await reloadPrice(tx, row, today(), true); }), 200));

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
  const { paidAt, ...body } = c.req.valid('json');
  const input = { ...body, paidAt: paidAt ? new Date(paidAt) : undefined };
  const { detail } = await c.get('db').transaction((tx) => recordPayment(tx, principalOf(c), c.req.valid('param').id, input, now()));
  return c.json(detail, 200);
});

bookingMoneyRoutes.openapi(createRoute({
  method: 'delete', path: '/api/bookings/{id}/payment/{paymentId}', tags, middleware: [requireAuth()],
  summary: 'Remove a payment of this booking',
  request: { params: z.object({ id: z.uuid(), paymentId: z.uuid() }) }, responses: { ...detailOk, ...errorResponses(401, 403, 404) },
}), async (c) => {
  const { id, paymentId } = c.req.valid('param');
  return c.json(await c.get('db').transaction((tx) => deletePayment(tx, principalOf(c), id, paymentId)), 200);
});
