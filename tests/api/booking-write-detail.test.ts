// The booking write answers what a read answers (issue 21): a create builds its detail from what
// it wrote instead of reading it back, the other writes read it in one named statement; the
// answer, the detail read afterwards and the version stored must be the same booking. Two rooms,
// a priced stay with a special, on the demo's price list.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../helpers/dates';
import { apiFile } from '../helpers/api-file';

const t = apiFile();
let rooms: string[];
beforeAll(async () => {
  const r = await t.api.handle.db.execute(sql`SELECT r.id FROM rooms r JOIN room_types t ON t.id = r.room_type WHERE t.name ILIKE '%standard%' AND r.resort IS NOT NULL ORDER BY r.name`);
  rooms = (r as unknown as { rows: { id: string }[] }).rows.map((x) => x.id);
});

type TDetail = { id: string; version: number; total: number; calculation: { amount: number }[]; rooms: { room: string; sort?: number }[]; allowedActions: string[] };
const call = async (method: string, path: string, body?: unknown, status = 200): Promise<TDetail> => {
  const res = await t.api.call(method, path, { token: t.admin, body });
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as TDetail;
};

describe('the answer of a write is the booking as read', () => {
  it('create and confirm answer the detail a read gives, and store it as their versions', async () => {
    const created = await call('POST', '/api/bookings', {
      rooms: [
        { room: rooms[3], dateFrom: demo('2027-06-10'), dateTo: demo('2027-06-13'), guests: [{ firstName: 'Ada', lastName: 'Berg', gender: 'f' }, { firstName: 'Bo', lastName: 'Berg', gender: 'm' }] },
        { room: rooms[2], dateFrom: demo('2027-06-10'), dateTo: demo('2027-06-12'), guests: [{ firstName: 'Cy', lastName: 'Berg', gender: 'm' }] },
      ],
    }, 201);
    expect(created.total).toBeGreaterThan(0);
    expect(created.calculation.length).toBeGreaterThan(0);
    expect(created.rooms.map((r) => r.room)).toEqual([rooms[3], rooms[2]]);
    expect(created.allowedActions).toContain('confirm');
    const read = await call('GET', `/api/bookings/${created.id}/detail`);
    expect(read).toEqual(created);
    expect(await call('GET', `/api/bookings/${created.id}/history/1`)).toEqual(created);

    const confirmed = await call('POST', `/api/bookings/${created.id}/confirm`);
    expect(confirmed.version).toBe(2);
    expect(await call('GET', `/api/bookings/${created.id}/detail`)).toEqual(confirmed);
    expect(await call('GET', `/api/bookings/${created.id}/history/2`)).toEqual(confirmed);
  });

  it('many writes in a row reuse the named statements and stay right', async () => {
    for (let i = 0; i < 4; i++) {
      const from = demo(`2027-07-${String(10 + i * 3).padStart(2, '0')}`);
      const to = demo(`2027-07-${String(12 + i * 3).padStart(2, '0')}`);
      const b = await call('POST', '/api/bookings', { rooms: [{ room: rooms[0], dateFrom: from, dateTo: to, guests: [{ gender: 'u' }] }] }, 201);
      expect(await call('GET', `/api/bookings/${b.id}/detail`)).toEqual(b);
      expect((await call('POST', `/api/bookings/${b.id}/confirm`)).version).toBe(2);
    }
  });
});
