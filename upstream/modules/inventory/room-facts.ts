// What the booking core needs to know about a room: its beds and sharing rules, its asset.
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rooms } from '../../db/schema';
import { errors } from '../../http/errors';
import { namedStatement } from '../../db/statements';
import type { TRoomFacts } from './beds';

export type TRoomRecord = TRoomFacts & { name: string; roomType: string | null; resort: string | null; vessel: string | null };

type TConfiguration = { beds?: { active?: boolean }[]; maxNoOfPax?: number } | null;

export function bedCountOf(configuration: TConfiguration, availableBeds: number | null): number {
  const beds = (configuration?.beds ?? []).filter((b) => b.active !== false).length;
  return beds || availableBeds || configuration?.maxNoOfPax || 1;
}

export function roomRecordOf(r: object): TRoomRecord {
  const row = r as Record<string, unknown>;
  return {
    id: String(row.id),
    name: String(row.name ?? ''),
    roomType: (row.roomType as string | null) ?? null,
    resort: (row.resort as string | null) ?? null,
    vessel: (row.vessel as string | null) ?? null,
    bedCount: bedCountOf(row.configuration as TConfiguration, row.availableBeds as number | null),
    allowSharedRoom: row.allowSharedRoom === true,
    allowMixedGender: row.allowMixedGender === true,
    isActive: row.isActive !== false,
    blocked: row.blocked === true,
  };
}

export async function loadRoom(tx: Db, id: string): Promise<TRoomRecord> {
  const [r] = await tx.select().from(rooms).where(eq(rooms.id, id)).limit(1);
  if (!r) throw errors.notFound(`Room ${id} not found`);
  return roomRecordOf(r);
}

const lockAndLoad = namedStatement('rooms_lock_load', (db) => db.select().from(rooms)
  .where(sql`${rooms.id} = ANY(${sql.placeholder('ids')}::uuid[])`).orderBy(rooms.id).for('no key update'));

/** Locks the rooms' rows and reads them, in one statement (a create locks all its rooms at once,
 *  in one order, so two bookings of the same rooms never hold one each and wait for the other;
 *  NO KEY UPDATE, as lockRooms). Prepared under a name: the same text for any number of rooms.
 *  404 for the first id (in the order given) that is no room. */
export async function lockAndLoadRooms(tx: Tx, ids: readonly string[]): Promise<Map<string, TRoomRecord>> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))].sort();
  const rows = await lockAndLoad(tx, { ids: `{${unique.join(',')}}` });
  const found = new Map(rows.map((r) => [r.id, roomRecordOf(r)]));
  // Keyed by the ids as the caller gave them.
  return new Map(ids.map((id) => {
    const room = found.get(id.toLowerCase());
    if (!room) throw errors.notFound(`Room ${id} not found`);
    return [id, room];
  }));
}
