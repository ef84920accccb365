// Everything the price of a stored booking reads besides the quote's own inputs, in ONE prepared
// statement and round trip: the booking, its rooms, the specials given by hand, its commission
// (the booking's, else its agency's; inactive: none), its guests' customer records, the lead
// customer's history and the guests on its departure. GET /api/price/booking/{id} read these in
// six statements (docs/benchmarks.md, workload 4b): under load every round trip costs more than
// the engines. The same facts as bookingQuoteContext (booking-specials.ts), which callers inside a
// booking's write transaction use with the row and rooms they already hold.
import { sql } from 'drizzle-orm';
import type { TGuest } from '../../../../lib/contract/booking-core';
import type { Db } from '../../../db/client';
import type { TPrincipal } from '../../../http/context';
import { errors } from '../../../http/errors';
import type { THistory } from '../../prices/engine/specials';
import { includeInOf } from '../../prices/special-record';
import type { TQuoteContext } from '../../prices/with-specials';
import { assertMayUseBookings, mayAccess } from '../access';
import type { TPricedBooking } from './booking-specials';

type TRoomFacts = { roomId: string; dateFrom: string; dateTo: string; guests: TGuest[] };
type TFactsRow = {
  booking: (Omit<TPricedBooking, 'bookingDate'> & { bookingDate: string | null; resort: string | null; vessel: string | null }) | null;
  rooms: TRoomFacts[] | null;
  chosen: { id: string; ignoreRules: boolean }[] | null;
  commission: { name: string; value: string | number; mode: string } | null;
  customers: { id: string; customerType: string | null; passportCountry: string | null; addressCountry: string | null }[] | null;
  history: { bookings: number; stays: number; last: string | null; revenue: string | number | null } | null;
  pax: number | null;
};

const LIVE = sql.raw(`('deleted', 'aborted', 'freed')`);

function prepareFacts(db: Db) {
  const id = sql.placeholder('id');
  const day = sql.placeholder('day');
  return db.select({ facts: sql<TFactsRow>`facts` }).from(sql`(
    WITH b AS (
      SELECT id, currency, channel, agency, source, schedule, tour, customer, commission, booking_date, resort, vessel FROM bookings WHERE id = ${id}::uuid
    ), r AS (
      SELECT room_id, date_from, date_to, guests, sort FROM booking_rooms WHERE booking_id = ${id}::uuid
    )
    SELECT jsonb_build_object(
      'booking', (SELECT jsonb_build_object('id', id, 'currency', currency, 'channel', channel, 'agency', agency, 'source', source,
        'schedule', schedule, 'tour', tour, 'customer', customer, 'commission', commission, 'bookingDate', booking_date,
        'resort', resort, 'vessel', vessel) FROM b),
      'rooms', (SELECT jsonb_agg(jsonb_build_object('roomId', room_id, 'dateFrom', date_from, 'dateTo', date_to, 'guests', guests) ORDER BY sort) FROM r),
      'chosen', (SELECT jsonb_agg(jsonb_build_object('id', special_id, 'ignoreRules', ignore_rules)) FROM booking_specials WHERE booking_id = ${id}::uuid),
      'commission', (SELECT jsonb_build_object('name', c.name, 'value', c.value, 'mode', c.mode) FROM b
        JOIN commissions c ON c.id = coalesce(b.commission, (SELECT a.commission FROM agencies a WHERE a.id = b.agency)) AND c.is_active),
      'customers', (SELECT jsonb_agg(jsonb_build_object('id', c.id, 'customerType', c.customer_type,
        'passportCountry', coalesce(c.passport->>'nationality', c.master_data->>'nationality'), 'addressCountry', coalesce(c.address->>'country', c.country)))
        FROM customers c WHERE c.id IN (
          SELECT (g->>'customer')::uuid FROM r, jsonb_array_elements(r.guests) g WHERE coalesce(g->>'customer', '') <> ''
          UNION SELECT customer FROM b WHERE customer IS NOT NULL)),
      'history', (SELECT jsonb_build_object('bookings', count(*),
          'stays', count(*) FILTER (WHERE x.date_to <= ${day}::date), 'last', max(x.date_to) FILTER (WHERE x.date_to <= ${day}::date),
          'revenue', (SELECT coalesce(sum(l.amount), 0) FROM booking_calculation_lines l JOIN bookings p ON p.id = l.booking_id
            WHERE p.customer = b.customer AND p.id <> b.id AND p.date_to <= ${day}::date AND p.state NOT IN ${LIVE}))
        FROM b JOIN bookings x ON x.customer = b.customer AND x.id <> b.id AND x.state NOT IN ${LIVE}
        WHERE b.customer IS NOT NULL GROUP BY b.customer, b.id),
      'pax', (SELECT coalesce(sum(x.no_of_pax), 0) FROM b JOIN bookings x ON x.schedule = b.schedule AND x.id <> b.id AND x.state NOT IN ${LIVE}
        WHERE b.schedule IS NOT NULL)
    ) AS facts
  ) AS f`).prepare('booking_price_facts');
}

const prepared = new WeakMap<Db, ReturnType<typeof prepareFacts>>();

/** The stored booking `id` as the caller may read it (404 otherwise), its rooms, and its quote context. */
export async function bookingPriceFacts(db: Db, p: TPrincipal, id: string, day: string): Promise<{ row: TPricedBooking; rooms: TRoomFacts[]; ctx: TQuoteContext }> {
  assertMayUseBookings(p, 'read');
  let statement = prepared.get(db);
  if (!statement) prepared.set(db, (statement = prepareFacts(db)));
  const [{ facts: f }] = await statement.execute({ id, day });
  const b = f.booking;
  if (!b || !mayAccess(p, b, 'read')) throw errors.notFound('Booking not found');
  const row: TPricedBooking = { ...b, bookingDate: b.bookingDate ? new Date(b.bookingDate) : null };
  const rooms = f.rooms ?? [];
  const guests = rooms.flatMap((r) => r.guests);
  const hasLead = !!b.customer;
  const history: THistory | null = !hasLead ? null : f.history
    ? { bookings: Number(f.history.bookings), noOfStays: Number(f.history.stays), lastStay: f.history.last, stayRevenue: Number(f.history.revenue ?? 0) }
    : { bookings: 0, noOfStays: 0, lastStay: null, stayRevenue: 0 };
  const c = f.commission;
  return {
    row, rooms,
    ctx: {
      channel: includeInOf(b.channel),
      bookingDate: row.bookingDate ? row.bookingDate.toISOString().slice(0, 10) : day,
      agency: b.agency, source: b.source, schedule: b.schedule, tour: b.tour,
      paxOnTrip: b.schedule ? Number(f.pax ?? 0) + Math.max(1, guests.length) : null,
      history,
      customers: new Map((f.customers ?? []).map((x) => [x.id, { customerType: x.customerType, passportCountry: x.passportCountry, addressCountry: x.addressCountry }])),
      chosen: f.chosen ?? [],
      commission: b.agency && c ? { mode: c.mode === 'Absolute' ? 'Absolute' : 'PerCent', value: Number(c.value), name: c.name } : null,
    },
  };
}
