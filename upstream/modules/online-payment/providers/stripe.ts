// Stripe through its official SDK: Checkout Sessions (create, retrieve) and signed webhooks.
// STRIPE_API_URL points the SDK at another host (tests: a local stand-in of Stripe's HTTP API).
import Stripe from 'stripe';
import { upstreamEnv } from '../../../env';
import { errors } from '../../../http/errors';
import type { TCheckoutState, TPaymentAdapter, TProviderConfig, TRefundNote } from './types';

/** Seconds a signed webhook stays valid (Stripe's default): an older replay is refused. */
export const WEBHOOK_TOLERANCE_S = 300;

function client(cfg: TProviderConfig): Stripe {
  if (!cfg.secretKey) throw errors.conflict('PROVIDER_NOT_CONFIGURED', 'The payment provider has no secret key');
  const base = upstreamEnv.STRIPE_API_URL ? new URL(upstreamEnv.STRIPE_API_URL) : null;
  return new Stripe(cfg.secretKey, {
    maxNetworkRetries: 1, timeout: 15_000,
    ...(base ? { host: base.hostname, port: base.port || (base.protocol === 'http:' ? 80 : 443), protocol: base.protocol === 'http:' ? 'http' : 'https' } : {}),
  });
}

function stateOf(s: Stripe.Checkout.Session): TCheckoutState {
  const status = s.payment_status === 'paid' || s.payment_status === 'no_payment_required' ? 'paid' : s.status === 'expired' ? 'expired' : 'open';
  return { status, amount: s.amount_total ?? 0, currency: (s.currency ?? '').toUpperCase() };
}

function refundNote(r: Stripe.Refund): TRefundNote {
  const status = r.status === 'succeeded' ? 'succeeded' : r.status === 'failed' || r.status === 'canceled' ? 'failed' : 'pending';
  return { externalId: r.id, refundId: typeof r.metadata?.refund === 'string' ? r.metadata.refund : null, amount: r.amount, status };
}

/** The refunds a refund event reports: charge.refunded (the charge with its refunds) or
 *  refund.created / refund.updated / charge.refund.updated (one refund). */
function refundsOf(event: Stripe.Event): { paymentIntent: string; checkoutId: string | null; list: TRefundNote[] } | null {
  const obj = event.data.object as { object?: string };
  const pi = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'object' && v && 'id' in v ? String(v.id) : '');
  if (obj.object === 'refund') {
    const r = obj as Stripe.Refund;
    return { paymentIntent: pi(r.payment_intent), checkoutId: r.metadata?.checkout ?? null, list: [refundNote(r)] };
  }
  if (obj.object === 'charge' && event.type === 'charge.refunded') {
    const ch = obj as Stripe.Charge;
    const list = (ch.refunds?.data ?? []).map(refundNote);
    return { paymentIntent: pi(ch.payment_intent), checkoutId: ch.refunds?.data?.find((r) => r.metadata?.checkout)?.metadata?.checkout ?? null, list };
  }
  return null;
}

export const stripeAdapter: TPaymentAdapter = {
  async startCheckout(cfg, req) {
    const session = await client(cfg).checkout.sessions.create({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: req.currency.toLowerCase(), unit_amount: req.amount, product_data: { name: req.description } } }],
      customer_email: req.customerEmail || undefined,
      client_reference_id: req.bookingId,
      metadata: { checkout: req.checkoutId, booking: req.bookingId },
      locale: req.language,
      success_url: req.successUrl,
      cancel_url: req.cancelUrl,
    }, { idempotencyKey: `checkout-${req.checkoutId}` });
    if (!session.url) throw errors.conflict('PROVIDER_FAILED', 'The provider gave no checkout address');
    return { externalId: session.id, url: session.url };
  },

  async checkoutState(cfg, externalId) {
    return stateOf(await client(cfg).checkout.sessions.retrieve(externalId));
  },

  async refund(cfg, req) {
    const stripe = client(cfg);
    const session = await stripe.checkout.sessions.retrieve(req.externalId);
    const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    if (!paymentIntent) throw errors.conflict('NOT_REFUNDABLE', 'The provider knows no payment for this checkout');
    const refund = await stripe.refunds.create({
      payment_intent: paymentIntent, amount: req.amount,
      metadata: { refund: req.refundId, checkout: req.checkoutId, booking: req.bookingId },
    }, { idempotencyKey: `refund-${req.refundId}` });
    return refundNote(refund);
  },

  verifyNotification(cfg, rawBody, headers, nowMs) {
    const signature = headers.get('stripe-signature');
    if (!cfg.webhookSecret || !signature) throw errors.validation([{ path: 'stripe-signature', message: 'missing signature' }], 'Webhook signature missing');
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(rawBody, signature, cfg.webhookSecret, WEBHOOK_TOLERANCE_S, undefined, nowMs);
    } catch {
      throw errors.validation([{ path: 'stripe-signature', message: 'invalid or too old' }], 'Webhook signature invalid');
    }
    const refunds = refundsOf(event);
    if (refunds) return { eventId: event.id, externalId: refunds.paymentIntent, checkoutId: refunds.checkoutId, status: 'refund', refunds: refunds.list };
    const obj = event.data.object as Partial<Stripe.Checkout.Session>;
    const isSession = obj.object === 'checkout.session' && typeof obj.id === 'string';
    const checkoutId = typeof obj.metadata?.checkout === 'string' ? obj.metadata.checkout : null;
    if (!isSession) return { eventId: event.id, externalId: '', checkoutId: null, status: 'other' };
    const paid = (event.type === 'checkout.session.completed' && obj.payment_status === 'paid') || event.type === 'checkout.session.async_payment_succeeded';
    const status = paid ? 'paid' : event.type === 'checkout.session.expired' ? 'expired' : 'other';
    return { eventId: event.id, externalId: obj.id!, checkoutId, status };
  },
};
