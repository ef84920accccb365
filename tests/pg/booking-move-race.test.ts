// Issue 20 on PostgreSQL: moving all bookings of a departure to another (move/{schedule}) and
// rebooking one (rebook/{schedule}) race a new booking of the same cabin on the target departure.
// Exactly one of them gets the cabin; the loser is a 409 with nothing changed (the moved bookings
// stay on their departure, the rebooked one is not lost); never a 5xx, never two holding rows of
// one bed over the same night.
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { daysFromNow } from '../helpers/dates';
import { pgAdminApp } from '../helpers/pg';
import { needsPostgres } from './pg-availability';

const pgUrl = inject('pgUrl');

describe('departure move and rebook racing a booking on PostgreSQL', needsPostgres(pgUrl), () => {
  const { call, ok, rows } = pgAdminApp(pgUrl!, { poolSize: 20 });

  async function overlaps(): Promise<number> {
    const [r] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM occupancy a JOIN occupancy b
        ON a.room_id = b.room_id AND a.bed = b.bed AND a.id < b.id AND a.holds AND b.holds
       AND daterange(a.date_from, a.date_to, '[)') && daterange(b.date_from, b.date_to, '[)')`);
    return r.n;
  }

  let k = 0;
  async function departures() {
    const vessel = (await ok('POST', '/api/vessel', { name: `MY Race ${++k}` })).id;
    const cabins = await Promise.all([0, 1, 2].map(async (i) => (await ok('POST', '/api/rooms', { name: `Race ${k}-${i}`, type: 'Cabin', vessel, availableBeds: 2 })).id as string));
    const base = 500 + k * 20;
    const dep = async (from: number) => (await ok('POST', '/api/schedules', { name: `Race ${k} +${from}`, vessel, dateFrom: daysFromNow(from), dateTo: daysFromNow(from + 7), status: 'open' })).id as string;
    const [s1, s2] = [await dep(base), await dep(base + 7)];
    const book = (s: string, from: number, cabin: string) => ({ type: 'tour', schedule: s, vessel, rooms: [{ room: cabin, dateFrom: daysFromNow(from), dateTo: daysFromNow(from + 7), guests: [{ lastName: 'Race', gender: 'm' }] }] });
    return { cabins, s1, s2, base, book };
  }

  it('move/{schedule} against a new booking of a moving cabin on the target, 8 rounds: one wins, never overbooked', async () => {
    for (let round = 0; round < 8; round++) {
      const d = await departures();
      const moving = await Promise.all(d.cabins.map((c) => ok('POST', '/api/bookings', d.book(d.s1, d.base, c))));
      const [move, rival] = await Promise.all([
        call('POST', `/api/bookings/move/${d.s2}?from=${d.s1}`),
        call('POST', '/api/bookings', d.book(d.s2, d.base + 7, d.cabins[round % 3])),
      ]);
      expect([move.status, rival.status].filter((s) => s >= 500)).toEqual([]);
      expect([move.status, rival.status].sort()).toEqual(move.status === 200 ? [200, 409] : [201, 409]);
      const where = await Promise.all(moving.map(async (b) => (await ok('GET', `/api/bookings/${b.id}/detail`)).dateFrom));
      // All or nothing: every booking on the target, or every one still on its departure.
      expect(new Set(where)).toEqual(new Set([daysFromNow(move.status === 200 ? d.base + 7 : d.base)]));
    }
    expect(await overlaps()).toBe(0);
  }, 240_000);

  it('rebook/{schedule} against a new booking of the cabin on the target, 10 rounds: one wins, the original is never lost', async () => {
    for (let round = 0; round < 10; round++) {
      const d = await departures();
      const b = await ok('POST', '/api/bookings', d.book(d.s1, d.base, d.cabins[0]));
      await ok('POST', `/api/bookings/${b.id}/confirm?withoutPrice=1`);
      const [rebook, rival] = await Promise.all([
        call('POST', `/api/bookings/${b.id}/rebook/${d.s2}`),
        call('POST', '/api/bookings', d.book(d.s2, d.base + 7, d.cabins[0])),
      ]);
      expect([rebook.status, rival.status].filter((s) => s >= 500)).toEqual([]);
      expect([rebook.status, rival.status].sort()).toEqual(rebook.status === 200 ? [200, 409] : [201, 409]);
      const old = await ok('GET', `/api/bookings/${b.id}/detail`);
      if (rebook.status === 200) {
        expect(old.state).toBe('rebooked');
        expect(await rebook.json()).toMatchObject({ state: 'confirmed', dateFrom: daysFromNow(d.base + 7) });
      } else {
        expect(old).toMatchObject({ state: 'confirmed', dateFrom: daysFromNow(d.base) });
      }
    }
    expect(await overlaps()).toBe(0);
  }, 240_000);
});
