// On-site items of a booking (api-calls 7.4 "onsite", issue 20): the guest's room bill. The
// office's calls (bookings.update on the asset), each one transaction with one booking version;
// items are dated by the business clock (the end-of-day report reads them by business day).
// Items go on confirmed or splitted bookings not invoiced yet; an open item may be changed,
// moved, voided or deleted; a paid one is never changed or deleted (take its payment back first,
// then void it). Moving keeps the old item (moved, movedTo) and adds the new one(s). Decisions:
// docs/decisions/bookings.md, "On-site items".
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TOnsiteAdd, TOnsiteBill, TOnsiteDives, TOnsiteMove, TOnsitePayment, TOnsiteUpdate } from '../../../../lib/contract/booking-onsite';
import { now } from '../../../clock';
import type { Db, Tx } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { bookings, onsiteItems, onsitePayments, products } from '../../../db/schema';
import type { TPrincipal } from '../../../http/context';
import { errors } from '../../../http/errors';
import { assetTimeZone } from '../../settings/asset-time-zone';
import { readGeneral } from '../../settings/store';
import { loadBooking, type TBookingRow } from '../access';
import { changeBooking } from '../booking-change';
import { billedOnDay, diveDaySql, unitsFor } from './dive-units';
import { assertOnsiteEditable, bookingRoomsOf, guestOf, invoicedNumbers, itemsOf, ONSITE_PAY_STATES, onsiteBill, type TBookingRoomRow } from './onsite-bill';
import { assertOfficeReader } from '../lists/list-queries';
import { assertBillFits } from '../prices/money-bounds';
import { nightsOf, priceOnsite } from './onsite-price';

type TItemRow = typeof onsiteItems.$inferSelect;

async function onsiteChange(tx: Tx, p: TPrincipal, id: string, action: string, fn: (row: TBookingRow) => Promise<void>): Promise<TOnsiteBill> {
  await changeBooking(tx, p, id, action, 'office', fn);
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id));
  return onsiteBill(tx, row);
}

/** The office's (staff with bookings.read or bookings.update): agencies and customers see the booking, not the desk's bill. */
export async function readOnsiteBill(tx: Db, p: TPrincipal, id: string): Promise<TOnsiteBill> {
  assertOfficeReader(p);
  return onsiteBill(tx, await loadBooking(tx, p, id, 'read'));
}

function roomOf(brs: TBookingRoomRow[], roomId: string, rb?: string): TBookingRoomRow {
  const hits = brs.filter((b) => b.roomId === roomId && (!rb || b.id === rb));
  if (hits.length === 0) throw errors.notFound('The room is not part of this booking');
  if (hits.length > 1) throw errors.validation([{ path: 'rb', message: 'the room is booked more than once: name the booking room (query rb)' }]);
  return hits[0];
}

async function productFor(tx: Db, row: TBookingRow, id: string) {
  const [pr] = await tx.select().from(products).where(eq(products.id, id));
  if (!pr || (pr.resort && pr.resort !== row.resort) || (pr.vessel && pr.vessel !== row.vessel)) throw errors.notFound('Product not found for this booking\'s resort or vessel');
  if (!pr.isActive) throw errors.conflict('PRODUCT_INACTIVE', `The product "${pr.name}" is not active.`);
  if (pr.currency !== row.currency) {
    throw errors.conflict('CURRENCY_MISMATCH', `The product "${pr.name}" is priced in ${pr.currency}; the room bill of this booking is in ${row.currency}.`);
  }
  return pr;
}

function assertOpen(items: TItemRow[]): void {
  for (const i of items) {
    if (i.status === 'paid') throw errors.conflict('ITEM_PAID', `"${i.text}" is paid: take its desk payment back first; a paid item is never changed.`);
    if (i.status !== 'open') throw errors.conflict('ITEM_CLOSED', `"${i.text}" is ${i.status} already.`);
  }
}

