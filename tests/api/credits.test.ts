// Agency and customer credits (issue 18): a credit is a ledger (issue, apply, correction); applying
// it records a payment of method 'credit' on the booking; the balance never goes negative unless
// the settings allow it; a cancellation's paid money moves into a credit; an agency sees only its
// own credits, a customer only theirs; a merge moves a customer's credits.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGENCY_ID, DEMO_RESORT_ID } from '../../upstream/db/seed/demo-ids';
import { daysFromNow } from '../helpers/dates';
import { OTHER_AGENCY_ID } from '../attack/personas';
import { apiFile } from '../helpers/api-file';

type TEntry = { kind: string; amount: number; booking: string | null; payment: string | null; note: string | null };
type TCredit = { id: string; holder: string; agency: string | null; customer: string | null; holderName: string; currency: string; source: string; balance: number; issued: number; entries: TEntry[] };
type TDetail = { id: string; total: number; paid: number; open: number; currency: string; state: string; payments: { amount: number; method: string; status: string }[] };

const t = apiFile({ personas: true });
let room: string;
let offset = 40;

async function call<T = unknown>(token: string | null, method: string, path: string, body?: unknown, status = 200): Promise<T> {
  const res = await t.api.call(method, path, { token: token ?? undefined, body });
  const text = await res.text();
  expect(res.status, `${method} ${path}: ${text}`).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}

async function booking(total: number, extra: Record<string, unknown>): Promise<TDetail> {
  const d = offset; offset += 2;
  const b = await call<TDetail>(t.admin, 'POST', '/api/bookings', {
    state: 'planned', resort: DEMO_RESORT_ID, ...extra,
    rooms: [{ room, dateFrom: daysFromNow(d), dateTo: daysFromNow(d + 1), guests: [{ gender: 'u' }] }],
  }, 201);
  return call<TDetail>(t.admin, 'POST', `/api/bookings/${b.id}/calculation`, { text: 'Stay', unitPrice: total - b.total });
}

beforeAll(async () => {
  room = (await call<{ id: string }>(t.admin, 'POST', '/api/rooms', { name: 'Credit room', type: 'Room', resort: DEMO_RESORT_ID, availableBeds: 4 })).id;
}, 120_000);

describe('agency credits', () => {
  it('a goodwill credit pays part of a booking, the rest of another; never more than it holds', async () => {
    const credit = await call<TCredit>(t.admin, 'POST', '/api/credits', { agency: DEMO_AGENCY_ID, currency: 'EUR', source: 'goodwill', amount: 30_000, note: 'Sorry for the boat' }, 201);
    expect(credit).toMatchObject({ holder: 'agency', agency: DEMO_AGENCY_ID, balance: 30_000, issued: 30_000, entries: [{ kind: 'issue', amount: 30_000 }] });
    const b1 = await booking(20_000, { agency: DEMO_AGENCY_ID });
    // default amount: the smaller of balance and open
    const after1 = await call<TCredit>(t.admin, 'POST', `/api/credits/${credit.id}/apply/${b1.id}`, {});
    expect(after1.balance).toBe(10_000);
    expect(after1.entries.at(-1)).toMatchObject({ kind: 'apply', amount: -20_000, booking: b1.id });
    const d1 = await call<TDetail>(t.admin, 'GET', `/api/bookings/${b1.id}/detail`);
    expect(d1).toMatchObject({ paid: 20_000, open: 0 });
    expect(d1.payments.at(-1)).toMatchObject({ amount: 20_000, method: 'credit', status: 'paid' });

    const b2 = await booking(25_000, { agency: DEMO_AGENCY_ID });
    // more than the balance: refused, nothing written
    const refused = await t.api.call('POST', `/api/credits/${credit.id}/apply/${b2.id}`, { token: t.admin, body: { amount: 15_000 } });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe('CREDIT_INSUFFICIENT');
    expect((await call<TDetail>(t.admin, 'GET', `/api/bookings/${b2.id}/detail`)).paid).toBe(0);
    const after2 = await call<TCredit>(t.admin, 'POST', `/api/credits/${credit.id}/apply/${b2.id}`, {});
    expect(after2.balance).toBe(0);
    expect((await call<TDetail>(t.admin, 'GET', `/api/bookings/${b2.id}/detail`)).open).toBe(15_000);
    // used up
    expect((await t.api.call('POST', `/api/credits/${credit.id}/apply/${b2.id}`, { token: t.admin, body: {} })).status).toBe(409);
  });

  it('a negative balance only when the settings allow it; corrections need a reason', async () => {
    const credit = await call<TCredit>(t.admin, 'POST', '/api/credits', { agency: DEMO_AGENCY_ID, currency: 'EUR', source: 'manual', amount: 1_000 }, 201);
    expect((await t.api.call('POST', `/api/credits/${credit.id}/correction`, { token: t.admin, body: { amount: -500 } })).status).toBe(400);
    expect((await t.api.call('POST', `/api/credits/${credit.id}/correction`, { token: t.admin, body: { amount: -1_500, note: 'typo' } })).status).toBe(409);
    const general = await call<Record<string, unknown>>(t.admin, 'GET', '/api/settings/group/general');
    await call(t.admin, 'POST', '/api/settings/group/general', { ...general, allowNegativeCredits: true });
    try {
      const neg = await call<TCredit>(t.admin, 'POST', `/api/credits/${credit.id}/correction`, { amount: -1_500, note: 'typo in the amount' });
      expect(neg.balance).toBe(-500);
      expect(neg.entries.map((e) => e.kind)).toEqual(['issue', 'correction']);
    } finally {
      await call(t.admin, 'POST', '/api/settings/group/general', { ...general, allowNegativeCredits: false });
    }
  });

  it('another agency\'s booking, another currency: refused', async () => {
    const credit = await call<TCredit>(t.admin, 'POST', '/api/credits', { agency: DEMO_AGENCY_ID, currency: 'EUR', source: 'voucher', amount: 5_000 }, 201);
    const other = await booking(5_000, { agency: OTHER_AGENCY_ID });
    const res = await t.api.call('POST', `/api/credits/${credit.id}/apply/${other.id}`, { token: t.admin, body: {} });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe('CREDIT_HOLDER_MISMATCH');
    const usd = await call<TCredit>(t.admin, 'POST', '/api/credits', { agency: DEMO_AGENCY_ID, currency: 'USD', source: 'voucher', amount: 5_000 }, 201);
    const own = await booking(5_000, { agency: DEMO_AGENCY_ID });
    expect(((await (await t.api.call('POST', `/api/credits/${usd.id}/apply/${own.id}`, { token: t.admin, body: {} })).json()) as { message: string }).message).toBe('CREDIT_CURRENCY');
  });

  it('an agency sees its own credits only and cannot write; the list totals per currency', async () => {
    await call(t.admin, 'POST', '/api/credits', { agency: OTHER_AGENCY_ID, currency: 'EUR', source: 'manual', amount: 777 }, 201);
    const all = await call<{ items: TCredit[]; totals: { currency: string; balance: number }[] }>(t.admin, 'GET', '/api/agencies/credits');
    expect(new Set(all.items.map((c) => c.agency))).toEqual(new Set([DEMO_AGENCY_ID, OTHER_AGENCY_ID]));
    expect(all.totals.find((t) => t.currency === 'EUR')!.balance).toBe(all.items.filter((c) => c.currency === 'EUR').reduce((s, c) => s + c.balance, 0));
    const own = await call<{ items: TCredit[] }>(t.who.agency.token, 'GET', '/api/agencies/credits');
    expect(own.items.length).toBeGreaterThan(0);
    expect(own.items.every((c) => c.agency === DEMO_AGENCY_ID)).toBe(true);
    const foreign = all.items.find((c) => c.agency === OTHER_AGENCY_ID)!;
    expect((await t.api.call('GET', `/api/credits/${foreign.id}`, { token: t.who.agency.token! })).status).toBe(404);
    expect((await t.api.call('POST', '/api/credits', { token: t.who.agency.token!, body: { agency: DEMO_AGENCY_ID, currency: 'EUR', source: 'manual', amount: 1 } })).status).toBe(403);
    expect((await t.api.call('GET', '/api/agencies/credits', { token: t.who.customer.token! })).status).toBe(403);
    const open = await call<{ items: TCredit[] }>(t.admin, 'GET', `/api/agencies/credits?agency=${DEMO_AGENCY_ID}&open=1`);
    expect(open.items.every((c) => c.balance !== 0 && c.agency === DEMO_AGENCY_ID)).toBe(true);
  });
});

