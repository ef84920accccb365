// The top lists of api-calls 7.5 (topCountries, topAgencies, topRooms): one SQL query each that
// ranks in PostgreSQL and keeps `amount` rows, the rest summed into one 'other' row (chart mode) so
// the totals cover everything. Definitions: lib/contract/statistics.ts, docs/decisions/statistics.md.
import { sql, type SQL } from 'drizzle-orm';
import type { TTopAgencies, TTopCountries, TTopRooms } from '../../../lib/contract/statistics';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { TPrincipal } from '../../http/context';
import { revenueSql } from './facts';
import { bookingsWhere, currencyOf, revenueStates, roomsWhere, type TStatsFilter } from './filter';
import { arrivalsSql } from './period-stats';

export type TRaw = { key: string | null; name: string | null; top: boolean } & Record<string, string | number | null>;
type TTopRow<K extends string> = { key: string | null; name: string; other: boolean } & Record<K, number>;

/** Ranks table g (key, name, figures...) by `order`, keeps `amount` rows and folds the rest into
 *  one row (top false). The top rows are found with ORDER BY … LIMIT (a top-N sort that keeps
 *  `amount` rows in memory) and the rest is the totals minus the top: ranking every group with a
 *  window and grouping again sorted all of them twice (48,000 customers a year on the bench:
 *  twice 130 ms). g is read twice, so PostgreSQL computes it once. */
export function rankedSql(order: SQL, figures: readonly string[], amount: number): SQL {
  const list = (f: (k: string) => string) => sql.raw(figures.map(f).join(', '));
  const n = sql`${amount}::int`;
  return sql`, t AS (SELECT g.* FROM g ORDER BY ${order} LIMIT ${n}),
    s AS (SELECT count(*) AS n, ${list((k) => `coalesce(sum(g."${k}"), 0) AS "${k}"`)} FROM g),
    ts AS (SELECT count(*) AS n, ${list((k) => `coalesce(sum(t."${k}"), 0) AS "${k}"`)} FROM t)
    SELECT o.key, o.name, o.top, ${list((k) => `o."${k}"`)} FROM (
      SELECT g.key::text AS key, g.name::text AS name, true AS top, ${list((k) => `coalesce(g."${k}", 0)::text AS "${k}"`)},
        row_number() OVER (ORDER BY ${order}) AS rn FROM t g
      UNION ALL
      SELECT NULL, NULL, false, ${list((k) => `(s."${k}" - ts."${k}")::text`)}, ${n} + 1 FROM s, ts WHERE s.n > ts.n
    ) o ORDER BY o.rn`;
}

/** The answer's rows (without the rest in table mode) and totals over every row. */
export function shape<K extends string>(f: TStatsFilter, raw: TRaw[], figures: readonly K[]) {
  const rows = raw.map((r) => ({
    key: r.top ? r.key : null, name: r.top ? (r.name ?? '') : '', other: !r.top,
    ...Object.fromEntries(figures.map((k) => [k, Number(r[k] ?? 0)])),
  }) as TTopRow<K>);
  const totals = Object.fromEntries(figures.map((k) => [k, rows.reduce((s, r) => s + r[k], 0)])) as Record<K, number>;
  return { rows: f.mode === 'table' ? rows.filter((r) => !r.other) : rows, totals };
}

export const head = (f: TStatsFilter, currency: string) => ({ from: f.from, to: f.to, groupBy: f.groupBy, currency });
export const SOLD = ['bookings', 'guests', 'revenue'] as const;
/** Figures of the arrivals x (statistics' bookings, guests and revenue) grouped by `key`. */
export const soldFigures = sql`count(*) FILTER (WHERE x.state <> 'aborted') AS bookings, coalesce(sum(x.no_of_pax) FILTER (WHERE x.state <> 'aborted'), 0) AS guests, coalesce(sum(x.revenue), 0) AS revenue`;

/** By the lead customer's country (its country field, else its address's; kept per booking in
 *  booking_countries); null: not known. */
