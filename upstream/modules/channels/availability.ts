// What a channel may sell: per channel room type (mapped to one of our room types) and night.
// A room type is sold by the room, or by the bed when any of its rooms is shared (a dorm or a
// berth: allowSharedRoom), and then each free bed is one unit. Free = active, unblocked, no holding
// occupancy (a booking in a holding state or a blocker) on the room (or that bed) that night.
// availableToOTA of the room type caps what all channels together may hold: -1 (not set) sells
// every free unit; n sells at most n minus the units channel bookings already hold that night, so
// the rest stays for direct sales. Read from the occupancy the bookings module keeps and our own
// channel_bookings; nothing written (docs/decisions/channels.md).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { rooms, roomTypes } from '../../db/schema';
import { bedCountOf } from '../inventory/room-facts';
import type { TAvailabilityValue } from './adapter';
import { roomTypeMap, type TConnection } from './connections';

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
export { addDays };

type TTypeRoom = { id: string; beds: number; shared: boolean };
type TNightRow = { day: string; roomId: string; beds: number; channelBeds: number };

/** Per night of [from, to): the units free and the units channel bookings hold. */
export function unitsOfNight(typeRooms: TTypeRoom[], rows: TNightRow[], byBed: boolean): { free: number; channel: number } {
  const held = new Map(rows.map((r) => [r.roomId, r]));
  let free = 0;
  let channel = 0;
  for (const room of typeRooms) {
    const h = held.get(room.id);
    if (byBed) {
      free += Math.max(0, room.beds - Math.min(room.beds, h?.beds ?? 0));
      channel += Math.min(room.beds, h?.channelBeds ?? 0);
    } else {
      if (!h) free += 1;
      else if (h.channelBeds > 0) channel += 1;
    }
  }
  return { free, channel };
}

/** What a channel may sell of one night: the free units, capped by availableToOTA (-1: no cap)
 *  less what channels already hold. */
export function sellable(free: number, channel: number, availableToOTA: number | null): number {
  if (availableToOTA == null || availableToOTA < 0) return free;
  return Math.max(0, Math.min(free, availableToOTA - channel));
}

/** Availability of the nights [from, to) as ranges of equal value (both ends inclusive, as
 *  channel managers take them). */
export async function availabilityValues(db: Db, conn: TConnection, from: string, to: string): Promise<TAvailabilityValue[]> {
  const out: TAvailabilityValue[] = [];
  if (to <= from) return out;
  const map = roomTypeMap(conn);
  const types = map.size ? await db.select({ id: roomTypes.id, availableToOTA: roomTypes.availableToOTA }).from(roomTypes).where(inArray(roomTypes.id, [...new Set(map.values())])) : [];
  const cap = new Map(types.map((t) => [t.id, t.availableToOTA as number | null]));
  for (const [channelType, ourType] of map) {
    const typeRooms: TTypeRoom[] = (await db.select({ id: rooms.id, configuration: rooms.configuration, availableBeds: rooms.availableBeds, shared: rooms.allowSharedRoom })
      .from(rooms).where(and(eq(rooms.roomType, ourType), eq(rooms.isActive, true), eq(rooms.blocked, false))))
      .map((r) => ({ id: r.id, beds: Math.max(1, bedCountOf(r.configuration as Parameters<typeof bedCountOf>[0], r.availableBeds as number | null)), shared: r.shared === true }));
    const byBed = typeRooms.some((r) => r.shared);
    const nights = new Map<string, TNightRow[]>();
    if (typeRooms.length) {
      const rows = await db.execute(sql`
        SELECT to_char(d, 'YYYY-MM-DD') AS day, o.room_id::text AS "roomId", count(DISTINCT o.bed)::int AS beds,
               count(DISTINCT o.bed) FILTER (WHERE cb.booking_id IS NOT NULL)::int AS "channelBeds"
        FROM generate_series(${from}::date, ${addDays(to, -1)}::date, interval '1 day') d
        JOIN occupancy o ON o.holds AND o.date_from <= d::date AND o.date_to > d::date
          AND o.room_id IN (${sql.join(typeRooms.map((r) => sql`${r.id}::uuid`), sql`, `)})
        LEFT JOIN channel_bookings cb ON cb.booking_id = o.booking_id AND cb.status = 'active'
        GROUP BY d, o.room_id`);
      for (const r of rowsOf<TNightRow>(rows)) {
        const list = nights.get(r.day) ?? [];
        list.push({ ...r, beds: Number(r.beds), channelBeds: Number(r.channelBeds) });
        nights.set(r.day, list);
      }
    }
    let run: TAvailabilityValue | null = null;
    for (let day = from; day < to; day = addDays(day, 1)) {
      const u = unitsOfNight(typeRooms, nights.get(day) ?? [], byBed);
      const availability = sellable(u.free, u.channel, cap.get(ourType) ?? null);
      if (run && run.availability === availability) run.dateTo = day;
      else {
        run = { roomTypeId: channelType, dateFrom: day, dateTo: day, availability };
        out.push(run);
      }
    }
  }
  return out;
}
