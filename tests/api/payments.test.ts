// A booking's money (issue 16): payments with method, date, currency and rate, refunds, the delete
// rule, the detail's payments and tax groups, and the list calls markPaid,
// allBookingsWithOpenPayments, paymentStatus, payments history and ref/{id}, with their refusals:
// scopes, asset limits, and agencies that never see another agency's money.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_RESORT_ID } from '../../upstream/db/seed/demo-ids';
import { daysFromNow } from '../helpers/dates';
import { userWith } from './resources-fixtures';
import { apiFile } from '../helpers/api-file';

type TPay = { id: string; amount: number; currency: string; method: string; status: string; foreignAmount: number | null; foreignCurrency: string | null; exchangeRate: string | null; deletable: boolean; reference: string; note: string | null; paidAt: string | null };
type TDetail = { id: string; state: string; version: number; total: number; paid: number; open: number; currency: string; payments: TPay[]; taxes: { gross: number; tax: number; net: number }[] };

const t = apiFile({ personas: true });
let rooms: string[];
let offset = 20;

async function call<T = unknown>(token: string | null, method: string, path: string, body?: unknown, status = 200): Promise<T> {
  const res = await t.api.call(method, path, { token: token ?? undefined, body });
  const text = await res.text();
  expect(res.status, `${method} ${path}: ${text}`).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}
const status = async (token: string | null, method: string, path: string, body?: unknown) => (await t.api.call(method, path, { token: token ?? undefined, body })).status;

/** A reservation (planned) arriving `inDays` from now with a total of `total` minor units (a line by hand). */
async function reservation(token: string, total: number, inDays = offset++, extra: Record<string, unknown> = {}): Promise<TDetail> {
  const b = await call<TDetail>(token, 'POST', '/api/bookings', {
    state: 'planned', resort: DEMO_RESORT_ID, ...extra,
    rooms: [{ room: rooms[offset % rooms.length], dateFrom: daysFromNow(inDays), dateTo: daysFromNow(inDays + 1), guests: [{ gender: 'u' }] }],
  }, 201);
  const withLine = await call<TDetail>(t.admin, 'POST', `/api/bookings/${b.id}/calculation`, { text: 'Stay', unitPrice: total - b.total });
  expect(withLine.total).toBe(total);
  return withLine;
}

beforeAll(async () => {
  rooms = [];
  for (let i = 0; i < 4; i++) rooms.push((await call<{ id: string }>(t.admin, 'POST', '/api/rooms', { name: `Pay ${i}`, type: 'Room', resort: DEMO_RESORT_ID, availableBeds: 4 })).id);
}, 120_000);

