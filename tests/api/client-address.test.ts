// Client addresses for per-client limits (issue 13): X-Forwarded-For is believed only from a
// trusted proxy (TRUSTED_PROXIES, default loopback: the web server), any other peer is itself the
// client, and without a forwarded address each peer has its own bucket. The public booking limit
// lives in the database like login throttling, so a new app instance on the same database does
// not hand out a fresh allowance. Requests carry a socket peer the way @hono/node-server gives it.
import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../upstream/app';
import { now } from '../../upstream/clock';
import type { Db } from '../../upstream/db/client';
import * as schema from '../../upstream/db/schema';
import { LOGIN_LIMITS } from '../../upstream/http/login-throttle';
import { PUBLIC_CREATES_PER_HOUR, takePublicSlot } from '../../upstream/modules/public-booking/slot-limit';
import { apiFile } from '../helpers/api-file';

const t = apiFile();

type TApp = ReturnType<typeof createApp>;
/** A request from `peer` (the TCP peer address @hono/node-server reports) with a JSON body. */
function from(app: TApp, peer: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }, { incoming: { socket: { remoteAddress: peer } } });
}
const failLogin = (peer: string, i: number, headers: Record<string, string> = {}) =>
  from(t.api.app, peer, '/api/auth/token', { email: `nobody-${peer}-${i}@example.com`, password: 'wrong-password' }, headers);

describe('login throttling per client address', () => {
  it('a client that is not a trusted proxy cannot dodge the limit with a forged X-Forwarded-For', async () => {
    const peer = '203.0.113.10';
    for (let i = 0; i < LOGIN_LIMITS.client; i++) {
      expect((await failLogin(peer, i, { 'x-forwarded-for': `198.18.${i}.1` })).status).toBe(401);
    }
    expect((await failLogin(peer, 99, { 'x-forwarded-for': '198.18.200.1' })).status).toBe(429);
    expect((await failLogin(peer, 100)).status).toBe(429);
  });

  it('nor lock another address out by naming it', async () => {
    const victim = '203.0.113.21';
    for (let i = 0; i < LOGIN_LIMITS.client; i++) await failLogin('203.0.113.20', i, { 'x-forwarded-for': victim });
    expect((await failLogin(victim, 0)).status).toBe(401);
  });

  it('two real clients without any forwarded address do not share a bucket', async () => {
    for (let i = 0; i < LOGIN_LIMITS.client; i++) await failLogin('203.0.113.30', i);
    expect((await failLogin('203.0.113.30', 99)).status).toBe(429);
    expect((await failLogin('203.0.113.31', 0)).status).toBe(401);
    expect((await failLogin('2001:db8::31', 0)).status).toBe(401);
  });

  it('believes the web server on loopback: its one entry names the client, left parts are the client\'s own', async () => {
    for (let i = 0; i < LOGIN_LIMITS.client; i++) await failLogin('127.0.0.1', i, { 'x-forwarded-for': `10.1.${i}.1, 203.0.113.40` });
    expect((await failLogin('::ffff:127.0.0.1', 99, { 'x-forwarded-for': '203.0.113.40' })).status).toBe(429);
    expect((await failLogin('127.0.0.1', 100, { 'x-forwarded-for': '203.0.113.41' })).status).toBe(401);
  });
});

describe('public booking limit', () => {
  const day = (n: number) => new Date(now().getTime() + n * 86_400_000).toISOString().slice(0, 10);
  const booking = () => ({
    rooms: [{ room: randomUUID(), dateFrom: day(40), dateTo: day(42), guests: [] }],
    lead: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org', gender: 'f' }, language: 'en',
  });

  it('counts per real client address; a forged X-Forwarded-For from an untrusted peer neither dodges nor blames', async () => {
    const peer = '203.0.113.50';
    for (let i = 0; i < PUBLIC_CREATES_PER_HOUR; i++) await takePublicSlot(t.api.handle.db, peer);
    const res = await from(t.api.app, peer, '/api/book/booking/create', booking(), { 'x-forwarded-for': '198.18.0.9' });
    expect(res.status).toBe(429);
    // The named address is untouched, and another real client books on.
    await expect(takePublicSlot(t.api.handle.db, '198.18.0.9')).resolves.toBeUndefined();
    expect((await from(t.api.app, '203.0.113.51', '/api/book/booking/create', booking())).status).not.toBe(429);
  });

  it('lives in the database: a new app instance on the same database gives no fresh allowance', async () => {
    const peer = '203.0.113.60';
    for (let i = 0; i < PUBLIC_CREATES_PER_HOUR; i++) await takePublicSlot(t.api.handle.db, peer);
    // Another process on the same database: new Drizzle handle, new app, new limiter objects.
    const client = (t.api.handle.db as unknown as { $client: Parameters<typeof drizzle>[0] extends infer T ? T : never }).$client;
    const db2 = drizzle({ client: client as never, schema }) as unknown as Db;
    const second = createApp({ db: db2 });
    expect((await from(second, peer, '/api/book/booking/create', booking())).status).toBe(429);
    const rows = await t.api.handle.db.execute("select key, points from rate_limits where key like 'public_booking:%'");
    expect((rows as unknown as { rows: { key: string; points: number }[] }).rows).toContainEqual({ key: `public_booking:${peer}`, points: PUBLIC_CREATES_PER_HOUR + 1 });
  });
});