export async function topCountries(db: Db, p: TPrincipal, f: TStatsFilter): Promise<TTopCountries> {
  const cur = await currencyOf(db);
  const raw = rowsOf<TRaw>(await db.execute(sql`
    WITH ${arrivalsSql(p, f, cur)},
    g AS (SELECT k.country AS key, k.country AS name, ${soldFigures} FROM x LEFT JOIN booking_countries k ON k.booking_id = x.id GROUP BY k.country)
    ${rankedSql(sql`g.bookings DESC, g.revenue DESC, g.key NULLS LAST`, SOLD, f.amount)}`));
  return { ...head(f, cur.base), ...shape(f, raw, SOLD) };
}

/** By agency, ranked by revenue; bookings of no agency (direct) are not listed. */
export async function topAgencies(db: Db, p: TPrincipal, f: TStatsFilter): Promise<TTopAgencies> {
  const cur = await currencyOf(db);
  const raw = rowsOf<TRaw>(await db.execute(sql`
    WITH ${arrivalsSql(p, f, cur)},
    g AS (SELECT x.agency AS key, min(a.name) AS name, ${soldFigures} FROM x LEFT JOIN agencies a ON a.id = x.agency
      WHERE x.agency IS NOT NULL GROUP BY x.agency)
    ${rankedSql(sql`g.revenue DESC, g.bookings DESC, g.name, g.key`, SOLD, f.amount)}`));
  return { ...head(f, cur.base), ...shape(f, raw, SOLD) };
}

const ROOM = ['nights', 'revenue'] as const;

/** Bed-nights of the calendar's holding booking rows in the range per room (cut at its edges), and
 *  the revenue of those nights: each sold booking's total shared out over all its holding
 *  bed-nights (so a stay across the range's edge brings the part of its nights inside). All its
 *  nights are looked up only for the bookings with revenue (index occupancy_booking_holding). */
export async function topRooms(db: Db, p: TPrincipal, f: TStatsFilter): Promise<TTopRooms> {
  const cur = await currencyOf(db);
  const raw = rowsOf<TRaw>(await db.execute(sql`
    WITH oc AS MATERIALIZED (SELECT o.room_id, o.booking_id, b.state IN (${revenueStates}) AS sold,
        least(o.date_to, ${f.to}::date + 1) - greatest(o.date_from, ${f.from}::date) AS nights
      FROM occupancy o JOIN bookings b ON b.id = o.booking_id
      WHERE o.kind = 'booking' AND o.holds AND o.date_from <= ${f.to}::date AND o.date_to > ${f.from}::date AND ${bookingsWhere(p, f)}
        AND o.room_id IN (SELECT r.id FROM rooms r WHERE ${roomsWhere(p, f)})),
    sold AS (SELECT DISTINCT booking_id FROM oc WHERE sold),
    rev AS (${revenueSql(cur, sql`SELECT booking_id FROM sold`)}),
    bn AS (SELECT o.booking_id, sum(o.date_to - o.date_from) AS nights FROM occupancy o
      WHERE o.kind = 'booking' AND o.holds AND o.booking_id IN (SELECT id FROM rev WHERE revenue <> 0) GROUP BY o.booking_id),
    -- Each share divided at 30 decimals and the sum cut to 20 before the one rounding: at numeric's
    -- default 16 the shares of a sum that is exactly x.5 (thirds and sixths) added up to x.4999…
    -- and rounded down (found by tests/api/statistics-property.test.ts).
    g AS (SELECT oc.room_id AS key, min(rm.name) AS name, sum(oc.nights) AS nights,
        round(round(coalesce(sum(round(rev.revenue::numeric * oc.nights, 30) / bn.nights) FILTER (WHERE oc.sold), 0), 20)) AS revenue
      FROM oc JOIN rooms rm ON rm.id = oc.room_id LEFT JOIN bn ON bn.booking_id = oc.booking_id LEFT JOIN rev ON rev.id = oc.booking_id
      GROUP BY oc.room_id)
    ${rankedSql(sql`g.nights DESC, g.revenue DESC, g.name, g.key`, ROOM, f.amount)}`));
  return { ...head(f, cur.base), ...shape(f, raw, ROOM) };
}
