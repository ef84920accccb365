// The asset panels of the desk: today's occupancy per resort (booked rooms tonight of the active
// rooms, guests staying tonight, bookings arriving and leaving today, from the desk's stays) and per vessel the next
// departures within the window that still have free cabins (counted by schedules/departures.ts).
import { sql } from 'drizzle-orm';
import type { TDashboardStaff } from '../../../lib/contract/dashboard';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { TPrincipal } from '../../http/context';
import { assetLimit } from '../resources/asset-scope';
import { vesselVisible } from '../schedules/access';
import { listSchedules, withNumbers } from '../schedules/departures';
import { uuids } from './rows';
import type { TStay } from './staff';
import type { TWindow } from './window';

/** Departures shown per vessel. */
export const DEPARTURES_PER_VESSEL = 3;

export async function resortOccupancy(db: Db, p: TPrincipal, w: TWindow, stays: TStay[]): Promise<TDashboardStaff['occupancy']> {
  const limit = assetLimit(p);
  if (limit && limit.resorts.length === 0) return [];
  const rows = rowsOf<{ id: string; name: string; rooms: number }>(await db.execute(sql`
    SELECT rs.id, rs.name, count(r.id) FILTER (WHERE r.is_active AND NOT r.blocked)::int AS rooms
    FROM resorts rs LEFT JOIN rooms r ON r.resort = rs.id
    WHERE rs.is_active ${limit ? sql`AND rs.id IN (${uuids(limit.resorts)})` : sql``}
    GROUP BY rs.id, rs.name ORDER BY rs.name LIMIT 50`));
  const tonight = stays.filter((s) => s.dateFrom <= w.today && s.dateTo > w.today);
  return rows.map((r) => ({
    resort: { id: r.id, name: r.name },
    rooms: r.rooms,
    occupiedRooms: new Set(tonight.filter((s) => s.resort === r.id).map((s) => s.room)).size,
    guests: tonight.filter((s) => s.resort === r.id).reduce((n, s) => n + s.pax, 0),
    arrivals: new Set(stays.filter((s) => s.resort === r.id && s.dateFrom === w.today).map((s) => s.booking)).size,
    departures: new Set(stays.filter((s) => s.resort === r.id && s.dateTo === w.today).map((s) => s.booking)).size,
  }));
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
