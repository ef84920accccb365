// What rebook and split share (issue 20): the guard every per-booking operation passes (the
// caller may act, the state allows it: allowed-actions.ts), a new booking made from an old one
// with its own numbers and rooms, the link between them, and paid money carried over by entries.
import { desc, eq, sql } from 'drizzle-orm';
import type { TBookingDetail, TRoomRequest } from '../../../../lib/contract/booking-core';
import type { TBookingState } from '../../../../lib/contract/booking-core';
import type { Db, Tx } from '../../../db/client';
import { bookingLinks, bookings, payments } from '../../../db/schema';
import type { TPrincipal } from '../../../http/context';
import { loadBooking, type TBookingRow } from '../access';
import { actionFacts, assertMayAct, callerOf } from '../allowed-actions';
import { addRoom, refreshSummary } from '../create';
import { bookingDetail, recordVersion } from '../detail';
import { heldOf } from '../prices/money-bounds';
import { nextNumber } from '../numbers';
import { reloadPrice } from '../prices/calculation';
import type { TBookingAction } from '../transitions';

/** Loads and locks the booking, then refuses what the caller may not do now (403 / 409 with the
 *  allowed actions named; 404 only when the caller may not even read it). */
export async function guardAction(tx: Tx, p: TPrincipal, id: string, action: TBookingAction, now: Date): Promise<TBookingRow> {
  const row = await loadBooking(tx, p, id, 'read', true);
  assertMayAct(await actionFacts(tx, row, now), callerOf(p, row), action);
  return row;
}

export type TDerived = {
  state: TBookingState;
  rooms: TRoomRequest[];
  schedule?: string | null;
  tour?: string | null;
  title?: string | null;
  customer?: string | null;
  vessel?: string | null;
  resort?: string | null;
};

/** A new booking from `row` (same agency, customer, source, terms, currency...) with its own
 *  numbers and the rooms given, claimed through the occupancy (409 when taken). */
export async function deriveBooking(tx: Tx, p: TPrincipal, row: TBookingRow, d: TDerived, now: Date): Promise<TBookingRow> {
  const year = now.getUTCFullYear();
  const numbers: Record<string, unknown> = d.state === 'confirmed'
    ? { bookingNo: await nextNumber(tx, 'booking', year) }
    : d.state === 'planned' ? { reservationNo: await nextNumber(tx, 'reservation', year), reservationDate: now } : { offerNo: await nextNumber(tx, 'offer', year) };
  const [created] = await tx.insert(bookings).values({
    type: row.type, state: d.state, title: d.title !== undefined ? d.title : row.title,
    resort: d.resort !== undefined ? d.resort : row.resort, vessel: d.vessel !== undefined ? d.vessel : row.vessel,
    schedule: d.schedule !== undefined ? d.schedule : row.schedule, tour: d.tour !== undefined ? d.tour : row.tour,
    agency: row.agency, customer: d.customer !== undefined ? d.customer : row.customer, source: row.source, category: row.category,
    roomPrice: row.roomPrice, termsOfPayment: row.termsOfPayment, commission: row.commission, tax: row.tax,
    language: row.language, currency: row.currency, bookingDate: now, channel: row.channel, references: row.references,
    contactEmail: row.contactEmail, contactPhone: row.contactPhone, guestMessage: row.guestMessage, ...numbers,
  }).returning();
  for (const [i, r] of d.rooms.entries()) await addRoom(tx, p, created, r, i);
  await refreshSummary(tx, created.id);
  await reloadPrice(tx, created, now.toISOString().slice(0, 10), false);
  const [fresh] = await tx.select().from(bookings).where(eq(bookings.id, created.id));
  return fresh;
}

export async function linkBookings(tx: Db, from: TBookingRow, to: string, kind: 'rebook' | 'split'): Promise<void> {
  await tx.insert(bookingLinks).values({ fromBooking: from.id, toBooking: to, kind, fromState: from.state });
}

export async function lastLinkFrom(tx: Db, id: string, kind: 'rebook' | 'split') {
  const [l] = await tx.select().from(bookingLinks).where(sql`${bookingLinks.fromBooking} = ${id} AND ${bookingLinks.kind} = ${kind}`).orderBy(desc(bookingLinks.createdAt)).limit(1);
  return l ?? null;
}

/** Paid money follows the guests: a credit entry out of one booking and into the other (money
 *  moves by entries, never by editing a payment). Nothing when nothing was paid. */
export async function carryPaid(tx: Db, from: TBookingRow, to: TBookingRow, now: Date): Promise<void> {
  // What it still holds: an online refund under way stays with the booking it was asked on.
  const paid = await heldOf(tx, from.id);
  if (paid === 0) return;
  const no = (b: TBookingRow) => b.bookingNo ?? b.reservationNo ?? b.offerNo ?? b.id;
  await tx.insert(payments).values([
    { reference: `${no(from)} → ${no(to)}`, booking: from.id, customer: from.customer, amount: -paid, currency: from.currency, method: 'credit', status: paid > 0 ? 'refunded' : 'paid', paidAt: now, note: `Carried over to ${no(to)}` },
    { reference: `${no(from)} → ${no(to)}`, booking: to.id, customer: to.customer, amount: paid, currency: to.currency, method: 'credit', status: paid > 0 ? 'paid' : 'refunded', paidAt: now, note: `Carried over from ${no(from)}` },
  ]);
}

/** One version of a booking as it is now. */
export async function versionOf(tx: Db, p: TPrincipal | null, id: string, action: string, note?: Record<string, unknown>): Promise<TBookingDetail> {
  const [fresh] = await tx.select().from(bookings).where(eq(bookings.id, id));
  const detail = await bookingDetail(tx, fresh, p);
  detail.version = await recordVersion(tx, { ...detail, ...(note ? { lastAction: note } : {}) } as TBookingDetail, action, p);
  return detail;
}
