// The asset panels of the desk: today's occupancy per resort (rooms taken tonight of the active
// rooms, guests staying tonight, arrivals and departures today) and per vessel the next
// departures within the window that still have free cabins (counted by schedules/departures.ts).
import { sql } from 'drizzle-orm';
import type { TDashboardStaff } from '../../../lib/contract/dashboard';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { TPrincipal } from '../../http/context';
import { assetLimit } from '../resources/asset-scope';
import { vesselVisible } from '../schedules/access';
import { listSchedules, withNumbers } from '../schedules/departures';
import type { TStay } from './staff';
import type { TWindow } from './window';

/** Departures shown per vessel. */
export const DEPARTURES_PER_VESSEL = 3;
const uuids = (list: readonly string[]) => sql.join(list.map((x) => sql`${x}::uuid`), sql`, `);

export async function resortOccupancy(db: Db, p: TPrincipal, w: TWindow, stays: TStay[]): Promise<TDashboardStaff['occupancy']> {
  const limit = assetLimit(p);
  if (limit && limit.resorts.length === 0) return [];
  const rows = rowsOf<{ id: string; name: string; rooms: number; occupied: number }>(await db.execute(sql`
    SELECT rs.id, rs.name,
      (SELECT count(*) FROM rooms r WHERE r.resort = rs.id AND r.is_active AND NOT r.blocked)::int AS rooms,
      (SELECT count(DISTINCT o.room_id) FROM rooms r JOIN occupancy o ON o.room_id = r.id AND o.holds AND o.booking_id IS NOT NULL
         AND daterange(o.date_from, o.date_to, '[)') && daterange(${w.today}::date, ${w.tomorrow}::date, '[)')
       WHERE r.resort = rs.id)::int AS occupied
    FROM resorts rs WHERE rs.is_active ${limit ? sql`AND rs.id IN (${uuids(limit.resorts)})` : sql``}
    ORDER BY rs.name LIMIT 50`));
  return rows.map((r) => {
    const own = stays.filter((s) => s.resort === r.id);
    return {
      resort: { id: r.id, name: r.name },
      rooms: r.rooms,
      occupiedRooms: r.occupied,
      guests: own.filter((s) => s.dateFrom <= w.today && s.dateTo > w.today).reduce((n, s) => n + s.pax, 0),
      arrivals: own.filter((s) => s.dateFrom === w.today).length,
      departures: own.filter((s) => s.dateTo === w.today).length,
    };
  });
}

export async function vesselDepartures(db: Db, p: TPrincipal, w: TWindow): Promise<TDashboardStaff['vessels']> {
  const limit = assetLimit(p);
  if (limit && limit.vessels.length === 0) return [];
  const schedules = await listSchedules(db, sql`s.vessel IS NOT NULL AND ${vesselVisible(p, sql`s.vessel`)} AND s.status <> 'cancelled'
    AND s.date_from >= ${w.today}::date AND s.date_from <= ${w.until}::date`, 300);
  // Counted a few per vessel at a time, so a busy season never counts every departure.
  const perVessel = new Map<string, typeof schedules>();
  for (const s of schedules) perVessel.set(s.vessel!, [...(perVessel.get(s.vessel!) ?? []), s]);
  const out: TDashboardStaff['vessels'] = [];
  const page = 2 * DEPARTURES_PER_VESSEL;
  const found = new Map<string, TDashboardStaff['vessels'][number]['departures']>();
  for (let i = 0; ; i += page) {
    const batch = [...perVessel.entries()].filter(([v]) => (found.get(v)?.length ?? 0) < DEPARTURES_PER_VESSEL).flatMap(([, list]) => list.slice(i, i + page));
    if (batch.length === 0) break;
    for (const d of await withNumbers(db, batch)) {
      const list = found.get(d.vessel!.id) ?? [];
      if (d.freeBeds > 0 && list.length < DEPARTURES_PER_VESSEL) {
        list.push({ id: d.id, name: d.name, tour: d.tour?.name ?? null, dateFrom: d.dateFrom, dateTo: d.dateTo, cabins: d.cabins.length, freeCabins: d.freeCabins, freeBeds: d.freeBeds, paxBooked: d.paxBooked });
      }
      found.set(d.vessel!.id, list);
    }
  }
  for (const [vessel, list] of perVessel) out.push({ vessel: { id: vessel, name: list[0].vesselName ?? '' }, departures: found.get(vessel) ?? [] });
  return out.sort((a, b) => a.vessel.name.localeCompare(b.vessel.name));
}
