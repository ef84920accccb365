// New bookings for the desk (issue 33 item 9): what came in during the last NEW_BOOKING_DAYS days
// (by its booking date: the office's, an agency's, the public page's and the widget's alike),
// newest first, in every state but deleted, within the caller's assets. One query on the booking
// date's index; the rows shown are decorated with the other panels' (rows.ts).
import { sql } from 'drizzle-orm';
import { DASHBOARD_LIMIT } from '../../../lib/contract/dashboard';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { TPrincipal } from '../../http/context';
import { accessRowOf, bookingSight, BOOKING_ACCESS_SQL, type TBookingAccessSql } from '../bookings/access';
import { bookingAssetCondition } from './rows';
import type { TWindow } from './window';

export const NEW_BOOKING_DAYS = 7;

export async function newBookings(db: Db, p: TPrincipal, w: TWindow): Promise<{ ids: string[]; total: number }> {
  const since = new Date(w.now.getTime() - NEW_BOOKING_DAYS * 86_400_000);
  const rows = rowsOf<{ id: string; total: number } & TBookingAccessSql>(await db.execute(sql`
    SELECT b.id, count(*) OVER ()::int AS total, ${sql.raw(BOOKING_ACCESS_SQL)} FROM bookings b
    WHERE b.booking_date >= ${since.toISOString()}::timestamptz AND b.booking_date <= ${w.now.toISOString()}::timestamptz
      AND b.state <> 'deleted' AND ${bookingAssetCondition(p)}
    ORDER BY b.booking_date DESC, b.id LIMIT ${DASHBOARD_LIMIT}`));
  const visible = rows.filter((r) => bookingSight(p, accessRowOf(r)) === 'full');
  return { ids: visible.map((r) => r.id), total: (rows[0]?.total ?? 0) - (rows.length - visible.length) };
}