export async function addOnsiteItem(tx: Tx, p: TPrincipal, id: string, roomId: string, rb: string | undefined, body: TOnsiteAdd): Promise<TOnsiteBill> {
  return onsiteChange(tx, p, id, 'onsite', async (row) => {
    await assertOnsiteEditable(tx, row);
    const br = roomOf(await bookingRoomsOf(tx, id), roomId, rb);
    const guest = guestOf(br, body.idx);
    const nights = nightsOf(br.dateFrom, br.dateTo);
    const base = { bookingId: id, bookingRoomId: br.id, roomId: br.roomId, guestIdx: body.idx, customer: guest.customer ?? null, currency: row.currency, serviceDate: body.serviceDate ?? null, createdBy: p.userId, createdAt: now() };
    if (body.product) {
      const pr = await productFor(tx, row, body.product);
      const price = priceOnsite(pr.price ?? 0, pr.ruleBase, nights, body.quantity);
      await assertBillFits(tx, id, price.amount);
      await tx.insert(onsiteItems).values({ ...base, ...price, product: pr.id, kind: 'product', text: body.text ?? pr.name ?? '', ruleBase: pr.ruleBase, taxPercent: Number(pr.taxPercent ?? 0) });
    } else {
      const price = priceOnsite(body.unitPrice!, null, nights, body.quantity ?? 1);
      await assertBillFits(tx, id, price.amount);
      await tx.insert(onsiteItems).values({ ...base, ...price, kind: 'custom', text: body.text!, taxPercent: body.taxPercent ?? 0 });
    }
  });
}

export async function updateOnsiteItem(tx: Tx, p: TPrincipal, id: string, roomId: string, itemId: string, body: TOnsiteUpdate): Promise<TOnsiteBill> {
  return onsiteChange(tx, p, id, 'onsiteChange', async (row) => {
    await assertOnsiteEditable(tx, row);
    const [item] = await itemsOf(tx, id, [itemId]);
    if (item.roomId !== roomId) throw errors.notFound('On-site item not found in this room');
    assertOpen([item]);
    const price = priceOnsite(item.unitPrice, item.ruleBase, 0, body.quantity ?? item.quantity);
    await assertBillFits(tx, id, price.amount - item.amount);
    await tx.update(onsiteItems).set({ ...price, text: body.text ?? item.text, serviceDate: body.serviceDate ?? item.serviceDate }).where(eq(onsiteItems.id, item.id));
  });
}

/** DELETE {id}/onsite/{roomId}[/{itemId}]: one open item, or every open item of the room (a paid one refuses all). */
export async function removeOnsiteItems(tx: Tx, p: TPrincipal, id: string, roomId: string, rb: string | undefined, itemId?: string): Promise<TOnsiteBill> {
  return onsiteChange(tx, p, id, 'onsiteDelete', async (row) => {
    await assertOnsiteEditable(tx, row);
    let items: TItemRow[];
    if (itemId) {
      items = await itemsOf(tx, id, [itemId]);
      if (items[0].roomId !== roomId) throw errors.notFound('On-site item not found in this room');
    } else {
      const br = roomOf(await bookingRoomsOf(tx, id), roomId, rb);
      items = (await itemsOf(tx, id)).filter((i) => i.bookingRoomId === br.id && i.status !== 'void' && i.status !== 'moved');
      if (items.length === 0) throw errors.notFound('No open on-site item in this room');
    }
    assertOpen(items);
    await tx.delete(onsiteItems).where(inArray(onsiteItems.id, items.map((i) => i.id)));
  });
}

export async function voidOnsiteItems(tx: Tx, p: TPrincipal, id: string, itemIds: string[], reason: string, now: Date): Promise<TOnsiteBill> {
  return onsiteChange(tx, p, id, 'onsiteVoid', async (row) => {
    await assertOnsiteEditable(tx, row);
    assertOpen(await itemsOf(tx, id, itemIds));
    await tx.update(onsiteItems).set({ status: 'void', voidReason: reason, voidedAt: now, voidedBy: p.userId }).where(inArray(onsiteItems.id, itemIds));
  });
}

