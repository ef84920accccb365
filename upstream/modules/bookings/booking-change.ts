// A change to a booking or to a record it owns, in the caller's transaction: the booking is
// loaded with the caller's access (404 when it is not theirs) and locked, the change runs, and
// the booking as it is afterwards is stored as the next version (the history shows who did what).
import { eq } from 'drizzle-orm';
import type { TBookingDetail } from '../../../lib/contract/booking-core';
import type { Db, Tx } from '../../db/client';
import { bookings } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { loadBooking, type TBookingRow, type TMode } from './access';
import { bookingDetail, recordVersion } from './detail';

/** Stores the booking as it is now as its next version. */
export async function recordCurrentVersion(tx: Db, id: string, action: string, p: TPrincipal | null): Promise<TBookingDetail> {
  const [fresh] = await tx.select().from(bookings).where(eq(bookings.id, id));
  const detail = await bookingDetail(tx, fresh, p);
  detail.version = await recordVersion(tx, detail, action, p);
  return detail;
}

export async function changeBooking(tx: Tx, p: TPrincipal, id: string, action: string, mode: TMode, fn: (row: TBookingRow) => Promise<void>): Promise<TBookingDetail> {
  const row = await loadBooking(tx, p, id, mode, true);
  await fn(row);
  return recordCurrentVersion(tx, id, action, p);
}
