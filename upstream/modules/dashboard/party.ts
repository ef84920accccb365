// The dashboard of an agency user (its agency's bookings) and of a customer (their own): the
// bookings still to come within the window, and every reservation or booking of theirs with money
// open, overdue first (docs/decisions/dashboard.md).
import { sql } from 'drizzle-orm';
import { DASHBOARD_LIMIT, type TDashboard } from '../../../lib/contract/dashboard';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { TPrincipal } from '../../http/context';
import { accessRowOf, bookingSight, BOOKING_ACCESS_SQL, type TBookingAccessSql } from '../bookings/access';
import { bookingSightSql } from '../resources/booking-sight';
import { decorate } from './rows';
import { owingBookings, withDue } from './unpaid';
import type { TWindow } from './window';

const LIVE = sql.raw(`'draft', 'planned', 'confirmed', 'waiting'`);

export async function partyDashboard(db: Db, p: TPrincipal, w: TWindow, role: 'agency' | 'customer'): Promise<NonNullable<TDashboard['party']>> {
  // Their own bookings, and (one rule for every read) the booking access rule in SQL.
  const own = sql`${role === 'agency' ? sql`b.agency = ${p.agencyId}` : sql`b.customer = ${p.customerId}`} AND ${bookingSightSql(p, 'b')}`;
  const [upcomingRows, owing] = await Promise.all([
    db.execute(sql`SELECT b.id, count(*) OVER ()::int AS total, ${sql.raw(BOOKING_ACCESS_SQL)} FROM bookings b
      WHERE ${own} AND b.state IN (${LIVE}) AND b.date_to >= ${w.today}::date AND b.date_from <= ${w.until}::date
      ORDER BY b.date_from, b.id LIMIT ${DASHBOARD_LIMIT}`),
    owingBookings(db, sql`${own} AND b.state IN ('planned', 'confirmed')`),
  ]);
  const upcoming = rowsOf<{ id: string; total: number } & TBookingAccessSql>(upcomingRows).filter((r) => bookingSight(p, accessRowOf(r)) === 'full');
  const open = await withDue(db, p, owing, w.today);
  const shown = open.slice(0, DASHBOARD_LIMIT);
  const rows = await decorate(db, [...new Set([...upcoming.map((r) => r.id), ...shown.map((r) => r.id)])], w.today);
  const pick = (ids: string[]) => ids.flatMap((id) => { const r = rows.get(id); return r ? [r] : []; });
  return {
    upcoming: { items: pick(upcoming.map((r) => r.id)), total: upcoming[0]?.total ?? 0 },
    openBalances: { items: pick(shown.map((r) => r.id)), total: open.length },
  };
}
