// Issue 39: two web servers and two upstreams behind HAProxy on one PostgreSQL and one Redis
// behave as one (tests/scale/layout.ts, docs/scaling.md). Real processes, real HTTP, loopback.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOGIN_LIMITS } from '../../upstream/http/login-throttle';
import { exited, signal } from '../faults/processes';
import { daysFromNow } from '../helpers/dates';
import { needsPostgres } from '../pg/pg-availability';
import { missingTool, skipWhen } from '../helpers/skips';
import { call, login, sleep, statusOf, steadyLoad, type TAnswer } from './http';
import { startLayout, type TLayout } from './layout';
import { freePort } from '../helpers/free-port';
import { testSmtp } from '../helpers/smtp';

const pgUrl = inject('pgUrl');
const DIST = process.env.NEXT_DIST_DIR || '.next';
const onPath = (bin: string) => (process.env.PATH ?? '').split(':').concat('/usr/sbin').some((d) => existsSync(path.join(d, bin)));
const missing = ['haproxy', 'redis-server'].filter((b) => !onPath(b));
/** Skipped (loudly; a CI run fails on it) without HAProxy and Redis, or without PostgreSQL. */
const needed = missing.length ? skipWhen(true, missingTool(missing.join(' and '), 'apt-get install -y haproxy redis-server')) : needsPostgres(pgUrl);

