// "A mail from a known guest links to their bookings": senders matched to customers by address
// (case-insensitive), and a customer's bookings, as lead customer or as a guest in a room, the
// ones the caller may see (the bookings module's access rule).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf as rows } from '../../db/rows';
import type { TPrincipal } from '../../http/context';
import { mayAccess } from '../bookings/access';

export type TKnownGuest = { id: string; fullName: string; email: string };


export async function knownGuests(db: Db, addressesIn: string[]): Promise<Map<string, TKnownGuest>> {
  const list = [...new Set(addressesIn.map((a) => a.toLowerCase()).filter(Boolean))];
  if (!list.length) return new Map();
  const found = rows<TKnownGuest>(await db.execute(sql`
    SELECT DISTINCT ON (lower(email)) id, full_name AS "fullName", lower(email) AS email FROM customers
    WHERE lower(email) IN (${sql.join(list.map((a) => sql`${a}`), sql`, `)}) ORDER BY lower(email), updated_at DESC`));
  return new Map(found.map((g) => [g.email, g]));
}

export type TGuestBooking = { id: string; bookingNo: string | null; title: string | null; state: string; dateFrom: string | null; dateTo: string | null };

export async function bookingsOfGuest(db: Db, p: TPrincipal, customerId: string): Promise<TGuestBooking[]> {
  const found = rows<TGuestBooking & { agency: string | null; customer: string | null; resort: string | null; vessel: string | null }>(await db.execute(sql`
    SELECT b.id, b.booking_no AS "bookingNo", b.title, b.state, b.date_from::text AS "dateFrom", b.date_to::text AS "dateTo",
      b.agency, b.customer, b.resort, b.vessel
    FROM bookings b
    WHERE b.customer = ${customerId}
      OR EXISTS (SELECT 1 FROM booking_rooms r WHERE r.booking_id = b.id AND r.guests @> ${JSON.stringify([{ customer: customerId }])}::jsonb)
    ORDER BY b.date_from DESC NULLS LAST LIMIT 50`));
  return found.filter((b) => mayAccess(p, b, 'read'))
    .map(({ id, bookingNo, title, state, dateFrom, dateTo }) => ({ id, bookingNo, title, state, dateFrom, dateTo }));
}
