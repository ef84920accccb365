// The report calls behind /agency/payments and /bank/cashflow: the payments on one agency's
// bookings in a date range with totals, seen by staff and by that agency only (and the booking's
// calculation texts as message keys, once); the cash flow of
// the bank accounts per period, with balances carried from before the range.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZAgencyPayments, ZCashflow } from '../../lib/contract/reports';
import en from '../../messages/en.json';
import { daysFromNow, demo } from '../helpers/dates';
import { tokenOf } from './resources-fixtures';
import { apiFile } from '../helpers/api-file';

const t = apiFile({ users: ['agency'] });
let agencyId: string;
let room: string;
beforeAll(async () => {
  const u = await t.api.handle.db.execute(sql`SELECT agency_id AS agency FROM users WHERE email = 'agency@example.com'`);
  agencyId = (u as unknown as { rows: { agency: string }[] }).rows[0].agency;
  const r = await t.api.handle.db.execute(sql`SELECT r.id FROM rooms r JOIN room_types t ON t.id = r.room_type WHERE t.name ILIKE '%standard%' AND r.resort IS NOT NULL ORDER BY r.name`);
  room = (r as unknown as { rows: { id: string }[] }).rows[2].id;
});

const json = async (res: Response, status = 200) => {
  expect(res.status, await res.clone().text()).toBe(status);
  return res.json();
};

describe('GET /api/bookings/agency/payments/{agency}', () => {
  it('lists the payments on the agency\'s bookings in the range, with totals per currency', async () => {
    // A stay in the demo's resort price list (Coral Garden 2027, moved with the demo to the clock).
    const booking = await json(await t.api.call('POST', '/api/bookings', { token: t.token.agency, body: {
      rooms: [{ room, dateFrom: demo('2027-06-14'), dateTo: demo('2027-06-17'), guests: [{ gender: 'u' }] }],
    } }), 201) as { id: string; bookingNo: string | null; calculation: { textKey: string | null; source: string }[] };
    await json(await t.api.call('POST', `/api/bookings/${booking.id}/payment`, { token: t.admin, body: { amount: 5000, method: 'card' } }));
    await json(await t.api.call('POST', '/api/payments', { token: t.admin, body: { reference: 'Transfer announced', booking: booking.id, amount: 2500, method: 'transfer', status: 'pending' } }));
    // Its priced lines name their text by a key of the messages, once (not pricing.lines.pricing.lines.…).
    const engineKeys = booking.calculation.filter((l) => l.source === 'engine').map((l) => l.textKey!);
    expect(engineKeys.length).toBeGreaterThan(0);
    for (const key of engineKeys) {
      expect(key).toMatch(/^pricing\.lines\.(?!pricing\.)/);
      expect(key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], en), key).toEqual(expect.any(String));
    }
    const range = `from=${daysFromNow(-1)}&to=${daysFromNow(1)}`;
    const staff = ZAgencyPayments.parse(await json(await t.api.call('GET', `/api/bookings/agency/payments/${agencyId}?${range}`, { token: t.admin })));
    const mine = staff.payments.filter((p) => p.booking.id === booking.id);
    expect(mine.map((p) => [p.amount, p.status]).sort()).toEqual([[2500, 'pending'], [5000, 'paid']]);
    const eur = staff.totals.find((t) => t.currency === 'EUR')!;
    expect(eur.paid).toBeGreaterThanOrEqual(5000);
    expect(eur.pending).toBeGreaterThanOrEqual(2500);
    // The agency itself sees the same.
    const own = ZAgencyPayments.parse(await json(await t.api.call('GET', `/api/bookings/agency/payments/${agencyId}?${range}`, { token: t.token.agency })));
    expect(own.payments.map((p) => p.id).sort()).toEqual(staff.payments.map((p) => p.id).sort());
    // Outside the range: nothing of today's.
    const later = ZAgencyPayments.parse(await json(await t.api.call('GET', `/api/bookings/agency/payments/${agencyId}?from=${daysFromNow(30)}&to=${daysFromNow(60)}`, { token: t.admin })));
    expect(later.payments.some((p) => p.booking.id === booking.id)).toBe(false);
  });

  it('the statement: the agency\'s bookings arriving in the range with gross, commission, net, paid and open; its credits', async () => {
    const arrival = demo('2027-07-04');
    const booking = await json(await t.api.call('POST', '/api/bookings', { token: t.token.agency, body: {
      rooms: [{ room, dateFrom: arrival, dateTo: demo('2027-07-06'), guests: [{ gender: 'u' }] }],
    } }), 201) as { id: string; total: number; calculation: { type: string; amount: number }[] };
    // an offer owes nothing yet: confirmed, it is on the statement
    const offer = `from=${arrival}&to=${arrival}`;
    expect(ZAgencyPayments.parse(await json(await t.api.call('GET', `/api/bookings/agency/payments/${agencyId}?${offer}`, { token: t.admin }))).statement.some((r) => r.booking.id === booking.id)).toBe(false);
    await json(await t.api.call('POST', `/api/bookings/${booking.id}/confirm`, { token: t.admin, body: {} }));
    await json(await t.api.call('POST', `/api/bookings/${booking.id}/payment`, { token: t.admin, body: { amount: 3000, method: 'transfer' } }));
    await json(await t.api.call('POST', '/api/credits', { token: t.admin, body: { agency: agencyId, currency: 'EUR', source: 'goodwill', amount: 4200 } }), 201);
    const range = `from=${arrival}&to=${arrival}`;
    const res = ZAgencyPayments.parse(await json(await t.api.call('GET', `/api/bookings/agency/payments/${agencyId}?${range}`, { token: t.token.agency })));
    const row = res.statement.find((r) => r.booking.id === booking.id)!;
    const commission = -booking.calculation.filter((l) => l.type === 'commission').reduce((s, l) => s + l.amount, 0);
    expect(row).toMatchObject({ net: booking.total, commission, gross: booking.total + commission, paid: 3000, open: booking.total - 3000 });
    expect(row.booking.dateFrom).toBe(arrival);
    const eur = res.statementTotals.find((t) => t.currency === 'EUR')!;
    const mine = res.statement.filter((r) => r.currency === 'EUR');
    expect(eur.open).toBe(mine.reduce((s, r) => s + r.open, 0));
    expect(eur.gross - eur.commission).toBe(eur.net);
    expect(res.credits.find((c) => c.currency === 'EUR')!.balance).toBeGreaterThanOrEqual(4200);
    // a booking arriving outside the range is not on it
    const other = ZAgencyPayments.parse(await json(await t.api.call('GET', `/api/bookings/agency/payments/${agencyId}?from=${demo('2027-07-07')}&to=${demo('2027-07-14')}`, { token: t.admin })));
    expect(other.statement.some((r) => r.booking.id === booking.id)).toBe(false);
  });

  it('another agency is not found for an agency user; bad ranges are refused; others may not ask', async () => {
    const other = await json(await t.api.call('POST', '/api/agencies', { token: t.admin, body: { name: 'Other Agency Ltd' } })) as { id: string };
    const range = `from=${daysFromNow(-1)}&to=${daysFromNow(1)}`;
    expect((await t.api.call('GET', `/api/bookings/agency/payments/${other.id}?${range}`, { token: t.token.agency })).status).toBe(404);
    expect((await t.api.call('GET', `/api/bookings/agency/payments/${agencyId}?from=${daysFromNow(2)}&to=${daysFromNow(1)}`, { token: t.admin })).status).toBe(400);
    const customer = await tokenOf(t.api, 'customer@example.com');
    expect((await t.api.call('GET', `/api/bookings/agency/payments/${agencyId}?${range}`, { token: customer })).status).toBe(403);
  });
});

