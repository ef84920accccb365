// The room bill of a booking's guests (GET /api/bookings/{id}/onsite): every on-site item (also
// voided and moved ones, so the bill shows what happened), the desk payments, and per guest what
// is open and paid. Also the facts the on-site writes check (onsite.ts).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TOnsiteBill } from '../../../../lib/contract/booking-onsite';
import type { Db } from '../../../db/client';
import { bookingRooms, customers, onsiteItems, onsitePayments, rooms } from '../../../db/schema';
import { errors } from '../../../http/errors';
import type { TBookingRow } from '../access';
import { invoicedNumbers as invoicedNumbersOf } from '../hooks';

type TItemRow = typeof onsiteItems.$inferSelect;
export type TBookingRoomRow = typeof bookingRooms.$inferSelect;

/** States whose guests are (or will be) at the place: items may be added, changed, moved, voided. */
export const ONSITE_STATES: ReadonlySet<string> = new Set(['confirmed', 'splitted']);
/** Desk payments also once the stay is resolved (an item paid late). */
export const ONSITE_PAY_STATES: ReadonlySet<string> = new Set(['confirmed', 'splitted', 'resolved']);

export async function invoicedNumbers(tx: Db, bookingId: string): Promise<string[]> {
  return invoicedNumbersOf(tx, bookingId);
}

/** Items may change: the guests are there and no invoice of the booking is in force. */
export async function assertOnsiteEditable(tx: Db, row: TBookingRow): Promise<void> {
  if (!ONSITE_STATES.has(row.state)) {
    throw errors.conflict('INVALID_STATE_TRANSITION', `On-site items go on a confirmed (or splitted) booking; this one is ${row.state}.`);
  }
  const inForce = await invoicedNumbers(tx, row.id);
  if (inForce.length) throw errors.conflict('ALREADY_INVOICED', `The booking is invoiced (${inForce.join(', ')}); issue a credit note first.`);
}

export function guestOf(br: TBookingRoomRow, idx: number) {
  const g = br.guests[idx];
  if (!g) throw errors.notFound(`Guest ${idx} of booking room ${br.id} is not in this booking`);
  return g;
}

export async function bookingRoomsOf(tx: Db, bookingId: string): Promise<TBookingRoomRow[]> {
  return tx.select().from(bookingRooms).where(eq(bookingRooms.bookingId, bookingId)).orderBy(asc(bookingRooms.sort), asc(bookingRooms.dateFrom));
}

export async function itemsOf(tx: Db, bookingId: string, ids?: string[]): Promise<TItemRow[]> {
  const where = ids ? and(eq(onsiteItems.bookingId, bookingId), inArray(onsiteItems.id, ids)) : eq(onsiteItems.bookingId, bookingId);
  const rows = await tx.select().from(onsiteItems).where(where).orderBy(asc(onsiteItems.createdAt), asc(onsiteItems.guestIdx), asc(onsiteItems.id));
  if (ids && rows.length !== new Set(ids).size) throw errors.notFound('On-site item not found on this booking');
  return rows;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function onsiteBill(tx: Db, row: TBookingRow): Promise<TOnsiteBill> {
  const [items, pays, brs] = await Promise.all([
    itemsOf(tx, row.id),
    tx.select().from(onsitePayments).where(eq(onsitePayments.bookingId, row.id)).orderBy(asc(onsitePayments.paidAt)),
    bookingRoomsOf(tx, row.id),
  ]);
  const roomIds = [...new Set(brs.map((b) => b.roomId))];
  const custIds = [...new Set(brs.flatMap((b) => b.guests.map((g) => g.customer).filter((c): c is string => !!c)))];
  const [roomRows, custRows] = await Promise.all([
    roomIds.length ? tx.select({ id: rooms.id, name: rooms.name }).from(rooms).where(inArray(rooms.id, roomIds)) : [],
    custIds.length ? tx.select({ id: customers.id, fullName: customers.fullName }).from(customers).where(inArray(customers.id, custIds)) : [],
  ]);
  const roomName = new Map(roomRows.map((r) => [r.id, r.name ?? null]));
  const custName = new Map(custRows.map((c) => [c.id, c.fullName ?? '']));
  const sum = (rs: TItemRow[], status: string) => rs.filter((i) => i.status === status).reduce((s, i) => s + i.amount, 0);
  const guests = brs.flatMap((br) => br.guests.map((g, idx) => {
    const mine = items.filter((i) => i.bookingRoomId === br.id && i.guestIdx === idx);
    const name = [g.firstName, g.lastName].filter(Boolean).join(' ') || (g.customer ? custName.get(g.customer) : '') || `#${idx + 1}`;
    return { roomBookingId: br.id, roomId: br.roomId, roomName: roomName.get(br.roomId) ?? null, idx, name, customer: g.customer ?? null, open: sum(mine, 'open'), paid: sum(mine, 'paid') };
  }));
  const editable = ONSITE_STATES.has(row.state) && (await invoicedNumbers(tx, row.id)).length === 0;
  return {
    bookingId: row.id, currency: row.currency, editable,
    items: items.map((i) => ({
      id: i.id, roomBookingId: i.bookingRoomId, roomId: i.roomId, idx: i.guestIdx, customer: i.customer, product: i.product,
      kind: i.kind as 'product' | 'dive' | 'custom', text: i.text, ruleBase: i.ruleBase, quantity: i.quantity, unitPrice: i.unitPrice,
      amount: i.amount, currency: i.currency, taxPercent: Number(i.taxPercent), serviceDate: i.serviceDate, status: i.status as 'open',
      paymentId: i.paymentId, voidReason: i.voidReason, movedTo: i.movedTo, movedFrom: i.movedFrom, createdAt: i.createdAt.toISOString(),
    })),
    payments: pays.map((x) => ({ id: x.id, amount: x.amount, currency: x.currency, method: x.method, reference: x.reference, status: x.status as 'paid', paidAt: x.paidAt.toISOString(), reversedAt: iso(x.reversedAt) })),
    guests, open: sum(items, 'open'), paid: sum(items, 'paid'),
  };
}

/** What the final invoice bills of the room bill: items open or paid (not voided or moved), and
 *  the desk payments in force. */
export async function onsiteForInvoice(tx: Db, bookingId: string) {
  const items = (await itemsOf(tx, bookingId)).filter((i) => i.status === 'open' || i.status === 'paid');
  const pays = await tx.select().from(onsitePayments).where(and(eq(onsitePayments.bookingId, bookingId), eq(onsitePayments.status, 'paid')));
  return { items, payments: pays };
}
