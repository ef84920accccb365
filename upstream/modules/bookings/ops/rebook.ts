// Rebook (api-calls 7.4 {id}/rebook/{schedule} and {id}/rebook) and revertRebook (issue 20).
// One transaction: the old booking gives its beds back, a new booking in the same state takes the
// target rooms (409 and nothing changed when one is taken), paid money is carried over, the old
// booking becomes rebooked and points to the new one; each keeps one new version.
// revertRebook undoes it: the new booking is deleted and the old one takes its beds back.
import { asc, eq, inArray } from 'drizzle-orm';
import type { TBookingDetail, TRoomRequest } from '../../../../lib/contract/booking-core';
import type { Tx } from '../../../db/client';
import { bookingRooms, bookings, schedules } from '../../../db/schema';
import type { TPrincipal } from '../../../http/context';
import { errors } from '../../../http/errors';
import { assertAsset, type TBookingRow } from '../access';
import { carryPaid, deriveBooking, guardAction, lastLinkFrom, linkBookings, versionOf } from './derive';
import { lockRooms, setHolding } from '../rooms/occupancy';
import { loadRoom } from '../../inventory/room-facts';
import { holdsInventory } from '../transitions';
import { bookingLinks } from '../../../db/schema';

export type TRoomTarget = { roomBookingId: string; room?: string; dateFrom?: string; dateTo?: string };
export type TRebookTarget = { schedule?: string; dateFrom?: string; rooms?: TRoomTarget[] };

const DAY = 86_400_000;
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY);

type TBookingRoomRow = typeof bookingRooms.$inferSelect;

/** The rooms of the new booking: every booking room, moved as the target says. */
export function targetRooms(rooms: TBookingRoomRow[], t: TRebookTarget, schedule: { dateFrom: string; dateTo: string } | null, bookingFrom: string | null): TRoomRequest[] {
  const byId = new Map((t.rooms ?? []).map((r) => [r.roomBookingId, r]));
  for (const id of byId.keys()) if (!rooms.some((r) => r.id === id)) throw errors.notFound(`Booking room ${id} is not in this booking`);
  const delta = t.dateFrom && bookingFrom ? daysBetween(bookingFrom, t.dateFrom) : 0;
  return rooms.map((br) => {
    const r = byId.get(br.id);
    let dateFrom = schedule ? schedule.dateFrom : shift(br.dateFrom, delta);
    let dateTo = schedule ? schedule.dateTo : shift(br.dateTo, delta);
    if (r?.dateFrom) dateFrom = r.dateFrom;
    if (r?.dateTo) dateTo = r.dateTo;
    if (dateTo <= dateFrom) throw errors.validation([{ path: 'rooms', message: `dateTo must be after dateFrom (booking room ${br.id})` }]);
    const room = r?.room ?? br.roomId;
    return { room, dateFrom, dateTo, guests: br.guests, ...(room === br.roomId ? { beds: br.beds } : {}), ...(br.variant ? { variant: br.variant } : {}) };
  });
}

