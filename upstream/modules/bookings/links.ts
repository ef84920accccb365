// The rebook and split links of a booking as the detail shows them (booking_links, issue 20).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

export type TBookingLink = { kind: 'rebook' | 'split'; direction: 'to' | 'from'; booking: string; number: string | null; state: string };

export async function linksOf(tx: Db, id: string): Promise<TBookingLink[]> {
  return rowsOf<TBookingLink>(await tx.execute(sql`
    SELECT l.kind, CASE WHEN l.from_booking = ${id}::uuid THEN 'to' ELSE 'from' END AS direction, o.id AS booking,
      coalesce(o.booking_no, o.reservation_no, o.offer_no) AS number, o.state
    FROM booking_links l JOIN bookings o ON o.id = CASE WHEN l.from_booking = ${id}::uuid THEN l.to_booking ELSE l.from_booking END
    WHERE l.from_booking = ${id}::uuid OR l.to_booking = ${id}::uuid ORDER BY l.created_at`));
}
