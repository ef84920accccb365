// Refunds of online payments through the provider, provider accounts per asset and the state a
// paid public booking ends in (docs/decisions/widget-and-payment.md), against the local Stripe
// stand-in with the official SDK; webhooks signed with the SDK's own test helper.
import Stripe from 'stripe';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upstreamEnv } from '../../upstream/env';
import { createTestApi, type TTestApi } from '../helpers/api';
import { startStripeStandIn, type TStripeStandIn } from '../helpers/stripe-stand-in';
import { tokenOf, userWith } from './resources-fixtures';
import { demo } from '../helpers/dates';

const KEY = 'sk_test_operator_1';
const WHSEC = 'whsec_operator_1';
const ASSET_KEY = 'sk_test_resort_2';
const ASSET_WHSEC = 'whsec_resort_2';
let api: TTestApi;
let stripe: TStripeStandIn;
let admin: string;
let operatorProvider: string;
let assetProvider: string;
let room: string;
let resort: string;

type TDetail = { state: string; total: number; paid: number; open: number; payments: { id: string; amount: number; method: string; status: string; reference: string }[] };
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
const detail = async (id: string) => (await (await api.call('GET', `/api/bookings/${id}/detail`, { token: admin })).json()) as TDetail;

function signed(type: string, object: object, secret: string) {
  const payload = JSON.stringify({ id: `evt_${randomUUID()}`, object: 'event', type, data: { object } });
  return { payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(Date.now() / 1000) }) };
}
const notify = (bookingId: string, provider: string, e: { payload: string; header: string }) =>
  api.call('POST', `/api/payments/notify/booking/${bookingId}/${provider}`, { body: e.payload, headers: { 'stripe-signature': e.header } });

