// splitByCustomer (api-calls 7.4, issue 20): guests of a firm booking leave it for a new booking
// of their own, with their rooms (their beds in a shared cabin) and their price lines (both
// bookings are priced again). The original becomes splitted: it keeps the other guests and their
// rooms and works on like a confirmed booking; the new booking is confirmed with its own number.
// Payments stay with the original (who paid what is the office's call: it moves money with the
// payment calls). One transaction, one version of each booking.
import { asc, eq } from 'drizzle-orm';
import type { TBookingDetail, TGuest, TRoomRequest } from '../../../../lib/contract/booking-core';
import type { Tx } from '../../../db/client';
import { bookingRooms, bookings } from '../../../db/schema';
import type { TPrincipal } from '../../../http/context';
import { errors } from '../../../http/errors';
import { addRoom } from '../create';
import { deriveBooking, guardAction, linkBookings, versionOf } from './derive';
import { lockRooms, releaseBookingRoom } from '../rooms/occupancy';
import { loadRoom } from '../../inventory/room-facts';
import { finish } from '../rooms/room-list';

export type TSplitGuest = { roomBookingId: string; idx: number };

const nameOf = (g: TGuest) => [g.firstName, g.lastName].filter(Boolean).join(' ') || null;

export async function splitByCustomer(tx: Tx, p: TPrincipal, id: string, picked: TSplitGuest[], now: Date): Promise<TBookingDetail> {
  const row = await guardAction(tx, p, id, 'splitByCustomer', now);
  const rooms = await tx.select().from(bookingRooms).where(eq(bookingRooms.bookingId, id)).orderBy(asc(bookingRooms.sort), asc(bookingRooms.dateFrom));
  const byRoom = new Map<string, Set<number>>();
  for (const g of picked) {
    const br = rooms.find((r) => r.id === g.roomBookingId);
    if (!br || g.idx >= br.guests.length) throw errors.notFound(`Guest ${g.idx} of booking room ${g.roomBookingId} is not in this booking`);
    byRoom.set(br.id, (byRoom.get(br.id) ?? new Set()).add(g.idx));
  }
  const total = rooms.reduce((n, r) => n + r.guests.length, 0);
  if (picked.length >= total || rooms.every((r) => (byRoom.get(r.id)?.size ?? 0) === r.guests.length)) {
    throw errors.validation([{ path: 'guests', message: 'At least one guest stays in the booking (to move everyone, rebook it)' }]);
  }
  await lockRooms(tx, rooms.filter((r) => byRoom.has(r.id)).map((r) => r.roomId));
  const stays: { br: typeof rooms[number]; req: TRoomRequest }[] = [];
  const leaves: TRoomRequest[] = [];
  for (const br of rooms) {
    const idx = byRoom.get(br.id);
    if (!idx) continue;
    const base = { room: br.roomId, dateFrom: br.dateFrom, dateTo: br.dateTo, ...(br.variant ? { variant: br.variant } : {}) };
    const moving = br.guests.filter((_, i) => idx.has(i));
    if (idx.size === br.guests.length) { leaves.push({ ...base, beds: br.beds, guests: moving }); continue; }
    const room = await loadRoom(tx, br.roomId);
    if (!room.allowSharedRoom) throw errors.validation([{ path: 'guests', message: `${room.name} is not shared: its guests leave together or not at all` }], 'ROOM_NOT_SHARED');
    // In a shared cabin guest i sleeps in bed i of the booking room's beds.
    const movingBeds = br.beds.filter((_, i) => idx.has(i));
    leaves.push({ ...base, beds: movingBeds, guests: moving });
    stays.push({ br, req: { ...base, beds: br.beds.filter((b) => !movingBeds.includes(b)), guests: br.guests.filter((_, i) => !idx.has(i)) } });
  }
  // The leaving guests' beds are given back first, then taken again by the two parties.
  for (const br of rooms.filter((r) => byRoom.has(r.id))) {
    await releaseBookingRoom(tx, br.id);
    await tx.delete(bookingRooms).where(eq(bookingRooms.id, br.id));
  }
  for (const s of stays) await addRoom(tx, p, { id: row.id, state: 'splitted' }, s.req, s.br.sort);
  const first = leaves[0].guests[0];
  const fresh = await deriveBooking(tx, p, row, { state: 'confirmed', rooms: leaves, customer: first?.customer ?? null, title: first ? nameOf(first) : null }, now);
  await linkBookings(tx, row, fresh.id, 'split');
  await tx.update(bookings).set({ state: 'splitted', updatedAt: now }).where(eq(bookings.id, row.id));
  await finish(tx, p, row.id, 'splitByCustomer');
  return versionOf(tx, p, fresh.id, 'splitFrom', { split: { from: row.id } });
}
