// POST /api/bookings/move/{schedule} (api-calls 7.4, issue 20): every booking of one departure
// moves to another departure of the same vessel, in place (same booking, numbers and cabins; the
// nights of the target). All or nothing: the cabins are locked in id order and every bed goes
// through the occupancy's exclusion constraints, so a cabin taken on the target departure is a
// 409 and nothing moves; never an overbooking. A booking with a locked room stays where it is
// (a locked room is never moved by operations) and is named in the answer.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { bookingRooms, bookings, schedules } from '../../../db/schema';
import type { TPrincipal } from '../../../http/context';
import { errors } from '../../../http/errors';
import { assertAsset, assertMayUseBookings } from '../access';
import { addRoom, refreshSummary } from '../create';
import { versionOf } from './derive';
import { lockRooms, releaseBookingRoom } from '../rooms/occupancy';
import { reloadPrice } from '../prices/calculation';

const MOVABLE = ['draft', 'planned', 'confirmed', 'waiting', 'splitted'] as const;

export type TMoveAnswer = { moved: string[]; kept: { id: string; reason: string }[] };

async function scheduleOf(tx: Db, p: TPrincipal, id: string) {
  const [s] = await tx.select().from(schedules).where(eq(schedules.id, id));
  if (!s) throw errors.notFound('Departure not found');
  assertAsset(p, null, s.vessel ?? null);
  return s;
}

export async function moveDeparture(tx: Tx, p: TPrincipal, fromId: string, toId: string, now: Date): Promise<TMoveAnswer> {
  assertMayUseBookings(p, 'office');
  if (fromId === toId) throw errors.validation([{ path: 'from', message: 'The departures must differ' }]);
  const [from, to] = [await scheduleOf(tx, p, fromId), await scheduleOf(tx, p, toId)];
  if (from.vessel !== to.vessel) throw errors.validation([{ path: 'schedule', message: 'Both departures must be of one vessel (its cabins move along)' }], 'OTHER_VESSEL');
  const rows = await tx.select().from(bookings)
    .where(and(eq(bookings.schedule, from.id), inArray(bookings.state, [...MOVABLE]))).orderBy(asc(bookings.id)).for('update');
  const answer: TMoveAnswer = { moved: [], kept: [] };
  if (rows.length === 0) return answer;
  const rooms = await tx.select().from(bookingRooms).where(inArray(bookingRooms.bookingId, rows.map((r) => r.id))).orderBy(asc(bookingRooms.sort));
  const lockedIn = new Set(rooms.filter((r) => r.locked).map((r) => r.bookingId));
  const moving = rows.filter((r) => !lockedIn.has(r.id));
  for (const r of rows) if (lockedIn.has(r.id)) answer.kept.push({ id: r.id, reason: 'ROOM_LOCKED' });
  const movingRooms = rooms.filter((br) => !lockedIn.has(br.bookingId));
  // One lock order for everyone who claims these cabins: the whole move waits for, or blocks, a
  // booking made at the same moment for the target nights; the constraints decide the rest.
  await lockRooms(tx, movingRooms.map((br) => br.roomId));
  for (const br of movingRooms) {
    await releaseBookingRoom(tx, br.id);
    await tx.delete(bookingRooms).where(eq(bookingRooms.id, br.id));
  }
  for (const row of moving) {
    for (const br of movingRooms.filter((x) => x.bookingId === row.id)) {
      await addRoom(tx, p, row, { room: br.roomId, dateFrom: to.dateFrom, dateTo: to.dateTo, beds: br.beds, guests: br.guests, ...(br.variant ? { variant: br.variant } : {}) }, br.sort);
    }
    await tx.update(bookings).set({ schedule: to.id, tour: to.tour ?? row.tour, updatedAt: now }).where(eq(bookings.id, row.id));
    await refreshSummary(tx, row.id);
    await reloadPrice(tx, row, now.toISOString().slice(0, 10), false);
    await versionOf(tx, p, row.id, 'move', { move: { from: from.id, to: to.id } });
    answer.moved.push(row.id);
  }
  return answer;
}
