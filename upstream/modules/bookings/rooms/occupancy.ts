// Taking and giving back beds. Every row goes through the exclusion constraints of the
// occupancy table; a clash is a 409 naming the room and the nights, never a 500. A claim's
// clash ends the request; a change of holding runs in a savepoint, so its clash can be named.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { namedInsert } from '../../../db/statements';
import { occupancy } from '../../../db/schema';
import { errors } from '../../../http/errors';
import { EXCLUSION_VIOLATION, pgCode } from './pg-errors';
import type { TRoomFacts } from '../../inventory/beds';
import { rowsOf } from '../../../db/rows';

export type TClaim = {
  room: TRoomFacts & { name: string };
  beds: number[];
  gender: string;
  dateFrom: string;
  dateTo: string;
  bookingId?: string;
  bookingRoomId?: string;
  blockerId?: string;
  kind: string;
  holds: boolean;
};

export function roomTaken(room: { id: string; name: string }, dateFrom: string, dateTo: string) {
  return errors.conflict(
    'ROOM_NOT_AVAILABLE',
    `${room.name} is not available from ${dateFrom} to ${dateTo}.`,
  );
}

const insertOccupancy = namedInsert('occupancy_insert', occupancy, false);

export async function claim(tx: Db, c: TClaim): Promise<void> {
  const rows = c.beds.map((bed) => ({
    roomId: c.room.id, bed, dateFrom: c.dateFrom, dateTo: c.dateTo, bookingId: c.bookingId ?? null,
    bookingRoomId: c.bookingRoomId ?? null, blockerId: c.blockerId ?? null, kind: c.kind, holds: c.holds,
    // Blockers take the whole room anyway; the gender rules only concern parties of guests.
    gender: c.gender, mixedGender: c.kind === 'booking' ? c.room.allowMixedGender : true,
  }));
  if (rows.length === 0) return;
  // No savepoint: a clash ends the whole request with its 409 (the transaction rolls back).
  try {
    await insertOccupancy(tx, rows);
  } catch (err) {
    if (pgCode(err) === EXCLUSION_VIOLATION) throw roomTaken(c.room, c.dateFrom, c.dateTo);
    throw err;
  }
}

/** Locks rooms' rows (sorted, so concurrent lockers never wait on each other in a circle).
 *  NO KEY UPDATE: foreign keys to the room (key share) are not blocked by it. */
export async function lockRooms(tx: Tx, roomIds: string[]): Promise<void> {
  const ids = [...new Set(roomIds)].sort();
  if (ids.length === 0) return;
  await tx.execute(sql`SELECT 1 FROM rooms WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) ORDER BY id FOR NO KEY UPDATE`);
}

/** Beds of a room taken (by holding rows) on any night of the range. */
export async function takenBeds(tx: Db, roomId: string, dateFrom: string, dateTo: string): Promise<Set<number>> {
  const rows = await tx.select({ bed: occupancy.bed }).from(occupancy)
    .where(and(eq(occupancy.roomId, roomId), eq(occupancy.holds, true), lt(occupancy.dateFrom, dateTo), gt(occupancy.dateTo, dateFrom)));
  return new Set(rows.map((r) => r.bed));
}

/** Switch a booking's rows between holding and released (state changes); a clash is a 409. */
export async function setHolding(tx: Db, bookingId: string, holds: boolean, describe: (roomId: string) => Promise<{ id: string; name: string }>): Promise<void> {
  try {
    await tx.transaction(async (sp) => {
      await sp.update(occupancy).set({ holds }).where(eq(occupancy.bookingId, bookingId));
    });
  } catch (err) {
    if (pgCode(err) !== EXCLUSION_VIOLATION) throw err;
    // Name the first room whose nights are now taken by someone else.
    const clash = await tx.execute(sql`
      SELECT o.room_id, o.date_from::text AS date_from, o.date_to::text AS date_to FROM occupancy o
      WHERE o.booking_id = ${bookingId} AND EXISTS (
        SELECT 1 FROM occupancy p WHERE p.room_id = o.room_id AND p.holds AND p.id <> o.id
          AND (p.booking_id IS DISTINCT FROM o.booking_id)
          AND daterange(p.date_from, p.date_to, '[)') && daterange(o.date_from, o.date_to, '[)'))
      LIMIT 1`);
    const row = rowsOf<{ room_id: string; date_from: string; date_to: string }>(clash)[0];
    if (!row) throw errors.conflict('ROOM_NOT_AVAILABLE', 'A room of this booking is no longer available.');
    throw roomTaken(await describe(row.room_id), row.date_from, row.date_to);
  }
}

export async function releaseBookingRoom(tx: Db, bookingRoomId: string): Promise<void> {
  await tx.delete(occupancy).where(eq(occupancy.bookingRoomId, bookingRoomId));
}

/** A room blocker removed (rooms/blockers.ts): its nights are free again. */
export async function releaseBlocker(tx: Db, blockerId: string): Promise<void> {
  await tx.delete(occupancy).where(eq(occupancy.blockerId, blockerId));
}