describe('customer credits', () => {
  it('a cancelled booking\'s payment moves into a credit that pays the next booking; the merge moves it', async () => {
    const cust = await call<{ id: string }>(t.admin, 'POST', '/api/customers', { fullName: 'Credit Diver', email: 'credit.diver@example.com' });
    const first = await booking(40_000, { customer: cust.id });
    await call(t.admin, 'POST', `/api/bookings/${first.id}/payment`, { amount: 12_000, method: 'card' });
    // more than was paid cannot move
    expect((await t.api.call('POST', '/api/credits', { token: t.admin, body: { customer: cust.id, source: 'cancellation', sourceBooking: first.id, amount: 12_001 } })).status).toBe(409);
    const credit = await call<TCredit>(t.admin, 'POST', '/api/credits', { customer: cust.id, source: 'cancellation', sourceBooking: first.id, note: 'Cancelled: illness' }, 201);
    expect(credit).toMatchObject({ holder: 'customer', holderName: 'Credit Diver', currency: 'EUR', balance: 12_000, source: 'cancellation' });
    const firstAfter = await call<TDetail>(t.admin, 'GET', `/api/bookings/${first.id}/detail`);
    expect(firstAfter.paid).toBe(0);
    expect(firstAfter.payments.at(-1)).toMatchObject({ amount: -12_000, method: 'credit', status: 'refunded' });

    const next = await booking(30_000, { customer: cust.id });
    const applied = await call<TCredit>(t.admin, 'POST', `/api/credits/${credit.id}/apply/${next.id}`, { amount: 5_000 });
    expect(applied.balance).toBe(7_000);

    // the customer sees their credit, another customer does not
    const mine = await call<{ items: TCredit[] }>(t.who.admin.token, 'GET', `/api/customers/credits?customer=${cust.id}`);
    expect(mine.items.map((c) => c.id)).toEqual([credit.id]);
    expect((await t.api.call('GET', `/api/credits/${credit.id}`, { token: t.who.otherCustomer.token! })).status).toBe(404);

    // a duplicate merged into the customer brings its credit; the customer with credits cannot be deleted
    const dup = await call<{ id: string }>(t.admin, 'POST', '/api/customers', { fullName: 'Credit Diver' });
    const dupCredit = await call<TCredit>(t.admin, 'POST', '/api/credits', { customer: dup.id, currency: 'EUR', source: 'goodwill', amount: 300 }, 201);
    await call(t.admin, 'POST', `/api/customers/${cust.id}/merge/${dup.id}`, {});
    expect((await call<TCredit>(t.admin, 'GET', `/api/credits/${dupCredit.id}`)).customer).toBe(cust.id);
    expect((await t.api.call('DELETE', `/api/customers/${cust.id}`, { token: t.admin })).status).toBe(409);
  });
});
