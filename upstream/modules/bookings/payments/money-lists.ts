// The money of many bookings at once (api-calls 7.4 list level): allBookingsWithOpenPayments and
// paymentStatus (days). allBookingsWithOpenPayments is paged in SQL (the list answer { data, total,
// page, size } with the sums of all pages). Totals and payments are summed in bigint in the database; which bookings
// a caller sees is narrowed in SQL (asset limit, own agency, own customer) and then decided per
// row by bookingSight, the one rule for booking data: an agency never sees another's money.
import { sql, type SQL } from 'drizzle-orm';
import type { TBookingMoneyRow, TOpenPayments, TOpenPaymentsQuery, TPaymentStatus } from '../../../../lib/contract/payments';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import type { TPrincipal } from '../../../http/context';
import { accessRowOf, bookingSight, bookingSightSql, BOOKING_ACCESS_SQL, type TBookingAccessSql } from '../access';
import { bookingSearchSql } from '../lists/list-queries';

/** Staff scopes that read payment data in their own right (within their assets). */
export const PAYMENT_READERS = ['payments.read', 'bookingpayment.read'] as const;

/** The bookings (table alias `b`) the caller may see in full with payment data: bookingSightSql
 *  with the payment readers (access.ts). */
export const visibleBookingsSql = (p: TPrincipal, alias: 'b' | 'bookings' = 'b'): SQL => bookingSightSql(p, alias, PAYMENT_READERS);

type TSqlRow = Omit<TBookingMoneyRow, 'total' | 'paid' | 'open'> & { total: string; paid: string } & TBookingAccessSql;

/** The bookings matching `where` (alias b) that the caller sees, with their total and paid
 *  (table `s`: the booking's columns, total, paid). */
function moneySql(p: TPrincipal, where: SQL): SQL {
  return sql`WITH c AS MATERIALIZED (SELECT b.id, b.booking_no, b.reservation_no, b.offer_no, b.title, b.state, b.agency AS agency_id, b.date_from, b.date_to, b.currency,
        ${sql.raw(BOOKING_ACCESS_SQL)} FROM bookings b WHERE ${where} AND ${visibleBookingsSql(p)}),
      t AS (SELECT l.booking_id AS id, sum(l.amount::bigint) AS total FROM booking_calculation_lines l JOIN c ON c.id = l.booking_id GROUP BY 1),
      pd AS (SELECT pm.booking AS id, sum(pm.amount::bigint) AS paid FROM payments pm JOIN c ON c.id = pm.booking
        WHERE pm.status IN ('paid', 'refunded') GROUP BY 1),
      s AS (SELECT c.*, coalesce(t.total, 0) AS total, coalesce(pd.paid, 0) AS paid FROM c LEFT JOIN t ON t.id = c.id LEFT JOIN pd ON pd.id = c.id)`;
}

/** Bookings matching `where` (alias b) with their total and paid, filtered by `having` on the
 *  sums (columns total, paid), ordered by arrival; `page` takes one page (size 0: all). */
export async function moneyRows(db: Db, p: TPrincipal, where: SQL, having: SQL = sql`true`, page?: { page: number; size: number }): Promise<TBookingMoneyRow[]> {
  const slice = page?.size ? sql`LIMIT ${page.size} OFFSET ${(page.page - 1) * page.size}` : sql`LIMIT 5000`;
  const rows = rowsOf<TSqlRow>(await db.execute(sql`${moneySql(p, where)}
    SELECT s.id, s.booking_no AS "bookingNo", s.reservation_no AS "reservationNo", s.offer_no AS "offerNo", s.title, s.state,
      s.agency_id AS agency, s.date_from::text AS "dateFrom", s.date_to::text AS "dateTo", s.currency, s.total::text AS total, s.paid::text AS paid,
      s."bAgency", s."bCustomer", s."bResort", s."bVessel"
    FROM s WHERE ${having} ORDER BY s.date_from NULLS LAST, s.id ${slice}`));
  return rows.filter((r) => bookingSight(p, accessRowOf(r), PAYMENT_READERS) === 'full').map((r) => ({
    id: r.id, bookingNo: r.bookingNo, reservationNo: r.reservationNo, offerNo: r.offerNo, title: r.title, state: r.state, agency: r.agency,
    dateFrom: r.dateFrom, dateTo: r.dateTo, currency: r.currency, total: Number(r.total), paid: Number(r.paid), open: Number(r.total) - Number(r.paid),
  }));
}

/** How many bookings `moneyRows` would answer unpaged, and their sums per currency. */
async function moneyCount(db: Db, p: TPrincipal, where: SQL, having: SQL) {
  const rows = rowsOf<{ currency: string; n: number; total: string; paid: string }>(await db.execute(sql`${moneySql(p, where)}
    SELECT s.currency, count(*)::int AS n, sum(s.total)::text AS total, sum(s.paid)::text AS paid FROM s WHERE ${having} GROUP BY s.currency ORDER BY s.currency`));
  return {
    total: rows.reduce((n, r) => n + r.n, 0),
    totals: rows.map((r) => ({ currency: r.currency, total: Number(r.total), paid: Number(r.paid), open: Number(r.total) - Number(r.paid) })),
  };
}

export function sumsByCurrency(rows: readonly TBookingMoneyRow[]) {
  const m = new Map<string, { currency: string; total: number; paid: number; open: number }>();
  for (const r of rows) {
    const s = m.get(r.currency) ?? { currency: r.currency, total: 0, paid: 0, open: 0 };
    s.total += r.total; s.paid += r.paid; s.open += r.open;
    m.set(r.currency, s);
  }
  return [...m.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

/** The states in which a booking is owed money: reservations, confirmed or resolved bookings, and
 *  cancelled ones (a cancellation fee). Offers, waiting, freed, deleted, rebooked and split ones
 *  owe nothing (their money moved, or was never asked for). */
export const OWING_STATES = ['planned', 'confirmed', 'resolved', 'aborted'] as const;
const owingStates = sql.raw(OWING_STATES.map((s) => `'${s}'`).join(', '));

/** allBookingsWithOpenPayments: one page of the bookings owed money (by arrival; `search` by
 *  number, title, contact e-mail or reference), how many there are and their sums per currency. */
export async function openPayments(db: Db, p: TPrincipal, q: TOpenPaymentsQuery): Promise<TOpenPayments> {
  const where = q.search ? sql`b.state IN (${owingStates}) AND ${bookingSearchSql(q.search)}` : sql`b.state IN (${owingStates})`;
  const having = sql`s.total > s.paid`;
  const data = await moneyRows(db, p, where, having, q);
  const count = await moneyCount(db, p, where, having);
  return { data, total: count.total, page: q.page, size: q.size, totals: count.totals };
}

const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export async function paymentStatus(db: Db, p: TPrincipal, days: number, today: string): Promise<TPaymentStatus> {
  const to = addDays(today, days);
  const rows = await moneyRows(db, p, sql`b.state IN ('planned', 'confirmed') AND b.date_from >= ${today}::date AND b.date_from <= ${to}::date`);
  const counts = { unpaid: 0, partial: 0, paid: 0, overpaid: 0 };
  const items = rows.map((r) => {
    const paymentState = r.open < 0 ? 'overpaid' as const : r.open === 0 ? 'paid' as const : r.paid > 0 ? 'partial' as const : 'unpaid' as const;
    counts[paymentState] += 1;
    return { ...r, paymentState };
  });
  return { days, from: today, to, items, counts, totals: sumsByCurrency(rows) };
}
