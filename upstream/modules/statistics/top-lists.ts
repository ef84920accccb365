// The top lists of api-calls 7.5 (topCountries, topAgencies, topRooms): one SQL query each that
// ranks in PostgreSQL and keeps `amount` rows, the rest summed into one 'other' row (chart mode) so
// the totals cover everything. Definitions: lib/contract/statistics.ts, docs/decisions/statistics.md.
import { sql, type SQL } from 'drizzle-orm';
import type { TTopAgencies, TTopCountries, TTopRooms } from '../../../lib/contract/statistics';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { TPrincipal } from '../../http/context';
import { bookingsWhere, currencyOf, revenueSql, revenueStates, roomsWhere, type TStatsFilter } from './filter';
import { arrivalsSql } from './period-stats';

type TRaw = { key: string | null; name: string | null; top: boolean } & Record<string, string | number | null>;
type TTopRow<K extends string> = { key: string | null; name: string; other: boolean } & Record<K, number>;

/** Ranks table g (key, name, figures...) by `order`, keeps `amount` rows and folds the rest into
 *  one row (top false). */
function rankedSql(order: SQL, figures: readonly string[], amount: number): SQL {
  const sums = sql.raw(figures.map((k) => `coalesce(sum(r."${k}"), 0)::text AS "${k}"`).join(', '));
  const n = sql`${amount}::int`;
  return sql`, r AS (SELECT g.*, row_number() OVER (ORDER BY ${order}) AS rn FROM g)
    SELECT min(r.key::text) FILTER (WHERE r.rn <= ${n}) AS key, min(r.name) FILTER (WHERE r.rn <= ${n}) AS name,
      bool_or(r.rn <= ${n}) AS top, ${sums}
    FROM r GROUP BY CASE WHEN r.rn <= ${n} THEN r.rn END ORDER BY min(r.rn)`;
}

/** The answer's rows (without the rest in table mode) and totals over every row. */
function shape<K extends string>(f: TStatsFilter, raw: TRaw[], figures: readonly K[]) {
  const rows = raw.map((r) => ({
    key: r.top ? r.key : null, name: r.top ? (r.name ?? '') : '', other: !r.top,
    ...Object.fromEntries(figures.map((k) => [k, Number(r[k] ?? 0)])),
  }) as TTopRow<K>);
  const totals = Object.fromEntries(figures.map((k) => [k, rows.reduce((s, r) => s + r[k], 0)])) as Record<K, number>;
  return { rows: f.mode === 'table' ? rows.filter((r) => !r.other) : rows, totals };
}

const head = (f: TStatsFilter, currency: string) => ({ from: f.from, to: f.to, groupBy: f.groupBy, currency });
const SOLD = ['bookings', 'guests', 'revenue'] as const;
/** Figures of the arrivals x (statistics' bookings, guests and revenue) grouped by `key`. */
const soldFigures = sql`count(*) FILTER (WHERE x.state <> 'aborted') AS bookings, coalesce(sum(x.no_of_pax) FILTER (WHERE x.state <> 'aborted'), 0) AS guests, coalesce(sum(x.revenue), 0) AS revenue`;

/** By the lead customer's country (its country field, else its address's); null: not known. */
export async function topCountries(db: Db, p: TPrincipal, f: TStatsFilter): Promise<TTopCountries> {
  const cur = await currencyOf(db);
  const raw = rowsOf<TRaw>(await db.execute(sql`
    WITH ${arrivalsSql(p, f, cur)},
    g AS (SELECT k.country AS key, k.country AS name, ${soldFigures} FROM x LEFT JOIN customers c ON c.id = x.customer
      CROSS JOIN LATERAL (SELECT upper(coalesce(nullif(c.country, ''), nullif(c.address->>'country', ''))) AS country) k GROUP BY k.country)
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
 *  bed-nights (so a stay across the range's edge brings the part of its nights inside). */
export async function topRooms(db: Db, p: TPrincipal, f: TStatsFilter): Promise<TTopRooms> {
  const cur = await currencyOf(db);
  const raw = rowsOf<TRaw>(await db.execute(sql`
    WITH oc AS MATERIALIZED (SELECT o.room_id, o.booking_id, b.state IN (${revenueStates}) AS sold,
        least(o.date_to, ${f.to}::date + 1) - greatest(o.date_from, ${f.from}::date) AS nights
      FROM occupancy o JOIN bookings b ON b.id = o.booking_id
      WHERE o.kind = 'booking' AND o.holds AND o.date_from <= ${f.to}::date AND o.date_to > ${f.from}::date AND ${bookingsWhere(p, f)}
        AND o.room_id IN (SELECT r.id FROM rooms r WHERE ${roomsWhere(p, f)})),
    bn AS (SELECT o.booking_id, sum(o.date_to - o.date_from) AS nights FROM occupancy o
      WHERE o.kind = 'booking' AND o.holds AND o.booking_id IN (SELECT booking_id FROM oc WHERE sold) GROUP BY o.booking_id),
    rev AS (${revenueSql(cur, sql`SELECT booking_id FROM oc WHERE sold`)}),
    g AS (SELECT oc.room_id AS key, min(rm.name) AS name, sum(oc.nights) AS nights,
        round(coalesce(sum(rev.revenue::numeric * oc.nights / bn.nights) FILTER (WHERE oc.sold), 0)) AS revenue
      FROM oc JOIN rooms rm ON rm.id = oc.room_id LEFT JOIN bn ON bn.booking_id = oc.booking_id LEFT JOIN rev ON rev.id = oc.booking_id
      GROUP BY oc.room_id)
    ${rankedSql(sql`g.nights DESC, g.revenue DESC, g.name, g.key`, ROOM, f.amount)}`));
  return { ...head(f, cur.base), ...shape(f, raw, ROOM) };
}
