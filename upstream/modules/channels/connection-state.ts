// The state of each channel connection for /config/ota: whether it is on, when a revision last
// came in, when availability last went out, and the last failure with the channel's words.
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channelUpdates, systemConnections } from '../../db/schema';
import { CHANNEL_SYSTEMS } from './connections';

export type TConnectionState = {
  id: string; name: string; system: string; url: string | null; isActive: boolean;
  lastIn: string | null; lastPush: string | null; lastRates: string | null; lastFailure: { at: string; message: string | null } | null;
  /** A failed pull not followed by a good one yet (pull-failure.ts): since when, how often, the channel's words. */
  pullFailure: { at: string; message: string | null; attempts: number } | null; unread: number;
};

export async function connectionStates(db: Db): Promise<TConnectionState[]> {
  const rows = await db.select().from(systemConnections).where(inArray(systemConnections.system, [...CHANNEL_SYSTEMS])).orderBy(systemConnections.name);
  const out: TConnectionState[] = [];
  for (const c of rows) {
    const last = async (...where: ReturnType<typeof eq>[]) => (await db.select({ at: channelUpdates.createdAt, message: channelUpdates.message }).from(channelUpdates)
      .where(and(eq(channelUpdates.connectionId, c.id), ...where)).orderBy(desc(channelUpdates.createdAt)).limit(1))[0] ?? null;
    const lastIn = await last(eq(channelUpdates.direction, 'in'));
    const lastPush = await last(eq(channelUpdates.direction, 'out'), eq(channelUpdates.kind, 'availability'), eq(channelUpdates.state, 'sent'));
    const lastRates = await last(eq(channelUpdates.direction, 'out'), eq(channelUpdates.kind, 'rates'), eq(channelUpdates.state, 'sent'));
    const lastSent = [lastPush, lastRates].filter((x) => x !== null).sort((a, b) => b.at.getTime() - a.at.getTime())[0] ?? null;
    // A failure older than the last success of its kind is over; only a current one is shown.
    const after = (f: Awaited<ReturnType<typeof last>>, ok: Awaited<ReturnType<typeof last>>) => (f && (!ok || f.at > ok.at) ? f : null);
    const failures = [
      after(await last(eq(channelUpdates.state, 'failed'), eq(channelUpdates.kind, 'availability')), lastPush),
      after(await last(eq(channelUpdates.state, 'failed'), eq(channelUpdates.kind, 'rates')), lastRates),
      after(await last(eq(channelUpdates.state, 'failed'), eq(channelUpdates.direction, 'in'), ne(channelUpdates.kind, 'pull')), lastSent),
    ].filter((x) => x !== null).sort((a, b) => b.at.getTime() - a.at.getTime());
    const lastFailure = failures[0] ?? null;
    const [pullFailure] = await db.select({ at: channelUpdates.createdAt, message: channelUpdates.message, attempts: channelUpdates.attempts }).from(channelUpdates)
      .where(and(eq(channelUpdates.connectionId, c.id), eq(channelUpdates.kind, 'pull'), eq(channelUpdates.state, 'failed'))).orderBy(desc(channelUpdates.createdAt)).limit(1);
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(channelUpdates).where(and(eq(channelUpdates.connectionId, c.id), sql`${channelUpdates.readAt} IS NULL`));
    out.push({
      id: c.id, name: c.name, system: c.system, url: c.url ?? null, isActive: c.isActive,
      lastIn: lastIn?.at.toISOString() ?? null, lastPush: lastPush?.at.toISOString() ?? null, lastRates: lastRates?.at.toISOString() ?? null,
      lastFailure: lastFailure ? { at: lastFailure.at.toISOString(), message: lastFailure.message } : null,
      pullFailure: pullFailure ? { at: pullFailure.at.toISOString(), message: pullFailure.message, attempts: pullFailure.attempts } : null,
      unread: n,
    });
  }
  return out;
}
