// The last room sold on every channel at once (PostgreSQL, issue 37): direct bookings and the
// bookings of two channel connections (Channex stand-ins) for the same last room and nights, all
// at the same moment. Exactly one holds it; each channel booking that lost is 'refused' (never
// applied, never a second occupancy), no request ends in a 5xx, and no two holding occupancy rows
// overlap.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { now } from '../../upstream/clock';
import { channelUpdates } from '../../upstream/db/schema';
import { connectionById } from '../../upstream/modules/channels/connections';
import { pullConnection } from '../../upstream/modules/channels/pull';
import { startChannexStandIn, type TChannexStandIn } from '../helpers/channex-stand-in';
import { addDays, daysFromNow } from '../helpers/dates';
import { createPgTestDb, type TPgTestDb } from '../helpers/pg';
import { needsPostgres } from './pg-availability';

const pgUrl = inject('pgUrl');

describe('the last room across channels on PostgreSQL', needsPostgres(pgUrl), () => {
  let t: TPgTestDb;
  let token: string;
  const stands: TChannexStandIn[] = [];
  const call = (method: string, path: string, body?: unknown) =>
    t.app.request(path, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = async <T>(res: Response): Promise<T> => {
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as T;
  };

  beforeAll(async () => {
    t = await createPgTestDb(pgUrl!, { poolSize: 40 });
    const login = await t.app.request('/api/auth/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: 'demo-password' }) });
    token = ((await login.json()) as { token: string }).token;
  }, 60_000);
  afterAll(async () => {
    for (const s of stands) await s.close();
    await t?.drop();
  });

  async function overlaps(): Promise<number> {
    const r = await t.handle.db.execute(sql`
      SELECT count(*)::int AS n FROM occupancy a JOIN occupancy b
        ON a.room_id = b.room_id AND a.bed = b.bed AND a.id < b.id AND a.holds AND b.holds
       AND daterange(a.date_from, a.date_to, '[)') && daterange(b.date_from, b.date_to, '[)')`);
    return (r as unknown as { rows: { n: number }[] }).rows[0].n;
  }

  it('direct and channel bookings for the same last room at once, 8 rounds: exactly one holds it, the channels that lost are refused', async () => {
    for (let round = 0; round < 8; round++) {
      const type = (await json<{ id: string }>(await call('POST', '/api/roomtypes', { name: `Last room ${round}` }))).id;
      const room = (await json<{ id: string }>(await call('POST', '/api/rooms', { name: `Last ${round}`, type: 'Room', roomType: type }))).id;
      const from = daysFromNow(300 + round * 7);
      const to = addDays(from, 3);
      const conns = [];
      for (const k of [0, 1]) {
        const key = `key-${round}-${k}`;
        const property = `prop-${round}-${k}`;
        const cx = await startChannexStandIn(key, property);
        stands.push(cx);
        cx.addRevision({ bookingId: `r${round}-c${k}`, status: 'new', insertedAt: new Date().toISOString(), otaCode: `OTA-${round}-${k}`, rooms: [{ roomTypeId: 'cx-last', checkin: from, checkout: to }] });
        const id = (await json<{ id: string }>(await call('POST', '/api/systemconnection', { name: `Channex ${round}-${k}`, system: 'channex', url: cx.url, isActive: true,
          settings: { apiKey: key, propertyId: property, 'roomType:cx-last': type } }))).id;
        conns.push((await connectionById(t.handle.db, id))!);
      }
      const direct = Array.from({ length: 6 }, async () => (await call('POST', '/api/bookings', { state: 'planned', rooms: [{ room, dateFrom: from, dateTo: to, guests: [] }] })).status);
      const channels = conns.map((c) => pullConnection(t.handle.db, c, now()));
      const [statuses, pulls] = await Promise.all([Promise.all(direct), Promise.all(channels)]);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
      const channelWins = pulls.reduce((n, p) => n + p.applied, 0);
      const channelLosses = pulls.reduce((n, p) => n + p.refused, 0);
      expect(pulls.reduce((n, p) => n + p.failed, 0)).toBe(0);
      expect(channelWins + channelLosses).toBe(2);
      expect(statuses.filter((s) => s === 201).length + channelWins).toBe(1);
      const holders = await t.handle.db.execute(sql`SELECT count(DISTINCT booking_id)::int AS n FROM occupancy WHERE room_id = ${room} AND holds`);
      expect((holders as unknown as { rows: { n: number }[] }).rows[0].n).toBe(1);
      // Every revision acknowledged; a refused one says what staff can do.
      for (const cx of stands.slice(-2)) expect(cx.revisions.every((r) => r.acked)).toBe(true);
      const refused = await t.handle.db.select().from(channelUpdates).where(and(eq(channelUpdates.state, 'refused'), sql`${channelUpdates.externalId} LIKE ${`r${round}-%`}`));
      expect(refused).toHaveLength(channelLosses);
      for (const r of refused) expect(r.message).toMatch(/Offer the guest another room/);
    }
    expect(await overlaps()).toBe(0);
  }, 240_000);
});
