// A booking's calculation and payments on the seeded price list (Room 101: 74.00 per person and
// night in the low season from 1 May 2027): priced at create, lines by hand, payments, and the
// cancellation fee that leaves the fee as the total.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demo, yearFromNow } from '../helpers/dates';
import { apiFile } from '../helpers/api-file';

// A year that no price list of the demo (or of these tests) covers.
const FAR = yearFromNow(5);

const t = apiFile();
let rooms: string[];
beforeAll(async () => {
  // The price list alone: the demo's early-bird special is switched off (specials: booking-deals.test.ts).
  await t.api.handle.db.execute(sql`UPDATE specials SET status = 'inactive'`);
  const r = await t.api.handle.db.execute(sql`SELECT r.id FROM rooms r JOIN room_types t ON t.id = r.room_type WHERE t.name ILIKE '%standard%' AND r.resort IS NOT NULL ORDER BY r.name`);
  rooms = (r as unknown as { rows: { id: string }[] }).rows.map((x) => x.id);
});

type TDetail = { id: string; total: number; paid: number; open: number; version: number; calculation: { id: string; type: string; source: string; amount: number; deletable: boolean }[] };
const call = async (method: string, path: string, body?: unknown, status = 200): Promise<TDetail> => {
  const res = await t.api.call(method, path, { token: t.admin, body });
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as TDetail;
};
const book = (room: string, from: string, to: string, guests = 2) =>
  call('POST', '/api/bookings', { rooms: [{ room, dateFrom: from, dateTo: to, guests: Array.from({ length: guests }, () => ({ gender: 'u' })) }] }, 201);

describe('calculation', () => {
  it('a new booking is priced from the active price list', async () => {
    const b = await book(rooms[1], demo('2027-06-01'), demo('2027-06-04'));
    expect(b.total).toBe(2 * 3 * 7400);
    expect(b.calculation.every((l) => l.source === 'engine')).toBe(true);
    expect(b.open).toBe(b.total);
  });

  it('lines by hand add up and can be removed; engine lines cannot', async () => {
    const b = await book(rooms[1], demo('2027-06-10'), demo('2027-06-11'), 1);
    const withLine = await call('POST', `/api/bookings/${b.id}/calculation`, { type: 'discount', text: 'Loyal guest', unitPrice: -1000 });
    expect(withLine.total).toBe(7400 - 1000);
    const manual = withLine.calculation.find((l) => l.source === 'manual')!;
    const engine = withLine.calculation.find((l) => l.source === 'engine')!;
    expect((await t.api.call('DELETE', `/api/bookings/${b.id}/calculation/${engine.id}`, { token: t.admin })).status).toBe(409);
    expect((await call('DELETE', `/api/bookings/${b.id}/calculation/${manual.id}`)).total).toBe(7400);
    expect((await t.api.call('POST', `/api/bookings/${b.id}/calculation`, { token: t.admin, body: { text: '', unitPrice: 5 } })).status).toBe(400);
  });

  it('payments reduce what is open and can be removed', async () => {
    const b = await book(rooms[1], demo('2027-06-20'), demo('2027-06-22'), 1);
    const paid = await call('POST', `/api/bookings/${b.id}/payment`, { amount: 5000, method: 'card' });
    expect(paid).toMatchObject({ paid: 5000, open: 2 * 7400 - 5000 });
    const list = (await (await t.api.call('GET', `/api/payments?filter=${encodeURIComponent(JSON.stringify({ booking: b.id }))}`, { token: t.admin })).json()) as { data: { id: string }[] };
    expect(list.data).toHaveLength(1);
    expect((await call('DELETE', `/api/bookings/${b.id}/payment/${list.data[0].id}`)).paid).toBe(0);
    expect((await t.api.call('POST', `/api/bookings/${b.id}/payment`, { token: t.admin, body: { amount: 0 } })).status).toBe(400);
  });

  it('cancelling with a percent leaves the fee as the total; a revert takes it back', async () => {
    const b = await book(rooms[1], demo('2027-07-01'), demo('2027-07-03'));
    const total = b.total;
    const cancelled = await call('POST', `/api/bookings/${b.id}/cancell`, { reason: 'customer', percent: 20 });
    expect(cancelled.total).toBe(Math.round(total * 0.2));
    expect(cancelled.calculation.filter((l) => l.source === 'cancellation').map((l) => l.type).sort()).toEqual(['cost', 'discount']);
    const reverted = await call('POST', `/api/bookings/${b.id}/revert`);
    expect(reverted.total).toBe(total);
    const fixed = await call('POST', `/api/bookings/${b.id}/cancell`, { value: 2500 });
    expect(fixed.total).toBe(2500);
  });

  it('reloadPrice without a price list for the dates is a 409', async () => {
    const b = await book(rooms[1], `${FAR}-01-01`, `${FAR}-01-02`, 1);
    expect(b.total).toBe(0);
    const res = await t.api.call('POST', `/api/bookings/${b.id}/reloadPrice`, { token: t.admin });
    expect(res.status).toBe(409);
  });
});