describe('payments of one booking', () => {
  it('a deposit, a refund and a payment in another currency: exact, each a version, shown on the detail', async () => {
    const b = await reservation(t.admin, 50_000);
    const dep = await call<TDetail>(t.admin, 'POST', `/api/bookings/${b.id}/payment`, { amount: 15_000, method: 'cash', reference: 'Deposit', note: 'at the desk', paidAt: `${daysFromNow(-1)}T10:00:00Z` });
    expect(dep).toMatchObject({ total: 50_000, paid: 15_000, open: 35_000, version: b.version + 1 });
    expect(dep.payments).toHaveLength(1);
    expect(dep.payments[0]).toMatchObject({ amount: 15_000, currency: 'EUR', method: 'cash', reference: 'Deposit', note: 'at the desk', status: 'paid', deletable: true, foreignAmount: null });
    // 100.00 USD at 0.9215 EUR per USD = 92.15 EUR, exactly.
    const usd = await call<TDetail>(t.admin, 'POST', `/api/bookings/${b.id}/payment`, { amount: 10_000, currency: 'USD', exchangeRate: '0.9215', method: 'card' });
    expect(usd.paid).toBe(15_000 + 9_215);
    expect(usd.payments.at(-1)).toMatchObject({ amount: 9_215, currency: 'EUR', foreignAmount: 10_000, foreignCurrency: 'USD', exchangeRate: '0.9215' });
    // 12,345 JPY (no minor digits) at 0.00614 EUR per JPY = 75.80 EUR (75.7983 rounded half away from zero).
    const jpy = await call<TDetail>(t.admin, 'POST', `/api/bookings/${b.id}/payment`, { amount: 12_345, currency: 'JPY', exchangeRate: '0.00614' });
    expect(jpy.payments.at(-1)!.amount).toBe(7_580);
    const refund = await call<TDetail>(t.admin, 'POST', `/api/bookings/${b.id}/payment`, { amount: -5_000, method: 'transfer', reference: 'Refund' });
    expect(refund.payments.at(-1)).toMatchObject({ amount: -5_000, status: 'refunded' });
    expect(refund).toMatchObject({ paid: 15_000 + 9_215 + 7_580 - 5_000, open: 50_000 - (15_000 + 9_215 + 7_580 - 5_000), version: b.version + 4 });
    expect(refund.taxes.reduce((s, g) => s + g.gross, 0)).toBe(refund.total);
    const history = await call<{ version: number; action: string }[]>(t.admin, 'GET', `/api/bookings/${b.id}/history`);
    expect(history.filter((h) => h.action === 'payment')).toHaveLength(4);
  });

  it('refuses a foreign currency without a rate, a rate with the booking\'s currency, a bad rate, and amounts past the bounds', async () => {
    const b = await reservation(t.admin, 10_000);
    const pay = (body: unknown) => status(t.admin, 'POST', `/api/bookings/${b.id}/payment`, body);
    expect(await pay({ amount: 100, currency: 'USD' })).toBe(400);
    expect(await pay({ amount: 100, exchangeRate: '1.1' })).toBe(400);
    expect(await pay({ amount: 100, currency: 'USD', exchangeRate: '0' })).toBe(400);
    expect(await pay({ amount: 100, currency: 'USD', exchangeRate: '1,1' })).toBe(400);
    expect(await pay({ amount: 100, currency: 'USD', exchangeRate: '1e3' })).toBe(400);
    expect(await pay({ amount: 100_000_000, currency: 'USD', exchangeRate: '999999999' })).toBe(400);
    expect(await pay({ amount: 1, currency: 'USD', exchangeRate: '0.0001' })).toBe(400);
    expect(await pay({ amount: 10.5 })).toBe(400);
    expect((await call<TDetail>(t.admin, 'GET', `/api/bookings/${b.id}/detail`)).payments).toHaveLength(0);
  });

  it('a payment is never edited; removing one follows the delete rules (a provider\'s online payment stays)', async () => {
    const b = await reservation(t.admin, 10_000);
    const d = await call<TDetail>(t.admin, 'POST', `/api/bookings/${b.id}/payment`, { amount: 4_000 });
    const id = d.payments[0].id;
    expect(await status(t.admin, 'PUT', `/api/payments/${id}`, { amount: 1 })).not.toBe(200);
    const provider = (await call<{ data: { id: string }[] }>(t.admin, 'GET', '/api/payprovider')).data[0]?.id
      ?? (await call<{ id: string }>(t.admin, 'POST', '/api/payprovider', { name: 'Card terminal', provider: 'stripe' })).id;
    const online = await call<{ id: string }>(t.admin, 'POST', '/api/payments', { booking: b.id, reference: 'Stripe', amount: 1_000, method: 'online', status: 'paid', provider });
    const after = await call<TDetail>(t.admin, 'GET', `/api/bookings/${b.id}/detail`);
    expect(after.payments.find((p) => p.id === online.id)?.deletable).toBe(false);
    const refused = await t.api.call('DELETE', `/api/bookings/${b.id}/payment/${online.id}`, { token: t.admin });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe('PAYMENT_FROM_PROVIDER');
    expect(await status(t.admin, 'DELETE', `/api/payments/${online.id}`)).toBe(409);
    const gone = await call<TDetail>(t.admin, 'DELETE', `/api/bookings/${b.id}/payment/${id}`);
    expect(gone).toMatchObject({ paid: 1_000, open: 9_000 });
    // The version before the removal still shows the payment.
    const before = await call<TDetail>(t.admin, 'GET', `/api/bookings/${b.id}/history/${gone.version - 1}`);
    expect(before.payments.map((p) => p.id)).toContain(id);
  });

  it('only the operator keeps the books: agencies, customers and readers may not pay or remove', async () => {
    const b = await reservation(t.who.agency.token!, 10_000, offset++, {});
    expect(await status(t.who.agency.token, 'POST', `/api/bookings/${b.id}/payment`, { amount: 100 })).toBe(403);
    expect(await status(t.who.customer.token, 'POST', `/api/bookings/${b.id}/payment`, { amount: 100 })).toBe(403);
    const reader = await userWith(t.api, ['bookings.read']);
    expect(await status(reader, 'POST', `/api/bookings/${b.id}/payment`, { amount: 100 })).toBe(403);
    expect(await status(null, 'POST', `/api/bookings/${b.id}/payment`, { amount: 100 })).toBe(401);
  });
});

