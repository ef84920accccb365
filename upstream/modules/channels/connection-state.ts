// The state of each channel connection for /config/ota: whether it is on, when a revision last
// came in, when availability last went out, and the last failure with the channel's words.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channelUpdates, systemConnections } from '../../db/schema';
import { CHANNEL_SYSTEMS } from './connections';

export type TConnectionState = {
  id: string; name: string; system: string; url: string | null; isActive: boolean;
  lastIn: string | null; lastPush: string | null; lastFailure: { at: string; message: string | null } | null; unread: number;
};

export async function connectionStates(db: Db): Promise<TConnectionState[]> {
  const rows = await db.select().from(systemConnections).where(inArray(systemConnections.system, [...CHANNEL_SYSTEMS])).orderBy(systemConnections.name);
  const out: TConnectionState[] = [];
  for (const c of rows) {
    const last = async (...where: ReturnType<typeof eq>[]) => (await db.select({ at: channelUpdates.createdAt, message: channelUpdates.message }).from(channelUpdates)
      .where(and(eq(channelUpdates.connectionId, c.id), ...where)).orderBy(desc(channelUpdates.createdAt)).limit(1))[0] ?? null;
    const lastIn = await last(eq(channelUpdates.direction, 'in'));
    const lastPush = await last(eq(channelUpdates.direction, 'out'), eq(channelUpdates.state, 'sent'));
    const lastFailure = await last(eq(channelUpdates.state, 'failed'));
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(channelUpdates).where(and(eq(channelUpdates.connectionId, c.id), sql`${channelUpdates.readAt} IS NULL`));
    out.push({
      id: c.id, name: c.name, system: c.system, url: c.url ?? null, isActive: c.isActive,
      lastIn: lastIn?.at.toISOString() ?? null, lastPush: lastPush?.at.toISOString() ?? null,
      // A failure older than the last success is over; only a current one is shown.
      lastFailure: lastFailure && (!lastPush || lastFailure.at > lastPush.at) ? { at: lastFailure.at.toISOString(), message: lastFailure.message } : null,
      unread: n,
    });
  }
  return out;
}
