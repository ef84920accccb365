// The real living demo seed on the spread's DST changes and a Saturday (tests/helpers/demo-days.ts;
// the month and year ends and 29 February: demo-living-days.test.ts), and a fault in the demo: it
// never stops the start, it is rolled back whole, one line names the step, the admin's dashboard
// says so, and a later seed that succeeds takes the note away.
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { setClock } from '../../upstream/clock';
import { seed } from '../../upstream/db/seed';
import { addDays } from '../helpers/dates';
import { SPREAD, adminDashboard, count, freshDb, seedAndCheck, start } from '../helpers/demo-days';

afterAll(() => setClock({ at: null }));

describe('living demo seeded on both DST changes and a Saturday', () => {
  it.each(SPREAD.slice(3))('%s: %s', async (_what, day) => seedAndCheck(day), 600_000);
});

describe('a fault in the demo', () => {
  it('rolls the demo back whole, names the step in one line and on the admin\'s dashboard; the next start seeds it', async () => {
    const day = start;
    const h = await freshDb(day);
    try {
      // The database refuses the thirteenth booking with an error no business rule expects.
      await h.db.execute(sql`CREATE FUNCTION demo_fault() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF (SELECT count(*) FROM bookings) >= 12 THEN RAISE EXCEPTION 'disk on fire'; END IF; RETURN NEW; END $$`);
      await h.db.execute(sql`CREATE TRIGGER demo_fault BEFORE INSERT ON bookings FOR EACH ROW EXECUTE FUNCTION demo_fault()`);
      const lines: string[] = [];
      const errors: string[] = [];
      await seed(h.db, { demo: true, living: true, log: (l) => lines.push(l), error: (l) => errors.push(l) });
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(new RegExp(`^\\[seed\\] the demo business could not be made for ${day}: booking l\\d+ .*disk on fire`));
      // Nothing of the living business is left: the written demo's three bookings, no departures
      // or customers of the living demo, no marker.
      expect(await count(h, sql`SELECT count(*)::int AS n FROM bookings`)).toBe(3);
      expect(await count(h, sql`SELECT count(*)::int AS n FROM schedules WHERE name LIKE 'Northern Wrecks %' AND date_from > ${addDays(day, 30)} AND date_from < ${addDays(day, 60)}`)).toBe(0);
      expect(await count(h, sql`SELECT count(*)::int AS n FROM todos WHERE text LIKE 'Demo business seeded for%'`)).toBe(0);
      const failure = (await adminDashboard(h)).demoFailure;
      expect(failure).toMatchObject({ day });
      expect(failure!.step).toMatch(/^booking l\d+/);
      expect(failure!.message).toBe('disk on fire');

      // The next start (the fault gone) seeds the demo, and the note goes away.
      await h.db.execute(sql`DROP TRIGGER demo_fault ON bookings`);
      const again: string[] = [];
      await seed(h.db, { demo: true, living: true, log: (l) => again.push(l), error: (l) => again.push(l) });
      expect(again.join('\n')).toMatch(new RegExp(`demo business for ${day}: \\d+ bookings`));
      expect((await adminDashboard(h)).demoFailure).toBeNull();
    } finally {
      await h.close();
    }
  }, 600_000);

  it('a fault after the bookings were made (the loyalty ledger): they stay, the notice says what is missing, not that nothing was made', async () => {
    const day = start;
    const h = await freshDb(day);
    try {
      await h.db.execute(sql`CREATE FUNCTION ledger_fault() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'ledger disk on fire'; END $$`);
      await h.db.execute(sql`CREATE TRIGGER ledger_fault BEFORE INSERT ON loyalty_entries FOR EACH ROW EXECUTE FUNCTION ledger_fault()`);
      const errors: string[] = [];
      await seed(h.db, { demo: true, living: true, log: () => {}, error: (l) => errors.push(l) });
      expect(errors).toEqual([expect.stringMatching(new RegExp(`^\\[seed\\] the demo business for ${day} was made without its loyalty points: loyalty ledger.*ledger disk on fire`))]);
      expect(await count(h, sql`SELECT count(*)::int AS n FROM bookings`)).toBeGreaterThan(3);
      expect((await adminDashboard(h)).demoFailure).toMatchObject({ day, step: 'loyalty ledger', message: 'ledger disk on fire', made: true });
    } finally {
      await h.close();
    }
  }, 600_000);
});
