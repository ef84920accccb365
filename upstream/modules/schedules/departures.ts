// Departures in numbers: for a set of schedules, the vessel's cabins with their free beds over
// each departure's nights and the guests already booked. Three queries for any number of
// schedules (rooms of the vessels, taken beds per schedule and cabin, booked guests per
// schedule), so lists never query per row.
import { sql, type SQL } from 'drizzle-orm';
import type { TDeparture, TScheduleCabin } from '../../../lib/contract/schedules';
import type { Db } from '../../db/client';
import { bedCountOf } from '../inventory/room-facts';
import { HOLDING_STATES } from '../bookings/transitions';
import { rowsOf, SCHEDULE_COLUMNS, type TScheduleRow } from './access';

export type TListedSchedule = TScheduleRow & { tourName: string | null; vesselName: string | null };
export type TDepartureWithCabins = TDeparture & { cabins: TScheduleCabin[] };

const ids = (list: string[]) => sql.join(list.map((x) => sql`${x}::uuid`), sql`, `);
/** Cabin names in the order people count them ("Cabin 2" before "Cabin 10"). */
export const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
export const HOLDING = sql.raw([...HOLDING_STATES].map((s) => `'${s}'`).join(', '));

/** Schedules with their tour and vessel names; `where` is a condition on alias s. */
export async function listSchedules(db: Db, where: SQL, limit = 500): Promise<TListedSchedule[]> {
  return rowsOf<TListedSchedule>(await db.execute(sql`
    SELECT ${SCHEDULE_COLUMNS}, t.name AS "tourName", v.name AS "vesselName"
    FROM schedules s LEFT JOIN tours t ON t.id = s.tour LEFT JOIN vessels v ON v.id = s.vessel
    WHERE ${where} ORDER BY s.date_from, s.name LIMIT ${limit}`));
}

type TRoomRow = { id: string; name: string; vessel: string; room_type: string | null; room_type_name: string | null; configuration: unknown; available_beds: number | null; allow_shared_room: boolean };

