// What a channel may sell: per channel room type (mapped to one of our room types) and day, the
// active, unblocked rooms of that type with no holding occupancy that night (a booking in a
// holding state or a blocker). Read from the occupancy the bookings module keeps; nothing written.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { rooms } from '../../db/schema';
import type { TAvailabilityValue } from './adapter';
import { roomTypeMap, type TConnection } from './connections';

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
export { addDays };

/** Availability of the nights [from, to) as ranges of equal value (both ends inclusive, as
 *  channel managers take them). */
export async function availabilityValues(db: Db, conn: TConnection, from: string, to: string): Promise<TAvailabilityValue[]> {
  const out: TAvailabilityValue[] = [];
  if (to <= from) return out;
  for (const [channelType, ourType] of roomTypeMap(conn)) {
    const ids = (await db.select({ id: rooms.id }).from(rooms).where(and(eq(rooms.roomType, ourType), eq(rooms.isActive, true), eq(rooms.blocked, false)))).map((r) => r.id);
    const taken = new Map<string, number>();
    if (ids.length) {
      const rows = await db.execute(sql`
        SELECT to_char(d, 'YYYY-MM-DD') AS day, count(DISTINCT o.room_id)::int AS taken
        FROM generate_series(${from}::date, ${addDays(to, -1)}::date, interval '1 day') d
        JOIN occupancy o ON o.holds AND o.date_from <= d::date AND o.date_to > d::date
          AND o.room_id IN (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})
        GROUP BY d`);
      for (const r of rowsOf<{ day: string; taken: number }>(rows)) taken.set(r.day, Number(r.taken));
    }
    let run: TAvailabilityValue | null = null;
    for (let day = from; day < to; day = addDays(day, 1)) {
      const availability = Math.max(0, ids.length - (taken.get(day) ?? 0));
      if (run && run.availability === availability) run.dateTo = day;
      else {
        run = { roomTypeId: channelType, dateFrom: day, dateTo: day, availability };
        out.push(run);
      }
    }
  }
  return out;
}
