// The rebook and split links of a booking as the detail shows them (booking_links, issue 20).
import { sql, type SQLWrapper } from 'drizzle-orm';

export type TBookingLink = { kind: 'rebook' | 'split'; direction: 'to' | 'from'; booking: string; number: string | null; state: string };

/** The links as rows of a query, oldest first, with the time of each (at), which the booking
 *  detail orders by when it aggregates them into its one statement. */
export function linksSql(id: string | SQLWrapper) {
  return sql`
    SELECT l.created_at AS at, l.kind, CASE WHEN l.from_booking = ${id}::uuid THEN 'to' ELSE 'from' END AS direction, o.id AS booking,
      coalesce(o.booking_no, o.reservation_no, o.offer_no) AS number, o.state
    FROM booking_links l JOIN bookings o ON o.id = CASE WHEN l.from_booking = ${id}::uuid THEN l.to_booking ELSE l.from_booking END
    WHERE l.from_booking = ${id}::uuid OR l.to_booking = ${id}::uuid ORDER BY l.created_at`;
}

