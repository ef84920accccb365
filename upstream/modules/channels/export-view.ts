// The channel manager screen (/export): per channel connection what is mapped (the channel's room
// types and rate plans with ours, availableToOTA and whether the type is sold by the bed) and the
// last pushes of availability and rates with their state and the channel's words.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channelUpdates, rooms, roomTypes, systemConnections } from '../../db/schema';
import { CHANNEL_SYSTEMS, roomTypeMap } from './connections';
import { ratePlanMap } from './rates';

export type TExportPush = { id: string; kind: string; state: string; at: string; message: string | null; count: number | null; from: string | null; to: string | null; attempts: number };
export type TExportConnection = {
  id: string; name: string; system: string; isActive: boolean;
  roomTypes: { channelId: string; roomTypeId: string; name: string | null; availableToOTA: number | null; byBed: boolean }[];
  ratePlans: { channelId: string; roomTypeId: string; name: string | null }[];
  pushes: TExportPush[];
};

const PUSHES = 10;

export async function channelManagerView(db: Db): Promise<TExportConnection[]> {
  const conns = await db.select().from(systemConnections).where(inArray(systemConnections.system, [...CHANNEL_SYSTEMS])).orderBy(systemConnections.name);
  const out: TExportConnection[] = [];
  for (const c of conns) {
    const types = roomTypeMap(c);
    const plans = ratePlanMap(c);
    const ids = [...new Set([...types.values(), ...plans.values()])].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
    const named = ids.length ? await db.select({ id: roomTypes.id, name: roomTypes.name, availableToOTA: roomTypes.availableToOTA }).from(roomTypes).where(inArray(roomTypes.id, ids)) : [];
    const shared = new Set(ids.length ? (await db.select({ t: rooms.roomType }).from(rooms).where(and(inArray(rooms.roomType, ids), eq(rooms.allowSharedRoom, true), eq(rooms.isActive, true)))).map((r) => r.t) : []);
    const type = (id: string) => named.find((t) => t.id === id);
    const pushes = await db.select().from(channelUpdates).where(and(eq(channelUpdates.connectionId, c.id), eq(channelUpdates.direction, 'out')))
      .orderBy(desc(channelUpdates.createdAt), desc(channelUpdates.id)).limit(PUSHES);
    out.push({
      id: c.id, name: c.name, system: c.system, isActive: c.isActive,
      roomTypes: [...types].map(([channelId, id]) => ({ channelId, roomTypeId: id, name: type(id)?.name ?? null, availableToOTA: (type(id)?.availableToOTA as number | null) ?? null, byBed: shared.has(id) })),
      ratePlans: [...plans].map(([channelId, id]) => ({ channelId, roomTypeId: id, name: type(id)?.name ?? null })),
      pushes: pushes.map((p) => ({
        id: p.id, kind: p.kind, state: p.state, at: p.createdAt.toISOString(), message: p.message, attempts: p.attempts,
        count: typeof p.payload.count === 'number' ? p.payload.count : Array.isArray(p.payload.values) ? p.payload.values.length : null,
        from: typeof p.payload.from === 'string' ? p.payload.from : null, to: typeof p.payload.to === 'string' ? p.payload.to : null,
      })),
    });
  }
  return out;
}
