// One rental item on one diver at a time (docs/decisions/dive.md, "Rental gear"): on PostgreSQL two
// assignments of the same available item to two divers (of one dive and of two dives) race; the
// item's row lock makes exactly one win and the other is refused with 409 GEAR_NOT_AVAILABLE (not
// a 500 from the unique index behind it), and one open rental exists afterwards.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { today } from '../../upstream/clock';
import { addDays } from '../helpers/dates';
import { pgAdminApp } from '../helpers/pg';
import { needsPostgres } from './pg-availability';

const pgUrl = inject('pgUrl');

describe('assigning one gear item twice races on PostgreSQL', needsPostgres(pgUrl), () => {
  const { call, ok, rows } = pgAdminApp(pgUrl!, { poolSize: 20 });
  const day = today();
  const ids: Record<string, string> = {};

  // Runs after pgAdminApp's beforeAll (hooks run in the order they are registered).
  beforeAll(async () => {
    ids.type = (await ok('POST', '/api/divetype', { name: 'Gear race dive', requiredLevel: 'none' })).id;
    const room = (await ok('POST', '/api/rooms', { name: 'Gear race room', type: 'Room', availableBeds: 3 })).id;
    for (const n of ['A', 'B', 'C']) ids[n] = (await ok('POST', '/api/customers', { fullName: `Gear racer ${n}` })).id;
    const b = await ok('POST', '/api/bookings', { rooms: [{ room, dateFrom: addDays(day, -1), dateTo: addDays(day, 3), guests: ['A', 'B', 'C'].map((n) => ({ customer: ids[n] })) }] });
    await ok('POST', `/api/bookings/${b.id}/confirm?withoutPrice=1`);
  }, 120_000);

  it('gives the item to exactly one diver', async () => {
    for (let round = 0; round < 12; round++) {
      const plan = (await ok('POST', '/api/diveplan', { name: `Gear race ${round}`, date: day, type: ids.type })).id;
      const plan2 = (await ok('POST', '/api/diveplan', { name: `Gear race ${round} b`, date: day, type: ids.type })).id;
      await ok('POST', `/api/diveplan/${plan}/divers`, { customer: ids.A });
      await ok('POST', `/api/diveplan/${plan}/divers`, { customer: ids.B });
      await ok('POST', `/api/diveplan/${plan2}/divers`, { customer: ids.C });
      const gear = (await ok('POST', '/api/dive/gear', { kind: 'bcd', size: 'M', serial: `RACE-${round}` })).item.id;
      const tries = await Promise.all([
        call('POST', `/api/diveplan/${plan}/divers/${ids.A}/gear`, { gear }),
        call('POST', `/api/diveplan/${plan}/divers/${ids.B}/gear`, { gear }),
        call('POST', `/api/diveplan/${plan2}/divers/${ids.C}/gear`, { gear }),
      ]);
      expect(tries.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      for (const r of tries.filter((x) => x.status === 409)) expect(((await r.json()) as { message: string }).message).toBe('GEAR_NOT_AVAILABLE');
      const [gearRow] = await rows<{ open: number; state: string; events: number }>(sql`
        SELECT (SELECT count(*)::int FROM dive_gear_rentals r WHERE r.gear_id = g.id AND r.returned_at IS NULL) AS open, g.state,
               (SELECT count(*)::int FROM dive_gear_events e WHERE e.gear_id = g.id AND e.event = 'rented') AS events
          FROM dive_gear g WHERE g.id = ${gear}`);
      expect(gearRow).toEqual({ open: 1, state: 'rented', events: 1 });
    }
  }, 180_000);
});
