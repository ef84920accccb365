// Room blockers (Maintanance, OutOfOrder, Event): they take the whole room for their nights
// through the same occupancy as bookings, so a blocker over a booked night is a 409.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roomBlockers } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { assertAsset } from '../bookings/access';
import { claim, releaseBlocker } from '../bookings/rooms/occupancy';
import { loadRoom } from '../inventory/room-facts';

export type TBlockerInput = { room: string; type: string; dateFrom: string; dateTo: string; note?: string };

export async function addBlocker(tx: Db, p: TPrincipal, input: TBlockerInput) {
  const room = await loadRoom(tx, input.room);
  assertAsset(p, room.resort, room.vessel);
  const [b] = await tx.insert(roomBlockers).values({ roomId: room.id, type: input.type, dateFrom: input.dateFrom, dateTo: input.dateTo, note: input.note ?? null, createdBy: p.userId }).returning();
  await claim(tx, {
    room, beds: Array.from({ length: room.bedCount }, (_, i) => i), gender: 'u', dateFrom: input.dateFrom, dateTo: input.dateTo,
    blockerId: b.id, kind: input.type, holds: true,
  });
  return { id: b.id, room: b.roomId, type: b.type as 'Event', dateFrom: b.dateFrom, dateTo: b.dateTo, note: b.note };
}

export async function removeBlocker(tx: Db, p: TPrincipal, id: string): Promise<void> {
  const [b] = await tx.select().from(roomBlockers).where(eq(roomBlockers.id, id)).limit(1);
  if (!b) throw errors.notFound('Blocker not found');
  const room = await loadRoom(tx, b.roomId);
  assertAsset(p, room.resort, room.vessel);
  await releaseBlocker(tx, id);
  await tx.delete(roomBlockers).where(eq(roomBlockers.id, id));
}
