// The statistics per period (api-calls 7.5: statistics, incomeByMonth, utilization, conversions):
// each one SQL query that groups in PostgreSQL by the period of each row (facts.ts periodOf: an
// equality key, so the periods join by hash) and fills in the empty periods of a generate_series;
// revenue from the kept per-booking totals (booking_line_totals). Definitions:
// lib/contract/statistics.ts, docs/decisions/statistics.md ("Speed" for the plans).
import { sql } from 'drizzle-orm';
import type { TConversions, TIncomeByMonth, TStatistics, TUtilization } from '../../../lib/contract/statistics';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { TPrincipal } from '../../http/context';
import { nightsIn, periodOf } from './facts';
import { bookingsWhere, currencyOf, periodsSql, revenueStates, roomsWhere, type TStatsFilter } from './filter';

type TNums<K extends string> = { period: string } & Record<K, string | number | null>;
const num = (v: string | number | null | undefined) => Number(v ?? 0);
const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 10_000) / 10_000 : null);
const head = (f: TStatsFilter, currency: string) => ({ from: f.from, to: f.to, groupBy: f.groupBy, currency });
/** table mode: only the periods that have a figure. */
const keep = <R extends Record<string, unknown>>(f: TStatsFilter, rows: R[], keys: (keyof R)[]) =>
  (f.mode === 'table' ? rows.filter((r) => keys.some((k) => Number(r[k] ?? 0) !== 0)) : rows);
const sumOf = <R,>(rows: R[], pick: (r: R) => number) => rows.reduce((n, r) => n + pick(r), 0);

/** The bookings arriving in the range in a revenue state with their base-currency revenue (table x);
 *  `also`: bookingsWhere's. */
export function arrivalsSql(p: TPrincipal, f: TStatsFilter, cur: Awaited<ReturnType<typeof currencyOf>>, also?: readonly string[]) {
  return sql`x AS (SELECT b.id, b.state, b.date_from, b.no_of_pax, b.customer, b.agency, b.resort, b.vessel, b.type, b.channel, b.source, b.category, b.language,
        coalesce(round(sum(t.amount::numeric * fx.factor)), 0)::bigint AS revenue
      FROM bookings b LEFT JOIN booking_line_totals t ON t.booking_id = b.id LEFT JOIN (${cur.fx}) fx ON fx.currency = t.currency
      WHERE b.state IN (${revenueStates}) AND b.date_from >= ${f.from}::date AND b.date_from <= ${f.to}::date AND ${bookingsWhere(p, f, also)}
      GROUP BY b.id)`;
}

/** A room r's beds: the active beds of its configuration, else availableBeds, else maxNoOfPax, else 1
 *  (room-facts bedCountOf). */
export const bedsSql = sql.raw(`coalesce(nullif((SELECT count(*) FROM jsonb_array_elements(CASE WHEN jsonb_typeof(r.configuration->'beds') = 'array' THEN r.configuration->'beds' ELSE '[]'::jsonb END) bd
        WHERE coalesce((bd->>'active')::boolean, true)), 0), nullif(r.available_beds, 0), nullif((r.configuration->>'maxNoOfPax')::int, 0), 1)`);

/** Table split(period, blocker, nights) from oc(blocker, s, e, n): n stays of [s, e) cut into the
 *  periods they touch (most touch one: the lateral series has one element for them). */
function splitSql(f: TStatsFilter) {
  const step = sql.raw(`'1 ${f.groupBy}'`);
  const first = periodOf(f, sql`oc.s`);
  return sql`split AS (SELECT g::date AS period, oc.blocker, oc.n * ${nightsIn(sql`oc.s`, sql`oc.e`, sql`g::date`, sql`(g + interval ${step})::date`)} AS nights
    FROM oc CROSS JOIN LATERAL generate_series(${first}::timestamp, (oc.e - 1)::timestamp, interval ${step}) g)`;
}

