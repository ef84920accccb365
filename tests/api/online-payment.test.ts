// Online payment (docs/decisions/widget-and-payment.md) against a local stand-in of Stripe's HTTP
// API (tests/helpers/stripe-stand-in.ts) with the official SDK, webhooks signed by the SDK's own
// test helper: provider secrets are write-only, the checkout's amount comes from the booking, a
// webhook repeated ten times records one payment and confirms the draft, forged, stale and late
// webhooks change nothing, and the return pages' check asks the provider, not the URL.
import Stripe from 'stripe';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upstreamEnv } from '../../upstream/env';
import { createTestApi, type TTestApi } from '../helpers/api';
import { startStripeStandIn, type TStripeStandIn } from '../helpers/stripe-stand-in';
import { tokenOf } from './resources-fixtures';
import { demo } from '../helpers/dates';

const KEY = 'sk_test_standin_123';
const WHSEC = 'whsec_standin_456';
let api: TTestApi;
let stripe: TStripeStandIn;
let admin: string;
let provider: string;
let booking: { id: string; number: string };
const email = 'mary@example.org';

type TDetail = { state: string; total: number; paid: number; open: number; currency: string };
const detail = async () => (await (await api.call('GET', `/api/bookings/${booking.id}/detail`, { token: admin })).json()) as TDetail;
const paymentRows = async () => (await api.handle.db.execute(sql`SELECT amount, method, status, provider FROM payments WHERE booking = ${booking.id}`) as unknown as { rows: { amount: number }[] }).rows;

function signedEvent(type: string, session: object, opts: { secret?: string; at?: number; id?: string } = {}) {
  const payload = JSON.stringify({ id: opts.id ?? `evt_${Math.random().toString(36).slice(2)}`, object: 'event', type, data: { object: session } });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? WHSEC, timestamp: opts.at ?? Math.floor(Date.now() / 1000) });
  return { payload, header };
}
const notify = (p: { payload: string; header: string }, bookingId = booking.id) =>
  api.call('POST', `/api/payments/notify/booking/${bookingId}/${provider}`, { body: p.payload, headers: { 'stripe-signature': p.header } });

beforeAll(async () => {
  stripe = await startStripeStandIn(KEY);
  upstreamEnv.STRIPE_API_URL = stripe.url;
  api = await createTestApi();
  admin = await tokenOf(api, 'admin@example.com');
  // The seed's providers must not be picked: only ours is an active Stripe one with a key.
  const res = await api.call('POST', '/api/payprovider', { token: admin, body: { name: 'Stripe', provider: 'stripe', currencies: ['EUR'], isDefault: true, secretKey: KEY, webhookSecret: WHSEC } });
  expect(res.status, await res.clone().text()).toBe(200);
  provider = ((await res.json()) as { id: string }).id;

  // A room the seeded price list (Coral Garden 2027) prices, so the booking has a total.
  const r = await api.handle.db.execute(sql`
    SELECT r.id FROM rooms r JOIN price_lists p ON p.resort = r.resort AND p.name = 'Coral Garden 2027'
    WHERE r.room_type::text = (p.entries->0->>'roomType') AND NOT r.allow_shared_room LIMIT 1`);
  const room = (r as unknown as { rows: { id: string }[] }).rows[0].id;
  const from = demo('2027-06-10');
  const to = demo('2027-06-13');
  const made = await api.call('POST', '/api/book/booking/create', { body: { rooms: [{ room, dateFrom: from, dateTo: to, guests: [] }], lead: { firstName: 'Mary', lastName: 'Somerville', email, gender: 'f' }, language: 'en' } });
  expect(made.status).toBe(201);
  const number = ((await made.json()) as { number: string }).number;
  const list = (await (await api.call('GET', '/api/bookings?search=Somerville', { token: admin })).json()) as { data: { id: string }[] };
  booking = { id: list.data[0].id, number };
});
afterAll(async () => { await api.handle.close(); await stripe.close(); });

describe('payment providers', () => {
  it('keeps the secrets sealed and never answers them', async () => {
    const one = (await (await api.call('GET', `/api/payprovider/${provider}`, { token: admin })).json()) as Record<string, unknown>;
    expect(one).not.toHaveProperty('secretKey');
    expect(one).not.toHaveProperty('webhookSecret');
    const stored = (await api.handle.db.execute(sql`SELECT secret_key, webhook_secret FROM payment_providers WHERE id = ${provider}`) as unknown as { rows: { secret_key: string; webhook_secret: string }[] }).rows[0];
    expect(stored.secret_key).toMatch(/^v1\./);
    expect(stored.secret_key).not.toContain(KEY);
    // An update without the secrets keeps them.
    expect((await api.call('POST', `/api/payprovider/${provider}`, { token: admin, body: { name: 'Stripe online' } })).status).toBe(200);
    const again = (await api.handle.db.execute(sql`SELECT secret_key FROM payment_providers WHERE id = ${provider}`) as unknown as { rows: { secret_key: string }[] }).rows[0];
    expect(again.secret_key).toBe(stored.secret_key);
  });
});

