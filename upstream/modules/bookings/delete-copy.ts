// The generic delete and copy, as a booking needs them: deleting keeps the record (state
// deleted, deletedDate) and gives its beds back; copying creates a new offer with the same rooms,
// dates and guests through the occupancy (so a copy over taken nights is a 409).
import { asc, eq } from 'drizzle-orm';
import type { TBookingDetail } from '../../../lib/contract/booking-core';
import type { Tx } from '../../db/client';
import { bookingRooms, bookings } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { loadBooking } from './access';
import { createBooking } from './create';
import { bookingDetail, recordVersion } from './detail';
import { setHolding } from './rooms/occupancy';
import { loadRoom } from '../inventory/room-facts';
import { holdsInventory } from './transitions';

export async function deleteBooking(tx: Tx, p: TPrincipal, id: string, now: Date): Promise<void> {
  const row = await loadBooking(tx, p, id, 'write', true);
  if (row.state === 'deleted') throw errors.notFound('Booking not found');
  // A firm booking is cancelled first (resolved ones are settled history and stay); a rebooked one
  // keeps its link to the new booking (revertRebook, or delete the new one).
  if (row.state === 'confirmed' || row.state === 'splitted') throw errors.conflict('INVALID_STATE_TRANSITION', `Cancel a ${row.state} booking before deleting it.`);
  if (row.state === 'resolved') throw errors.conflict('INVALID_STATE_TRANSITION', 'A resolved booking is settled and stays on record; it cannot be deleted.');
  if (row.state === 'rebooked') throw errors.conflict('INVALID_STATE_TRANSITION', 'A rebooked booking points to its new booking: revert the rebook, or delete the new booking.');
  if (holdsInventory(row.state)) await setHolding(tx, row.id, false, (roomId) => loadRoom(tx, roomId));
  const [updated] = await tx.update(bookings).set({ state: 'deleted', deletedDate: now, updatedAt: now }).where(eq(bookings.id, row.id)).returning();
  const detail = await bookingDetail(tx, updated, p);
  await recordVersion(tx, detail, 'delete', p);
}

export async function copyBooking(tx: Tx, p: TPrincipal, id: string, now: Date): Promise<TBookingDetail> {
  const row = await loadBooking(tx, p, id, 'read');
  const rooms = await tx.select().from(bookingRooms).where(eq(bookingRooms.bookingId, id)).orderBy(asc(bookingRooms.sort));
  return createBooking(tx, p, {
    type: row.type as 'resort', state: 'draft', title: row.title ? `${row.title} (copy)` : undefined,
    resort: row.resort ?? undefined, vessel: row.vessel ?? undefined, agency: row.agency ?? undefined, customer: row.customer ?? undefined,
    language: row.language as 'de', currency: row.currency,
    rooms: rooms.map((r) => ({ room: r.roomId, dateFrom: r.dateFrom, dateTo: r.dateTo, beds: r.beds, guests: r.guests, ...(r.variant ? { variant: r.variant } : {}) })),
  }, now);
}
