// Keeps the customers' statistics (customer_stats: stays, last stay, revenue) current for the CRM
// segments, which filter 400,000 customers by them and cannot walk every booking per query. A job
// (upstream/jobs/customer-stats.ts) recalculates every customer named by a booking that changed
// since the last refresh (as its customer or as a guest in one of its rooms), with an overlap of
// two hours, so a booking written while a run was under way is taken up by the next one. The
// first run (no statistics yet) takes every customer with a booking. Idempotent: a run repeated
// stores the same figures.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { recalculateStats } from './stats';

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

/** One refresh run; returns how many customers were recalculated. */
export async function refreshCustomerStats(db: Db, batch = 200): Promise<number> {
  const [{ last }] = rowsOf<{ last: string | null }>(await db.execute(sql`SELECT max(recalculated_at)::text AS last FROM customer_stats`));
  const since = last ? new Date(Date.parse(last) - 2 * 3_600_000) : null;
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