async function provider(body: Record<string, unknown>): Promise<string> {
  const res = await api.call('POST', '/api/payprovider', { token: admin, body: { provider: 'stripe', currencies: ['EUR'], ...body } });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

let n = 0;
/** A public booking (a draft) of the priced room, lead guest `email`. */
async function publicBooking(lastName: string): Promise<{ id: string; number: string; email: string }> {
  const email = `${lastName.toLowerCase()}@example.org`;
  n += 1;
  const from = demo(`2027-0${6 + (n % 3)}-${String(10 + n).padStart(2, '0')}`);
  const to = demo(`2027-0${6 + (n % 3)}-${String(12 + n).padStart(2, '0')}`);
  const made = await api.call('POST', '/api/book/booking/create', { body: { rooms: [{ room, dateFrom: from, dateTo: to, guests: [] }], lead: { firstName: 'Ada', lastName, email, gender: 'f' }, language: 'en' } });
  expect(made.status, await made.clone().text()).toBe(201);
  const number = ((await made.json()) as { number: string }).number;
  const list = (await (await api.call('GET', `/api/bookings?search=${lastName}`, { token: admin })).json()) as { data: { id: string }[] };
  return { id: list.data[0].id, number, email };
}

/** Starts a checkout and pays it on the stand-in; the webhook of `secret` records it. */
async function paidBooking(lastName: string, level = 'full') {
  const b = await publicBooking(lastName);
  const started = (await (await api.call('POST', `/api/book/${b.number}/checkout`, { body: { email: b.email, level } })).json()) as { url: string; checkout: string; amount: number };
  const session = stripe.pay(started.url.split('/pay/')[1]);
  return { ...b, session, amount: started.amount };
}

beforeAll(async () => {
  stripe = await startStripeStandIn([KEY, ASSET_KEY]);
  upstreamEnv.STRIPE_API_URL = stripe.url;
  api = await createTestApi();
  admin = await tokenOf(api, 'admin@example.com');
  [{ id: room, resort }] = rows<{ id: string; resort: string }>(await api.handle.db.execute(sql`
    SELECT r.id, r.resort FROM rooms r JOIN price_lists p ON p.resort = r.resort AND p.name = 'Coral Garden 2027'
    WHERE r.room_type::text = (p.entries->0->>'roomType') AND NOT r.allow_shared_room LIMIT 1`));
  operatorProvider = await provider({ name: 'Stripe operator', isDefault: true, secretKey: KEY, webhookSecret: WHSEC });
});
afterAll(async () => { await api.handle.close(); await stripe.close(); });

describe('refunds through the provider', () => {
  let b: Awaited<ReturnType<typeof paidBooking>>;
  let paymentId: string;
  const key = randomUUID();

  beforeAll(async () => {
    b = await paidBooking('Lovelace');
    expect((await notify(b.id, operatorProvider, signed('checkout.session.completed', b.session, WHSEC))).status).toBe(200);
    const d = await detail(b.id);
    expect(d.paid).toBe(b.amount);
    paymentId = d.payments[0].id;
  });

  it('refuses a payment that was not made online, more than is left, and callers without office rights', async () => {
    const cash = (await (await api.call('POST', `/api/bookings/${b.id}/payment`, { token: admin, body: { amount: 100, method: 'cash' } })).json()) as TDetail;
    const cashId = cash.payments.find((p) => p.method === 'cash')!.id;
    const res = await api.call('POST', `/api/bookings/${b.id}/payment/${cashId}/refund`, { token: admin, body: { key: randomUUID() } });
    expect(res.status).toBe(409);
    expect((await api.call('DELETE', `/api/bookings/${b.id}/payment/${cashId}`, { token: admin })).status).toBe(200);
    expect((await api.call('POST', `/api/bookings/${b.id}/payment/${paymentId}/refund`, { token: admin, body: { key: randomUUID(), amount: b.amount + 1 } })).status).toBe(400);
    const reader = await userWith(api, ['bookings.read']);
    expect((await api.call('POST', `/api/bookings/${b.id}/payment/${paymentId}/refund`, { token: reader, body: { key: randomUUID(), amount: 100 } })).status).toBe(403);
    expect((await api.call('POST', `/api/bookings/${b.id}/payment/${paymentId}/refund`, { body: { key: randomUUID(), amount: 100 } })).status).toBe(401);
    expect(stripe.refunds.size).toBe(0);
  });

  it('refunds part through the SDK once per key: a negative online payment on the booking', async () => {
    const call = () => api.call('POST', `/api/bookings/${b.id}/payment/${paymentId}/refund`, { token: admin, body: { key, amount: 1000, note: 'Goodwill' } });
    const first = await call();
    expect(first.status, await first.clone().text()).toBe(200);
    expect((await call()).status).toBe(200);
    expect(stripe.refunds.size).toBe(1);
    const [refund] = [...stripe.refunds.values()];
    expect(refund).toMatchObject({ amount: 1000, payment_intent: b.session.payment_intent, metadata: { refund: key, booking: b.id } });
    const d = await detail(b.id);
    const neg = d.payments.filter((p) => p.amount < 0);
    expect(neg).toHaveLength(1);
    expect(neg[0]).toMatchObject({ amount: -1000, method: 'online', status: 'refunded' });
    expect(neg[0].reference).toContain(refund.id);
    expect(d.paid).toBe(b.amount - 1000);
    // The key of this refund for another payment is refused.
    const other = await paidBooking('Babbage');
    expect((await notify(other.id, operatorProvider, signed('checkout.session.completed', other.session, WHSEC))).status).toBe(200);
    const otherPayment = (await detail(other.id)).payments[0].id;
    expect((await api.call('POST', `/api/bookings/${other.id}/payment/${otherPayment}/refund`, { token: admin, body: { key } })).status).toBe(422);
  });

  it('the provider\'s refund webhooks (charge.refunded, refund.updated) do not record it again', async () => {
    const [refund] = [...stripe.refunds.values()];
    const charge = { id: refund.charge, object: 'charge', payment_intent: refund.payment_intent, amount_refunded: refund.amount, refunds: { object: 'list', data: [refund] } };
    for (let i = 0; i < 3; i++) {
      const res = await notify(b.id, operatorProvider, signed('charge.refunded', charge, WHSEC));
      expect(((await res.json()) as { recorded: boolean }).recorded).toBe(false);
      expect((await notify(b.id, operatorProvider, signed('refund.updated', refund, WHSEC))).status).toBe(200);
    }
    expect((await notify(b.id, operatorProvider, signed('refund.updated', refund, 'whsec_forged'))).status).toBe(400);
    expect((await detail(b.id)).payments.filter((p) => p.amount < 0)).toHaveLength(1);
  });

  it('the rest by default; then nothing is left; a refund failing later is corrected once', async () => {
    const rest = randomUUID();
    const res = await api.call('POST', `/api/bookings/${b.id}/payment/${paymentId}/refund`, { token: admin, body: { key: rest } });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await detail(b.id)).paid).toBe(0);
    expect((await api.call('POST', `/api/bookings/${b.id}/payment/${paymentId}/refund`, { token: admin, body: { key: randomUUID() } })).status).toBe(409);
    const last = [...stripe.refunds.values()].find((r) => r.metadata.refund === rest)!;
    expect(last.amount).toBe(b.amount - 1000);
    const failed = { ...last, status: 'failed' };
    for (let i = 0; i < 3; i++) expect((await notify(b.id, operatorProvider, signed('refund.updated', failed, WHSEC))).status).toBe(200);
    const d = await detail(b.id);
    expect(d.paid).toBe(last.amount);
    expect(d.payments.filter((p) => p.reference.includes('failed'))).toHaveLength(1);
  });

  it('a refund the webhook reports before the call answered is recorded by the webhook, once', async () => {
    const c = await paidBooking('Hopper');
    expect((await notify(c.id, operatorProvider, signed('checkout.session.completed', c.session, WHSEC))).status).toBe(200);
    const pay = (await detail(c.id)).payments[0].id;
    // The row as step 1 leaves it, then the provider's webhook for it.
    const id = randomUUID();
    const [co] = rows<{ id: string }>(await api.handle.db.execute(sql`SELECT id FROM online_checkouts WHERE payment_id = ${pay}`));
    await api.handle.db.execute(sql`INSERT INTO online_refunds (id, checkout_id, booking_id, provider_id, amount, currency) VALUES (${id}, ${co.id}, ${c.id}, ${operatorProvider}, 500, 'EUR')`);
    const refund = { id: 're_early', object: 'refund', amount: 500, currency: 'eur', payment_intent: c.session.payment_intent, status: 'pending', metadata: { refund: id, checkout: co.id } };
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(((await (await notify(c.id, operatorProvider, signed('refund.created', refund, WHSEC))).json()) as { recorded: boolean }).recorded);
    expect(answers).toEqual([true, false, false]);
    // Another booking's path records nothing.
    expect(((await (await notify(b.id, operatorProvider, signed('refund.created', { ...refund, id: 're_x' }, WHSEC))).json()) as { recorded: boolean }).recorded).toBe(false);
    expect((await detail(c.id)).paid).toBe(c.amount - 500);
  });
});

