// Online payment calls (api-calls 7.6 and 7.14): the guest's checkout and its return pages' checks
// under /api/book/{no}, and the provider's webhook under /api/payments/notify. No login: the guest
// proves the booking with its number and e-mail (or the checkout's id), the provider with its
// signature. Mounted before the generic /api/book and /api/payments resources.
import { createRoute, z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { ZBookingDetail } from '../../../lib/contract/booking-core';
import { PAY_LEVELS, ZCheckoutRef, ZCheckoutRequest, ZCheckoutStarted, ZPaymentOutcome, ZRefundRequest } from '../../../lib/contract/online-payment';
import { now } from '../../clock';
import { onlineCheckouts, onlineRefunds } from '../../db/schema';
import { createRouter } from '../../http/router';
import { errors } from '../../http/errors';
import { clientIp } from '../../http/client-ip';
import { takePublicSlot } from '../public-booking/slot-limit';
import { errorResponses, jsonBody, jsonOk } from '../../http/openapi-helpers';
import { confirmCheckout, expireCheckout, providerPrincipal } from './confirm-checkout';
import { paymentOutcome } from './payment-outcome';
import { providerById } from './provider-config';
import { adapterFor } from './providers/registry';
import { startCheckout } from './start-checkout';
import { invoiceCheckout, payableInvoice } from './invoice-checkout';
import { applyRefundNote, refundPayment } from './refund';
import { principalOf, requireAuth } from '../../http/security';

export const onlinePaymentRoutes = createRouter();
const ZNo = z.object({ no: z.string().min(3).max(50) });

onlinePaymentRoutes.openapi(createRoute({
  method: 'post', path: '/api/book/{no}/checkout', tags: ['Public booking'],
  summary: 'Start paying a booking online (level deposit, rest or full); answers the provider\'s payment page',
  request: { params: ZNo, ...jsonBody(ZCheckoutRequest) },
  responses: { 201: { content: { 'application/json': { schema: ZCheckoutStarted } }, description: 'The checkout' }, ...errorResponses(400, 404, 409, 429) },
}), async (c) => {
  // Counted with the drafts: each checkout is a call to the provider on the operator's account.
  await takePublicSlot(c.get('db'), clientIp(c));
  const body = c.req.valid('json');
  return c.json(await startCheckout(c.get('db'), { no: c.req.valid('param').no, ...body, now: now() }), 201);
});

onlinePaymentRoutes.openapi(createRoute({
  method: 'post', path: '/api/invoice/public/{token}/checkout', tags: ['Public booking'],
  summary: 'The public invoice\'s pay button: start paying the invoice\'s booking online (level asked, else the link\'s, else full)',
  description: 'No login: the invoice\'s unguessable token proves the guest. The provider is the one the public link names, else the default. '
    + '409 NOTHING_TO_PAY (nothing open, a credit note or a reversed invoice), NO_PAYMENT_PROVIDER.',
  request: { params: z.object({ token: z.string().min(1).max(100) }), ...jsonBody(z.strictObject({ level: z.enum(PAY_LEVELS).optional() })) },
  responses: { 201: { content: { 'application/json': { schema: ZCheckoutStarted } }, description: 'The checkout' }, ...errorResponses(400, 404, 409, 429) },
}), async (c) => {
  const payable = await payableInvoice(c.get('db'), c.req.valid('param').token, c.req.valid('json').level);
  await takePublicSlot(c.get('db'), clientIp(c));
  return c.json(await invoiceCheckout(c.get('db'), payable, now()), 201);
});

for (const which of ['success', 'aborted'] as const) {
  onlinePaymentRoutes.openapi(createRoute({
    method: 'post', path: `/api/book/{no}/payment/${which}`, tags: ['Public booking'],
    summary: which === 'success'
      ? 'The guest came back from the provider: how the checkout stands, checked on the server (records the payment once when the provider says paid)'
      : 'The guest left the provider\'s page: how the checkout stands, checked on the server',
    request: { params: ZNo, ...jsonBody(ZCheckoutRef) },
    responses: { ...jsonOk(ZPaymentOutcome, 'The outcome'), ...errorResponses(400, 404) },
  }), async (c) => c.json(await paymentOutcome(c.get('db'), c.req.valid('param').no, c.req.valid('json').checkout, now()), 200));
}

onlinePaymentRoutes.openapi(createRoute({
  method: 'post', path: '/api/payments/notify/booking/{id}/{provider}', tags: ['Payments'],
  summary: 'A payment provider\'s notification (webhook), verified by its signature; idempotent',
  description: 'The raw body as the provider sent it (Stripe: an Event, signed in the Stripe-Signature header). '
    + 'A bad, missing or too old signature is refused with 400 and changes nothing; a notification repeated any number of times records one payment.',
  request: { params: z.object({ id: z.uuid(), provider: z.uuid() }) },
  responses: { ...jsonOk(z.object({ received: z.boolean(), recorded: z.boolean() }), 'Accepted'), ...errorResponses(400, 404) },
}), async (c) => {
  const db = c.get('db');
  const { id, provider } = c.req.valid('param');
  const cfg = await providerById(db, provider);
  const adapter = cfg && adapterFor(cfg.provider);
  if (!cfg || !adapter) throw errors.notFound('Payment provider not found');
  const raw = await c.req.text();
  // The signature's age against real time, never the business clock: the provider stamps real
  // time, and a security timer does not move with a shifted clock (docs/decisions/clock.md).
  const note = adapter.verifyNotification(cfg, raw, c.req.raw.headers, Date.now());
  if (note.status === 'other') return c.json({ received: true, recorded: false }, 200);
  if (note.status === 'refund') {
    // Only refunds asked for here (our id in their metadata) of this booking and provider.
    let recorded = false;
    for (const r of note.refunds ?? []) {
      if (!r.refundId || !z.uuid().safeParse(r.refundId).success) continue;
      const [row] = await db.select({ id: onlineRefunds.id }).from(onlineRefunds)
        .where(and(eq(onlineRefunds.id, r.refundId), eq(onlineRefunds.bookingId, id), eq(onlineRefunds.providerId, cfg.id)));
      if (row && await applyRefundNote(db, providerPrincipal(cfg.name), row.id, r, cfg.name, now())) recorded = true;
    }
    return c.json({ received: true, recorded }, 200);
  }
  const [checkout] = await db.select().from(onlineCheckouts)
    .where(and(eq(onlineCheckouts.providerId, cfg.id), eq(onlineCheckouts.externalId, note.externalId), eq(onlineCheckouts.bookingId, id)));
  // A genuine event about a checkout that is not this booking's: nothing to do here.
  if (!checkout) return c.json({ received: true, recorded: false }, 200);
  if (note.status === 'expired') {
    await expireCheckout(db, checkout.id);
    return c.json({ received: true, recorded: false }, 200);
  }
  const recorded = await confirmCheckout(db, { checkout, providerName: cfg.name, eventId: note.eventId, now: now() });
  return c.json({ received: true, recorded }, 200);
});

onlinePaymentRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/payment/{paymentId}/refund', tags: ['Bookings'], middleware: [requireAuth()],
  summary: 'Pay back (part of) an online payment through its provider; recorded as a negative payment, once per key',
  description: 'Office rights on the booking. `amount` defaults to what of the payment is not refunded yet; the same `key` again refunds nothing more. '
    + 'A payment not made online is a 409 NOT_REFUNDABLE, one refunded in full 409 ALREADY_REFUNDED, the provider saying no 409 PROVIDER_REFUSED.',
  request: { params: z.object({ id: z.uuid(), paymentId: z.uuid() }), ...jsonBody(ZRefundRequest) },
  responses: { ...jsonOk(ZBookingDetail, 'The booking with the refund'), ...errorResponses(400, 401, 403, 404, 409, 422) },
}), async (c) => {
  const { id, paymentId } = c.req.valid('param');
  return c.json(await refundPayment(c.get('db'), principalOf(c), id, paymentId, c.req.valid('json'), now()), 200);
});