describe('GET /api/banks/cashflow', () => {
  it('carries the balance from before the range and sums in and out per month', async () => {
    const bank = await json(await t.api.call('POST', '/api/banks', { token: t.admin, body: { name: 'Cash flow test account', openingBalance: 100000 } })) as { id: string };
    const entry = (date: string, amount: number, status?: string) => t.api.call('POST', '/api/bankentries', { token: t.admin, body: { purpose: `entry ${amount}`, bank: bank.id, date, amount, ...(status ? { status } : {}) } });
    await json(await entry('2026-01-15', 20000));
    await json(await entry('2026-02-03', 50000));
    await json(await entry('2026-02-20', -12000));
    await json(await entry('2026-03-01', 7000));
    await json(await entry('2026-03-02', 999999, 'ignored'));
    const flow = ZCashflow.parse(await json(await t.api.call('GET', '/api/banks/cashflow?from=2026-02-01&to=2026-03-31&groupBy=month', { token: t.admin })));
    const mine = flow.banks.find((b) => b.bank.id === bank.id)!;
    expect(mine.opening).toBe(120000);
    expect(mine.periods).toEqual([
      { period: '2026-02-01', incoming: 50000, outgoing: -12000, net: 38000, closing: 158000 },
      { period: '2026-03-01', incoming: 7000, outgoing: 0, net: 7000, closing: 165000 },
    ]);
    expect(mine.closing).toBe(165000);
  });

  it('needs bankentries.read and a valid range', async () => {
    const agency = await tokenOf(t.api, 'agency@example.com');
    expect((await t.api.call('GET', '/api/banks/cashflow?from=2026-01-01&to=2026-01-31', { token: agency })).status).toBe(403);
    expect((await t.api.call('GET', '/api/banks/cashflow?from=2026-02-01&to=2026-01-31', { token: t.admin })).status).toBe(400);
    expect((await t.api.call('GET', '/api/banks/cashflow?from=2026-01-01&to=2026-01-31&groupBy=year', { token: t.admin })).status).toBe(400);
  });
});
