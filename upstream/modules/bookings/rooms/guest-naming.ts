// How a booking room's guests name a customer (booking_rooms.guests, a jsonb array): the one
// containment the customer's stays, merge and erasure look for.
import { sql } from 'drizzle-orm';

/** A guest entry naming the customer, for jsonb containment (booking_rooms_guests index, 0020). */
export const guestNaming = (customerId: string) => sql`jsonb_build_array(jsonb_build_object('customer', ${customerId}::text))`;
