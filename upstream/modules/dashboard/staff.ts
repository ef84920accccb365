// The operator's desk (role staff): arrivals and departures today and tomorrow, guests in house,
// offers and reservations running out, open balances, new bookings of the last days, today's occupancy per resort and the next
// departures per vessel with free cabins, all within the caller's assets. Each panel's question
// is one indexed query; only the rows shown (DASHBOARD_LIMIT per panel) are decorated, and the
// independent queries run side by side (docs/decisions/dashboard.md, docs/benchmarks.md).
import { sql } from 'drizzle-orm';
import { DASHBOARD_LIMIT, type TDashBooking, type TDashboardStaff } from '../../../lib/contract/dashboard';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { TPrincipal } from '../../http/context';
import { accessRowOf, bookingSight, BOOKING_ACCESS_SQL, type TBookingAccessSql } from '../bookings/access';
import { HOLDING } from '../schedules/departures';
import { resortOccupancy, vesselDepartures } from './assets';
import { bookingAssetCondition, decorate } from './rows';
import { unpaidBookings } from './unpaid';
import { diveReadinessPanel } from './dive-readiness';
import { newBookings } from './new-bookings';
import { addDays, type TWindow } from './window';

export type TStay = { id: string; booking: string; room: string; dateFrom: string; dateTo: string; resort: string | null; pax: number; checkedIn: boolean; checkedOut: boolean };
type TExpiring = { id: string; total: number } & TBookingAccessSql;

const sees = (p: TPrincipal) => (r: TBookingAccessSql) => bookingSight(p, accessRowOf(r)) === 'full';

/** Booking rooms of holding bookings with a night from yesterday to tomorrow: everyone arriving
 *  or leaving today or tomorrow and everyone staying tonight (the booking_rooms_nights index). */
async function staysAround(db: Db, p: TPrincipal, w: TWindow): Promise<TStay[]> {
  const rows = rowsOf<TStay & TBookingAccessSql>(await db.execute(sql`
    SELECT br.id, br.booking_id AS booking, br.room_id AS room, br.date_from::text AS "dateFrom", br.date_to::text AS "dateTo", r.resort,
      greatest(jsonb_array_length(br.guests), 1)::int AS pax, b.checked_in AS "checkedIn", b.checked_out AS "checkedOut", ${sql.raw(BOOKING_ACCESS_SQL)}
    FROM booking_rooms br JOIN bookings b ON b.id = br.booking_id JOIN rooms r ON r.id = br.room_id
    WHERE daterange(br.date_from, br.date_to, '[)') && daterange(${w.yesterday}::date, ${addDays(w.tomorrow, 1)}::date, '[)')
      AND b.state IN (${HOLDING}) AND ${bookingAssetCondition(p)}
    ORDER BY br.date_from, b.title, br.id`));
  return rows.filter(sees(p));
}

/** Offers (draft) and reservations (planned) that arrive within the window, and public offers
 *  whose hold runs out within it: they must be confirmed or let go. Soonest deadline first. */
async function expiringOffers(db: Db, p: TPrincipal, w: TWindow): Promise<{ ids: string[]; total: number }> {
  const rows = rowsOf<TExpiring>(await db.execute(sql`
    WITH x AS (
      SELECT b.id, b.date_from, ${sql.raw(BOOKING_ACCESS_SQL)} FROM bookings b
      WHERE b.state IN ('draft', 'planned') AND b.date_from >= ${w.today}::date AND b.date_from <= ${w.until}::date AND ${bookingAssetCondition(p)}
      UNION
      SELECT b.id, b.date_from, ${sql.raw(BOOKING_ACCESS_SQL)} FROM offer_holds h JOIN bookings b ON b.id = h.booking_id
      WHERE h.expires_at < ${addDays(w.until, 1)}::date AND b.state IN ('draft', 'planned') AND ${bookingAssetCondition(p)})
    SELECT x.*, count(*) OVER ()::int AS total FROM x LEFT JOIN offer_holds h ON h.booking_id = x.id
    ORDER BY coalesce(h.expires_at::date, x.date_from), h.expires_at NULLS LAST, x.id LIMIT ${DASHBOARD_LIMIT}`));
  const visible = rows.filter(sees(p));
  return { ids: visible.map((r) => r.id), total: (rows[0]?.total ?? 0) - (rows.length - visible.length) };
}

export async function staffDashboard(db: Db, p: TPrincipal, w: TWindow): Promise<TDashboardStaff> {
  const [stays, expiring, unpaid, vessels, diveReadiness, fresh] = await Promise.all([
    staysAround(db, p, w), expiringOffers(db, p, w), unpaidBookings(db, p, w), vesselDepartures(db, p, w), diveReadinessPanel(db, p, w.tomorrow),
    newBookings(db, p, w),
  ]);
  const arrivalStays = [w.today, w.tomorrow].flatMap((day) => stays.filter((s) => s.dateFrom === day));
  const departureStays = [w.today, w.tomorrow].flatMap((day) => stays.filter((s) => s.dateTo === day));
  // In house: staying tonight and already here (arrived before today, or checked in today), not yet left.
  const houseStays = stays.filter((s) => s.dateTo > w.today && (s.dateFrom < w.today || (s.dateFrom === w.today && s.checkedIn)) && !s.checkedOut);
  /** One entry per booking (its first room in the list), with the day of the event. */
  const firstBookings = (list: TStay[], field: 'dateFrom' | 'dateTo' | null): [string, string][] => {
    const seen = new Map<string, string>();
    for (const s of list) if (!seen.has(s.booking)) seen.set(s.booking, field ? s[field] : '');
    return [...seen.entries()];
  };
  const arrivals = firstBookings(arrivalStays, 'dateFrom');
  const departures = firstBookings(departureStays, 'dateTo');
  const house = firstBookings(houseStays, null);
  const shownIds = [
    ...arrivals.slice(0, DASHBOARD_LIMIT).map(([id]) => id), ...departures.slice(0, DASHBOARD_LIMIT).map(([id]) => id),
    ...house.slice(0, DASHBOARD_LIMIT).map(([id]) => id), ...expiring.ids, ...unpaid.items.map((u) => u.id), ...fresh.ids,
  ];
  const [rows, occupancy] = await Promise.all([decorate(db, [...new Set(shownIds)], w.today), resortOccupancy(db, p, w, stays)]);
  const withDay = (list: [string, string][]) => list.slice(0, DASHBOARD_LIMIT).flatMap(([id, day]) => { const r = rows.get(id); return r ? [{ ...r, day }] : []; });
  const plain = (ids: string[]): TDashBooking[] => ids.flatMap((id) => { const r = rows.get(id); return r ? [r] : []; });
  return {
    arrivalsToday: arrivals.filter(([, day]) => day === w.today).length,
    departuresToday: departures.filter(([, day]) => day === w.today).length,
    arrivals: { items: withDay(arrivals), total: arrivals.length },
    departures: { items: withDay(departures), total: departures.length },
    inHouse: { items: plain(house.slice(0, DASHBOARD_LIMIT).map(([id]) => id)), total: house.length },
    expiring: { items: plain(expiring.ids), total: expiring.total },
    unpaid: { items: plain(unpaid.items.map((u) => u.id)), total: unpaid.total },
    newBookings: { items: plain(fresh.ids), total: fresh.total },
    occupancy,
    vessels,
    diveReadiness,
  };
}
