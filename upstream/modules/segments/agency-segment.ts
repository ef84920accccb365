// The agency segment (/agency/filter/{fid}): agencies matching every given criterion of
// lib/contract/segments ZAgencyCriteria, paged, with their bookings in the states of a stay
// (confirmed, planned, resolved), the date of their latest such booking and its revenue (the
// calculation total in one currency). Operators have hundreds of agencies, not hundreds of
// thousands: the figures are aggregated per query from the bookings' agency index.
import { sql, type SQL } from 'drizzle-orm';
import type { TAgencyCriteria, TSegmentAgency } from '../../../lib/contract/segments';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { searchPattern } from '../resources/list-query';
import { STAY_STATES } from '../customers/stays';
import type { TSegmentPage } from './customer-segment';

const texts = (vs: readonly string[]) => sql`ARRAY[${sql.join(vs.map((v) => sql`${v}`), sql`, `)}]::text[]`;
const uuids = (ids: string[]) => sql`ARRAY[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::uuid[]`;

function conditions(c: TAgencyCriteria): SQL[] {
  const out: SQL[] = [];
  if (c.countries) out.push(sql`a.country = ANY(${texts(c.countries)})`);
  if (c.types) out.push(sql`a.type = ANY(${texts(c.types)})`);
  if (c.isActive !== undefined) out.push(sql`a.is_active = ${c.isActive}`);
  if (c.groups) out.push(sql`a.id IN (SELECT unnest(g.agencies) FROM agency_groups g WHERE g.id = ANY(${uuids(c.groups)}))`);
  if (c.lastBookingFrom) out.push(sql`f.last_booking >= ${c.lastBookingFrom}::date`);
  if (c.lastBookingTo) out.push(sql`f.last_booking <= ${c.lastBookingTo}::date`);
  if (c.bookingsMin !== undefined) out.push(sql`coalesce(f.bookings, 0) >= ${c.bookingsMin}`);
  if (c.bookingsMax !== undefined) out.push(sql`coalesce(f.bookings, 0) <= ${c.bookingsMax}`);
  if (c.revenueMin !== undefined) out.push(sql`coalesce(r.revenue, 0) >= ${c.revenueMin}`);
  if (c.text) out.push(sql`a.search_text LIKE lower(${searchPattern(c.text)})`);
  return out;
}

const SORTS: Record<string, SQL> = {
  name: sql`a.name`, country: sql`a.country`, type: sql`a.type`, lastBooking: sql`f.last_booking`,
  bookings: sql`coalesce(f.bookings, 0)`, revenue: sql`coalesce(r.revenue, 0)`, createdAt: sql`a.created_at`,
};

export async function agencySegment(db: Db, c: TAgencyCriteria, q: TSegmentPage): Promise<{ data: TSegmentAgency[]; total: number; page: number; size: number }> {
  const conds = conditions(c);
  const where = conds.length ? sql`WHERE ${sql.join(conds, sql` AND `)}` : sql``;
  const currency = c.revenueCurrency ?? 'EUR';
  const states = texts(STAY_STATES);
  const from = sql`
    FROM agencies a
    LEFT JOIN (SELECT b.agency, count(*)::int AS bookings, max(b.booking_date)::date AS last_booking FROM bookings b
      WHERE b.agency IS NOT NULL AND b.state = ANY(${states}) GROUP BY b.agency) f ON f.agency = a.id
    LEFT JOIN (SELECT b.agency, sum(l.amount)::bigint AS revenue FROM booking_calculation_lines l JOIN bookings b ON b.id = l.booking_id
      WHERE b.agency IS NOT NULL AND b.state = ANY(${states}) AND l.currency = ${currency} GROUP BY b.agency) r ON r.agency = a.id`;
  const dir = q.order === -1 ? sql`DESC NULLS LAST` : sql`ASC NULLS LAST`;
  const limit = q.size > 0 ? sql`LIMIT ${q.size} OFFSET ${(q.page - 1) * q.size}` : sql``;
  const rows = rowsOf<TSegmentAgency & { total: number }>(await db.execute(sql`
    SELECT a.id, a.name, a.type, a.email, a.country, a.city, a.is_active AS "isActive", coalesce(f.bookings, 0)::int AS bookings,
      f.last_booking::text AS "lastBooking", coalesce(r.revenue, 0)::bigint AS revenue, count(*) OVER ()::int AS total
    ${from} ${where} ORDER BY ${SORTS[q.sort ?? 'name'] ?? SORTS.name} ${dir}, a.id ${limit}`));
  let total = rows[0]?.total ?? 0;
  if (!rows.length && q.page > 1) total = rowsOf<{ total: number }>(await db.execute(sql`SELECT count(*)::int AS total ${from} ${where}`))[0].total;
  return { data: rows.map((r) => ({ id: r.id, name: r.name, type: r.type, email: r.email, country: r.country, city: r.city, isActive: r.isActive,
    bookings: r.bookings, lastBooking: r.lastBooking, revenue: Number(r.revenue) })), total: Number(total), page: q.page, size: q.size };
}
