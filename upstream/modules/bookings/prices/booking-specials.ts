// What the specials and commission of a stored booking need to know (with-specials.ts): its
// channel, agency, source, schedule, the specials it was given by hand, its commission (the
// booking's, else its agency's), its guests' customer records, the lead customer's history and
// the guests on the same departure. Read in the booking's transaction; nothing is written here.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { agencies, bookingSpecials, commissions, customers } from '../../../db/schema';
import { rowsOf } from '../../../db/rows';
import { sql } from 'drizzle-orm';
import type { TGuest } from '../../../../lib/contract/booking-core';
import type { TCommissionTerms, THistory } from '../../prices/engine/specials';
import { namesIn } from '../../../../lib/contract/line-values';
import { includeInOf } from '../../prices/special-record';
import type { TCustomerFacts, TQuoteContext } from '../../prices/with-specials';
import type { TBookingRow } from '../access';

export type TPricedBooking = Pick<TBookingRow, 'id' | 'currency' | 'channel' | 'agency' | 'source' | 'schedule' | 'tour' | 'customer' | 'commission' | 'bookingDate' | 'roomPrice'>;

/** The booking's commission record, else its agency's; inactive ones do not count. */
export async function commissionOf(tx: Db, row: Pick<TBookingRow, 'agency' | 'commission'>): Promise<TCommissionTerms | null> {
  let id = row.commission;
  if (!id && row.agency) [{ id = null } = { id: null }] = await tx.select({ id: agencies.commission }).from(agencies).where(eq(agencies.id, row.agency));
  if (!id) return null;
  const [c] = await tx.select().from(commissions).where(eq(commissions.id, id));
  if (!c || !c.isActive) return null;
  return { mode: c.mode === 'Absolute' ? 'Absolute' : 'PerCent', value: Number(c.value), name: c.name, names: namesIn(c.names) };
}

async function customerFacts(tx: Db, ids: string[]): Promise<Map<string, TCustomerFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.select({ id: customers.id, type: customers.customerType, passport: customers.passport, master: customers.masterData, address: customers.address, country: customers.country })
    .from(customers).where(inArray(customers.id, ids));
  return new Map(rows.map((c) => [c.id, {
    customerType: c.type ?? null,
    passportCountry: c.passport?.nationality ?? c.master?.nationality ?? null,
    addressCountry: c.address?.country ?? c.country ?? null,
  }]));
}

/** The lead customer's other bookings (not deleted or cancelled), the stays that ended before
 *  the booking date, the last departure and what those stays cost. */
async function historyOf(tx: Db, bookingId: string, customer: string | null, bookingDate: string): Promise<THistory | null> {
  if (!customer) return null;
  const [h] = rowsOf<{ bookings: number; stays: number; last: string | null; revenue: string | null }>(await tx.execute(sql`
    SELECT count(*)::int AS bookings,
      count(*) FILTER (WHERE b.date_to <= ${bookingDate}::date)::int AS stays,
      max(b.date_to) FILTER (WHERE b.date_to <= ${bookingDate}::date)::text AS last,
      (SELECT coalesce(sum(l.amount), 0) FROM booking_calculation_lines l JOIN bookings p ON p.id = l.booking_id
        WHERE p.customer = ${customer}::uuid AND p.id <> ${bookingId}::uuid AND p.date_to <= ${bookingDate}::date
          AND p.state NOT IN ('deleted', 'aborted', 'freed'))::text AS revenue
    FROM bookings b WHERE b.customer = ${customer}::uuid AND b.id <> ${bookingId}::uuid AND b.state NOT IN ('deleted', 'aborted', 'freed')`));
  return { bookings: h.bookings, noOfStays: h.stays, lastStay: h.last, stayRevenue: Number(h.revenue ?? 0) };
}

async function paxOnTrip(tx: Db, row: TPricedBooking, ownPax: number): Promise<number | null> {
  if (!row.schedule) return null;
  const [r] = rowsOf<{ pax: number }>(await tx.execute(sql`
    SELECT coalesce(sum(no_of_pax), 0)::int AS pax FROM bookings
    WHERE schedule = ${row.schedule}::uuid AND id <> ${row.id}::uuid AND state NOT IN ('deleted', 'aborted', 'freed')`));
  return r.pax + ownPax;
}

/** `given`: the specials given by hand when the caller knows them (a booking just made has none). */
export async function bookingQuoteContext(tx: Db, row: TPricedBooking, guests: TGuest[], bookingDate: string, given?: TQuoteContext['chosen']): Promise<TQuoteContext> {
  const chosen = given ?? await tx.select({ id: bookingSpecials.specialId, ignoreRules: bookingSpecials.ignoreRules }).from(bookingSpecials).where(eq(bookingSpecials.bookingId, row.id));
  const ids = [...new Set([...guests.map((g) => g.customer).filter((c): c is string => !!c), ...(row.customer ? [row.customer] : [])])];
  return {
    channel: includeInOf(row.channel),
    bookingDate: row.bookingDate ? row.bookingDate.toISOString().slice(0, 10) : bookingDate,
    agency: row.agency, source: row.source, schedule: row.schedule, tour: row.tour,
    paxOnTrip: await paxOnTrip(tx, row, Math.max(1, guests.length)),
    history: await historyOf(tx, row.id, row.customer, bookingDate),
    customers: await customerFacts(tx, ids),
    chosen,
    commission: row.agency ? await commissionOf(tx, row) : null,
  };
}
