// A pull that failed as a whole (the channel unreachable, its key refused, the connection
// incomplete) is kept where staff read it: one 'in' row of the update log per connection, kind
// 'pull', state 'failed', unread, with the channel's words. While the failure lasts the same row
// counts the attempts and keeps the latest words (no row a minute); createdAt says since when.
// The next good pull marks it 'cleared' (and read): the history stays, /config/ota stops showing it.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channelUpdates } from '../../db/schema';
import type { TConnection } from './connections';

const open = (conn: TConnection) => and(eq(channelUpdates.connectionId, conn.id), eq(channelUpdates.direction, 'in'), eq(channelUpdates.kind, 'pull'), eq(channelUpdates.state, 'failed'));

export async function recordPullFailure(db: Db, conn: TConnection, now: Date, words: string): Promise<void> {
  const message = `Booking changes not received (the pull is tried again every minute): ${words}`.slice(0, 2000);
  const [had] = await db.update(channelUpdates).set({ message, attempts: sql`${channelUpdates.attempts} + 1`, payload: sql`${channelUpdates.payload} || ${JSON.stringify({ lastAt: now.toISOString() })}::jsonb` })
    .where(open(conn)).returning({ id: channelUpdates.id });
  if (had) return;
  await db.insert(channelUpdates).values({ system: conn.system, connectionId: conn.id, direction: 'in', kind: 'pull', state: 'failed', message, attempts: 1, createdAt: now, payload: { lastAt: now.toISOString() } });
}

export async function clearPullFailure(db: Db, conn: TConnection, now: Date): Promise<void> {
  await db.update(channelUpdates).set({ state: 'cleared', appliedAt: now, readAt: sql`coalesce(${channelUpdates.readAt}, ${now.toISOString()}::timestamptz)` }).where(open(conn));
}
