// Changing one room of a booking: its dates, the room itself, or its guests. The old beds are
// given back and the new ones taken in the same transaction, so a change over taken nights is a
// 409 and leaves the booking as it was. The booking room gets a new id (answered in the detail).
import { and, eq } from 'drizzle-orm';
import type { TBookingDetail, TGuest } from '../../../../lib/contract/booking-core';
import type { Db, Tx } from '../../../db/client';
import { bookingRooms } from '../../../db/schema';
import type { TPrincipal } from '../../../http/context';
import { errors } from '../../../http/errors';
import { loadBooking } from '../access';
import { addRoom } from '../create';
import { releaseBookingRoom } from './occupancy';
import { assertOpen, finish } from './room-list';

export type TRoomChange = { room?: string; dateFrom?: string; dateTo?: string; guests?: (current: TGuest[]) => TGuest[] };

/** The booking room meant by a room id (and, when the room is booked twice, the booking room id). */
async function pickBookingRoom(tx: Db, bookingId: string, roomId: string | null, bookingRoomId: string | undefined) {
  const conds = [eq(bookingRooms.bookingId, bookingId)];
  if (roomId) conds.push(eq(bookingRooms.roomId, roomId));
  if (bookingRoomId) conds.push(eq(bookingRooms.id, bookingRoomId));
  const found = await tx.select().from(bookingRooms).where(and(...conds));
  if (found.length === 0) throw errors.notFound('Room not in this booking');
  if (found.length > 1) throw errors.validation([{ path: 'roomBookingId', message: 'The room is booked more than once: name the booking room' }]);
  return found[0];
}

export async function changeBookingRoom(tx: Tx, p: TPrincipal, bookingId: string, roomId: string | null, bookingRoomId: string | undefined, change: TRoomChange, action: string): Promise<TBookingDetail> {
  const row = await loadBooking(tx, p, bookingId, 'write', true);
  assertOpen(row);
  const br = await pickBookingRoom(tx, bookingId, roomId, bookingRoomId);
  if (br.locked) throw errors.conflict('ROOM_LOCKED', 'This room is locked in the booking.');
  const guests = change.guests ? change.guests(br.guests) : br.guests;
  const dateFrom = change.dateFrom ?? br.dateFrom;
  const dateTo = change.dateTo ?? br.dateTo;
  if (dateTo <= dateFrom) throw errors.validation([{ path: 'dateTo', message: 'dateTo must be after dateFrom' }]);
  const sameBeds = !change.room && br.guests.length === guests.length;
  await releaseBookingRoom(tx, br.id);
  await tx.delete(bookingRooms).where(eq(bookingRooms.id, br.id));
  await addRoom(tx, p, row, {
    room: change.room ?? br.roomId, dateFrom, dateTo, guests, ...(sameBeds ? { beds: br.beds } : {}), ...(br.variant ? { variant: br.variant } : {}),
  }, br.sort);
  return finish(tx, p, bookingId, action);
}
