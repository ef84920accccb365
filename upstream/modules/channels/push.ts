// Outbound availability (issue 37 item 2): after booking changes of any source, the days they
// touch are pushed to each active connection. The changes are read from the bookings' version
// history (every change of a booking stores one: create, actions, rooms, payments, from the office,
// the public page, a channel or a partner), so no source can be missed: the push after the last
// one took the versions since its cursor (with two minutes of overlap for transactions that
// committed late), their days before and after the change. Once an hour, and on the first push of
// a connection, the whole window (today + 365 days) is pushed (blockers and anything else without
// a version). Each push is one 'out' row of the update log: 'sent' with what was sent, or 'failed'
// with the channel's words; the job queue retries a failed push.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { channelUpdates } from '../../db/schema';
import { addDays, availabilityValues } from './availability';
import { adapterOf, type TConnection } from './connections';

export const PUSH_WINDOW_DAYS = 365;
const FULL_EVERY_MS = 3_600_000;

export type TPushOutcome = { state: 'sent' | 'failed' | 'nothing'; values: number; from?: string; to?: string; message?: string };

async function lastSent(db: Db, conn: TConnection, full: boolean) {
  const [row] = await db.select().from(channelUpdates).where(and(
    eq(channelUpdates.connectionId, conn.id), eq(channelUpdates.direction, 'out'), eq(channelUpdates.kind, 'availability'), eq(channelUpdates.state, 'sent'),
    ...(full ? [sql`(${channelUpdates.payload}->>'full')::boolean`] : []),
  )).orderBy(desc(channelUpdates.createdAt)).limit(1);
  return row ?? null;
}

/** The nights the bookings changed since the cursor touch, and the newest change's time. */
async function changedRange(db: Db, cursor: string) {
  const [r] = rowsOf<{ from: string | null; to: string | null; newest: string | null }>(await db.execute(sql`
    SELECT min(least(v.snapshot->>'dateFrom', p.snapshot->>'dateFrom')) AS "from",
           max(greatest(v.snapshot->>'dateTo', p.snapshot->>'dateTo')) AS "to",
           to_char(max(v.created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS newest
    FROM booking_versions v LEFT JOIN booking_versions p ON p.booking_id = v.booking_id AND p.version = v.version - 1
    WHERE v.created_at > ${cursor}::timestamptz - interval '2 minutes'`));
  return r;
}

async function newestVersion(db: Db): Promise<string | null> {
  const [r] = rowsOf<{ newest: string | null }>(await db.execute(sql`SELECT to_char(max(created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS newest FROM booking_versions`));
  return r?.newest ?? null;
}

/** One push to one connection; throws after logging a failure (the queue retries). */
export async function pushConnection(db: Db, conn: TConnection, now: Date, opts: { full?: boolean; attempt?: number } = {}): Promise<TPushOutcome> {
  const start = now.toISOString().slice(0, 10);
  const end = addDays(start, PUSH_WINDOW_DAYS);
  const last = await lastSent(db, conn, false);
  const lastFull = await lastSent(db, conn, true);
  const cursor = typeof last?.payload.cursor === 'string' ? last.payload.cursor : null;
  const full = opts.full === true || !cursor || !lastFull || now.getTime() - lastFull.createdAt.getTime() >= FULL_EVERY_MS;
  let from = start;
  let to = end;
  let newest: string | null;
  if (full) newest = await newestVersion(db) ?? cursor;
  else {
    const r = await changedRange(db, cursor!);
    newest = r?.newest ?? null;
    if (!newest || newest <= cursor! || !r.from || !r.to) return { state: 'nothing', values: 0 };
    from = r.from > start ? r.from.slice(0, 10) : start;
    to = r.to < end ? r.to.slice(0, 10) : end;
  }
  const base = { system: conn.system, connectionId: conn.id, direction: 'out', kind: 'availability', createdAt: now };
  if (to <= from) {
    // Changes in the past only: nothing to sell; the cursor moves on.
    await db.insert(channelUpdates).values({ ...base, state: 'sent', message: 'Nothing to push: the changed nights are past.', payload: { cursor: newest, full, from, to, values: [] }, appliedAt: now, readAt: now });
    return { state: 'nothing', values: 0 };
  }
  const values = await availabilityValues(db, conn, from, to);
  try {
    const res = await adapterOf(conn).pushAvailability(values);
    await db.insert(channelUpdates).values({
      // A push that went through needs nobody's attention: recorded read (a failed one stays unread).
      ...base, state: 'sent', attempts: (opts.attempt ?? 0) + 1, appliedAt: now, readAt: now,
      message: res.warnings.length ? res.warnings.join('; ').slice(0, 2000) : null,
      payload: { cursor: newest, full, from, to, task: res.reference, values: values.slice(0, 500), count: values.length },
    });
    return { state: 'sent', values: values.length, from, to };
  } catch (err) {
    const message = `Availability not pushed (will be tried again): ${err instanceof Error ? err.message : String(err)}`.slice(0, 2000);
    await db.insert(channelUpdates).values({ ...base, state: 'failed', attempts: (opts.attempt ?? 0) + 1, message, payload: { full, from, to, count: values.length } });
    throw new Error(message);
  }
}
