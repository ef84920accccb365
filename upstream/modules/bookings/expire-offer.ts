// Holds a public offer (holdOffer) and ends one whose hold has run out (run by the offer-expiry job, never by a request):
// the booking is released through the state machine (state freed, its rooms given back, one
// history version) in the caller's transaction. An offer confirmed, planned, cancelled or already
// released in the meantime is left as it is, so the job running twice has one effect.
import { asc, eq, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bookings, offerHolds } from '../../db/schema';
import type { TBookingRow } from './access';
import { actOn } from './actions';

/** Holds a new public offer's rooms until `expiresAt` (the public booking, in its transaction). */
export async function holdOffer(tx: Db, bookingId: string, expiresAt: Date): Promise<void> {
  await tx.insert(offerHolds).values({ bookingId, expiresAt });
}

/** Bookings whose hold has run out by `now`, oldest first. */
export async function expiredOfferIds(db: Db, now: Date, limit = 500): Promise<string[]> {
  const rows = await db.select({ id: offerHolds.bookingId }).from(offerHolds)
    .where(lte(offerHolds.expiresAt, now)).orderBy(asc(offerHolds.expiresAt)).limit(limit);
  return rows.map((r) => r.id);
}

/** True when this call released the offer; false when there was nothing (more) to do. */
export async function expireOffer(tx: Tx, bookingId: string, now: Date): Promise<boolean> {
  // The hold's row lock makes a second runner wait, then find the hold gone.
  const [hold] = await tx.select().from(offerHolds).where(eq(offerHolds.bookingId, bookingId)).for('update');
  if (!hold || hold.expiresAt.getTime() > now.getTime()) return false;
  await tx.delete(offerHolds).where(eq(offerHolds.bookingId, bookingId));
  const [found] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  const row = found as unknown as TBookingRow | undefined;
  if (!row || row.state !== 'draft') return false;
  await actOn(tx, row, { action: 'release', now, actor: null, note: { release: { reason: 'expired' } } });
  return true;
}
