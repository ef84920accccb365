// Changing a booking's room list: add a room (takes its beds or 409), remove one (gives them
// back). Each change refreshes the booking's dates and pax and stores a version.
import { and, eq } from 'drizzle-orm';
import type { TBookingDetail, TRoomRequest } from '../../../../lib/contract/booking-core';
import { today } from '../../../clock';
import type { Db, Tx } from '../../../db/client';
import { bookingRooms, bookings } from '../../../db/schema';
import type { TPrincipal } from '../../../http/context';
import { errors } from '../../../http/errors';
import { loadBooking, type TBookingRow } from '../access';
import { addRoom, assertGuestCustomers, refreshSummary } from '../create';
import { bookingDetail, recordVersion } from '../detail';
import { releaseBookingRoom } from './occupancy';
import { reloadPrice } from '../prices/calculation';

const CLOSED = new Set(['aborted', 'deleted', 'resolved', 'rebooked', 'freed']);

export async function finish(tx: Db, p: TPrincipal, id: string, action: string): Promise<TBookingDetail> {
  await refreshSummary(tx, id);
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id));
  await reloadPrice(tx, row, today(), false);
  const detail = await bookingDetail(tx, row, p);
  detail.version = await recordVersion(tx, detail, action, p);
  return detail;
}

export function assertOpen(row: Pick<TBookingRow, 'state'>): void {
  if (CLOSED.has(row.state)) throw errors.conflict('BOOKING_CLOSED', `A booking in state ${row.state} cannot change its rooms.`);
}

export async function addRoomToBooking(tx: Tx, p: TPrincipal, id: string, req: TRoomRequest): Promise<TBookingDetail> {
  const row = await loadBooking(tx, p, id, 'write', true);
  assertOpen(row);
  await assertGuestCustomers(tx, p, req.guests);
  const existing = await tx.select({ id: bookingRooms.id }).from(bookingRooms).where(eq(bookingRooms.bookingId, id));
  await addRoom(tx, p, row, req, existing.length);
  return finish(tx, p, id, 'addRoom');
}

export async function removeRoomFromBooking(tx: Tx, p: TPrincipal, id: string, roomId: string, bookingRoomId?: string): Promise<TBookingDetail> {
  const row = await loadBooking(tx, p, id, 'write', true);
  assertOpen(row);
  const where = bookingRoomId
    ? and(eq(bookingRooms.bookingId, id), eq(bookingRooms.id, bookingRoomId), eq(bookingRooms.roomId, roomId))
    : and(eq(bookingRooms.bookingId, id), eq(bookingRooms.roomId, roomId));
  const found = await tx.select({ id: bookingRooms.id, locked: bookingRooms.locked }).from(bookingRooms).where(where);
  if (found.length === 0) throw errors.notFound('Room not in this booking');
  if (found.length > 1) throw errors.validation([{ path: 'rb', message: 'The room is booked more than once: name the booking room (rb)' }]);
  if (found[0].locked) throw errors.conflict('ROOM_LOCKED', 'This room is locked in the booking.');
  await releaseBookingRoom(tx, found[0].id);
  await tx.delete(bookingRooms).where(eq(bookingRooms.id, found[0].id));
  return finish(tx, p, id, 'removeRoom');
}
