// Billing a closed dive (docs/decisions/dive.md, "Billing dives"): each diver who went in and came
// back is billed with the product on the dive's type, and each rental item they took with the
// item's rental product, as on-site items on their booking's room bill through the bookings
// module (bookDiveUse). What cannot be billed (no product, no booking, a booking not open for
// on-site items) is answered with the reason; the dive closes regardless, since the dive and its
// log are what happened, and the desk bills the rest by hand.
import { eq, sql } from 'drizzle-orm';
import type { TDiveCloseResult } from '../../../lib/contract/dive-gear';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { diveGearRentals } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { bookDiveUse, type TDiveUse } from '../bookings/onsite/onsite-dive-use';
import type { TParticipant, TPlanRow } from './dive-rows';
import { gearLabel, type TPlanRental } from './gear-rows';

type TBill = Pick<TDiveCloseResult, 'billed' | 'skipped'>;

export async function billDive(tx: Tx, opts: { p: TPrincipal; plan: TPlanRow; divers: TParticipant[]; rentals: TPlanRental[] }): Promise<TBill> {
  const { plan } = opts;
  const out: TBill = { billed: [], skipped: [] };
  const type = plan.type
    ? rowsOf<{ product: string | null; name: string }>(await tx.execute(sql`SELECT product, name FROM dive_types WHERE id = ${plan.type}::uuid`))[0]
    : undefined;
  const note = `${plan.name} ${plan.date}`;
  const perBooking = new Map<string, { use: TDiveUse; rental?: string }[]>();
  const add = (booking: string, use: TDiveUse, rental?: string) => perBooking.set(booking, [...(perBooking.get(booking) ?? []), { use, rental }]);
  for (const d of opts.divers) {
    const gear = opts.rentals.filter((r) => r.customerId === d.customerId && !r.billedItem);
    if (!d.bookingId) {
      out.skipped.push({ customer: d.customerId, what: 'dive', reason: 'noBooking', detail: 'The diver was put on the dive without a booking' });
      continue;
    }
    if (type?.product) add(d.bookingId, { customer: d.customerId, product: type.product, what: 'dive', date: plan.date, participant: d.id, note });
    else out.skipped.push({ customer: d.customerId, what: 'dive', reason: 'noProduct', detail: plan.type ? `The dive type "${type?.name ?? ''}" names no product` : 'The dive has no type' });
    for (const g of gear) {
      if (g.product) add(d.bookingId, { customer: d.customerId, product: g.product, what: 'gear', date: plan.date, note: `${gearLabel(g)}, ${note}` }, g.id);
      else out.skipped.push({ customer: d.customerId, what: 'gear', reason: 'noProduct', detail: `${gearLabel(g)} names no rental product` });
    }
  }
  // Bookings in id order, so two closings that bill the same bookings never deadlock.
  for (const booking of [...perBooking.keys()].sort()) {
    const lines = perBooking.get(booking)!;
    const results = await bookDiveUse(tx, opts.p, booking, lines.map((l) => l.use));
    for (const [i, r] of results.entries()) {
      if ('billed' in r) {
        out.billed.push({ booking, customer: r.use.customer, ...r.billed });
        const rental = lines[i].rental;
        if (rental) await tx.update(diveGearRentals).set({ billedItem: r.billed.item }).where(eq(diveGearRentals.id, rental));
      } else if ('skipped' in r) {
        out.skipped.push({ customer: r.use.customer, what: r.use.what, reason: r.skipped, detail: r.detail });
      }
    }
  }
  return out;
}
