// The guests in house or on board on a day: guests named with a customer record on a room of a
// booking that holds that night (planned or confirmed; a draft is not yet a guest), in the
// dive's resort or vessel when it has one. The departure day is not a dive day (no diving
// before flying; docs/decisions/dive.md).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

export type TGuestRow = { customer: string; name: string; booking: string; bookingNumber: string | null; room: string | null; resort: string | null; vessel: string | null };

export async function guestsInHouse(db: Db, date: string, asset: { resort: string | null; vessel: string | null } | null = null): Promise<TGuestRow[]> {
  const assetCond = !asset || (!asset.resort && !asset.vessel) ? sql`true`
    : asset.resort ? sql`r.resort = ${asset.resort}::uuid` : sql`r.vessel = ${asset.vessel}::uuid`;
  const rows = rowsOf<TGuestRow>(await db.execute(sql`
    SELECT DISTINCT ON (c.id) c.id AS customer, c.full_name AS name, b.id AS booking, b.booking_no AS "bookingNumber",
           r.name AS room, r.resort, r.vessel
      FROM booking_rooms br JOIN bookings b ON b.id = br.booking_id JOIN rooms r ON r.id = br.room_id
      CROSS JOIN LATERAL jsonb_array_elements(br.guests) g
      JOIN customers c ON c.id::text = g->>'customer'
     WHERE br.date_from <= ${date}::date AND br.date_to > ${date}::date AND b.state IN ('planned', 'confirmed')
       AND ${assetCond}
     ORDER BY c.id, br.date_from`));
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}
