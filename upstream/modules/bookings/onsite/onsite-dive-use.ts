// What the dive module bills when a dive is closed (docs/decisions/dive.md, "Billing dives"): each
// diver's dive and each rental item they took, as on-site items on the guest's room bill. The
// bookings module owns the items, so the dive module calls this and never writes them itself.
// Closing a dive is the staff member's act on the dive: the booking needs no office scope of the
// caller, but the change is stored as a booking version in their name like every on-site write.
// Units by the product's rule base, the one rule of dive-units.ts (also the desk's): PerDive one per
// dive; PerDiveDay one per started group of `divesPerDay` dives (general settings, default 3) of the
// guest with that product on that day; PerDay (rental only) one per day. A dive already on any item
// (open, paid, moved, even voided) is never billed again, so a voided dive item stays voided and a
// repeated close bills nothing.
import { eq, sql } from 'drizzle-orm';
import { now } from '../../../clock';
import type { Tx } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { bookings, onsiteItems, products } from '../../../db/schema';
import type { TPrincipal } from '../../../http/context';
import { readGeneral } from '../../settings/store';
import { recordCurrentVersion } from '../booking-change';
import { billedOnDay, unitsFor } from './dive-units';
import { assertOnsiteEditable, bookingRoomsOf } from './onsite-bill';
import { priceOnsite } from './onsite-price';

export type TDiveUse = {
  customer: string;
  product: string;
  /** dive: the diver's dive (participant); gear: a rental item used on it. */
  what: 'dive' | 'gear';
  /** The dive's day (YYYY-MM-DD). */
  date: string;
  /** The dive participant (dive_participants.id) a dive item bills. */
  participant?: string;
  /** Added to the product's name on the bill (the dive, the item's serial). */
  note: string;
};
export type TDiveUseResult =
  | { use: TDiveUse; billed: { item: string; text: string; quantity: number; amount: number; currency: string } }
  | { use: TDiveUse; skipped: 'bookingNotEditable' | 'productNotUsable' | 'guestNotOnBooking'; detail: string }
  | { use: TDiveUse; already: true };

const RULES: Record<TDiveUse['what'], readonly string[]> = { dive: ['PerDive', 'PerDiveDay'], gear: ['PerDive', 'PerDiveDay', 'PerDay'] };

export async function bookDiveUse(tx: Tx, p: TPrincipal, bookingId: string, uses: TDiveUse[]): Promise<TDiveUseResult[]> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  const out: TDiveUseResult[] = [];
  try {
    if (!row) throw new Error('The booking no longer exists');
    await assertOnsiteEditable(tx, row);
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    return uses.map((use) => ({ use, skipped: 'bookingNotEditable', detail }));
  }
  const { divesPerDay } = await readGeneral(tx);
  const brs = await bookingRoomsOf(tx, bookingId);
  for (const use of uses) {
    if (use.participant) {
      const had = rowsOf<{ id: string }>(await tx.execute(sql`SELECT id FROM booking_onsite_items
        WHERE booking_id = ${bookingId}::uuid AND ${use.participant}::uuid = ANY(dive_participant_ids) LIMIT 1`));
      if (had.length) { out.push({ use, already: true }); continue; }
    }
    const stays = brs.flatMap((br) => br.guests.map((g, idx) => ({ br, idx, g }))).filter((x) => x.g.customer === use.customer);
    const guest = stays.find((x) => x.br.dateFrom <= use.date && use.date < x.br.dateTo) ?? stays[0];
    if (!guest) { out.push({ use, skipped: 'guestNotOnBooking', detail: 'The diver is no longer a guest of this booking' }); continue; }
    const [pr] = await tx.select().from(products).where(eq(products.id, use.product));
    const unusable = !pr ? 'The product no longer exists'
      : !pr.isActive ? `The product "${pr.name}" is not active`
        : (pr.resort && pr.resort !== row.resort) || (pr.vessel && pr.vessel !== row.vessel) ? `The product "${pr.name}" belongs to another resort or vessel`
          : pr.currency !== row.currency ? `The product "${pr.name}" is priced in ${pr.currency}; the room bill is in ${row.currency}`
            : !RULES[use.what].includes(pr.ruleBase ?? '') ? `The product "${pr.name}" is billed ${pr.ruleBase}; ${use.what === 'dive' ? 'dives' : 'rental gear'} need ${RULES[use.what].join(' or ')}`
              : null;
    if (unusable || !pr) { out.push({ use, skipped: 'productNotUsable', detail: unusable ?? '' }); continue; }
    const day = await billedOnDay(tx, { bookingId, customer: use.customer, product: pr.id, day: use.date });
    const quantity = unitsFor(pr.ruleBase as string, divesPerDay, day);
    const price = priceOnsite(pr.price ?? 0, pr.ruleBase, 0, quantity);
    const text = `${pr.name} (${use.note})${quantity === 0 ? ' - included in the dive day' : ''}`.slice(0, 200);
    const [item] = await tx.insert(onsiteItems).values({
      bookingId, bookingRoomId: guest.br.id, roomId: guest.br.roomId, guestIdx: guest.idx, customer: use.customer, product: pr.id,
      kind: use.what === 'dive' ? 'dive' : 'product', text, ruleBase: pr.ruleBase, ...price, currency: row.currency,
      taxPercent: Number(pr.taxPercent ?? 0), serviceDate: use.date, diveParticipantIds: use.participant ? [use.participant] : null,
      createdBy: p.userId, createdAt: now(),
    }).returning({ id: onsiteItems.id });
    out.push({ use, billed: { item: item.id, text, quantity, amount: price.amount, currency: row.currency } });
  }
  if (out.some((r) => 'billed' in r)) await recordCurrentVersion(tx, bookingId, 'onsiteDives', p);
  return out;
}

