// The rule that must never fail (docs/decisions/dive.md): a dive is not closed while a diver is in
// the water. On PostgreSQL, closing races the roll call of a diver going in: either the diver went
// in first (closing is refused) or the dive closed first (the diver is refused), never both. Each
// round also races a second close against the first (exactly one wins, one set of log entries).
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { today } from '../../upstream/clock';
import { addDays } from '../helpers/dates';
import { pgAdminApp } from '../helpers/pg';
import { needsPostgres } from './pg-availability';

const pgUrl = inject('pgUrl');

describe('closing a dive races the roll call on PostgreSQL', needsPostgres(pgUrl), () => {
  const { call, ok, rows } = pgAdminApp(pgUrl!, { poolSize: 20 });
  const day = today();
  const ids: Record<string, string> = {};

  // Runs after pgAdminApp's beforeAll (hooks run in the order they are registered).
  beforeAll(async () => {
    ids.type = (await ok('POST', '/api/divetype', { name: 'Race fun dive', requiredLevel: 'none' })).id;
    const room = (await ok('POST', '/api/rooms', { name: 'Race room', type: 'Room', availableBeds: 2 })).id;
    for (const n of ['A', 'B']) {
      ids[n] = (await ok('POST', '/api/customers', { fullName: `Racer ${n}` })).id;
      await ok('POST', `/api/dive/divers/${ids[n]}`, { medicalDate: addDays(day, -10), waiverDate: addDays(day, -10) });
    }
    const b = await ok('POST', '/api/bookings', { rooms: [{ room, dateFrom: addDays(day, -1), dateTo: addDays(day, 3), guests: [{ customer: ids.A }, { customer: ids.B }] }] });
    await ok('POST', `/api/bookings/${b.id}/confirm?withoutPrice=1`);
  }, 120_000);

  it('never closes a dive with a diver in the water, and closes it once', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 15; round++) {
      const plan = (await ok('POST', '/api/diveplan', { name: `Race ${round}`, date: day, type: ids.type })).id;
      await ok('POST', `/api/diveplan/${plan}/divers`, { customer: ids.A });
      await ok('POST', `/api/diveplan/${plan}/divers`, { customer: ids.B });
      await ok('POST', `/api/diveplan/${plan}/rollcall`, { customer: ids.A, event: 'in' });
      await ok('POST', `/api/diveplan/${plan}/rollcall`, { customer: ids.A, event: 'out' });
      const [close1, goIn, close2] = await Promise.all([
        call('POST', `/api/diveplan/${plan}/close`, {}),
        call('POST', `/api/diveplan/${plan}/rollcall`, { customer: ids.B, event: 'in' }),
        call('POST', `/api/diveplan/${plan}/close`, {}),
      ]);
      const statuses = [close1.status, goIn.status, close2.status];
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      const closed = [close1, close2].filter((r) => r.status === 200).length;
      expect(closed).toBeLessThanOrEqual(1);
      // Both a close and B's entering succeeded: that would be a closed dive with B in the water.
      expect(closed === 1 && goIn.status === 200).toBe(false);
      outcomes.add(goIn.status === 200 ? 'in first' : 'closed first');
      const [r] = await rows<{ status: string; in_water: number; logs: number }>(sql`
        SELECT p.status, (SELECT count(*)::int FROM dive_participants d WHERE d.plan_id = p.id AND d.in_at IS NOT NULL AND d.out_at IS NULL) AS in_water,
               (SELECT count(*)::int FROM dive_logs l WHERE l.dive_plan = p.id) AS logs
          FROM dive_plans p WHERE p.id = ${plan}`);
      if (r.status === 'closed') {
        expect(r.in_water).toBe(0);
        expect(r.logs).toBe(1);
      } else {
        expect(r.in_water).toBe(1);
        expect(r.logs).toBe(0);
      }
    }
    // Not a proof of interleaving, but the log shows which orders the rounds took.
    console.log('dive close race outcomes:', [...outcomes].join(', '));
  }, 180_000);
});