describe('checkout and webhook', () => {
  let sessionId: string;
  let checkout: string;

  it('starts a deposit checkout for the rule\'s amount with the SDK against the stand-in', async () => {
    const d = await detail();
    expect(d.total).toBeGreaterThan(0);
    expect((await api.call('POST', `/api/book/${booking.number}/checkout`, { body: { email: 'eve@example.org', level: 'deposit' } })).status).toBe(404);
    const res = await api.call('POST', `/api/book/${booking.number}/checkout`, { body: { email, level: 'deposit' } });
    expect(res.status, await res.clone().text()).toBe(201);
    const started = (await res.json()) as { url: string; amount: number; currency: string; checkout: string };
    // The deposit of the booking's terms, as its due schedule shows it (one due rule).
    const due = (await (await api.call('GET', `/api/terms/calculate/${booking.id}`, { token: admin })).json()) as { items: { kind: string; open: number }[] };
    expect(started.amount).toBe(due.items.find((i) => i.kind === 'deposit')!.open);
    expect(started.amount).toBe(Math.round(d.total * 0.3));
    expect(started.url.startsWith(`${stripe.url}/pay/cs_test_`)).toBe(true);
    sessionId = started.url.split('/pay/')[1];
    checkout = started.checkout;
    const s = stripe.sessions.get(sessionId)!;
    expect(s).toMatchObject({ amount_total: started.amount, currency: 'eur', customer_email: email, metadata: { checkout, booking: booking.id } });
    expect(s.success_url).toContain(`/payment/success?no=${booking.number}&checkout=${checkout}`);
  });

  it('the success check of an unpaid checkout says open and records nothing', async () => {
    const out = (await (await api.call('POST', `/api/book/${booking.number}/payment/success`, { body: { checkout } })).json()) as { status: string; bookingState: string };
    expect(out).toMatchObject({ status: 'open', bookingState: 'draft' });
    expect(await paymentRows()).toHaveLength(0);
    expect((await api.call('POST', `/api/book/OTHER-NO/payment/success`, { body: { checkout } })).status).toBe(404);
  });

  it('refuses forged, unsigned and stale webhooks without changing anything', async () => {
    stripe.pay(sessionId);
    const s = stripe.sessions.get(sessionId)!;
    expect((await notify(signedEvent('checkout.session.completed', s, { secret: 'whsec_forged' }))).status).toBe(400);
    const good = signedEvent('checkout.session.completed', s);
    expect((await notify({ payload: good.payload.replace(String(s.amount_total), '1'), header: good.header })).status).toBe(400);
    expect((await api.call('POST', `/api/payments/notify/booking/${booking.id}/${provider}`, { body: good.payload })).status).toBe(400);
    expect((await notify(signedEvent('checkout.session.completed', s, { at: Math.floor(Date.now() / 1000) - 3600 }))).status).toBe(400);
    expect(await paymentRows()).toHaveLength(0);
    expect((await detail()).state).toBe('draft');
  });

  it('a paid notification repeated ten times records one payment and confirms the booking', async () => {
    const s = stripe.sessions.get(sessionId)!;
    const event = signedEvent('checkout.session.completed', s, { id: 'evt_paid_1' });
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push((await (await notify(event)).json()) as { recorded: boolean });
    expect(answers.filter((a) => a.recorded)).toHaveLength(1);
    const rows = await paymentRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: s.amount_total, method: 'online', status: 'paid', provider });
    const d = await detail();
    expect(d).toMatchObject({ state: 'confirmed', paid: s.amount_total });
    // A late "expired" for the same checkout changes nothing.
    expect((await notify(signedEvent('checkout.session.expired', { ...s, status: 'expired' }))).status).toBe(200);
    const out = (await (await api.call('POST', `/api/book/${booking.number}/payment/success`, { body: { checkout } })).json()) as { status: string; bookingState: string };
    expect(out).toMatchObject({ status: 'paid', bookingState: 'confirmed' });
    // The same event for another booking's path finds no checkout there.
    const other = await notify(event, '00000000-0000-4000-8000-000000000000');
    expect(((await other.json()) as { recorded: boolean }).recorded).toBe(false);
  });

  it('the rest, paid without a webhook, is recorded once by the return page\'s server-side check', async () => {
    const before = await detail();
    const res = await api.call('POST', `/api/book/${booking.number}/checkout`, { body: { email, level: 'rest' } });
    const started = (await res.json()) as { url: string; amount: number; checkout: string };
    expect(started.amount).toBe(before.open);
    const aborted = (await (await api.call('POST', `/api/book/${booking.number}/payment/aborted`, { body: { checkout: started.checkout } })).json()) as { status: string };
    expect(aborted.status).toBe('open');
    stripe.pay(started.url.split('/pay/')[1]);
    for (let i = 0; i < 3; i++) {
      const out = (await (await api.call('POST', `/api/book/${booking.number}/payment/success`, { body: { checkout: started.checkout } })).json()) as { status: string };
      expect(out.status).toBe('paid');
    }
    expect(await paymentRows()).toHaveLength(2);
    expect((await detail()).open).toBe(0);
    expect((await api.call('POST', `/api/book/${booking.number}/checkout`, { body: { email, level: 'full' } })).status).toBe(409);
  });
});
