// Specials, commission and terms of payment on stored bookings (issue 15), on the seeded price
// list (Room 101 and the other standard rooms: 74.00 per person and night from 1 May 2027). The
// demo's own early-bird special (10 %, DaysBeforeTravelDate > 90, autoAdd) is switched off here
// so that each test sees only the specials it makes.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { nowMs, today } from '../../upstream/clock';
import { addDays, demo } from '../helpers/dates';
import { apiFile } from '../helpers/api-file';

const t = apiFile();
let rooms: string[];
let agency: string;
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
beforeAll(async () => {
  rooms = rowsOf<{ id: string }>(await t.api.handle.db.execute(sql`SELECT r.id FROM rooms r JOIN room_types t ON t.id = r.room_type WHERE t.name ILIKE '%standard%' AND r.resort IS NOT NULL ORDER BY r.name`)).map((x) => x.id);
  agency = rowsOf<{ id: string }>(await t.api.handle.db.execute(sql`SELECT id FROM agencies WHERE name = 'Tauchreisen Nord GmbH'`))[0].id;
  await t.api.handle.db.execute(sql`UPDATE specials SET status = 'inactive'`);
});

type TLine = { id: string; type: string; source: string; amount: number; textKey: string | null; textValues: Record<string, unknown> };
type TDetail = { id: string; total: number; paid: number; calculation: TLine[]; state: string; hasExceededDueDate?: boolean };
const call = async <T = TDetail>(method: string, path: string, body?: unknown, status = 200): Promise<T> => {
  const res = await t.api.call(method, path, { token: t.admin, body });
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};
const book = (room: string, from: string, to: string, guests = 2, extra: Record<string, unknown> = {}) =>
  call('POST', '/api/bookings', { ...extra, rooms: [{ room, dateFrom: from, dateTo: to, guests: Array.from({ length: guests }, () => ({ gender: 'u' })) }] }, 201);
const createSpecial = async (body: Record<string, unknown>) => (await call<{ id: string }>('POST', '/api/specials', { status: 'active', reduce: 'room price', ...body })).id;
const specials = (d: TDetail) => d.calculation.filter((l) => l.type === 'special');

describe('auto-added specials', () => {
  it('a new booking in the special\'s range gets it; one outside does not; a reload follows the special', async () => {
    const id = await createSpecial({ name: 'June 10 %', autoAdd: true, discount: 'PerCent', discountValue: 10, validFrom: demo('2027-06-01'), validTo: demo('2027-06-30') });
    const inside = await book(rooms[0], demo('2027-06-02'), demo('2027-06-05'));
    expect(inside.total).toBe(2 * 3 * 7400 - Math.round(2 * 3 * 7400 * 0.1));
    expect(specials(inside)).toMatchObject([{ amount: -4440, source: 'engine', textKey: 'pricing.lines.special', textValues: { name: 'June 10 %', specialId: id } }]);
    // Added by its rules, not by hand: nothing to take back.
    expect(specials(inside)[0].textValues.byHand).toBeUndefined();
    const outside = await book(rooms[0], demo('2027-07-02'), demo('2027-07-05'));
    expect(specials(outside)).toEqual([]);
    await call('POST', `/api/specials/${id}`, { status: 'inactive' });
    expect((await call('POST', `/api/bookings/${inside.id}/reloadPrice`)).total).toBe(2 * 3 * 7400);
  });

  it('a rule decides: an early bird for bookings made more than 90 days ahead', async () => {
    await createSpecial({ name: 'Early bird 15 %', autoAdd: true, discount: 'PerCent', discountValue: 15, validFrom: demo('2027-08-01'), validTo: demo('2027-08-31'),
      rule: [{ criteria: 'DaysBeforeTravelDate', operator: 'GreaterThan', value: 90 }] });
    const b = await book(rooms[0], demo('2027-08-02'), demo('2027-08-04'), 1);
    expect(b.total).toBe(2 * 7400 - Math.round(2 * 7400 * 0.15));
    // The same booking made 10 days before arrival is no early bird.
    await t.api.handle.db.execute(sql`UPDATE bookings SET booking_date = ${`${addDays(demo('2027-08-02'), -10)}T10:00:00Z`}::timestamptz WHERE id = ${b.id}::uuid`);
    const late = await call('POST', `/api/bookings/${b.id}/reloadPrice`);
    expect(late.total).toBe(2 * 7400);
  });

  it('the public quote shows a special for direct bookings and its saving; the back office does not get it', async () => {
    await createSpecial({ name: 'Web 5 %', autoAdd: true, discount: 'PerCent', discountValue: 5, includeIn: ['CustomerDirectBooking'], validFrom: demo('2027-09-01'), validTo: demo('2027-09-30') });
    const body = { currency: 'EUR', rooms: [{ room: rooms[0], dateFrom: demo('2027-09-02'), dateTo: demo('2027-09-04'), guests: [{ gender: 'u' }] }] };
    const res = await t.api.call('POST', '/api/book/booking/price', { body });
    expect(res.status).toBe(200);
    const quote = (await res.json()) as { total: number; specials: { name: string; saving: number }[]; lines: { type: string }[] };
    expect(quote.specials).toEqual([expect.objectContaining({ name: 'Web 5 %', saving: 740 })]);
    expect(quote.total).toBe(2 * 7400 - 740);
    expect(specials(await book(rooms[0], demo('2027-09-02'), demo('2027-09-04'), 1))).toEqual([]);
  });
});

