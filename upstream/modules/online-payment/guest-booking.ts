// A booking as its guest reaches it: by number and the lead guest's e-mail (as GET /api/book/no).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { errors } from '../../http/errors';

export type TGuestBooking = { id: string; number: string; state: string; currency: string; language: string; email: string; resort: string | null; vessel: string | null };

export async function guestBooking(db: Db, number: string, email: string): Promise<TGuestBooking> {
  const [b] = rowsOf<{ id: string; number: string; state: string; currency: string; language: string; email: string | null; resort: string | null; vessel: string | null }>(await db.execute(sql`
    SELECT b.id, coalesce(b.booking_no, b.reservation_no, b.offer_no) AS number, b.state, b.currency, b.language, b.resort, b.vessel, c.email
    FROM bookings b LEFT JOIN customers c ON c.id = b.customer
    WHERE ${number} IN (b.booking_no, b.reservation_no, b.offer_no) LIMIT 1`));
  if (!b || !b.email || b.email.toLowerCase() !== email.trim().toLowerCase()) throw errors.notFound('Booking not found');
  return { ...b, email: b.email };
}
