// The liveaboard itinerary's dive slots (docs/decisions/dive.md, "Itinerary"). A tour carries the
// pattern: the start times of a full dive day (diveSlots) and how many of them are dived on the
// embarkation day (its last n) and on the disembarkation day (its first n). Every day of a
// departure (schedule: dateFrom .. dateTo of its vessel) gets its slots from that pattern; a slot
// is planned when the vessel has a dive that day at that start time. Creating the day's dives
// makes one planned dive per slot that has none yet, in one transaction.
import { and, eq, sql } from 'drizzle-orm';
import type { TItinerary, TItineraryDeparture } from '../../../lib/contract/dive-more';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { divePlans } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { assertWritableAssets, assetLimit } from '../resources/asset-scope';
import { bindingOf } from '../resources/registry';
import { planAccess } from './dive-rows';

type TDepartureRow = {
  schedule: string; schedule_name: string; date_from: string; date_to: string; vessel: string; vessel_name: string;
  tour: string | null; tour_name: string | null; dive_slots: string[] | null; arrival_day_dives: number | null; departure_day_dives: number | null;
};

const dayNumber = (from: string, date: string) => Math.round((Date.parse(date) - Date.parse(from)) / 86_400_000) + 1;

/** The slots of one day of a trip from its tour's pattern (pure; the unit of the decision). */
export function slotsOfDay(pattern: { slots: string[]; arrivalDayDives: number; departureDayDives: number }, day: number, days: number): { slot: number; start: string }[] {
  const all = [...pattern.slots].sort().map((start, i) => ({ slot: i + 1, start }));
  if (days <= 1) return all.slice(0, Math.min(pattern.arrivalDayDives, pattern.departureDayDives));
  if (day === 1) return pattern.arrivalDayDives > 0 ? all.slice(-pattern.arrivalDayDives) : [];
  if (day === days) return all.slice(0, pattern.departureDayDives);
  return all;
}

const kindOf = (day: number, days: number): TItineraryDeparture['kind'] => (day === 1 ? 'arrival' : day === days ? 'departure' : 'full');

async function departuresOn(db: Db, p: TPrincipal, date: string, schedule?: string): Promise<TDepartureRow[]> {
  const limit = assetLimit(p);
  const vesselCond = limit ? (limit.vessels.length ? sql`s.vessel IN (${sql.join(limit.vessels.map((v) => sql`${v}::uuid`), sql`, `)})` : sql`false`) : sql`true`;
  return rowsOf<TDepartureRow>(await db.execute(sql`
    SELECT s.id AS schedule, s.name AS schedule_name, s.date_from::text AS date_from, s.date_to::text AS date_to,
           v.id AS vessel, v.name AS vessel_name, t.id AS tour, t.name AS tour_name, t.dive_slots, t.arrival_day_dives, t.departure_day_dives
      FROM schedules s JOIN vessels v ON v.id = s.vessel LEFT JOIN tours t ON t.id = s.tour
     WHERE s.date_from <= ${date}::date AND s.date_to >= ${date}::date AND s.status <> 'cancelled'
       AND ${vesselCond} ${schedule ? sql`AND s.id = ${schedule}::uuid` : sql``}
     ORDER BY v.name, s.date_from, s.id`));
}

function departureOf(r: TDepartureRow, date: string, dives: { id: string; vessel: string | null; start: string | null }[]): TItineraryDeparture {
  const days = dayNumber(r.date_from, r.date_to);
  const day = dayNumber(r.date_from, date);
  const slots = slotsOfDay({ slots: r.dive_slots ?? [], arrivalDayDives: r.arrival_day_dives ?? 0, departureDayDives: r.departure_day_dives ?? 0 }, day, days);
  return {
    schedule: { id: r.schedule, name: r.schedule_name, dateFrom: r.date_from, dateTo: r.date_to },
    tour: r.tour ? { id: r.tour, name: r.tour_name ?? '' } : null,
    vessel: { id: r.vessel, name: r.vessel_name },
    day, days, kind: kindOf(day, days),
    slots: slots.map((s) => ({
      ...s, name: `Dive ${s.slot}`,
      dive: dives.find((d) => d.vessel === r.vessel && d.start === s.start)?.id ?? null,
    })),
  };
}

/** GET /api/dive/itinerary?date=: the departures on board that day with their dive slots. */
export async function itineraryOfDay(db: Db, p: TPrincipal, date: string): Promise<TItinerary> {
  const [rows, dives] = await Promise.all([
    departuresOn(db, p, date),
    db.select({ id: divePlans.id, vessel: divePlans.vessel, start: divePlans.start }).from(divePlans).where(and(eq(divePlans.date, date), planAccess(p))),
  ]);
  return { date, departures: rows.map((r) => departureOf(r, date, dives)) };
}

/** POST /api/dive/itinerary: the day's dives of one departure from its slots (the missing ones). */
export async function createSlotDives(tx: Tx, p: TPrincipal, scheduleId: string, date: string): Promise<{ created: string[]; existing: string[] }> {
  const [row] = await departuresOn(tx, p, date, scheduleId);
  if (!row) throw errors.notFound('NO_DEPARTURE_ON_DAY');
  // Serialise two creations for the same vessel and day (a double tap): lock the schedule row.
  await tx.execute(sql`SELECT id FROM schedules WHERE id = ${scheduleId}::uuid FOR UPDATE`);
  const dives = await tx.select({ id: divePlans.id, vessel: divePlans.vessel, start: divePlans.start }).from(divePlans)
    .where(and(eq(divePlans.date, date), eq(divePlans.vessel, row.vessel)));
  const dep = departureOf(row, date, dives);
  if (!dep.slots.length) throw errors.conflict('NO_DIVE_SLOTS', 'The itinerary has no dive slots on this day (set the tour\'s dive slots).');
  const missing = dep.slots.filter((s) => !s.dive);
  const boats = rowsOf<{ id: string }>(await tx.execute(sql`SELECT id FROM dive_boats WHERE vessel = ${row.vessel}::uuid AND is_active ORDER BY name, id`));
  const values = missing.map((s) => ({
    name: `${s.name} · ${row.tour_name ?? row.schedule_name}`, date, start: s.start, vessel: row.vessel,
    // The vessel's own dive boat (tender) when it has exactly one; else the planner chooses.
    boat: boats.length === 1 ? boats[0].id : null,
  }));
  const b = bindingOf('diveplan')!;
  for (const v of values) assertWritableAssets(b, p, { vessel: v.vessel, resort: null }, true);
  const created = values.length ? (await tx.insert(divePlans).values(values).returning({ id: divePlans.id })).map((r) => r.id) : [];
  return { created, existing: dep.slots.flatMap((s) => (s.dive ? [s.dive] : [])) };
}
