// The statistics per period (api-calls 7.5: statistics, incomeByMonth, utilization, conversions):
// each one SQL query that groups in PostgreSQL over a generate_series of the periods, on the
// indexes bookings(state, date_from), bookings(booking_date), payments(paid_at) and
// occupancy(room_id, date_from). Definitions: lib/contract/statistics.ts, docs/decisions/statistics.md.
import { sql } from 'drizzle-orm';
import type { TConversions, TIncomeByMonth, TStatistics, TUtilization } from '../../../lib/contract/statistics';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { TPrincipal } from '../../http/context';
import { bookingsWhere, currencyOf, periodsSql, revenueSql, revenueStates, roomsWhere, type TStatsFilter } from './filter';

type TNums<K extends string> = { period: string } & Record<K, string | number | null>;
const num = (v: string | number | null | undefined) => Number(v ?? 0);
const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 10_000) / 10_000 : null);
const head = (f: TStatsFilter, currency: string) => ({ from: f.from, to: f.to, groupBy: f.groupBy, currency });
/** table mode: only the periods that have a figure. */
const keep = <R extends Record<string, unknown>>(f: TStatsFilter, rows: R[], keys: (keyof R)[]) =>
  (f.mode === 'table' ? rows.filter((r) => keys.some((k) => Number(r[k] ?? 0) !== 0)) : rows);
const sumOf = <R,>(rows: R[], pick: (r: R) => number) => rows.reduce((n, r) => n + pick(r), 0);

/** The bookings arriving in the range in a revenue state with their base-currency revenue (table x). */
export function arrivalsSql(p: TPrincipal, f: TStatsFilter, cur: Awaited<ReturnType<typeof currencyOf>>) {
  return sql`b0 AS MATERIALIZED (SELECT b.id, b.state, b.date_from, b.no_of_pax, b.customer, b.agency FROM bookings b
      WHERE b.state IN (${revenueStates}) AND b.date_from >= ${f.from}::date AND b.date_from <= ${f.to}::date AND ${bookingsWhere(p, f)}),
    rev AS (${revenueSql(cur, sql`SELECT id FROM b0`)}),
    x AS (SELECT b0.*, coalesce(rev.revenue, 0) AS revenue FROM b0 LEFT JOIN rev ON rev.id = b0.id)`;
}

export async function bookingStatistics(db: Db, p: TPrincipal, f: TStatsFilter): Promise<TStatistics> {
  const cur = await currencyOf(db);
  const rows = rowsOf<TNums<'bookings' | 'cancellations' | 'guests' | 'revenue' | 'cancellationFees'>>(await db.execute(sql`
    WITH p AS (${periodsSql(f)}), ${arrivalsSql(p, f, cur)}
    SELECT p.period::text AS period,
      count(x.id) FILTER (WHERE x.state <> 'aborted')::int AS bookings,
      count(x.id) FILTER (WHERE x.state = 'aborted')::int AS cancellations,
      coalesce(sum(x.no_of_pax) FILTER (WHERE x.state <> 'aborted'), 0)::int AS guests,
      coalesce(sum(x.revenue), 0)::text AS revenue,
      coalesce(sum(x.revenue) FILTER (WHERE x.state = 'aborted'), 0)::text AS "cancellationFees"
    FROM p LEFT JOIN x ON x.date_from >= p.s AND x.date_from < p.e
    GROUP BY p.period ORDER BY p.period`));
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
    pay AS (SELECT (pm.paid_at AT TIME ZONE 'UTC')::date AS day, round(pm.amount::numeric * fx.factor)::bigint AS amount
      FROM payments pm JOIN bookings b ON b.id = pm.booking JOIN (${cur.fx}) fx ON fx.currency = pm.currency
      WHERE pm.status IN ('paid', 'refunded') AND pm.paid_at >= (${f.from}::date)::timestamp AT TIME ZONE 'UTC'
        AND pm.paid_at < (${f.to}::date + 1)::timestamp AT TIME ZONE 'UTC' AND ${bookingsWhere(p, f)})
    SELECT p.period::text AS period,
      (SELECT coalesce(sum(x.revenue), 0) FROM x WHERE x.date_from >= p.s AND x.date_from < p.e)::text AS revenue,
      (SELECT count(*) FROM x WHERE x.date_from >= p.s AND x.date_from < p.e AND x.state <> 'aborted')::int AS bookings,
      (SELECT coalesce(sum(pay.amount), 0) FROM pay WHERE pay.day >= p.s AND pay.day < p.e)::text AS received
    FROM p ORDER BY p.period`));
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
    rm AS MATERIALIZED (SELECT r.id, coalesce(nullif((SELECT count(*) FROM jsonb_array_elements(CASE WHEN jsonb_typeof(r.configuration->'beds') = 'array' THEN r.configuration->'beds' ELSE '[]'::jsonb END) bd
        WHERE coalesce((bd->>'active')::boolean, true)), 0), nullif(r.available_beds, 0), nullif((r.configuration->>'maxNoOfPax')::int, 0), 1) AS beds
      FROM rooms r WHERE r.is_active AND ${roomsWhere(p, f)}),
    oc AS MATERIALIZED (SELECT o.kind, o.date_from, o.date_to FROM occupancy o JOIN rm ON rm.id = o.room_id
      WHERE o.holds AND o.date_from <= ${f.to}::date AND o.date_to > ${f.from}::date
        AND (o.kind <> 'booking' OR EXISTS (SELECT 1 FROM bookings b WHERE b.id = o.booking_id AND ${bookingsWhere(p, f)})))
    SELECT p.period::text AS period,
      ((SELECT coalesce(sum(beds), 0) FROM rm) * (p.e - p.s))::text AS available,
      coalesce(sum(least(oc.date_to, p.e) - greatest(oc.date_from, p.s)) FILTER (WHERE oc.kind <> 'booking'), 0)::text AS blocked,
      coalesce(sum(least(oc.date_to, p.e) - greatest(oc.date_from, p.s)) FILTER (WHERE oc.kind = 'booking'), 0)::text AS booked
    FROM p LEFT JOIN oc ON oc.date_from < p.e AND oc.date_to > p.s
    GROUP BY p.period, p.s, p.e ORDER BY p.period`));
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
    x AS MATERIALIZED (SELECT (b.booking_date AT TIME ZONE 'UTC')::date AS day, b.booking_no IS NOT NULL AS converted FROM bookings b
      WHERE b.booking_date >= (${f.from}::date)::timestamp AT TIME ZONE 'UTC' AND b.booking_date < (${f.to}::date + 1)::timestamp AT TIME ZONE 'UTC'
        AND ${bookingsWhere(p, f)})
    SELECT p.period::text AS period, count(x.day)::int AS created, count(x.day) FILTER (WHERE x.converted)::int AS converted
    FROM p LEFT JOIN x ON x.day >= p.s AND x.day < p.e GROUP BY p.period ORDER BY p.period`));
  const out = rows.map((r) => ({ period: r.period, created: num(r.created), converted: num(r.converted), rate: ratio(num(r.converted), num(r.created)) }));
  const t = { created: sumOf(out, (r) => r.created), converted: sumOf(out, (r) => r.converted) };
  return { ...head(f, cur.base), rows: keep(f, out, ['created']), totals: { ...t, rate: ratio(t.converted, t.created) } };
}
