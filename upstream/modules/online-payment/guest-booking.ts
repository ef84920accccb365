// A booking as its guest reaches it: by number and the lead guest's e-mail (as GET /api/book/no),
// or by the id behind another proof (the public invoice's token).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { errors } from '../../http/errors';

export type TGuestBooking = { id: string; number: string; state: string; currency: string; language: string; email: string; resort: string | null; vessel: string | null };

async function bookingWhere(db: Db, where: ReturnType<typeof sql>) {
  const [b] = rowsOf<Omit<TGuestBooking, 'email'> & { email: string | null }>(await db.execute(sql`
    SELECT b.id, coalesce(b.booking_no, b.reservation_no, b.offer_no) AS number, b.state, b.currency, b.language, b.resort, b.vessel, c.email
    FROM bookings b LEFT JOIN customers c ON c.id = b.customer
    WHERE ${where} LIMIT 1`));
  return b;
}

export async function guestBooking(db: Db, number: string, email: string): Promise<TGuestBooking> {
  const b = await bookingWhere(db, sql`${number} IN (b.booking_no, b.reservation_no, b.offer_no)`);
  if (!b || !b.email || b.email.toLowerCase() !== email.trim().toLowerCase()) throw errors.notFound('Booking not found');
  return { ...b, email: b.email };
}

/** A booking reached by another proof (the public invoice's token): by its id. */
export async function bookingById(db: Db, id: string): Promise<TGuestBooking> {
  const b = await bookingWhere(db, sql`b.id = ${id}`);
  if (!b) throw errors.notFound('Booking not found');
  return { ...b, email: b.email ?? '' };
}
