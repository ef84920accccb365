// The refunds the anchors' accounting never gets (issue 37): a guest pays online (Stripe stand-in,
// official SDK, signed webhook), the office invoices, cancels (the credit note) and refunds through
// the provider; each of the four documents reaches the Xero stand-in once: the invoice, the online
// payment against it, the credit note, and the online refund as a payment out of the credit note.
import Stripe from 'stripe';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { upstreamEnv } from '../../upstream/env';
import { syncDocuments } from '../../upstream/modules/accounting/sync';
import type { TXeroInvoiceState } from '../../lib/contract/accounting';
import { createTestApi, type TTestApi } from '../helpers/api';
import { demo } from '../helpers/dates';
import { startStripeStandIn, type TStripeStandIn } from '../helpers/stripe-stand-in';
import { startXeroStandIn, type TXeroStandIn } from '../helpers/xero-stand-in';
import { tokenOf } from './resources-fixtures';

const KEY = 'sk_test_acct';
const WHSEC = 'whsec_acct';
let api: TTestApi;
let stripe: TStripeStandIn;
let xero: TXeroStandIn;
let admin: string;
let provider: string;
let room: string;

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
const json = async <T>(res: Response, status: number): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};

beforeAll(async () => {
  stripe = await startStripeStandIn([KEY]);
  xero = await startXeroStandIn({ 'client-2': 'secret-2' });
  upstreamEnv.STRIPE_API_URL = stripe.url;
  upstreamEnv.XERO_API_URL = xero.apiUrl;
  upstreamEnv.XERO_IDENTITY_URL = xero.url;
  api = await createTestApi();
  admin = await tokenOf(api, 'admin@example.com');
  [{ id: room }] = rows<{ id: string }>(await api.handle.db.execute(sql`
    SELECT r.id FROM rooms r JOIN price_lists p ON p.resort = r.resort AND p.name = 'Coral Garden 2027'
    WHERE r.room_type::text = (p.entries->0->>'roomType') AND NOT r.allow_shared_room LIMIT 1`));
  provider = (await json<{ id: string }>(await api.call('POST', '/api/payprovider', { token: admin, body: { provider: 'stripe', currencies: ['EUR'], name: 'Stripe', isDefault: true, secretKey: KEY, webhookSecret: WHSEC } }), 200)).id;
  await json(await api.call('POST', '/api/settings/group/company', { token: admin, body: { name: 'Tauchbasis Nord GmbH', street: 'Strandweg 1', zip: '18055', city: 'Rostock', country: 'DE', vatId: 'DE123456789' } }), 200);
  await json(await api.call('POST', '/api/systemconnection', { token: admin, body: { name: 'Xero', system: 'xero', settings: { clientId: 'client-2', clientSecret: 'secret-2' } } }), 200);
});
afterAll(async () => { await api.handle.close(); await stripe.close(); await xero.close(); });

it('an online payment and its online refund reach Xero once each, after the invoice and the credit note', async () => {
  const email = 'hopper@example.org';
  const made = await json<{ number: string }>(await api.call('POST', '/api/book/booking/create', { body: { rooms: [{ room, dateFrom: demo('2027-07-10'), dateTo: demo('2027-07-13'), guests: [] }], lead: { firstName: 'Grace', lastName: 'Hopper', email, gender: 'f' }, language: 'en' } }), 201);
  const id = ((await (await api.call('GET', '/api/bookings?search=Hopper', { token: admin })).json()) as { data: { id: string }[] }).data[0].id;
  const started = await json<{ url: string }>(await api.call('POST', `/api/book/${made.number}/checkout`, { body: { email, level: 'full' } }), 201);
  const session = stripe.pay(started.url.split('/pay/')[1]);
  const payload = JSON.stringify({ id: `evt_${randomUUID()}`, object: 'event', type: 'checkout.session.completed', data: { object: session } });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WHSEC, timestamp: Math.floor(Date.now() / 1000) });
  await json(await api.call('POST', `/api/payments/notify/booking/${id}/${provider}`, { body: payload, headers: { 'stripe-signature': header } }), 200);
  const paid = (await json<{ payments: { id: string; amount: number }[] }>(await api.call('GET', `/api/bookings/${id}/detail`, { token: admin }), 200)).payments[0];

  const inv = await json<{ id: string; number: string }>(await api.call('POST', `/api/bookings/${id}/invoice`, { token: admin, body: {} }), 201);
  const cn = await json<{ id: string; number: string }>(await api.call('POST', `/api/invoices/${inv.id}/creditNote`, { token: admin, body: { reason: 'Trip cancelled' } }), 201);
  await json(await api.call('POST', `/api/bookings/${id}/payment/${paid.id}/refund`, { token: admin, body: { key: randomUUID(), amount: 4000 } }), 200);
  expect(stripe.refunds.size).toBe(1);

  await syncDocuments(api.handle.db);
  await syncDocuments(api.handle.db);
  const state = await json<TXeroInvoiceState>(await api.call('GET', `/api/plugins/xero/invoice/${inv.id}`, { token: admin }), 200);
  expect(state.document).toMatchObject({ state: 'synced', label: inv.number });
  expect(state.related.map((d) => [d.documentType, d.state, d.amount])).toEqual([['payment', 'synced', paid.amount], ['creditNote', 'synced', expect.any(Number)], ['allocation', 'synced', 0], ['refund', 'synced', -4000]]);
  // The allocation waited for the payment made before the invoice: the invoice was paid in full,
  // so nothing is allocated and the credit stays open for the refund (no Allocations call at all).
  const creates = xero.creates.map((c) => c.path);
  // The invoice first; each payment, the credit note and the refund after what they name.
  expect(creates[0]).toBe('/Invoices');
  expect([...creates].sort()).toEqual(['/CreditNotes', '/Invoices', '/Payments', '/Payments']);
  expect(creates.indexOf('/CreditNotes')).toBeLessThan(creates.lastIndexOf('/Payments'));
  const [xInvoice] = [...xero.invoices.values()];
  const [xCredit] = [...xero.creditNotes.values()];
  expect(xInvoice).toMatchObject({ InvoiceNumber: inv.number, AmountPaid: paid.amount / 100 });
  expect(xCredit).toMatchObject({ CreditNoteNumber: cn.number, Reference: inv.number, AmountPaid: 40 });
});
