// GET /api/price/booking/{id} reads the booking's facts in one statement (bookings/price-facts.ts):
// it must price exactly as a price reload does (booking-specials.ts) — agency and commission,
// specials given by hand, the lead customer's history, guests' customer records, access.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../helpers/dates';
import { tokenOf } from './resources-fixtures';
import { apiFile } from '../helpers/api-file';

const t = apiFile();
let rooms: string[];
let agency: string;
let mia: string;
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
type TPrice = { total: number; gross?: number; commission?: number; specials?: { id: string; name: string; saving: number }[]; lines: { type: string; amount: number }[] };
const call = async <T>(method: string, path: string, body?: unknown, status = 200, token = t.admin): Promise<T> => {
  const res = await t.api.call(method, path, { token, body });
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};

beforeAll(async () => {
  rooms = rowsOf<{ id: string }>(await t.api.handle.db.execute(sql`SELECT r.id FROM rooms r JOIN room_types t ON t.id = r.room_type WHERE t.name ILIKE '%standard%' AND r.resort IS NOT NULL ORDER BY r.name`)).map((x) => x.id);
  agency = rowsOf<{ id: string }>(await t.api.handle.db.execute(sql`SELECT id FROM agencies WHERE name = 'Tauchreisen Nord GmbH'`))[0].id;
  mia = rowsOf<{ id: string }>(await t.api.handle.db.execute(sql`SELECT customer AS id FROM bookings WHERE title = 'Mia Hoffmann' AND customer IS NOT NULL LIMIT 1`))[0].id;
  await t.api.handle.db.execute(sql`UPDATE specials SET status = 'inactive'`);
});

describe('GET /api/price/booking/{id}', () => {
  it('prices a stored agency booking as its reload does: commission, history rule, a special by hand, customer facts', async () => {
    const base = { status: 'active', reduce: 'room price', validFrom: demo('2027-11-01'), validTo: demo('2027-11-30') };
    const loyal = (await call<{ id: string }>('POST', '/api/specials', { ...base, name: 'Loyal 10 %', autoAdd: true, discount: 'PerCent', discountValue: 10,
      rule: [{ criteria: 'Bookings', operator: 'GreaterThanEquals', value: 1 }] })).id;
    const typed = (await call<{ id: string }>('POST', '/api/specials', { ...base, name: 'Customers 5 %', autoAdd: true, discount: 'PerCent', discountValue: 5, appliesTo: 'Person',
      rule: [{ criteria: 'Customers', operator: 'IsIn', value: [mia] }] })).id;
    const byHand = (await call<{ id: string }>('POST', '/api/specials', { ...base, name: 'By hand 5.00', discount: 'Absolute', discountValue: 500,
      rule: [{ criteria: 'NoOfPax', operator: 'GreaterThan', value: 50 }] })).id;
    const b = await call<{ id: string }>('POST', '/api/bookings', { agency, customer: mia, rooms: [{ room: rooms[3], dateFrom: demo('2027-11-08'), dateTo: demo('2027-11-11'),
      guests: [{ gender: 'f', customer: mia }, { gender: 'u' }] }] }, 201);
    const detail = await call<{ total: number }>('POST', `/api/bookings/${b.id}/special/${byHand}?ignoreRules=1`);
    const price = await call<TPrice>('GET', `/api/price/booking/${b.id}`);
    expect(price.total).toBe(detail.total);
    expect(price.specials?.map((s) => s.id).sort()).toEqual([loyal, typed, byHand].sort());
    const room = 2 * 3 * 7400;
    // Mia's own 5 %: her share of the room, after or before the 10 % (the same phase compounds).
    expect([Math.round(3 * 7400 * 0.05), Math.round(3 * 7400 * 0.9 * 0.05)]).toContain(price.specials?.find((s) => s.id === typed)?.saving);
    expect(price.commission).toBeGreaterThan(0);
    expect(price.gross! - price.commission!).toBe(price.total);
    expect(price.lines.filter((l) => l.type === 'room_cost').reduce((s, l) => s + l.amount, 0)).toBe(room);
  });

  it('answers 404 for a booking the caller may not see and for none, 401 without a login', async () => {
    const b = await call<{ id: string }>('POST', '/api/bookings', { rooms: [{ room: rooms[0], dateFrom: demo('2027-11-22'), dateTo: demo('2027-11-24'), guests: [{ gender: 'u' }] }] }, 201);
    await call('GET', `/api/price/booking/${b.id}`, undefined, 404, await tokenOf(t.api, 'agency@example.com'));
    await call('GET', '/api/price/booking/00000000-0000-4000-8000-000000000000', undefined, 404);
    expect((await t.api.call('GET', `/api/price/booking/${b.id}`)).status).toBe(401);
  });
});
