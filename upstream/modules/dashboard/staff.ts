// The operator's desk (role staff): arrivals and departures today and tomorrow, guests in house,
// offers and reservations running out, open balances, today's occupancy per resort and the next
// departures per vessel with free cabins, all within the caller's assets.
import { sql } from 'drizzle-orm';
import { DASHBOARD_LIMIT, type TDashboardStaff } from '../../../lib/contract/dashboard';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { TPrincipal } from '../../http/context';
import { HOLDING } from '../schedules/departures';
import { resortOccupancy, vesselDepartures } from './assets';
import { bookingAssetCondition, decorate, present, selectBookings, type TBaseRow, type TDecorated } from './rows';
import { addDays, type TWindow } from './window';

/** How far back an arrival may lie for its open balance to show (stays in house or just left). */
export const UNPAID_LOOKBACK_DAYS = 60;

const capped = <T>(items: T[]) => ({ items: items.slice(0, DASHBOARD_LIMIT), total: items.length });
export type TStay = { id: string; booking: string; dateFrom: string; dateTo: string; resort: string | null; pax: number };

export async function staffDashboard(db: Db, p: TPrincipal, w: TWindow): Promise<TDashboardStaff> {
  const assets = bookingAssetCondition(p);
  // Booking rooms with a night from yesterday to tomorrow: everyone arriving or leaving today or
  // tomorrow and everyone staying tonight. Read through the occupancy's GiST index (holding
  // bookings only, exactly the ones that take rooms).
  const stays = rowsOf<TStay>(await db.execute(sql`
    SELECT DISTINCT br.id, br.booking_id AS booking, br.date_from::text AS "dateFrom", br.date_to::text AS "dateTo", r.resort,
      greatest(jsonb_array_length(br.guests), 1)::int AS pax
    FROM occupancy o JOIN booking_rooms br ON br.id = o.booking_room_id JOIN rooms r ON r.id = br.room_id
    WHERE o.holds AND o.booking_room_id IS NOT NULL
      AND daterange(o.date_from, o.date_to, '[)') && daterange(${w.yesterday}::date, ${addDays(w.tomorrow, 1)}::date, '[)')`));
  const stayIds = [...new Set(stays.map((s) => s.booking))];
  const stayRows = stayIds.length ? await selectBookings(db, p,
    sql`b.id IN (${sql.join(stayIds.map((id) => sql`${id}::uuid`), sql`, `)}) AND b.state IN (${HOLDING}) AND ${assets}`, sql`b.date_from, b.id`, 5000) : [];
  // Offers (draft) and reservations (planned): public offers whose hold runs out within the
  // window, and any that arrive within it (they must be confirmed or let go before then).
  const expiring = await selectBookings(db, p, sql`b.state IN ('draft', 'planned') AND ${assets} AND (
      b.id IN (SELECT h.booking_id FROM offer_holds h WHERE h.expires_at <= ${addDays(w.until, 1)}::date)
      OR (b.date_from >= ${w.today}::date AND b.date_from <= ${w.until}::date))`,
  sql`b.date_from, b.id`, 1000);
  const unpaidCandidates = await selectBookings(db, p, sql`b.state IN ('planned', 'confirmed') AND ${assets}
      AND b.date_from >= ${addDays(w.today, -UNPAID_LOOKBACK_DAYS)}::date AND b.date_from <= ${w.until}::date`, sql`b.date_from, b.id`, 5000);
  const all = new Map<string, TBaseRow>();
  for (const r of [...stayRows, ...expiring, ...unpaidCandidates]) all.set(r.id, r);
  const rows = await decorate(db, [...all.values()], w.today);
  const seen = new Set(stayRows.map((r) => r.id));
  const visibleStays = stays.filter((s) => seen.has(s.booking));
  const pick = (ids: Iterable<string>) => [...new Set(ids)].map((id) => rows.get(id)).filter((r): r is TDecorated => !!r);
  const byDay = (field: 'dateFrom' | 'dateTo') => [w.today, w.tomorrow].flatMap((day) =>
    pick(visibleStays.filter((s) => s[field] === day).map((s) => s.booking)).map((r) => ({ ...present(r), day })));
  const inHouse = pick(visibleStays.filter((s) => s.dateTo > w.today && (s.dateFrom < w.today || (s.dateFrom === w.today && rows.get(s.booking)?.checkedIn))).map((s) => s.booking))
    .filter((r) => !r.checkedOut);
  const unpaid = pick(unpaidCandidates.map((r) => r.id)).filter((r) => r.open > 0)
    .sort((a, b) => Number(b.overdue) - Number(a.overdue) || (a.dueDate ?? '').localeCompare(b.dueDate ?? ''));
  const arrivals = byDay('dateFrom');
  const departures = byDay('dateTo');
  const [occupancy, vessels] = await Promise.all([resortOccupancy(db, p, w, visibleStays), vesselDepartures(db, p, w)]);
  return {
    arrivals: capped(arrivals),
    departures: capped(departures),
    inHouse: capped(inHouse.map(present)),
    expiring: capped(pick(expiring.map((r) => r.id)).sort((a, b) => (a.expiresAt ?? `~${a.dateFrom}`).localeCompare(b.expiresAt ?? `~${b.dateFrom}`)).map(present)),
    unpaid: capped(unpaid.map(present)),
    occupancy,
    vessels,
  };
}
