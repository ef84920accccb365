// Outbound rates (issue 37): the rates of the window (today .. today + 365) per mapped rate plan,
// pushed when they differ from the last rates sent to that connection (a price list edited, a
// season passed), and once an hour anyway (the channel may have been changed by hand). The job
// runs every minute under the queue's 'stately' policy, as the availability push: a burst
// coalesces, a failure is logged ('out' row, kind 'rates', unread) and thrown for the queue's
// retry; a sent push is logged read, with what was sent.
import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channelUpdates } from '../../db/schema';
import { addDays } from './availability';
import { adapterOf, type TConnection } from './connections';
import { PUSH_WINDOW_DAYS, type TPushOutcome } from './push';
import { rateValues } from './rates';

const AGAIN_EVERY_MS = 3_600_000;

export async function pushRates(db: Db, conn: TConnection, now: Date, opts: { force?: boolean; attempt?: number } = {}): Promise<TPushOutcome> {
  const from = now.toISOString().slice(0, 10);
  const to = addDays(from, PUSH_WINDOW_DAYS);
  const { values, missing } = await rateValues(db, conn, from, to);
  // No price for any night (no list marked for OTAs, no entry): nothing goes out; the reason is said.
  if (values.length === 0) return { state: 'nothing', values: 0, ...(missing.length ? { message: missing.join('; ').slice(0, 2000) } : {}) };
  const hash = createHash('sha256').update(JSON.stringify(values)).digest('hex');
  const [last] = await db.select().from(channelUpdates).where(and(
    eq(channelUpdates.connectionId, conn.id), eq(channelUpdates.direction, 'out'), eq(channelUpdates.kind, 'rates'), eq(channelUpdates.state, 'sent'),
  )).orderBy(desc(channelUpdates.createdAt)).limit(1);
  if (!opts.force && last && last.payload.hash === hash && now.getTime() - last.createdAt.getTime() < AGAIN_EVERY_MS) return { state: 'nothing', values: 0 };
  const base = { system: conn.system, connectionId: conn.id, direction: 'out', kind: 'rates', createdAt: now, attempts: (opts.attempt ?? 0) + 1 };
  try {
    const res = await adapterOf(conn).pushRates(values);
    const message = [...missing, ...res.warnings].join('; ').slice(0, 2000) || null;
    await db.insert(channelUpdates).values({ ...base, state: 'sent', appliedAt: now, readAt: now, message,
      payload: { hash, from, to, task: res.reference, values: values.slice(0, 500), count: values.length } });
    return { state: 'sent', values: values.length, from, to, ...(message ? { message } : {}) };
  } catch (err) {
    const message = `Rates not pushed (will be tried again): ${err instanceof Error ? err.message : String(err)}`.slice(0, 2000);
    await db.insert(channelUpdates).values({ ...base, state: 'failed', message, payload: { from, to, count: values.length } });
    throw new Error(message);
  }
}
