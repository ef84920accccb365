// More statistics per period (api-calls 7.5, issue 35): statsByRepeater (first-time and repeat
// guests per period of arrival) and occupancyPerYear (utilization per year and resort or vessel).
// Same building blocks as period-stats.ts. Definitions: lib/contract/statistics.ts,
// docs/decisions/statistics.md.
import { sql } from 'drizzle-orm';
import type { TOccupancyPerYear, TStatsByRepeater } from '../../../lib/contract/statistics';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { TPrincipal } from '../../http/context';
import { nightsIn, periodOf } from './facts';
import { bookingsWhere, currencyOf, periodsSql, roomsWhere, type TStatsFilter } from './filter';
import { arrivalsSql, bedsSql } from './period-stats';

const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 10_000) / 10_000 : null);
const head = (f: TStatsFilter, currency: string) => ({ from: f.from, to: f.to, groupBy: f.groupBy, currency });
const SOLD_STATES = sql.raw(`'planned', 'confirmed', 'splitted', 'resolved'`);

/** Sold arrivals per period: repeat when the lead customer has another sold booking arriving
 *  earlier (among the bookings the caller may read, with the same filters), first when not,
 *  unknown without a lead customer. k is MATERIALIZED: inlined, its EXISTS ran once for each of
 *  the three counts (3 × 34,000 index probes a year on the bench). */
export async function statsByRepeater(db: Db, p: TPrincipal, f: TStatsFilter): Promise<TStatsByRepeater> {
  const cur = await currencyOf(db);
  const rows = rowsOf<{ period: string; first: number; repeat: number; unknown: number }>(await db.execute(sql`
    WITH p AS (${periodsSql(f)}), ${arrivalsSql(p, f, cur)},
    k AS MATERIALIZED (SELECT x.date_from, CASE WHEN x.customer IS NULL THEN 'unknown'
        WHEN EXISTS (SELECT 1 FROM bookings b WHERE b.customer = x.customer AND b.state IN (${SOLD_STATES}) AND b.date_from < x.date_from
          AND ${bookingsWhere(p, f)}) THEN 'repeat' ELSE 'first' END AS kind
      FROM x WHERE x.state <> 'aborted'),
    g AS (SELECT ${periodOf(f, sql`k.date_from`)} AS period, count(*) FILTER (WHERE kind = 'first') AS first,
      count(*) FILTER (WHERE kind = 'repeat') AS repeat, count(*) FILTER (WHERE kind = 'unknown') AS unknown FROM k GROUP BY 1)
    SELECT p.period::text AS period, coalesce(g.first, 0)::int AS first, coalesce(g.repeat, 0)::int AS repeat, coalesce(g.unknown, 0)::int AS unknown
    FROM p LEFT JOIN g ON g.period = p.period ORDER BY p.period`));
  const out = rows.map((r) => ({ period: r.period, first: Number(r.first), repeat: Number(r.repeat), unknown: Number(r.unknown), rate: ratio(Number(r.repeat), Number(r.first) + Number(r.repeat)) }));
  const t = { first: out.reduce((n, r) => n + r.first, 0), repeat: out.reduce((n, r) => n + r.repeat, 0), unknown: out.reduce((n, r) => n + r.unknown, 0) };
  return { ...head(f, cur.base), rows: f.mode === 'table' ? out.filter((r) => r.first + r.repeat + r.unknown > 0) : out, totals: { ...t, rate: ratio(t.repeat, t.first + t.repeat) } };
}

/** utilization (period-stats.ts) per year of the range and per resort or vessel of the rooms:
 *  rows for every year and asset with rooms (chart mode), or only those with nights (table). */
export async function occupancyPerYear(db: Db, p: TPrincipal, q: TStatsFilter): Promise<TOccupancyPerYear> {
  const f: TStatsFilter = { ...q, groupBy: 'year' };
  const cur = await currencyOf(db);
  const step = sql.raw(`'1 year'`);
  const rows = rowsOf<{ period: string; key: string | null; name: string | null; available: string; blocked: string; booked: string }>(await db.execute(sql`
    WITH p AS (${periodsSql(f)}),
    rm AS MATERIALIZED (SELECT r.id, coalesce(r.resort, r.vessel) AS asset, ${bedsSql} AS beds FROM rooms r WHERE r.is_active AND ${roomsWhere(p, f)}),
    oc AS (SELECT rm.asset, o.kind <> 'booking' AS blocker, greatest(o.date_from, ${f.from}::date) AS s, least(o.date_to, ${f.to}::date + 1) AS e, count(*) AS n
      FROM occupancy o JOIN rm ON rm.id = o.room_id WHERE o.holds AND o.date_from <= ${f.to}::date AND o.date_to > ${f.from}::date
        AND (o.kind <> 'booking' OR o.booking_id IN (SELECT b.id FROM bookings b WHERE ${bookingsWhere(p, f)}))
      GROUP BY 1, 2, 3, 4),
    split AS (SELECT g::date AS period, oc.asset, oc.blocker, oc.n * ${nightsIn(sql`oc.s`, sql`oc.e`, sql`g::date`, sql`(g + interval ${step})::date`)} AS nights
      FROM oc CROSS JOIN LATERAL generate_series(${periodOf(f, sql`oc.s`)}::timestamp, (oc.e - 1)::timestamp, interval ${step}) g),
    g AS (SELECT period, asset, sum(nights) FILTER (WHERE blocker) AS blocked, sum(nights) FILTER (WHERE NOT blocker) AS booked FROM split GROUP BY 1, 2),
    a AS (SELECT asset, sum(beds) AS beds FROM rm GROUP BY asset)
    SELECT p.period::text AS period, a.asset::text AS key, coalesce(rs.name, vs.name) AS name, (a.beds * (p.e - p.s))::text AS available,
      coalesce(g.blocked, 0)::text AS blocked, coalesce(g.booked, 0)::text AS booked
    FROM p CROSS JOIN a LEFT JOIN g ON g.period = p.period AND g.asset IS NOT DISTINCT FROM a.asset
      LEFT JOIN resorts rs ON rs.id = a.asset LEFT JOIN vessels vs ON vs.id = a.asset
    ORDER BY p.period, 3, 2`));
  const out = rows.map((r) => {
    const available = Number(r.available); const blocked = Number(r.blocked); const booked = Number(r.booked);
    return { period: r.period, key: r.key, name: r.name ?? '', available, blocked, booked, rate: ratio(booked, available - blocked) };
  });
  const t = { available: out.reduce((n, r) => n + r.available, 0), blocked: out.reduce((n, r) => n + r.blocked, 0), booked: out.reduce((n, r) => n + r.booked, 0) };
  return {
    ...head(f, cur.base), rows: q.mode === 'table' ? out.filter((r) => r.booked + r.blocked > 0) : out,
    totals: { ...t, rate: ratio(t.booked, t.available - t.blocked) },
  };
}
