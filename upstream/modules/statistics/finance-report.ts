// The finance report (GET /api/bookings/report/finance, issue 35 item 3): revenue as the statistics
// count it, beside the invoices module's documents (invoices and credit notes by issue date) and the
// payments (by the payment history's day), per period and in the base currency, and the open
// balance at each period's end. One statement; the bookings are the caller's by the booking access
// rule in SQL (bookingsWhere), like every statistic. Definitions: lib/contract/finance-report.ts,
// docs/decisions/statistics.md ("The finance report").
import { sql } from 'drizzle-orm';
import type { TFinanceReport } from '../../../lib/contract/finance-report';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { TPrincipal } from '../../http/context';
import { paymentDay } from '../bookings/payments/payment-entries';
import { periodOf } from './facts';
import { bookingsWhere, currencyOf, periodsSql, type TStatsFilter } from './filter';
import { arrivalsSql } from './period-stats';

/** Who reads the report beside bookings.read and an agency user: the payment readers, within their
 *  assets (the payment history's rule, bookings/payments/money-lists.ts PAYMENT_READERS). */
export const FINANCE_READERS = ['bookings.update', 'payments.read', 'bookingpayment.read'] as const;

type TSqlRow = { period: string | null; revenue: string; invoices: string; credited: string; received: string };
const num = (v: string | number | null | undefined) => Number(v ?? 0);

export async function financeReport(db: Db, p: TPrincipal, f: TStatsFilter): Promise<TFinanceReport> {
  const cur = await currencyOf(db);
  // A payment's day: the payment history's (paid, else recorded; payment-entries.ts paymentDay), in UTC.
  const payDay = sql`(${paymentDay()} AT TIME ZONE 'UTC')::date`;
  // Each period's flows, and (period null) what was invoiced and received before the range: the
  // opening of the open balance.
  const rows = rowsOf<TSqlRow>(await db.execute(sql`
    WITH p AS (${periodsSql(f)}), ${arrivalsSql(p, f, cur, FINANCE_READERS)},
    seen AS MATERIALIZED (SELECT b.id FROM bookings b WHERE ${bookingsWhere(p, f, FINANCE_READERS)}),
    rev AS (SELECT ${periodOf(f, sql`x.date_from`)} AS period, sum(x.revenue) AS revenue FROM x GROUP BY 1),
    doc AS (SELECT CASE WHEN i.issue_date >= ${f.from}::date THEN ${periodOf(f, sql`i.issue_date`)} END AS period,
        sum(round(i.total::numeric * fx.factor)) FILTER (WHERE i.kind = 'invoice') AS invoices,
        sum(round(i.total::numeric * fx.factor)) FILTER (WHERE i.kind = 'credit_note') AS credited
      FROM invoices i JOIN (${cur.fx}) fx ON fx.currency = i.currency
      WHERE i.booking_id IN (SELECT id FROM seen) AND i.issue_date <= ${f.to}::date
      GROUP BY 1),
    pay AS (SELECT CASE WHEN ${payDay} >= ${f.from}::date THEN ${periodOf(f, payDay)} END AS period,
        sum(round(payments.amount::numeric * fx.factor)) AS received
      FROM payments JOIN (${cur.fx}) fx ON fx.currency = payments.currency
      WHERE payments.status IN ('paid', 'refunded') AND payments.booking IN (SELECT id FROM seen) AND ${payDay} <= ${f.to}::date
      GROUP BY 1),
    periods AS (SELECT period FROM p UNION ALL SELECT NULL::date)
    SELECT q.period::text AS period, coalesce(rev.revenue, 0)::text AS revenue, coalesce(doc.invoices, 0)::text AS invoices,
      coalesce(doc.credited, 0)::text AS credited, coalesce(pay.received, 0)::text AS received
    FROM periods q LEFT JOIN rev ON rev.period = q.period
      LEFT JOIN doc ON doc.period IS NOT DISTINCT FROM q.period LEFT JOIN pay ON pay.period IS NOT DISTINCT FROM q.period
    ORDER BY q.period NULLS FIRST`));
  const [opening, ...periods] = rows;
  let open = num(opening.invoices) + num(opening.credited) - num(opening.received);
  const out = periods.map((r) => {
    const invoices = num(r.invoices); const credited = num(r.credited); const received = num(r.received);
    open += invoices + credited - received;
    return { period: r.period!, revenue: num(r.revenue), invoices, credited, invoiced: invoices + credited, received, open };
  });
  const sum = (k: 'revenue' | 'invoices' | 'credited' | 'invoiced' | 'received') => out.reduce((n, r) => n + r[k], 0);
  const shown = f.mode === 'table' ? out.filter((r) => r.revenue || r.invoices || r.credited || r.received) : out;
  return {
    from: f.from, to: f.to, groupBy: f.groupBy, currency: cur.base, rows: shown,
    totals: { revenue: sum('revenue'), invoices: sum('invoices'), credited: sum('credited'), invoiced: sum('invoiced'), received: sum('received'), open },
  };
}
