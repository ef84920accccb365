// The real living demo seed (as at start: the owners' functions in one transaction) on a spread of
// start days relative to the test clock: the next year end, a month end, the next 29 February,
// both DST changes of the operator's zone (Europe/Berlin, last Sundays of March and October) and
// a Saturday. seedAndCheck: the day seeds without a fault, and the desk's today, next Saturday's
// trip, the loyalty club's redemption and every stay's price hold. Used by tests/api/demo-living-days.test.ts and
// demo-living-dst.test.ts (two files, so the two API workers seed at once).
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { createApp } from '../../upstream/app';
import { setClock, today as clockToday } from '../../upstream/clock';
import { openDb, type TDbHandle } from '../../upstream/db/client';
import { migrateDb } from '../../upstream/db/migrate';
import { seed } from '../../upstream/db/seed';
import { DEMO_VESSEL_ID } from '../../upstream/db/seed/demo-ids';
import { sid } from '../../upstream/db/seed/resources-ids';
import { addDays } from './dates';

export const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
/** The first day from `from` on that `pred` holds. */
export function next(from: string, pred: (day: string) => boolean): string {
  for (let d = from; ; d = addDays(d, 1)) if (pred(d)) return d;
}
const lastSunday = (month: string) => (d: string) => d.slice(5, 7) === month && weekday(d) === 0 && addDays(d, 7).slice(5, 7) !== month;

export const start = clockToday();
export const SPREAD: [string, string][] = [
  ['year end', next(start, (d) => d.endsWith('-12-31'))],
  ['month end', next(addDays(start, 40), (d) => addDays(d, 1).endsWith('-01') && !d.endsWith('-12-31'))],
  ['29 February', next(start, (d) => d.endsWith('-02-29'))],
  ['DST starts (a Sunday)', next(start, lastSunday('03'))],
  ['DST ends (a Sunday)', next(start, lastSunday('10'))],
  ['a Saturday', next(addDays(start, 200), (d) => weekday(d) === 6)],
];

export const rows = async <T>(h: TDbHandle, q: ReturnType<typeof sql>) => ((await h.db.execute(q)) as unknown as { rows: T[] }).rows;
export const count = async (h: TDbHandle, q: ReturnType<typeof sql>) => Number((await rows<{ n: number }>(h, q))[0].n);

export async function freshDb(day: string): Promise<TDbHandle> {
  // Mid-morning at the operator's (Berlin: UTC+1 or +2), after a DST change's night.
  setClock({ at: new Date(`${day}T09:30:00Z`) });
  const h = await openDb({});
  await migrateDb(h);
  return h;
}

export async function adminDashboard(h: TDbHandle): Promise<{ demoFailure: { day: string; step: string; message: string } | null }> {
  const app = createApp({ db: h.db });
  const login = await app.request('/api/auth/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: 'demo-password' }) });
  const { token } = (await login.json()) as { token: string };
  const res = await app.request('/api/dashboard', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as never;
}

/** Seeds the whole demo for `day` on a fresh database and checks what the desk, the trip and the
 *  loyalty club rely on. */
export async function seedAndCheck(day: string): Promise<void> {
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
    // (The written demo's three bookings have payments and no price lines: not theirs to check.)
    const written = ['b1', 'b2', 'b3'].map((k) => sid(`bookings:${k}`));
    expect(await count(h, sql`SELECT count(*)::int AS n FROM bookings b
      WHERE b.id NOT IN (${sql.join(written.map((w) => sql`${w}`), sql`, `)}) AND (SELECT coalesce(sum(amount), 0) FROM payments p WHERE p.booking = b.id AND p.status IN ('paid', 'refunded'))
        > (SELECT coalesce(sum(amount), 0) FROM booking_calculation_lines l WHERE l.booking_id = b.id)`), 'overpaid').toBe(0);
    // Every stay has its price from the price lists, the written three too (issue 33: no booking
    // stands at 0.00); a cancelled one may have cost nothing.
    const unpriced = await rows<{ title: string; state: string; date_from: string }>(h, sql`SELECT title, state, date_from::text FROM bookings b
      WHERE state NOT IN ('aborted', 'freed', 'deleted') AND (SELECT coalesce(sum(amount), 0) FROM booking_calculation_lines l WHERE l.booking_id = b.id) <= 0`);
    expect(unpriced, 'bookings at 0.00').toEqual([]);
    expect(await count(h, sql`SELECT count(*)::int AS n FROM contest_subscriptions`)).toBeGreaterThanOrEqual(3);
    expect((await adminDashboard(h)).demoFailure).toBeNull();
  } finally {
    await h.close();
  }
}