export async function bookingStatistics(db: Db, p: TPrincipal, f: TStatsFilter): Promise<TStatistics> {
  const cur = await currencyOf(db);
  const rows = rowsOf<TNums<'bookings' | 'cancellations' | 'guests' | 'revenue' | 'cancellationFees'>>(await db.execute(sql`
    WITH p AS (${periodsSql(f)}), ${arrivalsSql(p, f, cur)},
    g AS (SELECT ${periodOf(f, sql`x.date_from`)} AS period,
      count(*) FILTER (WHERE x.state <> 'aborted') AS bookings, count(*) FILTER (WHERE x.state = 'aborted') AS cancellations,
      sum(x.no_of_pax) FILTER (WHERE x.state <> 'aborted') AS guests, sum(x.revenue) AS revenue,
      sum(x.revenue) FILTER (WHERE x.state = 'aborted') AS fees
      FROM x GROUP BY 1)
    SELECT p.period::text AS period, coalesce(g.bookings, 0)::int AS bookings, coalesce(g.cancellations, 0)::int AS cancellations,
      coalesce(g.guests, 0)::int AS guests, coalesce(g.revenue, 0)::text AS revenue, coalesce(g.fees, 0)::text AS "cancellationFees"
    FROM p LEFT JOIN g ON g.period = p.period ORDER BY p.period`));
  const out = rows.map((r) => ({ period: r.period, bookings: num(r.bookings), cancellations: num(r.cancellations), guests: num(r.guests), revenue: num(r.revenue), cancellationFees: num(r.cancellationFees) }));
  return {
    ...head(f, cur.base), rows: keep(f, out, ['bookings', 'cancellations', 'revenue']),
    totals: {
      bookings: sumOf(out, (r) => r.bookings), cancellations: sumOf(out, (r) => r.cancellations), guests: sumOf(out, (r) => r.guests),
      revenue: sumOf(out, (r) => r.revenue), cancellationFees: sumOf(out, (r) => r.cancellationFees),
    },
  };
}

export async function incomeByMonth(db: Db, p: TPrincipal, f: TStatsFilter): Promise<TIncomeByMonth> {
  const cur = await currencyOf(db);
  const rows = rowsOf<TNums<'revenue' | 'received' | 'bookings'>>(await db.execute(sql`
    WITH p AS (${periodsSql(f)}), ${arrivalsSql(p, f, cur)},
    g AS (SELECT ${periodOf(f, sql`x.date_from`)} AS period, sum(x.revenue) AS revenue, count(*) FILTER (WHERE x.state <> 'aborted') AS bookings
      FROM x GROUP BY 1),
    pay AS (SELECT ${periodOf(f, sql`pm.paid_at AT TIME ZONE 'UTC'`)} AS period, sum(round(pm.amount::numeric * fx.factor)) AS received
      FROM payments pm JOIN bookings b ON b.id = pm.booking JOIN (${cur.fx}) fx ON fx.currency = pm.currency
      WHERE pm.status IN ('paid', 'refunded') AND pm.paid_at >= (${f.from}::date)::timestamp AT TIME ZONE 'UTC'
        AND pm.paid_at < (${f.to}::date + 1)::timestamp AT TIME ZONE 'UTC' AND ${bookingsWhere(p, f)}
      GROUP BY 1)
    SELECT p.period::text AS period, coalesce(g.revenue, 0)::text AS revenue, coalesce(g.bookings, 0)::int AS bookings,
      coalesce(pay.received, 0)::text AS received
    FROM p LEFT JOIN g ON g.period = p.period LEFT JOIN pay ON pay.period = p.period ORDER BY p.period`));
  const out = rows.map((r) => ({ period: r.period, revenue: num(r.revenue), received: num(r.received), bookings: num(r.bookings) }));
  return {
    ...head(f, cur.base), rows: keep(f, out, ['revenue', 'received', 'bookings']),
    totals: { revenue: sumOf(out, (r) => r.revenue), received: sumOf(out, (r) => r.received), bookings: sumOf(out, (r) => r.bookings) },
  };
}

