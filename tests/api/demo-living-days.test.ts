// The real living demo seed (as at start: the owners' functions in one transaction) on a spread
// of start days relative to the test clock: the next year end, month end, 29 February, both DST
// changes of the operator's zone (Europe/Berlin, last Sundays of March and October) and a
// Saturday. Each day seeds without a fault and the desk's today, next Saturday's trip and the
// loyalty club's redemption hold. And a fault in the demo never stops the start: it is rolled
// back whole, one line names the step, the admin's dashboard says so, and a later seed that
// succeeds takes the note away. Every day of the plan: tests/unit/demo-living-days.test.ts.
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createApp } from '../../upstream/app';
import { setClock, today as clockToday } from '../../upstream/clock';
import { openDb, type TDbHandle } from '../../upstream/db/client';
import { migrateDb } from '../../upstream/db/migrate';
import { seed } from '../../upstream/db/seed';
import { DEMO_VESSEL_ID } from '../../upstream/db/seed/demo-ids';
import { addDays } from '../helpers/dates';

afterAll(() => setClock({ at: null }));

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
/** The first day from `from` on that `pred` holds. */
function next(from: string, pred: (day: string) => boolean): string {
  for (let d = from; ; d = addDays(d, 1)) if (pred(d)) return d;
}
const lastSunday = (month: string) => (d: string) => d.slice(5, 7) === month && weekday(d) === 0 && addDays(d, 7).slice(5, 7) !== month;

const start = clockToday();
const SPREAD: [string, string][] = [
  ['year end', next(start, (d) => d.endsWith('-12-31'))],
  ['month end', next(addDays(start, 40), (d) => addDays(d, 1).endsWith('-01') && !d.endsWith('-12-31'))],
  ['29 February', next(start, (d) => d.endsWith('-02-29'))],
  ['DST starts (a Sunday)', next(start, lastSunday('03'))],
  ['DST ends (a Sunday)', next(start, lastSunday('10'))],
  ['a Saturday', next(addDays(start, 200), (d) => weekday(d) === 6)],
];

const rows = async <T>(h: TDbHandle, q: ReturnType<typeof sql>) => ((await h.db.execute(q)) as unknown as { rows: T[] }).rows;
const count = async (h: TDbHandle, q: ReturnType<typeof sql>) => Number((await rows<{ n: number }>(h, q))[0].n);

async function freshDb(day: string): Promise<TDbHandle> {
  // Mid-morning at the operator's (Berlin: UTC+1 or +2), after a DST change's night.
  setClock({ at: new Date(`${day}T09:30:00Z`) });
  const h = await openDb({});
  await migrateDb(h);
  return h;
}

async function adminDashboard(h: TDbHandle): Promise<{ demoFailure: { day: string; step: string; message: string } | null }> {
  const app = createApp({ db: h.db });
  const login = await app.request('/api/auth/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: 'demo-password' }) });
  const { token } = (await login.json()) as { token: string };
  const res = await app.request('/api/dashboard', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as never;
}

describe('living demo seeded on a spread of start days', () => {
  it.each(SPREAD)('%s: %s', async (_what, day) => {
    const h = await freshDb(day);
    try {
      const lines: string[] = [];
      const errors: string[] = [];
      await seed(h.db, { demo: true, living: true, log: (l) => lines.push(l), error: (l) => errors.push(l) });
      expect(errors).toEqual([]);
      expect(lines.join('\n')).toMatch(new RegExp(`demo business for ${day}: \\d+ bookings`));
      expect(lines.join('\n')).not.toMatch(/left out: .*loyalty/);
      const firm = sql`state = 'confirmed'`;
      expect(await count(h, sql`SELECT count(*)::int AS n FROM bookings WHERE ${firm} AND date_from = ${day}`), 'arrivals').toBeGreaterThan(0);
      expect(await count(h, sql`SELECT count(*)::int AS n FROM bookings WHERE ${firm} AND date_to = ${day}`), 'departures').toBeGreaterThan(0);
      expect(await count(h, sql`SELECT count(*)::int AS n FROM bookings WHERE ${firm} AND checked_in AND NOT checked_out AND date_from <= ${day} AND date_to > ${day}`), 'in house').toBeGreaterThan(2);
      const [dep] = await rows<{ date_from: string }>(h, sql`SELECT date_from::text FROM schedules WHERE vessel = ${DEMO_VESSEL_ID} AND date_from > ${day} ORDER BY date_from LIMIT 1`);
      expect(weekday(dep.date_from)).toBe(6);
      const cabins = await count(h, sql`SELECT count(DISTINCT o.room_id)::int AS n FROM occupancy o JOIN rooms r ON r.id = o.room_id WHERE o.holds AND r.vessel = ${DEMO_VESSEL_ID} AND o.date_from = ${dep.date_from}`);
      expect(cabins).toBeGreaterThan(0);
      expect(cabins).toBeLessThan(7);
      expect(await count(h, sql`SELECT count(*)::int AS n FROM loyalty_entries WHERE kind = 'redeem'`), 'a redemption').toBe(1);
      // Nobody paid more than the price (the balance pays what the deposit left, to the cent).
      expect(await count(h, sql`SELECT count(*)::int AS n FROM bookings b
        WHERE (SELECT coalesce(sum(amount), 0) FROM payments p WHERE p.booking = b.id AND p.status IN ('paid', 'refunded'))
          > (SELECT coalesce(sum(amount), 0) FROM booking_calculation_lines l WHERE l.booking_id = b.id)`), 'overpaid').toBe(0);
      expect(await count(h, sql`SELECT count(*)::int AS n FROM contest_subscriptions`)).toBeGreaterThanOrEqual(3);
      expect((await adminDashboard(h)).demoFailure).toBeNull();
    } finally {
      await h.close();
    }
  }, 600_000);
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
      expect(failure!.message).toContain('disk on fire');

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
});
