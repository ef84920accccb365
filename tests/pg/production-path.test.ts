// The production database path: the same migrations and seed on a real PostgreSQL server,
// and the auth calls working against it (PGlite is the default elsewhere).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seed } from '../../upstream/db/seed';
import { demo } from '../helpers/dates';
import { createPgTestDb, type TPgTestDb } from '../helpers/pg';
import { needsPostgres } from './pg-availability';

const pgUrl = inject('pgUrl');

describe('PostgreSQL production path', needsPostgres(pgUrl), () => {
  let t: TPgTestDb;
  beforeAll(async () => {
    t = await createPgTestDb(pgUrl!);
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('runs on a real PostgreSQL server', async () => {
    expect(t.handle.kind).toBe('postgres');
    const r = await t.handle.db.execute(sql`select current_setting('server_version_num')::int as v`);
    const rows = (r as unknown as { rows: { v: number }[] }).rows;
    expect(rows[0].v).toBeGreaterThanOrEqual(150000);
  });

  it('seeding twice changes nothing', async () => {
    const count = async () => {
      const r = await t.handle.db.execute(sql`select count(*)::int as n from users`);
      return (r as unknown as { rows: { n: number }[] }).rows[0].n;
    };
    const before = await count();
    await seed(t.handle.db, { demo: true });
    expect(await count()).toBe(before);
    expect(before).toBeGreaterThanOrEqual(5);
  });

  it('logs a demo user in, uses the token, and logs out for good', async () => {
    const login = await t.app.request('/api/auth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'demo-password' }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    expect(token.length).toBeGreaterThan(50);
    const auth = { authorization: `Bearer ${token}` };
    expect((await t.app.request('/api/auth/token', { method: 'HEAD', headers: auth })).status).toBe(200);
    expect((await t.app.request('/api/auth/token', { method: 'DELETE', headers: auth })).status).toBe(200);
    expect((await t.app.request('/api/auth/token', { method: 'HEAD', headers: auth })).status).toBe(401);
  });

  it('throttles concurrent failed logins for one account consistently', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.app.request('/api/auth/token', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
          body: JSON.stringify({ email: 'staff@example.com', password: 'wrong-password' }),
        }),
      ),
    );
    const statuses = attempts.map((r) => r.status);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
  });

  it('prices through the prepared quote statement on every pool connection, never from a stale read', async () => {
    // The price list alone: the demo's early-bird special is switched off (specials: booking-deals.test.ts).
    await t.handle.db.execute(sql`UPDATE specials SET status = 'inactive'`);
    const r = await t.handle.db.execute(sql`
      SELECT r.id FROM rooms r JOIN price_lists p ON p.resort = r.resort AND p.name = ${demo('Coral Garden 2027')}
      WHERE r.room_type::text = (p.entries->0->>'roomType') AND NOT r.allow_shared_room LIMIT 1`);
    const room = (r as unknown as { rows: { id: string }[] }).rows[0].id;
    const ask = () => t.app.request('/api/book/booking/price', {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rooms: [{ room, dateFrom: demo('2027-04-29'), dateTo: demo('2027-05-02'), guests: [{ gender: 'm' }] }] }),
    });
    const quote = async () => {
      const res = await ask();
      expect(res.status, await res.clone().text()).toBe(200);
      return ((await res.json()) as { total: number }).total;
    };
    // Side by side, so several connections each prepare the statement once and then reuse it.
    const totals = await Promise.all(Array.from({ length: 40 }, quote));
    expect(new Set(totals)).toEqual(new Set([8900 * 2 + 7400]));
    // The statement is prepared, its answer is not: a price list taken out of service shows at once.
    await t.handle.db.execute(sql`UPDATE price_lists SET status = 'inactive' WHERE name = ${demo('Coral Garden 2027')}`);
    try {
      const after = await Promise.all(Array.from({ length: 8 }, ask));
      expect(after.map((a) => a.status)).toEqual(Array(8).fill(409));
    } finally {
      await t.handle.db.execute(sql`UPDATE price_lists SET status = 'active' WHERE name = ${demo('Coral Garden 2027')}`);
    }
    expect(await quote()).toBe(8900 * 2 + 7400);
  });
});