export async function payOnsite(tx: Tx, p: TPrincipal, id: string, body: TOnsitePayment, now: Date): Promise<TOnsiteBill> {
  return onsiteChange(tx, p, id, 'onsitePayment', async (row) => {
    if (!ONSITE_PAY_STATES.has(row.state)) throw errors.conflict('INVALID_STATE_TRANSITION', `A desk payment needs a confirmed, splitted or resolved booking; this one is ${row.state}.`);
    let items = body.items ? await itemsOf(tx, id, body.items) : (await itemsOf(tx, id)).filter((i) => i.status === 'open');
    if (body.items) assertOpen(items);
    if (body.guest) items = items.filter((i) => i.bookingRoomId === body.guest!.roomBookingId && i.guestIdx === body.guest!.idx);
    const amount = items.reduce((s, i) => s + i.amount, 0);
    if (items.length === 0 || amount === 0) throw errors.conflict('NOTHING_OPEN', 'Nothing is open on the room bill to pay.');
    if (body.amount !== undefined && body.amount !== amount) {
      throw errors.validation([{ path: 'amount', message: `a desk payment pays whole items: the items come to ${amount}` }]);
    }
    const [pay] = await tx.insert(onsitePayments).values({ bookingId: id, amount, currency: row.currency, method: body.method, reference: body.reference ?? null, paidAt: now, createdBy: p.userId }).returning();
    await tx.update(onsiteItems).set({ status: 'paid', paymentId: pay.id }).where(inArray(onsiteItems.id, items.map((i) => i.id)));
  });
}

/** DELETE {id}/onsite/payment/{paymentId}: the payment is taken back (kept, reversed), its items are open again. */
export async function reverseOnsitePayment(tx: Tx, p: TPrincipal, id: string, paymentId: string, now: Date): Promise<TOnsiteBill> {
  return onsiteChange(tx, p, id, 'onsiteDeletePayment', async (row) => {
    const [pay] = await tx.select().from(onsitePayments).where(and(eq(onsitePayments.id, paymentId), eq(onsitePayments.bookingId, id)));
    if (!pay) throw errors.notFound('Desk payment not found on this booking');
    if (pay.status !== 'paid') throw errors.conflict('PAYMENT_REVERSED', 'This desk payment was taken back already.');
    if ((await invoicedNumbers(tx, row.id)).length) {
      throw errors.conflict('ALREADY_INVOICED', 'The booking is invoiced with this payment; issue a credit note first.');
    }
    await tx.update(onsiteItems).set({ status: 'open', paymentId: null }).where(eq(onsiteItems.paymentId, pay.id));
    await tx.update(onsitePayments).set({ status: 'reversed', reversedAt: now, reversedBy: p.userId }).where(eq(onsitePayments.id, pay.id));
  });
}

/** Shares of an amount over n guests, largest remainder to the first. */
export function shares(amount: number, n: number): number[] {
  const base = Math.floor(amount / n);
  return Array.from({ length: n }, (_, i) => base + (i < amount - base * n ? 1 : 0));
}

export async function moveOnsiteItem(tx: Tx, p: TPrincipal, id: string, itemId: string, body: TOnsiteMove): Promise<TOnsiteBill> {
  const target = body.booking ?? id;
  // Both bookings locked in id order, so two moves between the same bookings never deadlock.
  for (const b of [id, target].sort()) await loadBooking(tx, p, b, 'office', true);
  return onsiteChange(tx, p, id, 'onsiteMove', async (row) => {
    await assertOnsiteEditable(tx, row);
    const [item] = await itemsOf(tx, id, [itemId]);
    assertOpen([item]);
    const to = target === id ? row : await loadBooking(tx, p, target, 'office', true);
    if (to.id !== row.id) {
      await assertOnsiteEditable(tx, to);
      if (to.currency !== row.currency) throw errors.conflict('CURRENCY_MISMATCH', `The other booking's bill is in ${to.currency}, this item in ${row.currency}.`);
      await assertBillFits(tx, to.id, item.amount, 'booking');
    }
    const brs = await bookingRoomsOf(tx, to.id);
    const parts = shares(item.amount, body.customers.length);
    const made: string[] = [];
    for (const [k, c] of body.customers.entries()) {
      const br = brs.find((b) => b.id === c.roomBookingId);
      if (!br) throw errors.notFound(`Booking room ${c.roomBookingId} is not part of the booking`);
      const guest = guestOf(br, c.idx);
      const whole = body.customers.length === 1;
      const [n] = await tx.insert(onsiteItems).values({
        bookingId: to.id, bookingRoomId: br.id, roomId: br.roomId, guestIdx: c.idx, customer: guest.customer ?? null, product: item.product,
        kind: item.kind, text: whole ? item.text : `${item.text} (${k + 1}/${body.customers.length})`, ruleBase: item.ruleBase,
        quantity: whole ? item.quantity : 1, unitPrice: whole ? item.unitPrice : parts[k], amount: parts[k], currency: item.currency,
        taxPercent: item.taxPercent, serviceDate: item.serviceDate, movedFrom: item.id, createdBy: p.userId, createdAt: now(),
        diveParticipantIds: k === 0 ? item.diveParticipantIds : null,
      }).returning({ id: onsiteItems.id });
      made.push(n.id);
    }
    await tx.update(onsiteItems).set({ status: 'moved', movedTo: made[0] }).where(eq(onsiteItems.id, item.id));
    if (to.id !== row.id) await changeBooking(tx, p, to.id, 'onsiteMove', 'office', async () => {});
  });
}