describe('nothing is paid out twice (issue 31): a refund, a credit or a negative payment only from what the booking holds', () => {
  const refund = (b: { id: string }, payment: string, amount?: number) =>
    api.call('POST', `/api/bookings/${b.id}/payment/${payment}/refund`, { token: admin, body: { key: randomUUID(), ...(amount ? { amount } : {}) } });
  async function paid(lastName: string) {
    const b = await paidBooking(lastName);
    expect((await notify(b.id, operatorProvider, signed('checkout.session.completed', b.session, WHSEC))).status).toBe(200);
    const d = await detail(b.id);
    const [{ customer }] = rows<{ customer: string }>(await api.handle.db.execute(sql`SELECT customer FROM bookings WHERE id = ${b.id}`));
    return { ...b, payment: d.payments[0].id, customer };
  }
  // Four more public bookings and checkouts than the file had: the visitor's hourly allowances
  // start afresh before and after (slot-limit.ts; the tests' requests all come from one client).
  const fresh = async () => { await api.handle.db.execute(sql`DELETE FROM rate_limits`); };
  beforeAll(fresh);
  afterAll(fresh);
  const moveToCredit = (b: { id: string; customer: string }, amount?: number) =>
    api.call('POST', '/api/credits', { token: admin, body: { customer: b.customer, source: 'cancellation', sourceBooking: b.id, ...(amount ? { amount } : {}) } });

  it('the paid money moved into a credit: the card refund is refused and the provider is never asked', async () => {
    const b = await paid('Hopper');
    const moved = await moveToCredit(b);
    expect(moved.status, await moved.clone().text()).toBe(201);
    const asked = stripe.refunds.size;
    const res = await refund(b, b.payment);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe('MORE_THAN_HELD');
    expect(stripe.refunds.size).toBe(asked);
    expect((await detail(b.id)).paid).toBe(0);
  });

  it('paid back by hand first: the card refund takes at most the rest', async () => {
    const b = await paid('Hamilton');
    expect((await api.call('POST', `/api/bookings/${b.id}/payment`, { token: admin, body: { amount: -(b.amount - 500), method: 'cash' } })).status).toBe(200);
    expect((await refund(b, b.payment)).status).toBe(409);
    const rest = await refund(b, b.payment, 500);
    expect(rest.status, await rest.clone().text()).toBe(200);
    expect((await detail(b.id)).paid).toBe(0);
  });

  it('a card refund under way (asked, not answered yet) holds its money: no credit and no payment back of it', async () => {
    const b = await paid('Lamarr');
    // The provider was asked and its answer is still out: the reserved row of step 1 (refund.ts).
    const [c] = rows<{ id: string; provider_id: string }>(await api.handle.db.execute(sql`SELECT id, provider_id FROM online_checkouts WHERE booking_id = ${b.id} AND status = 'paid'`));
    await api.handle.db.execute(sql`INSERT INTO online_refunds (id, checkout_id, booking_id, provider_id, amount, currency, status, created_at)
      VALUES (${randomUUID()}, ${c.id}, ${b.id}, ${c.provider_id}, ${b.amount - 300}, 'EUR', 'requested', now())`);
    expect((await moveToCredit(b, 301)).status).toBe(409);
    expect((await api.call('POST', `/api/bookings/${b.id}/payment`, { token: admin, body: { amount: -301, method: 'cash' } })).status).toBe(409);
    expect((await moveToCredit(b, 300)).status).toBe(201);
    expect((await refund(b, b.payment, 1)).status).toBe(409);
  });

  it('a negative payment beyond what is paid, and removing the payment a refund came out of, are refused', async () => {
    const b = await paid('Noether');
    expect((await api.call('POST', `/api/bookings/${b.id}/payment`, { token: admin, body: { amount: -(b.amount + 1), method: 'transfer' } })).status).toBe(409);
    const cash = (await (await api.call('POST', `/api/bookings/${b.id}/payment`, { token: admin, body: { amount: 700, method: 'cash' } })).json()) as TDetail;
    const cashId = cash.payments.find((p) => p.method === 'cash' && p.amount === 700)!.id;
    expect((await api.call('POST', `/api/bookings/${b.id}/payment`, { token: admin, body: { amount: -(b.amount + 700), method: 'transfer' } })).status).toBe(200);
    const removed = await api.call('DELETE', `/api/bookings/${b.id}/payment/${cashId}`, { token: admin });
    expect(removed.status).toBe(409);
    expect((await detail(b.id)).paid).toBe(0);
  });
});

