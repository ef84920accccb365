// bookings.hasOpenTodos: a column of the booking (the list filters by it) that follows the to-dos
// module's rows. The bookings module owns the table (upstream/db/owners.ts), so the to-dos call this.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Keeps bookings.hasOpenTodos equal to "has an open to-do" (for the bookings given, or all). */
export async function syncHasOpenTodos(tx: Db, bookingIds?: string[]): Promise<void> {
  const only = bookingIds ? sql`AND b.id IN (${sql.join(bookingIds.map((id) => sql`${id}::uuid`), sql`, `)})` : sql``;
  await tx.execute(sql`UPDATE bookings b SET has_open_todos = s.has FROM (
      SELECT b.id, EXISTS (SELECT 1 FROM todos t WHERE t.booking = b.id AND t.open) AS has FROM bookings b WHERE true ${only}) s
    WHERE b.id = s.id AND b.has_open_todos IS DISTINCT FROM s.has`);
}
