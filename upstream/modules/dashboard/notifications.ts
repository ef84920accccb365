// The live notifications of the back office (GET /api/events/notifications): new bookings from the
// public page or a widget, money that arrived (online or by transfer), answered guest forms; each
// only to callers who may read its booking (bookings' own rule, in SQL). Read from the tables
// themselves, so every upstream instance tells every user the same, with no table of its own.
// A source's cursor is its newest time seen; rows are read again for LOOKBACK_MS behind it, so a
// write that committed late is not missed, and the ids already told are not told again.
import { sql, type SQL } from 'drizzle-orm';
import { hasScope } from '../../../lib/access/scopes';
import type { TNotification, TNotificationKind } from '../../../lib/contract/notifications';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { TPrincipal } from '../../http/context';
import { bookingSightSql } from '../bookings/access';

export const LOOKBACK_MS = 60_000;
const LIMIT = 50;
type TRow = { id: string; at: string; booking: string | null; number: string | null; title: string | null; channel: string | null; amount: number | null; currency: string | null; name: string | null };
type TSource = { kind: TNotificationKind; scopes: readonly string[]; column: string; query: (p: TPrincipal, after: string) => SQL };

const BOOKING = `coalesce(b.booking_no, b.reservation_no, b.offer_no)`;
const SOURCES: TSource[] = [
  {
    kind: 'booking.public', scopes: ['bookings.read'], column: 'b.created_at',
    query: (p, after) => sql`SELECT b.id, b.created_at AS at, b.id AS booking, ${sql.raw(BOOKING)} AS number, b.title, b.channel,
        NULL::int AS amount, NULL AS currency, NULL AS name
      FROM bookings b WHERE b.channel IN ('public', 'widget') AND b.state <> 'deleted' AND b.created_at > ${after}::timestamptz AND ${bookingSightSql(p)}`,
  },
  {
    kind: 'payment.received', scopes: ['bookings.read', 'bookingpayment.read'], column: 'x.created_at',
    query: (p, after) => sql`SELECT x.id, x.created_at AS at, b.id AS booking, ${sql.raw(BOOKING)} AS number, b.title, x.method AS channel,
        x.amount::int AS amount, x.currency, NULL AS name
      FROM payments x JOIN bookings b ON b.id = x.booking
      WHERE x.status = 'paid' AND x.amount > 0 AND x.method IN ('online', 'transfer') AND x.created_at > ${after}::timestamptz
        AND ${bookingSightSql(p, 'b', ['bookingpayment.read'])}`,
  },
  {
    kind: 'guestform.submitted', scopes: ['bookings.read'], column: 'g.submitted_at',
    query: (p, after) => sql`SELECT g.id, g.submitted_at AS at, b.id AS booking, ${sql.raw(BOOKING)} AS number, b.title, NULL AS channel,
        NULL::int AS amount, NULL AS currency, g.name
      FROM guest_forms g JOIN bookings b ON b.id = g.booking
      WHERE g.status IN ('submitted', 'synced') AND g.submitted_at > ${after}::timestamptz AND ${bookingSightSql(p)}`,
  },
];

/** Where each source stands: the newest time told (ISO), by kind. */
export type TCursor = Partial<Record<TNotificationKind, string>>;

const iso = (v: unknown) => new Date(v as string).toISOString();
const sourcesOf = (p: TPrincipal) => SOURCES.filter((s) => s.scopes.some((x) => hasScope(p.scopes, x)));

/** The cursor of a new connection: every source at its newest row, so only what comes next is told. */
/** The newest notification the user saw (their settings), or null. */
export async function seenAtOf(db: Db, userId: string): Promise<string | null> {
  const [row] = rowsOf<{ at: string | null }>(await db.execute(sql`SELECT settings->>'notificationsSeenAt' AS at FROM users WHERE id = ${userId}`));
  return row?.at && !Number.isNaN(Date.parse(row.at)) ? iso(row.at) : null;
}

/** A cursor at what the user saw, never before `oldest` (ms): what came after it is told. */
export function seenCursor(p: TPrincipal, seenAt: string, oldest: number): TCursor {
  const at = new Date(Math.max(Date.parse(seenAt), oldest)).toISOString();
  return Object.fromEntries(sourcesOf(p).map((s) => [s.kind, at])) as TCursor;
}

export async function startCursor(db: Db, p: TPrincipal): Promise<TCursor> {
  const out: TCursor = {};
  for (const s of sourcesOf(p)) {
    const [alias, col] = s.column.split('.');
    const table = { b: 'bookings', x: 'payments', g: 'guest_forms' }[alias]!;
    const [row] = rowsOf<{ at: string | null }>(await db.execute(sql`SELECT max(${sql.raw(col)}) AS at FROM ${sql.raw(table)}`));
    out[s.kind] = row?.at ? iso(row.at) : new Date(0).toISOString();
  }
  return out;
}

/** What happened after the cursor (with the look-back), not told yet; the cursor moves on. Rows at
 *  or before `floor` (where the connection started or resumed) were told before, or are older. */
export async function notificationsAfter(db: Db, p: TPrincipal, opts: { cursor: TCursor; floor: TCursor; told: Map<string, number> }): Promise<TNotification[]> {
  const { cursor, floor, told } = opts;
  const out: TNotification[] = [];
  for (const s of sourcesOf(p)) {
    const since = cursor[s.kind] ?? new Date(0).toISOString();
    const after = new Date(Date.parse(since) - LOOKBACK_MS).toISOString();
    const rows = rowsOf<TRow>(await db.execute(sql`${s.query(p, after)} ORDER BY at, id LIMIT ${LIMIT}`));
    for (const r of rows) {
      const at = iso(r.at);
      if (at > (cursor[s.kind] ?? '')) cursor[s.kind] = at;
      const id = `${s.kind}:${r.id}`;
      if (told.has(id) || at <= (floor[s.kind] ?? '')) continue;
      told.set(id, Date.parse(at));
      out.push({ id, kind: s.kind, at, booking: r.booking ? { id: r.booking, number: r.number, title: r.title } : null, channel: r.channel, amount: r.amount, currency: r.currency, name: r.name });
    }
  }
  // Ids older than every source's look-back cannot come again.
  const oldest = Math.min(...Object.values(cursor).map((v) => Date.parse(v!))) - LOOKBACK_MS;
  for (const [id, at] of told) if (at < oldest) told.delete(id);
  return out.sort((a, b) => a.at.localeCompare(b.at));
}
