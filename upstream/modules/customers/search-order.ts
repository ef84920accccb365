// The customer search's projection (customer_search, migration 0049) in name order on disk.
// The list sorted by name reads a search's matches in that order: a name's matches then sit in a
// few neighbouring pages and the first matches read are the first of the list
// (docs/decisions/customer-search.md). The migration writes it in order; customers added or
// renamed later land wherever there is room, so the customers.search-order job puts it back in
// order once the order has worn (CLUSTER: the table is rewritten under its exclusive lock, ~4 s
// for 400,000 customers, during which searches and customer writes wait).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** Below this correlation of the names with the rows' places on disk the table is rewritten. */
export const SEARCH_ORDER_MIN_CORRELATION = 0.95;

export type TSearchOrder = { correlation: number | null; rewritten: boolean };

/** How well the projection's rows on disk follow the name order (1: exactly), from fresh
 *  statistics; null for a table too small to tell. */
export async function searchOrderCorrelation(db: Db): Promise<number | null> {
  await db.execute(sql`ANALYZE customer_search`);
  const [row] = rowsOf<{ c: number | null }>(await db.execute(sql`
    SELECT correlation AS c FROM pg_stats
    WHERE schemaname = current_schema() AND tablename = 'customer_search' AND attname = 'full_name'`));
  return row?.c == null ? null : Number(row.c);
}

/** Rewrites the projection in name order when its order has worn below the threshold. */
export async function keepSearchOrder(db: Db, minCorrelation = SEARCH_ORDER_MIN_CORRELATION): Promise<TSearchOrder> {
  const correlation = await searchOrderCorrelation(db);
  if (correlation === null || correlation >= minCorrelation) return { correlation, rewritten: false };
  await db.execute(sql`CLUSTER customer_search USING customer_search_name_order`);
  await db.execute(sql`ANALYZE customer_search`);
  return { correlation, rewritten: true };
}
