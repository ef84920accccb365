// Arrivals and departures of a resort between two days (both included): the booking rooms of
// holding bookings that arrive (first night) or leave (departure day) on those days, and the
// stored arrivaldeparture records (flights, transfers). Booking rooms of one booking arriving
// the same day are one party per room.
import { sql } from 'drizzle-orm';
import type { TArrivalDepartureRow } from '../../../lib/contract/schedules';
import type { Db } from '../../db/client';
import type { TPrincipal } from '../../http/context';
import { accessRowOf, bookingSight, BOOKING_ACCESS_SQL, type TBookingAccessSql } from '../bookings/access';
import { errors } from '../../http/errors';
import { assetLimit } from '../resources/asset-scope';
import { isUuid, rowsOf } from './access';
import { HOLDING } from './departures';

type TBookingRow = { id: string; booking: string; number: string | null; title: string | null; date_from: string; date_to: string; pax: number; room_id: string; room_name: string; first_guest: string | null } & TBookingAccessSql;
type TRecordRow = { id: string; direction: 'arrival' | 'departure'; date: string; time: string | null; guest_name: string; no_of_pax: number; booking: string | null; number: string | null; flight_no: string | null; transfer: boolean } & TBookingAccessSql;

/** The desk's own records are readable with arrivaldeparture.read; a booking's rows need that or
 *  the booking's own read access (bookingSight; the route has checked the resort already). */
const DESK_READERS = ['arrivaldeparture.read'];

/** The resort of a desk list: 404 RESORT_NOT_FOUND when there is none by that id or the caller's
 *  assets leave it out (spec sections 5 and 8). */
export async function deskResort(db: Db, p: TPrincipal, resort: string): Promise<{ id: string; name: string }> {
  const [row] = isUuid(resort) ? rowsOf<{ id: string; name: string }>(await db.execute(sql`SELECT id, name FROM resorts WHERE id = ${resort}`)) : [];
  const limit = assetLimit(p);
  if (!row || (limit && !limit.resorts.includes(row.id))) throw errors.notFound('RESORT_NOT_FOUND');
  return row;
}

export async function arrivalsDepartures(db: Db, p: TPrincipal, resort: string, from: string, to: string) {
  const rooms = rowsOf<TBookingRow>(await db.execute(sql`
    SELECT br.id, b.id AS booking, coalesce(b.booking_no, b.reservation_no, b.offer_no) AS number, b.title,
      br.date_from::text AS date_from, br.date_to::text AS date_to, greatest(jsonb_array_length(br.guests), 1)::int AS pax,
      r.id AS room_id, r.name AS room_name,
      nullif(trim(concat(br.guests->0->>'firstName', ' ', br.guests->0->>'lastName')), '') AS first_guest, ${sql.raw(BOOKING_ACCESS_SQL)}
    FROM booking_rooms br JOIN rooms r ON r.id = br.room_id JOIN bookings b ON b.id = br.booking_id
    WHERE r.resort = ${resort} AND b.state IN (${HOLDING})
      AND ((br.date_from >= ${from} AND br.date_from <= ${to}) OR (br.date_to >= ${from} AND br.date_to <= ${to}))
    ORDER BY r.name`));
  const records = rowsOf<TRecordRow>(await db.execute(sql`
    SELECT a.id, a.direction, a.date::text AS date, a.time, a.guest_name, a.no_of_pax, a.booking,
      coalesce(b.booking_no, b.reservation_no, b.offer_no) AS number, a.flight_no, a.transfer, ${sql.raw(BOOKING_ACCESS_SQL)}
    FROM arrivals_departures a LEFT JOIN bookings b ON b.id = a.booking
    WHERE a.resort = ${resort} AND a.date >= ${from} AND a.date <= ${to}`));
  const rows: TArrivalDepartureRow[] = [];
  const sees = (r: TBookingAccessSql) => bookingSight(p, accessRowOf(r), DESK_READERS) === 'full';
  for (const r of rooms.filter(sees)) {
    const base = {
      source: 'booking' as const, id: r.id, time: null, guestName: r.first_guest ?? r.title ?? '', noOfPax: r.pax,
      booking: r.booking, bookingNumber: r.number, room: { id: r.room_id, name: r.room_name }, flightNo: null, transfer: false,
    };
    if (r.date_from >= from && r.date_from <= to) rows.push({ ...base, direction: 'arrival', date: r.date_from });
    if (r.date_to >= from && r.date_to <= to) rows.push({ ...base, direction: 'departure', date: r.date_to });
  }
  for (const a of records.filter((x) => x.booking === null || sees(x))) {
    rows.push({
      source: 'record', id: a.id, direction: a.direction, date: a.date, time: a.time, guestName: a.guest_name, noOfPax: a.no_of_pax,
      booking: a.booking, bookingNumber: a.number, room: null, flightNo: a.flight_no, transfer: a.transfer === true,
    });
  }
  // By day, then time (records without a time and booking rooms last in their day), then name.
  rows.sort((a, b) => a.date.localeCompare(b.date) || (a.time ?? '99').localeCompare(b.time ?? '99') || a.guestName.localeCompare(b.guestName));
  return { arrivals: rows.filter((r) => r.direction === 'arrival'), departures: rows.filter((r) => r.direction === 'departure') };
}