/** Bed-nights: the calendar's occupancy rows that hold inventory (a booking's in a holding state,
 *  or a blocker's), nights cut at each period's edges; a booking's rows count only when the caller
 *  may read that booking and it passes the filters. */
export async function utilization(db: Db, p: TPrincipal, f: TStatsFilter): Promise<TUtilization> {
  const cur = await currencyOf(db);
  const rows = rowsOf<TNums<'available' | 'blocked' | 'booked'>>(await db.execute(sql`
    WITH p AS (${periodsSql(f)}),
    rm AS MATERIALIZED (SELECT r.id, ${bedsSql} AS beds
      FROM rooms r WHERE r.is_active AND ${roomsWhere(p, f)}),
    oc AS (SELECT o.kind <> 'booking' AS blocker, greatest(o.date_from, ${f.from}::date) AS s, least(o.date_to, ${f.to}::date + 1) AS e, count(*) AS n
      FROM occupancy o WHERE o.holds AND o.date_from <= ${f.to}::date AND o.date_to > ${f.from}::date AND o.room_id IN (SELECT id FROM rm)
        AND (o.kind <> 'booking' OR o.booking_id IN (SELECT b.id FROM bookings b WHERE ${bookingsWhere(p, f)}))
      GROUP BY 1, 2, 3),
    ${splitSql(f)},
    g AS (SELECT period, sum(nights) FILTER (WHERE blocker) AS blocked, sum(nights) FILTER (WHERE NOT blocker) AS booked FROM split GROUP BY period)
    SELECT p.period::text AS period, ((SELECT coalesce(sum(beds), 0) FROM rm) * (p.e - p.s))::text AS available,
      coalesce(g.blocked, 0)::text AS blocked, coalesce(g.booked, 0)::text AS booked
    FROM p LEFT JOIN g ON g.period = p.period ORDER BY p.period`));
  const out = rows.map((r) => {
    const available = num(r.available); const blocked = num(r.blocked); const booked = num(r.booked);
    return { period: r.period, available, blocked, booked, rate: ratio(booked, available - blocked) };
  });
  const t = { available: sumOf(out, (r) => r.available), blocked: sumOf(out, (r) => r.blocked), booked: sumOf(out, (r) => r.booked) };
  return { ...head(f, cur.base), rows: keep(f, out, ['booked', 'blocked']), totals: { ...t, rate: ratio(t.booked, t.available - t.blocked) } };
}

/** Bookings started in the period (booking day, UTC; any state) and those of them confirmed since
 *  (a booking number is issued at the first confirmation and kept: bookings/actions.ts). */
export async function conversions(db: Db, p: TPrincipal, f: TStatsFilter): Promise<TConversions> {
  const cur = await currencyOf(db);
  const rows = rowsOf<TNums<'created' | 'converted'>>(await db.execute(sql`
    WITH p AS (${periodsSql(f)}),
    g AS (SELECT ${periodOf(f, sql`b.booking_date AT TIME ZONE 'UTC'`)} AS period, count(*) AS created, count(*) FILTER (WHERE b.booking_no IS NOT NULL) AS converted
      FROM bookings b
      WHERE b.booking_date >= (${f.from}::date)::timestamp AT TIME ZONE 'UTC' AND b.booking_date < (${f.to}::date + 1)::timestamp AT TIME ZONE 'UTC'
        AND ${bookingsWhere(p, f)} GROUP BY 1)
    SELECT p.period::text AS period, coalesce(g.created, 0)::int AS created, coalesce(g.converted, 0)::int AS converted
    FROM p LEFT JOIN g ON g.period = p.period ORDER BY p.period`));
  const out = rows.map((r) => ({ period: r.period, created: num(r.created), converted: num(r.converted), rate: ratio(num(r.converted), num(r.created)) }));
  const t = { created: sumOf(out, (r) => r.created), converted: sumOf(out, (r) => r.converted) };
  return { ...head(f, cur.base), rows: keep(f, out, ['created']), totals: { ...t, rate: ratio(t.converted, t.created) } };
}
