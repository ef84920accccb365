// Reads behind the list-level calls of api-calls 7.4 (issue 20): the office's lists (staff with
// bookings.read or bookings.update; agencies and customers list their own bookings through the
// generic GET /api/bookings), each limited in SQL to the bookings within the caller's assets, so a
// list never shows what GET /api/bookings/{id} would hide.
import { sql, type SQL } from 'drizzle-orm';
import { hasScope } from '../../../../lib/access/scopes';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import type { TPrincipal } from '../../../http/context';
import { bookingSightSql } from '../../resources/booking-sight';
import { errors } from '../../../http/errors';
import { HOLDING_STATES } from '../transitions';

export const HOLDING_SQL = sql.raw([...HOLDING_STATES].map((s) => `'${s}'`).join(', '));

/** Refuses callers who are not the office's staff (403). */
export function assertOfficeReader(p: TPrincipal): void {
  if (!hasScope(p.scopes, 'bookings.read') && !hasScope(p.scopes, 'bookings.update')) throw errors.forbidden('FORBIDDEN_RESSOURCE');
}

/** The bookings (alias b) the staff caller may read: the booking access rule in SQL (its staff
 *  part: bookings.read or bookings.update, within their assets). */
export function readableSql(p: TPrincipal): SQL {
  assertOfficeReader(p);
  return bookingSightSql(p, 'b', ['bookings.update']);
}

const NUMBER = sql.raw('coalesce(b.booking_no, b.reservation_no, b.offer_no)');
export type TFound = { id: string; number: string | null; title: string | null; state: string; dateFrom: string | null; dateTo: string | null; noOfPax: number };
const FOUND_COLUMNS = sql`b.id, ${NUMBER} AS number, b.title, b.state, b.date_from::text AS "dateFrom", b.date_to::text AS "dateTo", b.no_of_pax AS "noOfPax"`;

