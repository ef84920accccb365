// PostgreSQL is restarted in the middle of a burst of booking writes (issue 5, "Faults"):
// every booking is either fully stored (booking row, its rooms and occupancy, its number, its
// first version) or not at all; nothing half-written; requests during the outage get a clear
// error (never a hang, never a crash of the process); the upstream reconnects by itself.
// Needs the throw-away cluster of tests/pg/global-setup.ts: with TEST_DATABASE_URL (a server we
// must not restart) this test is skipped.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ZApiError } from '../../lib/contract/errors';
import { daysFromNow } from '../helpers/dates';
import { createPgTestDb, type TPgTestDb } from '../helpers/pg';
import { startCluster, stopCluster } from '../faults/pg-cluster';
import { skipWhen } from '../helpers/skips';
import { NO_POSTGRES } from './pg-availability';

const pgUrl = inject('pgUrl');
const cluster = inject('pgCluster');
const GIVEN_SERVER = 'TEST_DATABASE_URL is set, and a given server is never restarted by the tests (unset it to run this on a throw-away cluster)';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const BOOKINGS = 90;
const CLIENTS = 10;

describe('PostgreSQL restart during booking writes', skipWhen(!pgUrl || !cluster, pgUrl ? GIVEN_SERVER : NO_POSTGRES), () => {
  let t: TPgTestDb;
  let token: string;
  const rooms: string[] = [];
  const call = (method: string, path: string, body?: unknown) =>
    t.app.request(path, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: body === undefined ? undefined : JSON.stringify(body) });

  beforeAll(async () => {
    t = await createPgTestDb(pgUrl!, { poolSize: 20 });
    const login = await t.app.request('/api/auth/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: 'demo-password' }) });
    token = ((await login.json()) as { token: string }).token;
    for (let i = 0; i < 6; i++) {
      const res = await call('POST', '/api/rooms', { name: `Restart ${i}`, type: 'Room', allowSharedRoom: false, allowMixedGender: true, availableBeds: 2 });
      expect(res.status).toBe(200);
      rooms.push(((await res.json()) as { id: string }).id);
    }
  }, 120_000);
  afterAll(async () => { await t?.drop(); });

  /** Booking i: two private rooms (2 beds each, both taken whatever the party) on its own nights
   *  (never a conflict), marked by its title: 2 room rows, 4 occupancy rows, 3 guests. */
  function bookingBody(i: number) {
    const day = (n: number) => daysFromNow(800 + n);
    return {
      title: `restart-burst-${i}`,
      rooms: [
        { room: rooms[i % rooms.length], dateFrom: day(i * 3), dateTo: day(i * 3 + 2), guests: [{ gender: 'm' }] },
        { room: rooms[(i + 1) % rooms.length], dateFrom: day(i * 3), dateTo: day(i * 3 + 2), guests: [{ gender: 'f' }, { gender: 'f' }] },
      ],
    };
  }

  it('every booking is whole or absent; the upstream reconnects', async () => {
    const statuses: number[] = new Array(BOOKINGS).fill(0);
    const durations: number[] = [];
    let next = 0;
    let crashed = false;
    const worker = async () => {
      while (next < BOOKINGS) {
        const i = next++;
        if (i === Math.floor(BOOKINGS / 3) && !crashed) {
          crashed = true;
          stopCluster(cluster!);
          // Down for a moment while the other clients keep writing.
          setTimeout(() => startCluster(cluster!), 1_500);
        }
        const t0 = performance.now();
        const res = await call('POST', '/api/bookings', bookingBody(i));
        durations.push(performance.now() - t0);
        statuses[i] = res.status;
        if (res.status >= 400) ZApiError.parse(await res.json()); // a clear error in the spec's shape
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, worker));
    expect(crashed).toBe(true);
    console.log(`[pg-restart] ${statuses.filter((s) => s === 201).length} stored, ${statuses.filter((s) => s === 503).length} refused with 503, slowest ${Math.round(Math.max(...durations))} ms`);
    // Some failed during the outage (or the crash came too late to matter: then the test proves nothing).
    expect(statuses.filter((s) => s !== 201).length, `statuses: ${statuses.join(',')}`).toBeGreaterThan(0);
    expect(Math.max(...durations)).toBeLessThan(30_000);
    for (const s of statuses) expect([201, 503]).toContain(s);

    // The upstream reconnects by itself: reads and writes work again within 20 s.
    const t0 = Date.now();
    let ok = false;
    while (!ok && Date.now() - t0 < 20_000) {
      ok = (await call('GET', '/api/bookings?size=1')).status === 200;
      if (!ok) await new Promise((r) => setTimeout(r, 250));
    }
    expect(ok).toBe(true);
    const after = await call('POST', '/api/bookings', bookingBody(BOOKINGS + 1));
    expect(after.status).toBe(201);

    // Whole or absent, booking by booking.
    const db = t.handle.db;
    const stored = rowsOf<{ id: string; title: string; offer_no: string | null; rooms: number; occ: number; versions: number; pax: number }>(await db.execute(sql`
      SELECT b.id, b.title, b.offer_no, b.no_of_pax AS pax,
        (SELECT count(*)::int FROM booking_rooms br WHERE br.booking_id = b.id) AS rooms,
        (SELECT count(*)::int FROM occupancy o WHERE o.booking_id = b.id) AS occ,
        (SELECT count(*)::int FROM booking_versions v WHERE v.booking_id = b.id) AS versions
      FROM bookings b WHERE b.title LIKE 'restart-burst-%'`));
    const byTitle = new Map<string, typeof stored>();
    for (const b of stored) byTitle.set(b.title, [...(byTitle.get(b.title) ?? []), b]);
    for (let i = 0; i < BOOKINGS; i++) {
      const found = byTitle.get(`restart-burst-${i}`) ?? [];
      expect(found.length, `booking ${i} stored ${found.length} times`).toBeLessThanOrEqual(1);
      if (statuses[i] === 201) expect(found.length, `booking ${i} answered 201 but is missing`).toBe(1);
      for (const b of found) {
        expect({ i, rooms: b.rooms, occ: b.occ, versions: b.versions, pax: b.pax, numbered: b.offer_no !== null })
          .toEqual({ i, rooms: 2, occ: 4, versions: 1, pax: 3, numbered: true });
      }
    }
    // Nothing orphaned anywhere.
    const orphans = rowsOf<{ n: number }>(await db.execute(sql`
      SELECT (SELECT count(*) FROM booking_rooms br WHERE NOT EXISTS (SELECT 1 FROM bookings b WHERE b.id = br.booking_id))
           + (SELECT count(*) FROM occupancy o WHERE o.booking_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM booking_rooms br WHERE br.id = o.booking_room_id))
           + (SELECT count(*) FROM booking_versions v WHERE NOT EXISTS (SELECT 1 FROM bookings b WHERE b.id = v.booking_id)) AS n`))[0].n;
    expect(Number(orphans)).toBe(0);
    // Offer numbers stay unique.
    const dupes = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*) - count(DISTINCT offer_no) AS n FROM bookings WHERE offer_no IS NOT NULL`))[0].n;
    expect(Number(dupes)).toBe(0);
  }, 180_000);
});