describe('markPaid', () => {
  it('pays what is open on several bookings at once, skips the paid ones, one version each', async () => {
    const a = await reservation(t.admin, 20_000);
    const b = await reservation(t.admin, 30_000);
    await call(t.admin, 'POST', `/api/bookings/${b.id}/payment`, { amount: 5_000 });
    const c = await reservation(t.admin, 1_000);
    await call(t.admin, 'POST', `/api/bookings/${c.id}/payment`, { amount: 1_000 });
    const r = await call<{ paid: { booking: string; amount: number }[]; skipped: { booking: string }[] }>(t.admin, 'POST', '/api/bookings/markPaid', { bookings: [a.id, b.id, c.id, a.id], method: 'transfer', reference: 'Bank statement 7' });
    expect(Object.fromEntries(r.paid.map((p) => [p.booking, p.amount]))).toEqual({ [a.id]: 20_000, [b.id]: 25_000 });
    expect(r.skipped.map((s) => s.booking)).toEqual([c.id]);
    for (const id of [a.id, b.id]) {
      const d = await call<TDetail>(t.admin, 'GET', `/api/bookings/${id}/detail`);
      expect(d.open).toBe(0);
      expect(d.payments.at(-1)).toMatchObject({ reference: 'Bank statement 7', method: 'transfer' });
    }
    // Again: nothing open, nothing written.
    const again = await call<{ paid: unknown[]; skipped: unknown[] }>(t.admin, 'POST', '/api/bookings/markPaid', { bookings: [a.id, b.id] });
    expect(again.paid).toHaveLength(0);
  });

  it('is all or nothing: a booking the caller may not keep the books of writes nothing', async () => {
    const mine = await reservation(t.admin, 7_000);
    const limited = await userWith(t.api, ['bookings.read', 'bookings.update'], [{ ref: '00000000-0000-4000-8000-00000000abcd', type: 'resort' }]);
    expect(await status(limited, 'POST', '/api/bookings/markPaid', { bookings: [mine.id] })).toBe(404);
    expect(await status(t.admin, 'POST', '/api/bookings/markPaid', { bookings: [mine.id, '00000000-0000-4000-8000-000000000001'] })).toBe(404);
    expect((await call<TDetail>(t.admin, 'GET', `/api/bookings/${mine.id}/detail`)).paid).toBe(0);
    expect(await status(t.who.agency.token, 'POST', '/api/bookings/markPaid', { bookings: [mine.id] })).toBe(403);
    expect(await status(t.admin, 'POST', '/api/bookings/markPaid', { bookings: [] })).toBe(400);
    expect(await status(t.admin, 'POST', '/api/bookings/markPaid', { bookings: ['x'] })).toBe(400);
  });
});

