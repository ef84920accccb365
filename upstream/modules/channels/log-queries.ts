// The update log as staff read it (/booking/ota): every channel's inbound revisions and outbound
// pushes, newest first, unread first on request; a row of a booking shows only to a caller who may
// read that booking (bookingSightSql, the rule of GET /api/bookings/{id}).
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { bookings, channelUpdates } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { bookingSightSql } from '../bookings/access';

const b = alias(bookings, 'b');

export type TUpdateFilter = { state?: string; direction?: string; system?: string; unread?: boolean; booking?: string; from?: string; to?: string };

const columns = {
  id: channelUpdates.id, system: channelUpdates.system, connectionId: channelUpdates.connectionId, direction: channelUpdates.direction,
  kind: channelUpdates.kind, externalId: channelUpdates.externalId, revision: channelUpdates.revision, bookingId: channelUpdates.bookingId,
  bookingNo: sql<string | null>`coalesce(${b.bookingNo}, ${b.reservationNo}, ${b.offerNo})`, bookingTitle: b.title,
  state: channelUpdates.state, message: channelUpdates.message, attempts: channelUpdates.attempts,
  reference: sql<string | null>`${channelUpdates.payload}->>'reference'`, source: sql<string | null>`${channelUpdates.payload}->>'source'`,
  readAt: channelUpdates.readAt, createdAt: channelUpdates.createdAt, appliedAt: channelUpdates.appliedAt,
};

export type TUpdateRow = { id: string; system: string; connectionId: string | null; direction: 'in' | 'out'; kind: string; externalId: string | null; revision: string;
  bookingId: string | null; bookingNo: string | null; bookingTitle: string | null; state: string; message: string | null; attempts: number;
  reference: string | null; source: string | null; read: boolean; readAt: string | null; createdAt: string; appliedAt: string | null };

const wire = (r: Record<string, unknown>): TUpdateRow => {
  const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v == null ? null : String(v));
  return { ...(r as Omit<TUpdateRow, 'read' | 'readAt' | 'createdAt' | 'appliedAt'>), read: r.readAt != null, readAt: iso(r.readAt), createdAt: iso(r.createdAt)!, appliedAt: iso(r.appliedAt) };
};

function conditions(p: TPrincipal, f: TUpdateFilter): SQL {
  const c: SQL[] = [sql`(${channelUpdates.bookingId} IS NULL OR ${bookingSightSql(p, 'b')})`];
  if (f.state) c.push(eq(channelUpdates.state, f.state));
  if (f.direction) c.push(eq(channelUpdates.direction, f.direction));
  if (f.system) c.push(eq(channelUpdates.system, f.system));
  if (f.unread) c.push(isNull(channelUpdates.readAt));
  if (f.booking) c.push(eq(channelUpdates.bookingId, f.booking));
  if (f.from) c.push(sql`${channelUpdates.createdAt} >= ${f.from}::date`);
  if (f.to) c.push(sql`${channelUpdates.createdAt} < ${f.to}::date + 1`);
  return and(...c)!;
}

export async function listUpdates(db: Db, p: TPrincipal, f: TUpdateFilter, page: number, size: number) {
  const where = conditions(p, f);
  const [{ total }] = await db.select({ total: count() }).from(channelUpdates).leftJoin(b, eq(b.id, channelUpdates.bookingId)).where(where);
  const q = db.select(columns).from(channelUpdates).leftJoin(b, eq(b.id, channelUpdates.bookingId)).where(where)
    .orderBy(sql`${channelUpdates.readAt} IS NULL DESC`, desc(channelUpdates.createdAt), desc(channelUpdates.id));
  const rows = size > 0 ? await q.limit(size).offset((page - 1) * size) : await q;
  return { data: rows.map(wire), total, page, size };
}

export async function unreadSummary(db: Db, p: TPrincipal) {
  const where = conditions(p, { unread: true });
  const [{ total }] = await db.select({ total: count() }).from(channelUpdates).leftJoin(b, eq(b.id, channelUpdates.bookingId)).where(where);
  const latest = await db.select(columns).from(channelUpdates).leftJoin(b, eq(b.id, channelUpdates.bookingId)).where(where)
    .orderBy(desc(channelUpdates.createdAt), desc(channelUpdates.id)).limit(5);
  return { count: total, latest: latest.map(wire) };
}

/** Marks one update read by the caller; false when it is not there or not theirs to see. */
export async function markRead(db: Db, p: TPrincipal, id: string, at: Date): Promise<TUpdateRow | null> {
  return db.transaction(async (tx) => {
    const [seen] = await tx.select({ id: channelUpdates.id }).from(channelUpdates).leftJoin(b, eq(b.id, channelUpdates.bookingId))
      .where(and(eq(channelUpdates.id, id), conditions(p, {})));
    if (!seen) return null;
    await tx.update(channelUpdates).set({ readAt: at, readBy: p.userType === 'system' ? null : p.userId }).where(and(eq(channelUpdates.id, id), isNull(channelUpdates.readAt)));
    const [row] = await tx.select(columns).from(channelUpdates).leftJoin(b, eq(b.id, channelUpdates.bookingId)).where(eq(channelUpdates.id, id));
    return wire(row);
  });
}