describe('POST /api/bookings/{id}/special/{special}', () => {
  it('adds a special by hand; its rules count unless ignoreRules; it stays through reloads and can be taken back', async () => {
    const id = await createSpecial({ name: 'Groups 20 %', discount: 'PerCent', discountValue: 20, rule: [{ criteria: 'NoOfPax', operator: 'GreaterThan', value: 10 }] });
    const b = await book(rooms[1], demo('2027-10-02'), demo('2027-10-04'));
    const refused = await t.api.call('POST', `/api/bookings/${b.id}/special/${id}`, { token: t.admin });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: 'SPECIAL_NOT_APPLICABLE' });
    const given = await call('POST', `/api/bookings/${b.id}/special/${id}?ignoreRules=1`);
    expect(given.total).toBe(4 * 7400 - Math.round(4 * 7400 * 0.2));
    // Given by hand: its line says so (the booking page offers to take it back).
    expect(specials(given).map((l) => l.textValues.byHand)).toEqual([1]);
    expect((await call('POST', `/api/bookings/${b.id}/reloadPrice`)).total).toBe(given.total);
    expect((await call('DELETE', `/api/bookings/${b.id}/special/${id}`)).total).toBe(4 * 7400);
    expect((await t.api.call('POST', `/api/bookings/${b.id}/special/${b.id}`, { token: t.admin })).status).toBe(404);
    expect((await t.api.call('DELETE', `/api/bookings/${b.id}/special/${id}`, { token: t.admin })).status).toBe(404);
  });
});

describe('commission', () => {
  it('an agency booking carries its agency\'s commission on the commissionable amount; POST commission changes it', async () => {
    const b = await book(rooms[2], demo('2027-10-10'), demo('2027-10-12'), 2, { agency });
    const gross = 4 * 7400;
    const line = b.calculation.find((l) => l.type === 'commission')!;
    expect(line.amount).toBe(-Math.round(gross * 0.15));
    expect(b.total).toBe(gross - Math.round(gross * 0.15));
    const ten = (await call<{ id: string }>('POST', '/api/commission', { name: 'Ten', value: 10 })).id;
    const changed = await call('POST', `/api/bookings/${b.id}/commission/${ten}`);
    expect(changed.total).toBe(gross - Math.round(gross * 0.1));
    const direct = await book(rooms[2], demo('2027-10-20'), demo('2027-10-21'), 1);
    expect(direct.calculation.some((l) => l.type === 'commission')).toBe(false);
    expect((await t.api.call('POST', `/api/bookings/${direct.id}/commission/${ten}`, { token: t.admin })).status).toBe(409);
    expect((await t.api.call('POST', `/api/bookings/${direct.id}/commission/${direct.id}`, { token: t.admin })).status).toBe(404);
  });

  it('a special excluded from commission does not lower the commission', async () => {
    await createSpecial({ name: 'House 10 %', autoAdd: true, discount: 'PerCent', discountValue: 10, excludeFromCommission: true, validFrom: demo('2027-11-01'), validTo: demo('2027-11-05') });
    const b = await book(rooms[2], demo('2027-11-02'), demo('2027-11-03'), 1, { agency });
    expect(b.calculation.find((l) => l.type === 'commission')!.amount).toBe(-Math.round(7400 * 0.15));
    expect(b.total).toBe(7400 - 740 - Math.round(7400 * 0.15));
  });
});

