// What the public booking pages read: visible resorts and vessels, their visible rooms with free
// beds, open departures, and a booking by its number together with the lead guest's e-mail
// (numbers are sequential; the e-mail keeps strangers from reading other people's bookings).
import { sql } from 'drizzle-orm';
import type { TPublicBooking } from '../../../lib/contract/booking-core';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { errors } from '../../http/errors';
import { availableRooms } from '../rooms/queries';
import { PUBLIC_ASSET_IDS, PUBLIC_ROOM } from './visibility';


export async function publicAssets(db: Db) {
  const rows = rowsOf<{ id: string; kind: 'resort' | 'vessel'; name: string; city: string | null; country: string | null; description: Record<string, string> | null; images: string[] | null }>(await db.execute(sql`
    SELECT id, 'resort' AS kind, name, city, country, description, images FROM resorts WHERE id IN ${PUBLIC_ASSET_IDS}
    UNION ALL
    SELECT id, 'vessel' AS kind, name, NULL, NULL, description, images FROM vessels WHERE id IN ${PUBLIC_ASSET_IDS}
    ORDER BY kind, name`));
  return rows.map((r) => ({ ...r, images: r.images ?? [] }));
}

export async function publicRooms(db: Db, asset: string, dateFrom: string, dateTo: string) {
  const rooms = await availableRooms(db, {}, dateFrom, dateTo, sql`(r.resort = ${asset} OR r.vessel = ${asset}) AND ${PUBLIC_ROOM}`);
  const types = rowsOf<{ id: string; name: string }>(await db.execute(sql`SELECT id, name FROM room_types WHERE resort = ${asset} OR vessel = ${asset}`));
  const typeName = new Map(types.map((t) => [t.id, t.name]));
  return rooms.map((r) => ({ ...r, roomTypeName: r.roomType ? typeName.get(r.roomType) ?? null : null }));
}

export async function publicSchedules(db: Db, vessel: string | undefined, from: string) {
  return rowsOf<{ id: string; name: string; vessel: string | null; dateFrom: string; dateTo: string; status: string }>(await db.execute(sql`
    SELECT id, name, vessel, date_from::text AS "dateFrom", date_to::text AS "dateTo", status FROM schedules
    WHERE is_visible AND status = 'open' AND (vessel IS NULL OR vessel IN ${PUBLIC_ASSET_IDS}) AND date_from >= ${from} ${vessel ? sql`AND vessel = ${vessel}` : sql``}
    ORDER BY date_from LIMIT 52`));
}

export async function publicBooking(db: Db, number: string, email: string): Promise<TPublicBooking> {
  const [b] = rowsOf<{ id: string; number: string; state: string; date_from: string | null; date_to: string | null; no_of_pax: number; currency: string; email: string | null }>(await db.execute(sql`
    SELECT b.id, coalesce(b.booking_no, b.reservation_no, b.offer_no) AS number, b.state, b.date_from::text AS date_from,
      b.date_to::text AS date_to, b.no_of_pax, b.currency, c.email
    FROM bookings b LEFT JOIN customers c ON c.id = b.customer
    WHERE ${number} IN (b.booking_no, b.reservation_no, b.offer_no) LIMIT 1`));
  if (!b || !b.email || b.email.toLowerCase() !== email.trim().toLowerCase()) throw errors.notFound('Booking not found');
  const rooms = rowsOf<{ name: string; date_from: string; date_to: string; guests: number }>(await db.execute(sql`
    SELECT r.name, br.date_from::text AS date_from, br.date_to::text AS date_to, greatest(jsonb_array_length(br.guests), 1) AS guests
    FROM booking_rooms br JOIN rooms r ON r.id = br.room_id WHERE br.booking_id = ${b.id} ORDER BY br.sort`));
  return {
    number: b.number, state: b.state as TPublicBooking['state'], dateFrom: b.date_from, dateTo: b.date_to, noOfPax: b.no_of_pax,
    currency: b.currency, total: null,
    rooms: rooms.map((r) => ({ name: r.name, dateFrom: r.date_from, dateTo: r.date_to, guests: Number(r.guests) })),
  };
}