/** POST {id}/onsite/dives: the guests' logged dives of this booking (in and out of the water) not
 *  billed yet, one item per guest and dive day, in units of the one rule closing a dive bills by
 *  (dive-units.ts: the dive's day at the asset, divesPerDay, what that day billed already). */
export async function billDives(tx: Tx, p: TPrincipal, id: string, body: TOnsiteDives): Promise<TOnsiteBill> {
  return onsiteChange(tx, p, id, 'onsiteDives', async (row) => {
    await assertOnsiteEditable(tx, row);
    const pr = await productFor(tx, row, body.product);
    const brs = await bookingRoomsOf(tx, id);
    const picked = body.guests ?? brs.flatMap((b) => b.guests.map((_, idx) => ({ roomBookingId: b.id, idx })));
    const { divesPerDay } = await readGeneral(tx);
    const zone = await assetTimeZone(tx, row);
    let billed = 0;
    for (const g of picked) {
      const br = brs.find((b) => b.id === g.roomBookingId);
      if (!br) throw errors.notFound(`Booking room ${g.roomBookingId} is not part of this booking`);
      const guest = guestOf(br, g.idx);
      if (!guest.customer) continue;
      const dives = rowsOf<{ id: string; day: string }>(await tx.execute(sql`
        SELECT dp.id, ${diveDaySql(zone)} AS day FROM dive_participants dp
        WHERE dp.booking_id = ${id} AND dp.customer_id = ${guest.customer} AND dp.out_at IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM booking_onsite_items oi WHERE oi.status IN ('open', 'paid') AND dp.id = ANY(oi.dive_participant_ids))
        ORDER BY dp.in_at`));
      const days = new Map<string, string[]>();
      for (const d of dives) days.set(d.day, [...(days.get(d.day) ?? []), d.id]);
      for (const [day, ids] of [...days].sort(([a], [b]) => a.localeCompare(b))) {
        const before = await billedOnDay(tx, { bookingId: id, customer: guest.customer, product: pr.id, day });
        const quantity = unitsFor(pr.ruleBase ?? '', divesPerDay, before, ids.length);
        const price = priceOnsite(pr.price ?? 0, pr.ruleBase, 0, quantity);
        await assertBillFits(tx, id, price.amount, 'product');
        await tx.insert(onsiteItems).values({
          bookingId: id, bookingRoomId: br.id, roomId: br.roomId, guestIdx: g.idx, customer: guest.customer, product: pr.id, kind: 'dive',
          text: `${pr.name ?? ''}${quantity === 0 ? ' - included in the dive day' : ''}`.slice(0, 200), ruleBase: pr.ruleBase, ...price,
          currency: row.currency, taxPercent: Number(pr.taxPercent ?? 0), serviceDate: day, diveParticipantIds: ids, createdBy: p.userId, createdAt: now(),
        });
        billed++;
      }
    }
    if (billed === 0) throw errors.conflict('NO_DIVES_TO_BILL', 'None of the guests has a logged dive on this booking that is not billed yet.');
  });
}
