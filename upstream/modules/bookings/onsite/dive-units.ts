// The one rule for how many units a guest's dives bill (docs/decisions/dive.md, "Billing dives"),
// used by closing a dive (bookDiveUse) and by the desk's POST /api/bookings/{id}/onsite/dives:
// dives count on their day, the dive plan's date (a dive without a plan: the day its diver went in,
// in the booking's resort's or vessel's time zone); PerDiveDay bills one unit per started group of
// `divesPerDay` dives (general settings) of the guest with that product on that day, counting the
// items billed that day already (open or paid; voided ones count neither); PerDay one per day;
// every other rule base one per dive.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';

export type TDiveDayBilled = { uses: number; units: number };

/** Units that `added` more dives bill on a day where `day` is billed already. */
export function unitsFor(ruleBase: string, divesPerDay: number, day: TDiveDayBilled, added = 1): number {
  if (ruleBase !== 'PerDiveDay' && ruleBase !== 'PerDay') return added;
  const perUnit = ruleBase === 'PerDiveDay' ? Math.max(1, divesPerDay) : Number.POSITIVE_INFINITY;
  const needed = Number.isFinite(perUnit) ? Math.ceil((day.uses + added) / perUnit) : 1;
  return Math.max(0, needed - day.units);
}

/** What a guest's open and paid items of a product bill on a day: dives (an item without dives
 *  counts one) and units. */
export async function billedOnDay(tx: Db, q: { bookingId: string; customer: string; product: string; day: string }): Promise<TDiveDayBilled> {
  return rowsOf<TDiveDayBilled>(await tx.execute(sql`
    SELECT coalesce(sum(coalesce(array_length(dive_participant_ids, 1), 1)), 0)::int AS uses, coalesce(sum(quantity), 0)::int AS units
    FROM booking_onsite_items WHERE booking_id = ${q.bookingId}::uuid AND customer = ${q.customer}::uuid AND product = ${q.product}::uuid
      AND service_date = ${q.day} AND status IN ('open', 'paid')`))[0];
}

/** The day of a dive participant (alias `dp`) as SQL text YYYY-MM-DD: its plan's date, else the day
 *  it went in, in `timeZone`. */
export const diveDaySql = (timeZone: string) =>
  sql`coalesce((SELECT pl.date::text FROM dive_plans pl WHERE pl.id = dp.plan_id), (dp.in_at AT TIME ZONE ${timeZone})::date::text)`;