describe('terms of payment', () => {
  let terms: string;
  beforeAll(async () => {
    terms = (await call<{ id: string }>('POST', '/api/terms', { name: 'Deals test', depositPercent: 30, depositDueDays: 7, restDueDaysBeforeArrival: 30,
      cancellation: [{ daysBefore: 60, percent: 20 }, { daysBefore: 14, percent: 80 }] })).id;
  });

  it('GET terms/calculate: deposit after the booking date, the rest before arrival; payments fill the deposit first', async () => {
    const b = await book(rooms[3], demo('2027-12-01'), demo('2027-12-03'));
    await call('POST', `/api/bookings/${b.id}/changeTerms/${terms}`);
    await call('POST', `/api/bookings/${b.id}/payment`, { amount: 1000, method: 'card' });
    type TCalc = { terms: { id: string }; total: number; items: { kind: string; dueDate: string; amount: number; paid: number; open: number; overdue: boolean }[]; hasExceededDueDate: boolean };
    const calc = await call<TCalc>('GET', `/api/terms/calculate/${b.id}`);
    const deposit = Math.round(b.total * 0.3);
    expect(calc.terms.id).toBe(terms);
    expect(calc.items).toEqual([
      { kind: 'deposit', dueDate: addDays(today(), 7), amount: deposit, paid: 1000, open: deposit - 1000, overdue: false },
      { kind: 'rest', dueDate: addDays(demo('2027-12-01'), -30), amount: b.total - deposit, paid: 0, open: b.total - deposit, overdue: false },
    ]);
    expect(calc.hasExceededDueDate).toBe(false);
    // Booked 20 days ago by the business clock: the deposit is overdue, the booking says so and the list finds it.
    await t.api.handle.db.execute(sql`UPDATE bookings SET booking_date = ${new Date(nowMs() - 20 * 86_400_000).toISOString()}::timestamptz WHERE id = ${b.id}::uuid`);
    expect((await call<TCalc>('GET', `/api/terms/calculate/${b.id}`)).hasExceededDueDate).toBe(true);
    expect((await call('POST', `/api/bookings/${b.id}/changeTerms/${terms}`)).hasExceededDueDate).toBe(true);
    const list = await call<{ data: { id: string }[] }>('GET', `/api/bookings?filter=${encodeURIComponent(JSON.stringify({ hasExceededDueDate: true }))}`);
    expect(list.data.map((x) => x.id)).toContain(b.id);
    expect((await t.api.call('POST', `/api/bookings/${b.id}/changeTerms/${b.id}`, { token: t.admin })).status).toBe(404);
    expect((await t.api.call('GET', `/api/terms/calculate/${terms}`, { token: t.admin })).status).toBe(404);
  });

  it('a cancellation by terms takes the scale\'s fee at the cancellation date, stores the message; the fee can be waived', async () => {
    const arrival = demo('2027-12-10');
    const b = await book(rooms[4] ?? rooms[0], arrival, addDays(arrival, 2));
    await call('POST', `/api/bookings/${b.id}/changeTerms/${terms}`);
    const cancelled = await call('POST', `/api/bookings/${b.id}/cancell`, { useTerms: true, date: addDays(arrival, -20), message: 'Sorry to see you go' });
    expect(cancelled.total).toBe(Math.round(b.total * 0.2));
    const fee = cancelled.calculation.find((l) => l.textKey === 'pricing.lines.cancellationFee')!;
    expect(fee.textValues).toMatchObject({ percent: 20, terms: 'Deals test', daysBefore: 20, message: 'Sorry to see you go' });
    await call('POST', `/api/bookings/${b.id}/revert`);
    expect((await call('POST', `/api/bookings/${b.id}/cancell`, { useTerms: true, date: addDays(arrival, -5) })).total).toBe(Math.round(b.total * 0.8));
    const waived = await call('DELETE', `/api/bookings/calculation/${b.id}/removeCancellationFee`);
    expect(waived.total).toBe(0);
    expect((await t.api.call('DELETE', `/api/bookings/calculation/${b.id}/removeCancellationFee`, { token: t.admin })).status).toBe(409);
    await call('POST', `/api/bookings/${b.id}/revert`);
    expect((await call('POST', `/api/bookings/${b.id}/cancell`, { useTerms: true, date: addDays(arrival, -90) })).total).toBe(0);
  });

  it('includeCommission takes the fee on the price with the agency\'s commission', async () => {
    const arrival = demo('2027-12-20');
    const b = await book(rooms[5] ?? rooms[1], arrival, addDays(arrival, 1), 1, { agency });
    const gross = 7400;
    expect(b.total).toBe(gross - Math.round(gross * 0.15));
    expect((await call('POST', `/api/bookings/${b.id}/cancell`, { percent: 50, includeCommission: true })).total).toBe(gross / 2);
    await call('POST', `/api/bookings/${b.id}/revert`);
    expect((await call('POST', `/api/bookings/${b.id}/cancell`, { percent: 50 })).total).toBe(Math.round(b.total / 2));
    const active = await book(rooms[5] ?? rooms[1], addDays(arrival, 3), addDays(arrival, 4), 1);
    expect((await t.api.call('DELETE', `/api/bookings/calculation/${active.id}/removeCancellationFee`, { token: t.admin })).status).toBe(409);
  });
});
