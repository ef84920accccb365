// Settling a ticket (paid in cash or by card, or taken over onto a room bill) and taking a payment
// back. Settling gives the ticket the next receipt number, sells its tracked products out of the
// stock ledger (refused when the stock is short: the whole payment is, the ticket stays open), and
// appends the payment. Taking back appends the opposite payment and returns the goods; nothing
// stored is changed. Payments take the closing lock shared, so a day's closing (close-day.ts)
// waits for payments in flight and never misses one.
import { asc, eq, sql } from 'drizzle-orm';
import { now } from '../../clock';
import type { Tx } from '../../db/client';
import { posItems, posLines, posPayments, products } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { recordStockMovement } from '../stock';
import type { TTicketRow } from './ticket';

export const CLOSING_LOCK = sql`hashtext('tourbook:pos:closing')`;
const RECEIPT_LOCK = sql`hashtext('tourbook:pos:receipt')`;

async function trackedLines(tx: Tx, ticketId: string) {
  return tx.select({ product: posLines.product, quantity: posLines.quantity }).from(posLines)
    .innerJoin(products, eq(products.id, posLines.product))
    .where(sql`${posLines.ticketId} = ${ticketId} AND ${products.trackStock}`)
    .orderBy(asc(posLines.product)); // product order: two tickets never wait on each other in a circle
}

export type TSettle = { method: 'cash' | 'card' | 'room'; given?: number | null; bookingId?: string | null };

export async function settleTicket(tx: Tx, p: TPrincipal, t: TTicketRow, s: TSettle): Promise<void> {
  const [sum] = await tx.select({ total: sql<number>`coalesce(sum(${posLines.amount}), 0)::bigint`, n: sql<number>`count(*)::int` })
    .from(posLines).where(eq(posLines.ticketId, t.id));
  const total = Number(sum.total);
  if (!sum.n) throw errors.conflict('POS_TICKET_EMPTY');
  if (s.method === 'cash' && s.given !== undefined && s.given !== null && s.given < total) throw errors.unprocessable('POS_PAYMENT_SHORT', `The total is ${total}; ${s.given} was given.`, [{ path: 'given', message: 'less than the total' }]);
  await tx.execute(sql`SELECT pg_advisory_xact_lock_shared(${CLOSING_LOCK})`);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${RECEIPT_LOCK})`);
  const [last] = await tx.select({ n: sql<number>`coalesce(max(${posItems.receiptNo}), 0)::int` }).from(posItems);
  const receiptNo = last.n + 1;
  for (const l of await trackedLines(tx, t.id)) {
    await recordStockMovement(tx, { product: l.product!, quantity: -l.quantity, reason: 'sale', reference: `Receipt ${receiptNo}`, ref: `pos:${t.id}` });
  }
  const at = now();
  await tx.insert(posPayments).values({
    ticketId: t.id, method: s.method, amount: total, given: s.method === 'cash' ? (s.given ?? total) : null,
    bookingId: s.bookingId ?? null, at, userId: p.userId,
  });
  await tx.update(posItems).set({
    receiptNo, total, status: s.method === 'room' ? 'booked' : 'paid', paidAt: at, booking: s.bookingId ?? t.booking, updatedAt: new Date(),
  }).where(eq(posItems.id, t.id));
}

/** DELETE /api/pos/{id}/payment: a paid ticket's payment taken back (void); its goods return to stock. */
export async function reversePayment(tx: Tx, p: TPrincipal, t: TTicketRow): Promise<void> {
  if (t.status !== 'paid') throw errors.conflict('POS_NOT_PAID', t.status === 'booked' ? 'The ticket is on a room bill: take it off the bill there.' : `The ticket is ${t.status}.`);
  await tx.execute(sql`SELECT pg_advisory_xact_lock_shared(${CLOSING_LOCK})`);
  const pays = await tx.select().from(posPayments).where(eq(posPayments.ticketId, t.id));
  const reversed = new Set(pays.map((x) => x.reverses).filter(Boolean));
  const at = now();
  for (const x of pays.filter((y) => y.amount > 0 && !reversed.has(y.id))) {
    await tx.insert(posPayments).values({ ticketId: t.id, method: x.method, amount: -x.amount, reverses: x.id, at, userId: p.userId });
  }
  for (const l of await trackedLines(tx, t.id)) {
    await recordStockMovement(tx, { product: l.product!, quantity: l.quantity, reason: 'return', reference: `Receipt ${t.receiptNo} taken back`, ref: `pos:${t.id}` });
  }
  await tx.update(posItems).set({ status: 'void', updatedAt: new Date() }).where(eq(posItems.id, t.id));
}
