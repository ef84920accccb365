// Never lose a price (issue 14): adding a room the price list cannot price to a priced, confirmed
// booking is refused with 422 naming what is missing (room, room type, night, price list, who can
// fix it), and the booking keeps its rooms and its price lines. A quote without a price names
// the missing price the same way.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../helpers/dates';
import { apiFile } from '../helpers/api-file';

type TJson = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const t = apiFile();
let priced: string;
let resort: string;
let unpriced: string;
beforeAll(async () => {
  // The price list alone: the demo's early-bird special is switched off (specials: booking-deals.test.ts).
  await t.api.handle.db.execute(sql`UPDATE specials SET status = 'inactive'`);
  const r = await t.api.handle.db.execute(sql`SELECT r.id, r.resort FROM rooms r JOIN room_types t ON t.id = r.room_type WHERE t.name ILIKE '%standard%' AND r.resort IS NOT NULL ORDER BY r.name`);
  const rows = (r as unknown as { rows: { id: string; resort: string }[] }).rows;
  priced = rows[1].id;
  resort = rows[1].resort;
  const type = await call('POST', '/api/roomtypes', { name: 'Treehouse Loft', resort });
  unpriced = (await call('POST', '/api/rooms', { name: 'Treehouse 1', type: 'Room', roomType: type.id, resort })).id;
});

async function call(method: string, path: string, body?: unknown, status = 200): Promise<TJson> {
  const res = await t.api.call(method, path, { token: t.admin, body });
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as TJson;
}

describe('a room the price list cannot price', () => {
  it('is refused on a priced booking with 422 naming the missing price; rooms and price stay as they were', async () => {
    const made = await call('POST', '/api/bookings', { rooms: [{ room: priced, dateFrom: demo('2027-06-01'), dateTo: demo('2027-06-04'), guests: [{ gender: 'u' }, { gender: 'u' }] }] }, 201);
    expect(made.total).toBe(2 * 3 * 7400);
    const confirmed = await call('POST', `/api/bookings/${made.id}/confirm`);
    const res = await t.api.call('POST', `/api/bookings/${made.id}/rooms/${unpriced}`, { token: t.admin, body: { dateFrom: demo('2027-06-01'), dateTo: demo('2027-06-04'), guests: [{ gender: 'u' }] } });
    expect(res.status).toBe(422);
    const err = (await res.json()) as TJson;
    expect(err).toMatchObject({ error: 'UnprocessableEntityError', statusCode: 422, message: 'PRICE_NOT_RECALCULATED' });
    expect(err.description).toContain('Treehouse 1');
    expect(err.description).toContain('Treehouse Loft');
    expect(err.description).toContain(demo('2027-06-01'));
    expect(err.description).toContain('price.update');
    const after = await call('GET', `/api/bookings/${made.id}/detail`);
    expect(after.total).toBe(confirmed.total);
    expect(after.calculation).toEqual(confirmed.calculation);
    expect(after.rooms.map((x: TJson) => x.room)).toEqual([priced]);
    expect(after.version).toBe(confirmed.version);
    // Its beds were not taken either: the room is still free for the dates.
    const other = await call('POST', '/api/bookings', { rooms: [{ room: unpriced, dateFrom: demo('2027-06-01'), dateTo: demo('2027-06-04'), guests: [] }] }, 201);
    expect(other.total).toBe(0);
  });

  it('the price call names the missing price and who can add it', async () => {
    const res = await t.api.call('POST', '/api/book/booking/price', { token: t.admin, body: { rooms: [{ room: unpriced, dateFrom: demo('2027-06-10'), dateTo: demo('2027-06-12'), guests: [] }] } });
    expect(res.status).toBe(409);
    const err = (await res.json()) as TJson;
    expect(['NO_PRICE_ENTRY', 'NO_SEASON']).toContain(err.message);
    expect(err.description).toContain('Treehouse 1');
    expect(err.description).toContain('Treehouse Loft');
    expect(err.description).toContain(demo('2027-06-10'));
    expect(err.description).toContain('price.update');
  });
});