describe('money lists', () => {
  let ownOpen: TDetail;
  let otherOpen: TDetail;
  let staffOpen: TDetail;
  beforeAll(async () => {
    ownOpen = await reservation(t.who.agency.token!, 12_300, 3);
    otherOpen = await reservation(t.who.otherAgency.token!, 45_600, 4);
    staffOpen = await reservation(t.admin, 7_800, 5);
    await call(t.admin, 'POST', `/api/bookings/${staffOpen.id}/payment`, { amount: 800, method: 'card' });
    await call(t.admin, 'POST', `/api/bookings/${ownOpen.id}/payment`, { amount: 300, method: 'cash' });
    await call(t.admin, 'POST', `/api/bookings/${otherOpen.id}/payment`, { amount: 600, method: 'cash' });
  });
  type TRows = { items: { id: string; open: number; paymentState?: string }[] };
  const ids = (r: TRows) => r.items.map((i) => i.id);

  type TOpen = { data: { id: string; open: number; currency: string }[]; total: number; page: number; size: number; totals: { currency: string; total: number; paid: number; open: number }[] };
  const openIds = (r: TOpen) => r.data.map((i) => i.id);
  const OPEN = '/api/bookings/allBookingsWithOpenPayments';

  it('allBookingsWithOpenPayments: staff see all, an agency only its own', async () => {
    const all = await call<TOpen>(t.admin, 'GET', `${OPEN}?size=0`);
    expect(openIds(all)).toEqual(expect.arrayContaining([ownOpen.id, otherOpen.id, staffOpen.id]));
    expect(all.data.find((i) => i.id === staffOpen.id)!.open).toBe(7_000);
    expect(all.data.every((i) => i.open > 0)).toBe(true);
    expect(all.total).toBe(all.data.length);
    const own = await call<TOpen>(t.who.agency.token, 'GET', OPEN);
    expect(openIds(own)).toContain(ownOpen.id);
    expect(openIds(own)).not.toContain(otherOpen.id);
    expect(openIds(own)).not.toContain(staffOpen.id);
    const other = await call<TOpen>(t.who.otherAgency.token, 'GET', OPEN);
    expect(openIds(other)).toEqual([otherOpen.id]);
    expect(other).toMatchObject({ total: 1, page: 1, size: 25, totals: [{ currency: 'EUR', total: 45_600, paid: 600, open: 45_000 }] });
    expect(await status(null, 'GET', OPEN)).toBe(401);
    expect(await status(await userWith(t.api, ['rooms.read']), 'GET', OPEN)).toBe(403);
  });

  it('allBookingsWithOpenPayments is paged on the server: pages by arrival, the count and sums of all pages, a search', async () => {
    for (let i = 0; i < 3; i++) await reservation(t.admin, 1_000 + i, 40 + i);
    const all = await call<TOpen>(t.admin, 'GET', `${OPEN}?size=0`);
    expect(all.total).toBeGreaterThanOrEqual(6);
    const pages: TOpen[] = [];
    for (let page = 1; (page - 1) * 2 < all.total; page++) pages.push(await call<TOpen>(t.admin, 'GET', `${OPEN}?page=${page}&size=2`));
    for (const [i, pg] of pages.entries()) {
      expect(pg).toMatchObject({ page: i + 1, size: 2, total: all.total, totals: all.totals });
      expect(pg.data.length).toBe(Math.min(2, all.total - i * 2));
    }
    // The pages together are the whole list, in its order (by arrival), none twice.
    expect(pages.flatMap(openIds)).toEqual(openIds(all));
    expect((await call<TOpen>(t.admin, 'GET', `${OPEN}?page=${pages.length + 1}&size=2`)).data).toEqual([]);
    // The default page is 25; the sums are over every page.
    const first = await call<TOpen>(t.admin, 'GET', OPEN);
    expect(first).toMatchObject({ page: 1, size: 25, total: all.total });
    const eur = all.data.filter((r) => r.currency === 'EUR');
    expect(all.totals.find((t) => t.currency === 'EUR')?.open).toBe(eur.reduce((n, r) => n + r.open, 0));
    // A search by booking number.
    const no = (await call<{ reservationNo: string }>(t.admin, 'GET', `/api/bookings/${staffOpen.id}/detail`)).reservationNo;
    const found = await call<TOpen>(t.admin, 'GET', `${OPEN}?search=${encodeURIComponent(no)}`);
    expect(openIds(found)).toEqual([staffOpen.id]);
    expect(found).toMatchObject({ total: 1, totals: [{ currency: 'EUR', open: 7_000 }] });
    for (const bad of ['page=0', 'size=-1', 'size=1001', 'page=x']) expect(await status(t.admin, 'GET', `${OPEN}?${bad}`)).toBe(400);
  });

  it('paymentStatus?days=: the arrivals of the window with their state', async () => {
    const r = await call<TRows & { from: string; to: string; counts: Record<string, number> }>(t.admin, 'GET', '/api/bookings/paymentStatus?days=6');
    expect(r.to).toBe(daysFromNow(6));
    expect(r.items.find((i) => i.id === staffOpen.id)?.paymentState).toBe('partial');
    expect(r.counts.partial).toBeGreaterThanOrEqual(3);
    const narrow = await call<TRows>(t.admin, 'GET', '/api/bookings/paymentStatus?days=3');
    expect(ids(narrow)).toContain(ownOpen.id);
    expect(ids(narrow)).not.toContain(staffOpen.id);
    expect(ids(await call<TRows>(t.who.agency.token, 'GET', '/api/bookings/paymentStatus?days=6'))).toEqual([ownOpen.id]);
    expect(await status(t.admin, 'GET', '/api/bookings/paymentStatus?days=0')).toBe(400);
    expect(await status(t.admin, 'GET', '/api/bookings/paymentStatus?days=abc')).toBe(400);
  });

  it('payments history and ref/{id}: the caller\'s payments only', async () => {
    const h = await call<{ items: { booking: { id: string }; amount: number }[]; totals: { currency: string; paid: number }[] }>(t.admin, 'GET', `/api/payments/history?from=${daysFromNow(-1)}&to=${daysFromNow(0)}`);
    const bookingsSeen = h.items.map((i) => i.booking.id);
    expect(bookingsSeen).toEqual(expect.arrayContaining([ownOpen.id, otherOpen.id, staffOpen.id]));
    const cash = await call<{ items: { method: string }[] }>(t.admin, 'GET', '/api/payments/history?method=cash');
    expect(cash.items.every((i) => i.method === 'cash')).toBe(true);
    const agencyView = await call<{ items: { booking: { id: string } }[] }>(t.who.agency.token, 'GET', '/api/payments/history');
    const agencySees = agencyView.items.map((i) => i.booking.id);
    expect(agencySees).toContain(ownOpen.id);
    expect(agencySees).not.toContain(otherOpen.id);
    expect(agencySees).not.toContain(staffOpen.id);
    const otherSees = (await call<{ items: { booking: { id: string } }[] }>(t.who.otherAgency.token, 'GET', '/api/payments/history')).items.map((i) => i.booking.id);
    expect(otherSees).toEqual([otherOpen.id]);
    expect(await status(t.admin, 'GET', `/api/payments/history?from=${daysFromNow(-400)}&to=${daysFromNow(0)}`)).toBe(400);
    expect(await status(t.admin, 'GET', `/api/payments/history?from=${daysFromNow(0)}&to=${daysFromNow(-1)}`)).toBe(400);

    const ref = await call<{ booking: { open: number }; payments: { amount: number; openAfter: number }[] }>(t.admin, 'GET', `/api/payments/ref/${staffOpen.id}`);
    expect(ref.booking.open).toBe(7_000);
    expect(ref.payments.map((p) => [p.amount, p.openAfter])).toEqual([[800, 7_000]]);
    expect(await status(t.who.agency.token, 'GET', `/api/payments/ref/${ownOpen.id}`)).toBe(200);
    expect(await status(t.who.agency.token, 'GET', `/api/payments/ref/${otherOpen.id}`)).toBe(404);
    expect(await status(t.who.customer.token, 'GET', `/api/payments/ref/${staffOpen.id}`)).toBe(403);
    expect(await status(t.who.customer.token, 'GET', '/api/bookings/allBookingsWithOpenPayments')).toBe(403);
    expect(await status(await userWith(t.api, ['rooms.read']), 'GET', `/api/payments/ref/${staffOpen.id}`)).toBe(403);
    const limited = await userWith(t.api, ['payments.read'], [{ ref: '00000000-0000-4000-8000-00000000abcd', type: 'resort' }]);
    expect(await status(limited, 'GET', `/api/payments/ref/${staffOpen.id}`)).toBe(404);
    expect((await call<{ items: unknown[] }>(limited, 'GET', '/api/payments/history')).items).toHaveLength(0);
  });
});