/** A booking (alias b) whose number, title, contact e-mail or a reference holds `q` (any case). */
export function bookingSearchSql(q: string): SQL {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(b.booking_no ILIKE ${like} OR b.reservation_no ILIKE ${like} OR b.offer_no ILIKE ${like} OR b.title ILIKE ${like}
    OR b.contact_email ILIKE ${like} OR EXISTS (SELECT 1 FROM unnest(b."references") r WHERE r ILIKE ${like}))`;
}

/** find: by number, title, contact e-mail or reference; onlyActive: not closed. At most 25. */
export async function findBookings(db: Db, p: TPrincipal, q: string, onlyActive: boolean): Promise<TFound[]> {
  return rowsOf<TFound>(await db.execute(sql`SELECT ${FOUND_COLUMNS} FROM bookings b
    WHERE ${readableSql(p)} AND b.state <> 'deleted' ${onlyActive ? sql`AND b.state IN ('draft', 'planned', 'confirmed', 'waiting', 'splitted')` : sql``}
      AND ${bookingSearchSql(q)}
    ORDER BY b.date_from DESC NULLS LAST, b.id LIMIT 25`));
}

/** Bookings arriving from `from` on that hold rooms and have fewer answered guest forms than guests. */
export async function missingGuestforms(db: Db, p: TPrincipal, from: string): Promise<(TFound & { submitted: number })[]> {
  return rowsOf(await db.execute(sql`SELECT ${FOUND_COLUMNS}, s.n AS submitted FROM bookings b
    CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM guest_forms g WHERE g.booking = b.id AND g.status IN ('submitted', 'synced')) s
    WHERE ${readableSql(p)} AND b.state IN (${HOLDING_SQL}) AND b.date_from >= ${from}::date AND s.n < b.no_of_pax
    ORDER BY b.date_from, b.id LIMIT 500`));
}

export async function bookingYears(db: Db, p: TPrincipal): Promise<number[]> {
  const rows = rowsOf<{ y: number }>(await db.execute(sql`SELECT DISTINCT extract(year FROM b.date_from)::int AS y FROM bookings b
    WHERE ${readableSql(p)} AND b.date_from IS NOT NULL ORDER BY y`));
  return rows.map((r) => Number(r.y));
}

/** Arrivals per day for `days` days from `start`: bookings and guests. */
export async function arrivalCount(db: Db, p: TPrincipal, start: string, days: number): Promise<{ date: string; bookings: number; pax: number }[]> {
  const rows = rowsOf<{ date: string; bookings: number; pax: number }>(await db.execute(sql`
    SELECT d::date::text AS date, count(b.id)::int AS bookings, coalesce(sum(b.no_of_pax), 0)::int AS pax
    FROM generate_series(${start}::date, ${start}::date + ${days - 1}::int, interval '1 day') d
    LEFT JOIN bookings b ON b.date_from = d::date AND b.state IN (${HOLDING_SQL}) AND ${readableSql(p)}
    GROUP BY d ORDER BY d`));
  return rows.map((r) => ({ date: r.date, bookings: Number(r.bookings), pax: Number(r.pax) }));
}

export type TEndOfDay = {
  from: string; to: string;
  arrivals: TFound[]; departures: TFound[];
  payments: { id: string; booking: string; number: string | null; amount: number; currency: string; method: string; paidAt: string }[];
  totals: { currency: string; amount: number }[];
};

/** A day's (or range's) arrivals, departures and payments received, with the sums per currency. */
export async function endOfDay(db: Db, p: TPrincipal, from: string, to: string): Promise<TEndOfDay> {
  const where = readableSql(p);
  const arrivals = rowsOf<TFound>(await db.execute(sql`SELECT ${FOUND_COLUMNS} FROM bookings b WHERE ${where} AND b.state IN (${HOLDING_SQL}) AND b.date_from BETWEEN ${from}::date AND ${to}::date ORDER BY b.date_from, b.title`));
  const departures = rowsOf<TFound>(await db.execute(sql`SELECT ${FOUND_COLUMNS} FROM bookings b WHERE ${where} AND b.state IN (${HOLDING_SQL}) AND b.date_to BETWEEN ${from}::date AND ${to}::date ORDER BY b.date_to, b.title`));
  const payments = rowsOf<TEndOfDay['payments'][number]>(await db.execute(sql`SELECT pm.id, pm.booking, ${NUMBER} AS number, pm.amount, pm.currency, pm.method, pm.paid_at::text AS "paidAt"
    FROM payments pm JOIN bookings b ON b.id = pm.booking
    WHERE ${where} AND pm.status IN ('paid', 'refunded') AND pm.paid_at >= ${from}::date AND pm.paid_at < ${to}::date + 1 ORDER BY pm.paid_at`));
  const sums = new Map<string, number>();
  for (const pm of payments) sums.set(pm.currency, (sums.get(pm.currency) ?? 0) + Number(pm.amount));
  return { from, to, arrivals, departures, payments: payments.map((x) => ({ ...x, amount: Number(x.amount) })), totals: [...sums].map(([currency, amount]) => ({ currency, amount })) };
}

export type TGuestAt = { booking: string; number: string | null; room: string; roomName: string; dateFrom: string; dateTo: string; customer: string | null; firstName: string | null; lastName: string | null; gender: string };

/** Guests in house on a date (their room's nights include it), of bookings that hold rooms. */
export async function customersAtDate(db: Db, p: TPrincipal, date: string): Promise<TGuestAt[]> {
  return rowsOf<TGuestAt>(await db.execute(sql`
    SELECT b.id AS booking, ${NUMBER} AS number, br.room_id AS room, r.name AS "roomName", br.date_from::text AS "dateFrom", br.date_to::text AS "dateTo",
      g->>'customer' AS customer, g->>'firstName' AS "firstName", g->>'lastName' AS "lastName", coalesce(g->>'gender', 'u') AS gender
    FROM booking_rooms br JOIN bookings b ON b.id = br.booking_id JOIN rooms r ON r.id = br.room_id
    CROSS JOIN LATERAL jsonb_array_elements(br.guests) g
    WHERE ${readableSql(p)} AND b.state IN (${HOLDING_SQL}) AND br.date_from <= ${date}::date AND br.date_to > ${date}::date
    ORDER BY r.name, g->>'lastName'`));
}

/** Rows of the CSV export: bookings of a date range (arrival), optionally of one state. */
export async function exportRows(db: Db, p: TPrincipal, q: { from?: string; to?: string; state?: string }) {
  return rowsOf<Record<string, unknown>>(await db.execute(sql`
    SELECT ${NUMBER} AS number, b.state, b.title, b.date_from::text AS "dateFrom", b.date_to::text AS "dateTo", b.no_of_pax AS pax, b.currency,
      coalesce((SELECT sum(l.amount::bigint) FROM booking_calculation_lines l WHERE l.booking_id = b.id), 0)::bigint AS total,
      coalesce((SELECT sum(pm.amount::bigint) FROM payments pm WHERE pm.booking = b.id AND pm.status IN ('paid', 'refunded')), 0)::bigint AS paid,
      coalesce(rs.name, v.name) AS asset, a.name AS agency, b.channel, b.booking_date::text AS "bookingDate"
    FROM bookings b LEFT JOIN resorts rs ON rs.id = b.resort LEFT JOIN vessels v ON v.id = b.vessel LEFT JOIN agencies a ON a.id = b.agency
    WHERE ${readableSql(p)} AND b.state <> 'deleted'
      ${q.from ? sql`AND b.date_from >= ${q.from}::date` : sql``} ${q.to ? sql`AND b.date_from <= ${q.to}::date` : sql``} ${q.state ? sql`AND b.state = ${q.state}` : sql``}
    ORDER BY b.date_from, b.id LIMIT 10000`));
}
