// OCTO reservations under real concurrency (PostgreSQL): many resellers reserve places on the same
// departure at once, with office bookings of its cabins in between. Never more places are held
// than the departure has beds, every refusal is a 409 (never a 5xx), and no bed is held twice.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPgTestDb, type TPgTestDb } from '../helpers/pg';
import { needsPostgres } from './pg-availability';

const pgUrl = inject('pgUrl');
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

describe('OCTO reservations on PostgreSQL', needsPostgres(pgUrl), () => {
  let t: TPgTestDb;
  let admin: string;
  let key: string;
  const call = (token: string, method: string, path: string, body?: unknown) =>
    t.app.request(path, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: body === undefined ? undefined : JSON.stringify(body) });

  beforeAll(async () => {
    t = await createPgTestDb(pgUrl!, { poolSize: 40 });
    const login = await t.app.request('/api/auth/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: 'demo-password' }) });
    admin = ((await login.json()) as { token: string }).token;
    const made = await call(admin, 'POST', '/api/apikeys', { name: 'Race reseller', scopes: ['tours.read', 'bookings.read', 'bookings.create', 'bookings.update'], rateLimitPerMinute: 10_000 });
    key = ((await made.json()) as { key: string }).key;
  }, 60_000);
  afterAll(async () => { await t?.drop(); });

  it('30 resellers at once for 2 places each and office bookings of its cabins: never more than the beds', async () => {
    const [dep] = rowsOf<{ tour: string; schedule: string; vessel: string; date_from: string; date_to: string }>(await t.handle.db.execute(sql`
      SELECT s.tour, s.id AS schedule, s.vessel, s.date_from::text, s.date_to::text FROM schedules s JOIN tours tt ON tt.id = s.tour
      WHERE s.status = 'open' AND tt.is_active AND tt.vessel IS NOT NULL AND s.vessel IS NOT NULL AND s.date_from > current_date + 30 ORDER BY s.date_from LIMIT 1`));
    const avail = async () => ((await (await call(key, 'POST', '/api/partner/octo/availability', { productId: dep.tour, optionId: 'DEFAULT', availabilityIds: [dep.schedule] })).json()) as { vacancies: number; capacity: number }[])[0];
    const before = await avail();
    expect(before.vacancies).toBeGreaterThan(2);
    const cabins = rowsOf<{ id: string }>(await t.handle.db.execute(sql`SELECT id FROM rooms WHERE vessel = ${dep.vessel} AND is_active AND NOT blocked ORDER BY name LIMIT 3`));
    const reserve = () => call(key, 'POST', '/api/partner/octo/bookings', { productId: dep.tour, optionId: 'DEFAULT', availabilityId: dep.schedule, unitItems: [{ unitId: 'guest' }, { unitId: 'guest' }] });
    const office = (room: string) => call(admin, 'POST', '/api/bookings', { type: 'tour', schedule: dep.schedule, rooms: [{ room, dateFrom: dep.date_from, dateTo: dep.date_to, guests: [{ gender: 'm' }] }] });
    const answers = await Promise.all([...Array.from({ length: 30 }, reserve), ...cabins.map((c) => office(c.id))]);
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.every((s) => s === 200 || s === 201 || s === 409)).toBe(true);
    const won = statuses.slice(0, 30).filter((s) => s === 200).length;
    expect(won).toBeGreaterThan(0);
    expect(won * 2).toBeLessThanOrEqual(before.vacancies);
    // No bed held twice over the departure's nights; the count agrees with what was handed out.
    const [{ n }] = rowsOf<{ n: number }>(await t.handle.db.execute(sql`
      SELECT count(*)::int AS n FROM occupancy a JOIN occupancy b ON a.room_id = b.room_id AND a.bed = b.bed AND a.id < b.id AND a.holds AND b.holds
       AND daterange(a.date_from, a.date_to, '[)') && daterange(b.date_from, b.date_to, '[)')`));
    expect(n).toBe(0);
    const [{ held }] = rowsOf<{ held: number }>(await t.handle.db.execute(sql`SELECT count(*)::int AS held FROM octo_bookings WHERE status = 'ON_HOLD'`));
    expect(held).toBe(won);
    const after = await avail();
    expect(after.vacancies).toBeGreaterThanOrEqual(0);
    expect(after.vacancies).toBeLessThanOrEqual(before.vacancies - won * 2);
  }, 180_000);
});