export async function withNumbers(db: Db, schedules: TListedSchedule[]): Promise<TDepartureWithCabins[]> {
  if (schedules.length === 0) return [];
  const vessels = [...new Set(schedules.map((s) => s.vessel).filter((v): v is string => !!v))];
  const scheduleIds = schedules.map((s) => s.id);
  const rooms = vessels.length ? rowsOf<TRoomRow>(await db.execute(sql`
    SELECT r.id, r.name, r.vessel, r.room_type, rt.name AS room_type_name, r.configuration, r.available_beds, r.allow_shared_room
    FROM rooms r LEFT JOIN room_types rt ON rt.id = r.room_type
    WHERE r.vessel IN (${ids(vessels)}) AND r.is_active AND NOT r.blocked`)).sort((a, b) => byName.compare(a.name, b.name)) : [];
  // One read of the vessels' occupancy and room bookings over the whole window of the listed
  // departures (the daterange overlap uses the GiST index of the occupancy's exclusion
  // constraint), then matched to each departure: far cheaper than one index probe per departure
  // and cabin (measured with EXPLAIN ANALYZE on three years of bookings, docs/benchmarks.md).
  const from = schedules.reduce((m, s) => (s.dateFrom < m ? s.dateFrom : m), schedules[0].dateFrom);
  const to = schedules.reduce((m, s) => (s.dateTo > m ? s.dateTo : m), schedules[0].dateTo);
  const taken = vessels.length ? rowsOf<{ schedule: string; room: string; beds: number }>(await db.execute(sql`
    WITH o AS MATERIALIZED (
      SELECT o.room_id, o.bed, o.date_from, o.date_to, r.vessel FROM rooms r
      JOIN occupancy o ON o.room_id = r.id AND o.holds AND daterange(o.date_from, o.date_to, '[)') && daterange(${from}::date, ${to}::date, '[)')
      WHERE r.vessel IN (${ids(vessels)}))
    SELECT s.id AS schedule, o.room_id AS room, count(DISTINCT o.bed)::int AS beds
    FROM schedules s JOIN o ON o.vessel = s.vessel AND o.date_from < s.date_to AND o.date_to > s.date_from
    WHERE s.id IN (${ids(scheduleIds)}) GROUP BY s.id, o.room_id`)) : [];
  // The booking rooms over the window through their nights' GiST index (booking_rooms_nights).
  const pax = vessels.length ? rowsOf<{ schedule: string; pax: number }>(await db.execute(sql`
    WITH br AS MATERIALIZED (
      SELECT br.booking_id, br.guests, br.date_from, br.date_to, r.vessel FROM rooms r
      JOIN booking_rooms br ON br.room_id = r.id AND daterange(br.date_from, br.date_to, '[)') && daterange(${from}::date, ${to}::date, '[)')
      WHERE r.vessel IN (${ids(vessels)}))
    SELECT s.id AS schedule, coalesce(sum(greatest(jsonb_array_length(br.guests), 1)), 0)::int AS pax
    FROM schedules s JOIN br ON br.vessel = s.vessel AND br.date_from < s.date_to AND br.date_to > s.date_from
    JOIN bookings b ON b.id = br.booking_id AND b.state IN (${HOLDING})
    WHERE s.id IN (${ids(scheduleIds)}) GROUP BY s.id`)) : [];
  const takenOf = new Map(taken.map((t) => [`${t.schedule}:${t.room}`, t.beds]));
  const paxOf = new Map(pax.map((p) => [p.schedule, p.pax]));
  return schedules.map((s) => {
    const cabins = rooms.filter((r) => r.vessel === s.vessel).map((r): TScheduleCabin => {
      const bedCount = bedCountOf(r.configuration as never, r.available_beds);
      const used = takenOf.get(`${s.id}:${r.id}`) ?? 0;
      // A cabin that is not shared is either wholly free or not at all (as in rooms/queries).
      const freeBeds = r.allow_shared_room ? Math.max(0, bedCount - used) : used > 0 ? 0 : bedCount;
      return { id: r.id, name: r.name, roomType: r.room_type, roomTypeName: r.room_type_name, bedCount, freeBeds, allowSharedRoom: r.allow_shared_room };
    });
    return {
      id: s.id, name: s.name, dateFrom: s.dateFrom, dateTo: s.dateTo, status: s.status, maxPax: s.maxPax,
      tour: s.tour ? { id: s.tour, name: s.tourName ?? '' } : null,
      vessel: s.vessel ? { id: s.vessel, name: s.vesselName ?? '' } : null,
      paxBooked: paxOf.get(s.id) ?? 0,
      freeCabins: cabins.filter((c) => c.freeBeds > 0).length,
      freeBeds: cabins.reduce((n, c) => n + c.freeBeds, 0),
      cabins,
    };
  });
}

/** The first `limit` departures of `schedules` (in their order) that still have free beds.
 *  Counts them a page at a time, so asking for the next 12 never counts a year of departures. */
export async function openDepartures(db: Db, schedules: TListedSchedule[], limit: number): Promise<TDepartureWithCabins[]> {
  const out: TDepartureWithCabins[] = [];
  const page = Math.max(2 * limit, 24);
  for (let i = 0; i < schedules.length && out.length < limit; i += page) {
    out.push(...(await withNumbers(db, schedules.slice(i, i + page))).filter((d) => d.freeBeds > 0));
  }
  return out.slice(0, limit);
}

export function withoutCabins(d: TDepartureWithCabins): TDeparture {
  const { id, name, tour, vessel, dateFrom, dateTo, status, maxPax, paxBooked, freeCabins, freeBeds } = d;
  return { id, name, tour, vessel, dateFrom, dateTo, status, maxPax, paxBooked, freeCabins, freeBeds };
}
