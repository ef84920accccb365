// The channels' bookings with ours (master bookings, /master/booking, GET /api/bookings/external
// and search/{system}): one row per channel booking (channel_bookings), the one place where a
// booking made by another system is tied to ours (docs/decisions/channels.md).
import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { bookings, channelBookings, channelUpdates } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { bookingSightSql } from '../bookings/access';

const b = alias(bookings, 'b');

const columns = {
  system: channelBookings.system, externalId: channelBookings.externalId, connectionId: channelBookings.connectionId,
  lastRevision: channelBookings.lastRevision, status: channelBookings.status,
  reference: sql<string | null>`${channelBookings.meta}->>'reference'`, source: sql<string | null>`${channelBookings.meta}->>'source'`,
  guest: sql<string | null>`${channelBookings.meta}->>'guest'`,
  amount: sql<number | null>`(${channelBookings.meta}->>'amount')::bigint`, currency: sql<string | null>`${channelBookings.meta}->>'currency'`,
  bookingId: channelBookings.bookingId, bookingNo: sql<string | null>`coalesce(${b.bookingNo}, ${b.reservationNo}, ${b.offerNo})`,
  title: b.title, state: b.state, dateFrom: b.dateFrom, dateTo: b.dateTo,
  createdAt: channelBookings.createdAt, updatedAt: channelBookings.updatedAt,
};

export type TChannelBookingRow = {
  system: string; externalId: string; connectionId: string | null; lastRevision: string; status: string; reference: string | null; source: string | null;
  guest: string | null; amount: number | null; currency: string | null; bookingId: string; bookingNo: string | null; title: string | null; state: string;
  dateFrom: string | null; dateTo: string | null; createdAt: string; updatedAt: string;
};

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));
const wire = (r: Record<string, unknown>): TChannelBookingRow => ({
  ...(r as Omit<TChannelBookingRow, 'amount' | 'createdAt' | 'updatedAt' | 'dateFrom' | 'dateTo'>), amount: r.amount == null ? null : Number(r.amount),
  dateFrom: r.dateFrom == null ? null : String(r.dateFrom), dateTo: r.dateTo == null ? null : String(r.dateTo), createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt),
});

function where(p: TPrincipal, system: string, extra?: SQL): SQL {
  return and(eq(channelBookings.system, system), bookingSightSql(p, 'b'), ...(extra ? [extra] : []))!;
}

export async function listChannelBookings(db: Db, p: TPrincipal, system: string, page: number, size: number, search?: string) {
  const term = search ? `%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  const w = where(p, system, term ? or(sql`${channelBookings.externalId} ILIKE ${term}`, sql`${channelBookings.meta}->>'reference' ILIKE ${term}`, sql`${channelBookings.meta}->>'guest' ILIKE ${term}`) : undefined);
  const [{ total }] = await db.select({ total: count() }).from(channelBookings).innerJoin(b, eq(b.id, channelBookings.bookingId)).where(w);
  const q = db.select(columns).from(channelBookings).innerJoin(b, eq(b.id, channelBookings.bookingId)).where(w).orderBy(desc(channelBookings.createdAt), channelBookings.externalId);
  const rows = size > 0 ? await q.limit(size).offset((page - 1) * size) : await q;
  return { data: rows.map(wire), total, page, size };
}

export async function channelBooking(db: Db, p: TPrincipal, system: string, externalId: string) {
  const [row] = await db.select(columns).from(channelBookings).innerJoin(b, eq(b.id, channelBookings.bookingId))
    .where(where(p, system, eq(channelBookings.externalId, externalId)));
  if (!row) return null;
  const updates = await db.select({
    id: channelUpdates.id, kind: channelUpdates.kind, revision: channelUpdates.revision, state: channelUpdates.state, message: channelUpdates.message, createdAt: channelUpdates.createdAt,
  }).from(channelUpdates).where(and(eq(channelUpdates.system, system), eq(channelUpdates.externalId, externalId), eq(channelUpdates.direction, 'in')))
    .orderBy(channelUpdates.revision, channelUpdates.createdAt);
  return { ...wire(row), updates: updates.map((u) => ({ ...u, createdAt: u.createdAt.toISOString() })) };
}
