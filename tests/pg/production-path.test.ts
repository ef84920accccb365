// The production database path: the same migrations and seed on a real PostgreSQL server,
// and the auth calls working against it (PGlite is the default elsewhere).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seed } from '../../upstream/db/seed';
import { createPgTestDb, type TPgTestDb } from '../helpers/pg';

const pgUrl = inject('pgUrl');

describe.skipIf(!pgUrl)('PostgreSQL production path', () => {
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
});