describe('provider accounts per asset', () => {
  it('a booking of an asset with its own account pays there; webhooks verify with that account\'s secret only', async () => {
    assetProvider = await provider({ name: 'Stripe resort', resort, secretKey: ASSET_KEY, webhookSecret: ASSET_WHSEC });
    const b = await paidBooking('Noether');
    expect(b.session.key).toBe(ASSET_KEY);
    expect(await (await notify(b.id, operatorProvider, signed('checkout.session.completed', b.session, WHSEC))).json()).toMatchObject({ recorded: false });
    expect((await notify(b.id, assetProvider, signed('checkout.session.completed', b.session, WHSEC))).status).toBe(400);
    const ok = await notify(b.id, assetProvider, signed('checkout.session.completed', b.session, ASSET_WHSEC));
    expect(((await ok.json()) as { recorded: boolean }).recorded).toBe(true);
    const d = await detail(b.id);
    expect(d.paid).toBe(b.amount);
    // The refund goes to the same account.
    const res = await api.call('POST', `/api/bookings/${b.id}/payment/${d.payments[0].id}/refund`, { token: admin, body: { key: randomUUID(), amount: 100 } });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(stripe.calls.filter((c) => c.path === '/v1/refunds').at(-1)!.key).toBe(ASSET_KEY);
  });

  it('a provider of another asset is not offered; without an own account the operator\'s is used', async () => {
    await api.handle.db.execute(sql`UPDATE payment_providers SET is_active = false WHERE id = ${assetProvider}`);
    const b = await paidBooking('Meitner');
    expect(b.session.key).toBe(KEY);
    await api.handle.db.execute(sql`UPDATE payment_providers SET is_active = true WHERE id = ${assetProvider}`);
    const c = await publicBooking('Franklin');
    const res = await api.call('POST', `/api/book/${c.number}/checkout`, { body: { email: c.email, level: 'deposit', provider: operatorProvider } });
    expect(res.status).toBe(409);
  });
});

