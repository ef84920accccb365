// The rules a visitor's booking must keep before anything is held (issue 13): every room is one the
// public may see (a hidden one answers like a missing one: 404), all rooms belong to one resort or
// vessel, arrival is today or later in that asset's time zone, and no room is held for more than
// the longest public stay (setting general.publicMaxNights). "Today" comes from the clock.
import { sql } from 'drizzle-orm';
import type { TPublicBookingCreate } from '../../../lib/contract/booking-core';
import type { TFieldError } from '../../../lib/contract/errors';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { errors } from '../../http/errors';
import { PUBLIC_ROOM } from './visibility';

const DAY_MS = 86_400_000;

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function dateIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

export function nightsBetween(dateFrom: string, dateTo: string): number {
  return Math.round((Date.parse(`${dateTo}T00:00:00Z`) - Date.parse(`${dateFrom}T00:00:00Z`)) / DAY_MS);
}

function validZone(zone: string | null | undefined, fallback: string): string {
  if (!zone) return fallback;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return fallback;
  }
}

type TRules = { now: Date; maxNights: number; defaultTimeZone: string };

/** Throws 404 for a room the public may not see, 400 naming the field for a rule broken. */
export async function assertPublicBookingRules(db: Db, input: TPublicBookingCreate, rules: TRules): Promise<void> {
  const ids = [...new Set(input.rooms.map((r) => r.room))];
  const found = rowsOf<{ id: string; asset: string; timezone: string | null }>(await db.execute(sql`
    SELECT r.id, coalesce(r.resort, r.vessel) AS asset, coalesce(rs.timezone, v.timezone) AS timezone
    FROM rooms r LEFT JOIN resorts rs ON rs.id = r.resort LEFT JOIN vessels v ON v.id = r.vessel
    WHERE r.id IN (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)}) AND ${PUBLIC_ROOM}`));
  const byId = new Map(found.map((r) => [r.id, r]));
  // Same answer as loadRoom gives for an id that does not exist.
  for (const id of ids) if (!byId.has(id)) throw errors.notFound(`Room ${id} not found`);

  const fields: TFieldError[] = [];
  const asset = byId.get(input.rooms[0].room)!.asset;
  input.rooms.forEach((r, i) => {
    const room = byId.get(r.room)!;
    if (room.asset !== asset) fields.push({ path: `rooms.${i}.room`, message: 'all rooms must belong to the same resort or vessel' });
    const today = dateIn(validZone(room.timezone, rules.defaultTimeZone), rules.now);
    if (r.dateFrom < today) fields.push({ path: `rooms.${i}.dateFrom`, message: `arrival must be today (${today}) or later` });
    if (nightsBetween(r.dateFrom, r.dateTo) > rules.maxNights) {
      fields.push({ path: `rooms.${i}.dateTo`, message: `a stay booked online is at most ${rules.maxNights} nights` });
    }
  });
  if (fields.length) throw errors.validation(fields);
}
