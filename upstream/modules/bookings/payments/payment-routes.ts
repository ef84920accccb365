// The list-level money calls (api-calls 7.4 and 7.14, docs/decisions/payments.md):
// POST /api/bookings/markPaid, GET /api/bookings/allBookingsWithOpenPayments,
// GET /api/bookings/paymentStatus?days=, GET /api/payments/history, GET /api/payments/ref/{id}.
// Mounted before the generic resources, whose /api/bookings/{id} and /api/payments/{id} would
// otherwise take these paths.
import { createRoute, z } from '@hono/zod-openapi';
import {
  ZMarkPaid, ZMarkPaidResult, ZOpenPayments, ZOpenPaymentsQuery, ZPaymentHistory, ZPaymentHistoryQuery, ZPaymentRef, ZPaymentStatus, ZPaymentStatusQuery,
} from '../../../../lib/contract/payments';
import { now, today } from '../../../clock';
import { createRouter } from '../../../http/router';
import { principalOf, requireAnyScope, requireAuth } from '../../../http/security';
import { errorResponses, jsonBody, jsonOk } from '../../../http/openapi-helpers';
import { assertMayUseBookings } from '../access';
import { markPaid } from './mark-paid';
import { openPayments, paymentStatus } from './money-lists';
import { paymentHistory, paymentsOfBooking } from './payment-history';

export const bookingPaymentRoutes = createRouter();

/** Who reads money lists: booking readers (their assets), payment readers, and agencies (their
 *  own agency's bookings, as /agency/payments). A customer reads their booking's money on it. */
const READERS = ['bookings.read', 'bookings.update', 'payments.read', 'bookingpayment.read', 'agencies.self'];

bookingPaymentRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/markPaid', tags: ['Bookings'], middleware: [requireAuth()],
  summary: 'Mark several bookings paid: each gets one payment of what is open, all in one transaction (bookings.update)',
  request: jsonBody(ZMarkPaid),
  responses: { ...jsonOk(ZMarkPaidResult, 'The payments recorded and the bookings left as they were'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const p = principalOf(c);
  assertMayUseBookings(p, 'office');
  const body = c.req.valid('json');
  return c.json(await c.get('db').transaction((tx) => markPaid(tx, p, body, now())), 200);
});

bookingPaymentRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/allBookingsWithOpenPayments', tags: ['Bookings'], middleware: [requireAnyScope(...READERS)],
  summary: 'Bookings that are owed money (reservations, confirmed, resolved, cancelled with a fee), by arrival, a page at a time (page, size; size 0: all), with totals per currency of all pages',
  request: { query: ZOpenPaymentsQuery },
  responses: { ...jsonOk(ZOpenPayments, 'A page of the bookings with something open'), ...errorResponses(400, 401, 403) },
}), async (c) => c.json(await openPayments(c.get('db'), principalOf(c), c.req.valid('query')), 200));

bookingPaymentRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/paymentStatus', tags: ['Bookings'], middleware: [requireAnyScope(...READERS)],
  summary: 'How paid the reservations and bookings arriving in the next `days` days are (unpaid, partial, paid, overpaid)',
  request: { query: ZPaymentStatusQuery },
  responses: { ...jsonOk(ZPaymentStatus, 'The arrivals with their payment state'), ...errorResponses(400, 401, 403) },
}), async (c) => c.json(await paymentStatus(c.get('db'), principalOf(c), c.req.valid('query').days, today()), 200));

bookingPaymentRoutes.openapi(createRoute({
  method: 'get', path: '/api/payments/history', tags: ['Payments'], middleware: [requireAnyScope(...READERS)],
  summary: 'Payments between from and to (default the last 30 days, at most 366), newest first, with totals per currency',
  request: { query: ZPaymentHistoryQuery },
  responses: { ...jsonOk(ZPaymentHistory, 'The payments'), ...errorResponses(400, 401, 403) },
}), async (c) => c.json(await paymentHistory(c.get('db'), principalOf(c), c.req.valid('query'), today()), 200));

bookingPaymentRoutes.openapi(createRoute({
  method: 'get', path: '/api/payments/ref/{id}', tags: ['Payments'], middleware: [requireAnyScope(...READERS)],
  summary: 'The payments referring to one booking, oldest first, with the balance after each',
  request: { params: z.object({ id: z.uuid() }) },
  responses: { ...jsonOk(ZPaymentRef, 'The booking\'s money and payments'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => c.json(await paymentsOfBooking(c.get('db'), principalOf(c), c.req.valid('param').id), 200));