describe('tax breakdown from the price list', () => {
  it('an active inclusive tax of the price list is carried on the engine lines and broken down on the detail', async () => {
    const { priceLists } = await import('../../upstream/db/schema');
    const { eq } = await import('drizzle-orm');
    const { demo } = await import('../helpers/dates');
    const r = await t.api.handle.db.execute((await import('drizzle-orm')).sql`SELECT r.id FROM rooms r JOIN room_types t ON t.id = r.room_type WHERE t.name ILIKE '%standard%' AND r.resort IS NOT NULL ORDER BY r.name`);
    const room = (r as unknown as { rows: { id: string }[] }).rows[2].id;
    const b = await call<TDetail & { calculation: unknown[] }>(t.admin, 'POST', '/api/bookings', { rooms: [{ room, dateFrom: demo('2027-06-12'), dateTo: demo('2027-06-14'), guests: [{ gender: 'u' }] }] }, 201);
    expect(b.total).toBeGreaterThan(0);
    // The demo price list has a tax of its own: every taxed line carries it, gross sums to the total.
    expect(b.taxes.length).toBeGreaterThan(0);
    expect(b.taxes.reduce((s, g) => s + g.gross, 0)).toBe(b.total);
    expect(b.taxes.every((g) => g.net + g.tax === g.gross)).toBe(true);
    const lists = await t.api.handle.db.select({ id: priceLists.id, tax: priceLists.tax }).from(priceLists);
    try {
      for (const l of lists) await t.api.handle.db.update(priceLists).set({ tax: { status: 'active', value: 19, name: 'VAT', inclusive: true } } as never).where(eq(priceLists.id, l.id));
      const taxed = await call<TDetail>(t.admin, 'POST', `/api/bookings/${b.id}/reloadPrice`);
      const vat = Math.round((taxed.total * 19) / 119);
      expect(taxed.taxes).toEqual([{ name: 'VAT', rate: 19, inclusive: true, net: taxed.total - vat, tax: vat, gross: taxed.total }]);
    } finally {
      for (const l of lists) await t.api.handle.db.update(priceLists).set({ tax: l.tax } as never).where(eq(priceLists.id, l.id));
    }
  });
});