describe('two of everything behave as one', needed, () => {
  let L: TLayout;
  let token: string;
  const up = (i: number) => L.upstreams[i].base;
  const rows = async <T>(q: string, params: unknown[] = []): Promise<T[]> => {
    const c = new pg.Client({ connectionString: L.dbUrl });
    await c.connect();
    try { return (await c.query(q, params)).rows as T[]; } finally { await c.end(); }
  };
  const room = async () => {
    const r = await call(L.api, 'POST', '/api/rooms', { token, body: { name: `Scale ${randomUUID().slice(0, 8)}`, type: 'Room', allowSharedRoom: false, allowMixedGender: true, availableBeds: 2 } });
    expect(r.status).toBe(200);
    return r.body.id as string;
  };
  const booking = (roomId: string, from: number) => ({ rooms: [{ room: roomId, dateFrom: daysFromNow(from), dateTo: daysFromNow(from + 3), guests: [{ gender: 'm' }] }] });

  beforeAll(async () => {
    if (!existsSync(path.join(DIST, 'BUILD_ID'))) throw new Error(`no production build in ${DIST}: run \`npx next build\` first (npm test builds before this suite)`);
    L = await startLayout({ pgUrl: pgUrl!, distDir: DIST, clockShiftDays: process.env.CLOCK_SHIFT_DAYS });
    token = await login(L.api);
  }, 420_000);
  afterAll(async () => { await L?.stop(); }, 60_000);

  it('both upstreams started at once on an empty database: one migrated and seeded, the other waited', async () => {
    const journal = JSON.parse(readFileSync('upstream/db/migrations/meta/_journal.json', 'utf8')) as { entries: unknown[] };
    expect(await rows('SELECT id FROM drizzle.__drizzle_migrations')).toHaveLength(journal.entries.length);
    expect(await rows("SELECT id FROM users WHERE email = 'admin@example.com'")).toHaveLength(1);
    for (const i of [0, 1]) expect((await call(up(i), 'GET', '/version')).status).toBe(200);
  });


  it('no overbooking with the same last room asked of both instances at once', async () => {
    for (let round = 0; round < 3; round++) {
      const roomId = await room();
      const answers = await Promise.all(Array.from({ length: 30 }, (_, k) => call(up(k % 2), 'POST', '/api/bookings', { token, body: booking(roomId, 400 + round * 10) })));
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(29);
    }
    const [{ n }] = await rows<{ n: number }>(`SELECT count(*)::int AS n FROM occupancy a JOIN occupancy b
      ON a.room_id = b.room_id AND a.bed = b.bed AND a.id < b.id AND a.holds AND b.holds
      AND daterange(a.date_from, a.date_to, '[)') && daterange(b.date_from, b.date_to, '[)')`);
    expect(n).toBe(0);
  }, 120_000);

  it('an Idempotency-Key is honoured across instances: one booking, the same answer from both', async () => {
    const roomId = await room();
    const key = randomUUID();
    const send = (i: number) => call(up(i), 'POST', '/api/bookings', { token, body: booking(roomId, 450), headers: { 'idempotency-key': key } });
    const [a, b] = await Promise.all([send(0), send(1)]);
    const again = await send(1);
    expect([a.status, b.status, again.status]).toEqual([201, 201, 201]);
    expect(new Set([a.body.id, b.body.id, again.body.id]).size).toBe(1);
    expect(await rows('SELECT DISTINCT booking_id FROM occupancy WHERE room_id = $1 AND holds', [roomId])).toHaveLength(1);
  }, 60_000);

  it('login limits are shared: failures on either instance count against one allowance', async () => {
    const email = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    const statuses: number[] = [];
    for (let k = 0; k < LOGIN_LIMITS.account; k++) statuses.push((await call(up(k % 2), 'POST', '/api/auth/token', { body: { email, password: 'wrong-password' } })).status);
    expect(statuses).toEqual(Array(LOGIN_LIMITS.account).fill(401));
    for (const i of [0, 1]) expect((await call(up(i), 'POST', '/api/auth/token', { body: { email, password: 'wrong-password' } })).status).toBe(429);
    expect(Number((await rows<{ n: string }>('SELECT count(*) AS n FROM rate_limits'))[0].n)).toBe(0);
  }, 60_000);

  it('a logout on one instance is refused by the other at once; a settings change is seen by both at once', async () => {
    const mine = await login(up(0));
    expect((await call(up(1), 'GET', '/api/auth/token', { token: mine })).status).toBe(200);
    expect((await call(up(1), 'DELETE', '/api/auth/token', { token: mine })).status).toBe(200);
    expect((await call(up(0), 'GET', '/api/bookings?size=1', { token: mine })).status).toBe(401);
    const before = await call(up(1), 'GET', '/api/settings/group/general', { token });
    const age = (Number(before.body.childMaxAge ?? 12) % 15) + 2;
    expect((await call(up(0), 'POST', '/api/settings/group/general', { token, body: { childMaxAge: age } })).status).toBe(200);
    expect((await call(up(1), 'GET', '/api/settings/group/general', { token })).body.childMaxAge).toBe(age);
  }, 60_000);

  it('through the web servers: a session made on one works on the other, and its logout ends it on both', async () => {
    const [w1, w2] = L.webs.map((w) => w.base);
    const res = await fetch(`${w1}/api/auth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: 'demo-password' }) });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const list = (base: string) => statusOf(() => call(base, 'GET', '/api/bookings?size=1', { headers: { cookie } }));
    expect(await list(w2)).toBe(200);
    expect((await fetch(`${w2}/`, { headers: { cookie }, redirect: 'manual' })).status).toBe(200);
    expect((await fetch(`${w1}/api/auth/token`, { method: 'DELETE', headers: { cookie } })).status).toBeLessThan(300);
    expect(await list(w2)).toBe(401);
    expect(await list(L.web)).toBe(401);
  }, 60_000);

  it('a file uploaded through one instance is served by the other', async () => {
    const bytes = Buffer.from(Array.from({ length: 4096 }, (_, k) => (k * 31) % 256));
    const form = new FormData();
    form.set('file', new File([bytes], 'scale.bin', { type: 'application/octet-stream' }));
    const upload = await fetch(`${up(0)}/api/media/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(upload.status).toBe(201);
    const { id } = (await upload.json()) as { id: string };
    const served = await fetch(`${up(1)}/api/media/${id}/data`, { headers: { authorization: `Bearer ${token}` } });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  }, 60_000);

  it('each mail is sent exactly once though both upstreams run the job queue', async () => {
    const smtp = testSmtp(await freePort());
    await smtp.start();
    try {
      for (const a of ((await call(L.api, 'GET', '/api/mailaccount?size=100', { token })).body.data as { id: string }[])) {
        expect((await call(L.api, 'POST', `/api/mailaccount/${a.id}`, { token, body: { useForSending: false } })).status).toBe(200);
      }
      const account = await call(L.api, 'POST', '/api/mailaccount', { token, body: { name: 'Scale out', email: 'office@scale.example', smtpHost: '127.0.0.1', smtpPort: smtp.port, secure: false, useForSending: true } });
      expect(account.status).toBe(200);
      const bookings = (await call(L.api, 'GET', '/api/bookings?size=8', { token })).body.data as { id: string }[];
      expect(bookings.length).toBeGreaterThanOrEqual(6);
      const sent = await Promise.all(bookings.map((b, k) => call(up(k % 2), 'POST', `/api/bookings/${b.id}/sendConfirmation`, { token, body: { email: `guest-${k}@scale.example` } })));
      const queued = sent.filter((a) => a.status === 200).length;
      expect(queued).toBeGreaterThanOrEqual(6);
      const t0 = Date.now();
      while (smtp.mails.length < queued && Date.now() - t0 < 60_000) await sleep(250);
      await sleep(2_000);
      const to = smtp.mails.map((m) => (Array.isArray(m.to) ? m.to[0] : m.to)?.text);
      const states = await rows<Record<string, unknown>>("SELECT \"to\", status, attempts, last_error, planned_at, sent_at FROM mail_queue WHERE \"to\" LIKE '%@scale.example'");
      expect(to, JSON.stringify(states)).toHaveLength(queued);
      expect(new Set(to).size).toBe(queued);
    } finally {
      await smtp.stop();
    }
  }, 120_000);

  it('one upstream killed mid-burst: the other carries on, every read answered, no booking lost or doubled', async () => {
    const roomIds = await Promise.all(Array.from({ length: 4 }, room));
    const keys: { key: string; roomId: string; from: number }[] = [];
    const created = new Map<string, string>();
    let stopAt = Infinity;
    const done = () => Date.now() > stopAt;
    // A client that keeps its Idempotency-Key and retries a write that got no answer or a 502/503.
    const write = async (n: number): Promise<number> => {
      const job = { key: randomUUID(), roomId: roomIds[n % roomIds.length], from: 500 + (n % 60) * 4 };
      keys.push(job);
      for (let attempt = 0; attempt < 8; attempt++) {
        let a: TAnswer | null = null;
        try { a = await call(L.api, 'POST', '/api/bookings', { token, body: booking(job.roomId, job.from), headers: { 'idempotency-key': job.key } }); } catch { a = null; }
        if (a && a.status !== 502 && a.status !== 503) {
          if (a.status === 201) created.set(job.key, a.body.id as string);
          return a.status;
        }
        await sleep(200);
      }
      return 0;
    };
    const read = () => statusOf(() => call(L.api, 'GET', '/api/bookings?size=5', { token }));
    const load = Promise.all([steadyLoad(3, read, done), steadyLoad(2, write, done)]);
    await sleep(1_500);
    signal(L.upstreams[0].child, 'SIGKILL');
    await exited(L.upstreams[0].child, 5_000);
    stopAt = Date.now() + 3_000;
    const [reads, writes] = await load;
    expect(Object.fromEntries(reads)).toEqual({ 200: expect.any(Number) });
    expect([...writes.keys()].every((s) => s === 201 || s === 409), JSON.stringify(Object.fromEntries(writes))).toBe(true);
    const ids = [...created.values()];
    const found = await rows<{ id: string }>('SELECT id FROM bookings WHERE id = ANY($1::uuid[])', [ids]);
    expect(found).toHaveLength(ids.length);
    const perKey = await rows<{ n: number }>('SELECT count(*)::int AS n FROM idempotency_keys WHERE key = ANY($1::text[]) GROUP BY key HAVING count(*) > 1', [keys.map((k) => k.key)]);
    expect(perKey).toEqual([]);
    await L.startUpstream(0);
  }, 420_000);

  it('one web server killed mid-burst: every call through HAProxy is answered by the other', async () => {
    const res = await fetch(`${L.web}/api/auth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: 'demo-password' }) });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    let stopAt = Infinity;
    const read = () => statusOf(() => call(L.web, 'GET', '/api/bookings?size=5', { headers: { cookie } }));
    const load = steadyLoad(4, read, () => Date.now() > stopAt);
    await sleep(1_500);
    signal(L.webs[0].child, 'SIGKILL');
    await exited(L.webs[0].child, 5_000);
    stopAt = Date.now() + 3_000;
    expect(Object.fromEntries(await load)).toEqual({ 200: expect.any(Number) });
  }, 120_000);

  it('a rolling restart (drain, stop, start, ready: one upstream after the other) fails no request', async () => {
    let running = true;
    const read = () => statusOf(() => call(L.api, 'GET', '/api/bookings?size=5', { token }));
    const load = steadyLoad(4, read, () => !running);
    for (const i of [0, 1]) {
      const name = `upstreams/up${i + 1}`;
      await L.haproxy(`set server ${name} state drain`);
      await sleep(1_000);
      signal(L.upstreams[i].child, 'SIGTERM');
      expect(await exited(L.upstreams[i].child, 30_000)).toBe(true);
      await L.startUpstream(i);
      await L.haproxy(`set server ${name} state ready`);
      await sleep(1_000);
    }
    running = false;
    expect(Object.fromEntries(await load)).toEqual({ 200: expect.any(Number) });
  }, 420_000);
});