export async function rebookBooking(tx: Tx, p: TPrincipal, id: string, t: TRebookTarget, now: Date): Promise<TBookingDetail> {
  const row = await guardAction(tx, p, id, 'rebook', now);
  const rooms = await tx.select().from(bookingRooms).where(eq(bookingRooms.bookingId, id)).orderBy(asc(bookingRooms.sort), asc(bookingRooms.dateFrom));
  if (rooms.length === 0) throw errors.conflict('NO_ROOMS', 'A booking without rooms has nothing to rebook.');
  const locked = rooms.find((r) => r.locked);
  if (locked) throw errors.conflict('ROOM_LOCKED', 'A room of this booking is locked: unlock it before rebooking.');
  let schedule: typeof schedules.$inferSelect | null = null;
  if (t.schedule) {
    [schedule] = await tx.select().from(schedules).where(eq(schedules.id, t.schedule));
    if (!schedule) throw errors.notFound('Departure not found');
    assertAsset(p, null, schedule.vessel ?? null);
    if (schedule.id === row.schedule) throw errors.conflict('SAME_DEPARTURE', 'The booking is on this departure already.');
  }
  const wanted = targetRooms(rooms, t, schedule, row.dateFrom);
  // Every room of both sides locked at once, in id order (occupancy.ts), then the old beds go
  // back and the new ones are taken: the exclusion constraints decide, never a check beforehand.
  await lockRooms(tx, [...rooms.map((r) => r.roomId), ...wanted.map((r) => r.room)]);
  if (holdsInventory(row.state)) await setHolding(tx, row.id, false, (roomId) => loadRoom(tx, roomId));
  if (schedule) {
    for (const r of wanted) {
      const room = await loadRoom(tx, r.room);
      if (room.vessel !== schedule.vessel) throw errors.validation([{ path: 'rooms', message: `${room.name} is not a cabin of the departure's vessel: name its cabin (rooms[].room)` }]);
    }
  }
  const fresh = await deriveBooking(tx, p, row, {
    state: row.state === 'splitted' ? 'confirmed' : row.state, rooms: wanted,
    ...(schedule ? { schedule: schedule.id, tour: schedule.tour ?? row.tour, vessel: schedule.vessel } : {}),
  }, now);
  await carryPaid(tx, row, fresh, now);
  await linkBookings(tx, row, fresh.id, 'rebook');
  await tx.update(bookings).set({ state: 'rebooked', updatedAt: now }).where(eq(bookings.id, row.id));
  await versionOf(tx, p, row.id, 'rebook', { rebook: { to: fresh.id } });
  return versionOf(tx, p, fresh.id, 'rebookFrom', { rebook: { from: row.id } });
}

export async function revertRebook(tx: Tx, p: TPrincipal, id: string, now: Date): Promise<TBookingDetail> {
  const row = await guardAction(tx, p, id, 'revertRebook', now);
  const link = await lastLinkFrom(tx, id, 'rebook');
  if (!link) throw errors.conflict('REBOOK_NOT_REVERTIBLE', 'This booking has no rebooking to undo.');
  const [target] = await tx.select().from(bookings).where(eq(bookings.id, link.toBooking)).for('update');
  const moved = await tx.select({ id: bookingLinks.id }).from(bookingLinks).where(eq(bookingLinks.fromBooking, target.id)).limit(1);
  if (!['draft', 'planned', 'confirmed', 'waiting'].includes(target.state) || target.checkedIn || moved.length > 0) {
    throw errors.conflict('REBOOK_NOT_REVERTIBLE', `The new booking is ${target.state}${target.checkedIn ? ' and checked in' : ''}${moved.length ? ' and was rebooked or split again' : ''}: it cannot be undone.`);
  }
  const ids = await tx.select({ roomId: bookingRooms.roomId }).from(bookingRooms).where(inArray(bookingRooms.bookingId, [row.id, target.id]));
  await lockRooms(tx, ids.map((r) => r.roomId));
  if (holdsInventory(target.state)) await setHolding(tx, target.id, false, (roomId) => loadRoom(tx, roomId));
  const back = link.fromState as TBookingRow['state'];
  if (holdsInventory(back)) await setHolding(tx, row.id, true, (roomId) => loadRoom(tx, roomId));
  await carryPaid(tx, target, row, now);
  await tx.update(bookings).set({ state: 'deleted', deletedDate: now, updatedAt: now }).where(eq(bookings.id, target.id));
  await tx.update(bookings).set({ state: back, updatedAt: now }).where(eq(bookings.id, row.id));
  await tx.delete(bookingLinks).where(eq(bookingLinks.id, link.id));
  await versionOf(tx, p, target.id, 'revertRebookDelete', { revertRebook: { back: row.id } });
  return versionOf(tx, p, row.id, 'revertRebook', { revertRebook: { deleted: target.id } });
}
