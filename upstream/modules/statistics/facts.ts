// The building blocks the statistics group on (docs/decisions/statistics.md "Speed"): the
// period of a day as an equality key (a hash join of the periods, not a range join that compares
// every booking with every period), and a booking's revenue from the kept per-currency totals
// (booking_line_totals, kept by triggers in the lines' own transaction) instead of every line.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { TCurrency, TStatsFilter } from './filter';

/** The period (its first day, as periodsSql's `period`) that holds the date expression `day`. */
export function periodOf(f: TStatsFilter, day: SQL): SQL {
  return sql`date_trunc(${sql.raw(`'${f.groupBy}'`)}, (${day})::timestamp)::date`;
}

/** Minor units in the base currency of each booking of `ids` (table rev: id, revenue): its kept
 *  totals per currency converted, rounded once per booking (half away from zero, like convertMinor). */
export function revenueSql(cur: TCurrency, ids: SQL): SQL {
  return sql`SELECT t.booking_id AS id, round(sum(t.amount::numeric * fx.factor))::bigint AS revenue
    FROM booking_line_totals t JOIN (${cur.fx}) fx ON fx.currency = t.currency
    WHERE t.booking_id IN (${ids}) GROUP BY t.booking_id`;
}

/** Nights of [date_from, date_to) inside [s, e) (0 when apart). */
export const nightsIn = (from: SQL, to: SQL, s: SQL, e: SQL): SQL => sql`greatest(least(${to}, ${e}) - greatest(${from}, ${s}), 0)`;

/** Runs a report's statements in one read transaction with the settings they need: no JIT (the
 *  periods' generate_series is costed at 1,000 rows, which made PostgreSQL compile every
 *  statistic for ~1 s: EXPLAIN ANALYZE on the bench dataset) and room to hash a year of bookings
 *  in memory. PGlite takes the same SET LOCAL (it has no JIT to turn off). */
export async function reportRead<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL jit = off`);
    await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
    return run(tx);
  });
}
