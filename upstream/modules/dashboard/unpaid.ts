// Open balances for the desk: reservations and confirmed bookings that are staying or still to
// come within the window (arrived at most twice UNPAID_LOOKBACK_DAYS ago and left at most
// UNPAID_LOOKBACK_DAYS ago, so the read stays on the state and arrival index) with less paid
// than charged. Older debts belong to the finance screens.
// Totals and payments are summed in the database for the candidates only, so the answer carries
// just the bookings that owe; the due day (due.ts) orders them, overdue first.
import { sql, type SQL } from 'drizzle-orm';
import { DASHBOARD_LIMIT } from '../../../lib/contract/dashboard';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { TPrincipal } from '../../http/context';
import { accessRowOf, bookingSight, BOOKING_ACCESS_SQL, type TBookingAccessSql } from '../bookings/access';
import { termsForBookings } from '../bookings/terms/terms';
import { dueOf } from './due';
import { bookingAssetCondition } from './rows';
import { addDays, type TWindow } from './window';

export const UNPAID_LOOKBACK_DAYS = 30;

type TOwing = { id: string; total: string; paid: string; bookingDate: string | null; dateFrom: string | null; terms: string | null } & TBookingAccessSql;
export type TOwed = { id: string; dueDate: string | null; overdue: boolean };

/** The bookings matching `where` (alias b) whose payments fall short of their total. */
export async function owingBookings(db: Db, where: SQL): Promise<TOwing[]> {
  return rowsOf<TOwing>(await db.execute(sql`
    WITH c AS MATERIALIZED (SELECT b.id, b.booking_date, b.created_at, b.date_from, b.terms_of_payment, ${sql.raw(BOOKING_ACCESS_SQL)} FROM bookings b WHERE ${where}),
      t AS (SELECT l.booking_id AS id, sum(l.amount::bigint) AS total FROM booking_calculation_lines l JOIN c ON c.id = l.booking_id GROUP BY 1),
      pd AS (SELECT pm.booking AS id, sum(pm.amount::bigint) AS paid FROM payments pm JOIN c ON c.id = pm.booking
        WHERE pm.status IN ('paid', 'refunded') GROUP BY 1)
    SELECT c.id, coalesce(t.total, 0)::text AS total, coalesce(pd.paid, 0)::text AS paid, coalesce(c.booking_date, c.created_at)::text AS "bookingDate",
      c.date_from::text AS "dateFrom", c.terms_of_payment AS terms, c."bAgency", c."bCustomer", c."bResort", c."bVessel"
    FROM c LEFT JOIN t ON t.id = c.id LEFT JOIN pd ON pd.id = c.id
    WHERE coalesce(t.total, 0) > coalesce(pd.paid, 0)`));
}

/** Owing rows with their due day, overdue first, then by due day. */
export async function withDue(db: Db, p: TPrincipal, rows: TOwing[], today: string): Promise<TOwed[]> {
  const visible = rows.filter((r) => bookingSight(p, accessRowOf(r)) === 'full');
  const terms = await termsForBookings(db, visible.map((r) => ({ id: r.id, termsOfPayment: r.terms, agency: r.bAgency })));
  return visible.map((r) => ({
    id: r.id,
    ...dueOf({ total: Number(r.total), paid: Number(r.paid), bookingDate: r.bookingDate, dateFrom: r.dateFrom, terms: terms.get(r.id) ?? null, today }),
  })).sort((a, b) => Number(b.overdue) - Number(a.overdue) || (a.dueDate ?? '').localeCompare(b.dueDate ?? '') || a.id.localeCompare(b.id));
}

export async function unpaidBookings(db: Db, p: TPrincipal, w: TWindow): Promise<{ items: TOwed[]; total: number }> {
  const owing = await owingBookings(db, sql`b.state IN ('planned', 'confirmed') AND ${bookingAssetCondition(p)}
    AND b.date_from >= ${addDays(w.today, -2 * UNPAID_LOOKBACK_DAYS)}::date AND b.date_from <= ${w.until}::date
    AND b.date_to >= ${addDays(w.today, -UNPAID_LOOKBACK_DAYS)}::date`);
  const sorted = await withDue(db, p, owing, w.today);
  return { items: sorted.slice(0, DASHBOARD_LIMIT), total: sorted.length };
}