describe('the state a paid public booking ends in', () => {
  it('planned when the operator says so, confirmed otherwise', async () => {
    const set = (v: string) => api.call('POST', '/api/settings/group/general', { token: admin, body: { paidPublicBooking: v } });
    expect((await set('maybe')).status).toBe(400);
    expect((await set('planned')).status).toBe(200);
    const p = await paidBooking('Curie', 'deposit');
    expect((await notify(p.id, assetProvider, signed('checkout.session.completed', p.session, ASSET_WHSEC))).status).toBe(200);
    expect((await detail(p.id)).state).toBe('planned');
    expect((await set('confirmed')).status).toBe(200);
    const c = await paidBooking('Germain', 'deposit');
    expect((await notify(c.id, assetProvider, signed('checkout.session.completed', c.session, ASSET_WHSEC))).status).toBe(200);
    expect((await detail(c.id)).state).toBe('confirmed');
  });
});

describe('the public invoice\'s pay button', () => {
  it('pays the invoice\'s booking with the link\'s level; the token is the proof; credit notes and reversed invoices cannot be paid', async () => {
    const b = await publicBooking('Johnson');
    const inv = (await (await api.call('POST', `/api/bookings/${b.id}/invoice`, { token: admin, body: {} })).json()) as { id: string; total: number };
    const link = await api.call('POST', `/api/bookings/${b.id}/invoice/public?level=deposit&provider=${assetProvider}`, { token: admin });
    expect(link.status, await link.clone().text()).toBe(200);
    const { token } = (await link.json()) as { token: string };
    expect((await api.call('POST', `/api/invoice/public/${'x'.repeat(32)}/checkout`, { body: {} })).status).toBe(404);
    const res = await api.call('POST', `/api/invoice/public/${token}/checkout`, { body: {} });
    expect(res.status, await res.clone().text()).toBe(201);
    const started = (await res.json()) as { url: string; amount: number; level: string };
    expect(started).toMatchObject({ level: 'deposit', amount: Math.ceil(inv.total * 0.3) });
    const session = stripe.sessions.get(started.url.split('/pay/')[1])!;
    expect(session.key).toBe(ASSET_KEY);
    stripe.pay(session.id);
    expect((await notify(b.id, assetProvider, signed('checkout.session.completed', stripe.sessions.get(session.id)!, ASSET_WHSEC))).status).toBe(200);
    expect((await detail(b.id)).paid).toBe(started.amount);
    const fullRes = await api.call('POST', `/api/invoice/public/${token}/checkout`, { body: { level: 'full' } });
    expect(fullRes.status, await fullRes.clone().text()).toBe(201);
    const full = (await fullRes.json()) as { amount: number };
    expect(full.amount).toBe(inv.total - started.amount);
    const cn = (await (await api.call('POST', `/api/invoices/${inv.id}/creditNote`, { token: admin, body: { reason: 'Changed' } })).json()) as { id: string };
    expect(cn.id).toBeDefined();
    expect((await api.call('POST', `/api/invoice/public/${token}/checkout`, { body: {} })).status).toBe(409);
  });
});
