// Keeps the customers' statistics (customer_stats: stays, last stay, revenue) current for the CRM
// segments, which filter 400,000 customers by them and cannot walk every booking per query. A job
// (upstream/modules/customers/stats-jobs.ts) recalculates every customer named by a booking that changed
// since the last refresh (as its customer or as a guest in one of its rooms), with an overlap of
// two hours, so a booking written while a run was under way is taken up by the next one. The
// first run (no statistics yet) recalculates everyone in one set-based statement with the figures
// of recalculateStats (one by one, 400,000 customers would take hours). Idempotent: a run repeated
// stores the same figures.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { now } from '../../clock';
import { recalculateStats } from './stats';
import { STAY_STATES } from './stays';

const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/** Customers named by bookings updated at or after `since` (every booking when null). */
export async function customersWithChangedBookings(db: Db, since: Date | null): Promise<string[]> {
  const changed = since ? sql`b.updated_at >= ${since.toISOString()}::timestamptz` : sql`true`;
  const rows = rowsOf<{ id: string }>(await db.execute(sql`
    SELECT b.customer AS id FROM bookings b WHERE ${changed} AND b.customer IS NOT NULL
    UNION
    SELECT (g->>'customer')::uuid FROM bookings b JOIN booking_rooms br ON br.booking_id = b.id
      CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(br.guests) = 'array' THEN br.guests ELSE '[]'::jsonb END) g
    WHERE ${changed} AND g->>'customer' ~ ${UUID}`));
  return rows.map((r) => r.id);
}

/** Every customer's statistics at once (those with a booking or with statistics already):
 *  recalculateStats's definition as one statement. Returns the rows written. */
export async function recalculateAllStats(db: Db): Promise<number> {
  const states = sql`ARRAY[${sql.join(STAY_STATES.map((s) => sql`${s}`), sql`, `)}]::text[]`;
  const rows = rowsOf<{ n: number }>(await db.execute(sql`
    WITH g AS (
      SELECT DISTINCT (e->>'customer')::uuid AS cid, br.id AS rid, b.id AS bid, br.date_from, br.date_to
      FROM booking_rooms br JOIN bookings b ON b.id = br.booking_id
        CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(br.guests) = 'array' THEN br.guests ELSE '[]'::jsonb END) e
      WHERE b.state = ANY(${states}) AND e->>'customer' ~ ${UUID}),
    gs AS (SELECT cid, count(DISTINCT bid)::int AS stays, coalesce(sum(greatest(0, date_to - date_from)), 0)::int AS nights,
      min(date_from) AS first_stay, max(date_to) AS last_stay FROM g GROUP BY cid),
    bk AS (SELECT cid, count(DISTINCT bid)::int AS bookings FROM (
      SELECT cid, bid FROM g UNION SELECT customer, id FROM bookings WHERE state = ANY(${states}) AND customer IS NOT NULL) x GROUP BY cid),
    rv AS (SELECT cid, jsonb_object_agg(currency, total) AS revenue FROM (
      SELECT b.customer AS cid, l.currency, sum(l.amount)::bigint AS total FROM booking_calculation_lines l JOIN bookings b ON b.id = l.booking_id
      WHERE b.state = ANY(${states}) AND b.customer IS NOT NULL GROUP BY b.customer, l.currency) y GROUP BY cid),
    ids AS (SELECT cid FROM bk UNION SELECT cid FROM rv UNION SELECT customer_id FROM customer_stats),
    w AS (
      INSERT INTO customer_stats (customer_id, bookings, stays, nights, revenue, first_stay, last_stay, recalculated_at)
      SELECT c.id, coalesce(bk.bookings, 0), coalesce(gs.stays, 0), coalesce(gs.nights, 0), coalesce(rv.revenue, '{}'::jsonb),
        gs.first_stay, gs.last_stay, ${now().toISOString()}::timestamptz
      FROM ids JOIN customers c ON c.id = ids.cid LEFT JOIN gs ON gs.cid = c.id LEFT JOIN bk ON bk.cid = c.id LEFT JOIN rv ON rv.cid = c.id
      ON CONFLICT (customer_id) DO UPDATE SET bookings = EXCLUDED.bookings, stays = EXCLUDED.stays, nights = EXCLUDED.nights,
        revenue = EXCLUDED.revenue, first_stay = EXCLUDED.first_stay, last_stay = EXCLUDED.last_stay, recalculated_at = EXCLUDED.recalculated_at
      RETURNING 1)
    SELECT count(*)::int AS n FROM w`));
  return Number(rows[0]?.n ?? 0);
}

/** One refresh run; returns how many customers were recalculated. */
export async function refreshCustomerStats(db: Db, batch = 200): Promise<number> {
  const [{ last }] = rowsOf<{ last: string | null }>(await db.execute(sql`SELECT max(recalculated_at)::text AS last FROM customer_stats`));
  if (!last) return db.transaction((tx) => recalculateAllStats(tx));
  const since = new Date(Date.parse(last) - 2 * 3_600_000);
  const ids = await customersWithChangedBookings(db, since);
  for (let i = 0; i < ids.length; i += batch) {
    // A customer deleted (merged, erased) since the list was read is skipped by the key check.
    await db.transaction(async (tx) => {
      const present = rowsOf<{ id: string }>(await tx.execute(sql`SELECT id FROM customers WHERE id = ANY(${sql.raw(`ARRAY[${ids.slice(i, i + batch).map((id) => `'${id}'`).join(',')}]::uuid[]`)})`));
      for (const { id } of present) await recalculateStats(tx, id);
    });
  }
  return ids.length;
}
