// Reading a counter ticket (the `pos` resource, pos_items) with its lines and payments, limited to
// the caller's resorts and vessels; with `lock` the ticket's row is locked for the write.
import { asc, eq, inArray } from 'drizzle-orm';
import type { TPosTicket } from '../../../lib/contract/pos';
import type { Db, Tx } from '../../db/client';
import { bookings, customers, posItems, posLines, posPayments } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { productInReach } from '../stock';

export type TTicketRow = typeof posItems.$inferSelect;

export async function loadTicket(db: Db, p: TPrincipal, id: string): Promise<TTicketRow>;
export async function loadTicket(db: Tx, p: TPrincipal, id: string, lock: true): Promise<TTicketRow>;
export async function loadTicket(db: Db, p: TPrincipal, id: string, lock = false): Promise<TTicketRow> {
  const q = db.select().from(posItems).where(eq(posItems.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row || !productInReach(p, row)) throw errors.notFound('Ticket not found');
  return row;
}

export function assertOpen(t: TTicketRow): void {
  if (t.status !== 'open') throw errors.conflict('POS_TICKET_CLOSED', `The ticket is ${t.status}.`);
}

export async function ticketWire(db: Db, t: TTicketRow): Promise<TPosTicket> {
  return (await ticketsWire(db, [t]))[0];
}

/** Tickets with their lines, payments, guest and booking, in four reads whatever their number. */
export async function ticketsWire(db: Db, rows: TTicketRow[]): Promise<TPosTicket[]> {
  if (!rows.length) return [];
  const ids = rows.map((t) => t.id);
  const custIds = [...new Set(rows.flatMap((t) => (t.customer ? [t.customer] : [])))];
  const bookingIds = [...new Set(rows.flatMap((t) => (t.booking ? [t.booking] : [])))];
  const [lines, pays, custs, bks] = await Promise.all([
    db.select().from(posLines).where(inArray(posLines.ticketId, ids)).orderBy(asc(posLines.createdAt), asc(posLines.id)),
    db.select().from(posPayments).where(inArray(posPayments.ticketId, ids)).orderBy(asc(posPayments.at), asc(posPayments.id)),
    custIds.length ? db.select({ id: customers.id, name: customers.fullName }).from(customers).where(inArray(customers.id, custIds)) : [],
    bookingIds.length ? db.select({ id: bookings.id, no: bookings.bookingNo }).from(bookings).where(inArray(bookings.id, bookingIds)) : [],
  ]);
  const custName = new Map(custs.map((x) => [x.id, x.name]));
  const bookingNo = new Map(bks.map((x) => [x.id, x.no]));
  return rows.map((t) => {
    const mine = lines.filter((l) => l.ticketId === t.id);
    const paid = pays.filter((x) => x.ticketId === t.id);
    const lastCash = [...paid].reverse().find((x) => x.method === 'cash' && x.amount > 0 && x.given !== null);
    return {
      id: t.id, name: t.name, receiptNo: t.receiptNo ?? null, status: t.status as TPosTicket['status'],
      customer: t.customer ?? null, customerName: (t.customer && custName.get(t.customer)) ?? null, booking: t.booking ?? null,
      bookingNo: (t.booking && bookingNo.get(t.booking)) ?? null,
      total: mine.reduce((sum, l) => sum + l.amount, 0), currency: t.currency ?? 'EUR', paidAt: t.paidAt ? t.paidAt.toISOString() : null,
      lines: mine.map((l) => ({ id: l.id, product: l.product, text: l.text, quantity: l.quantity, unitPrice: l.unitPrice, amount: l.amount, taxPercent: Number(l.taxPercent) })),
      payments: paid.map((x) => ({ id: x.id, method: x.method, amount: x.amount, given: x.given, reverses: x.reverses, bookingId: x.bookingId, at: x.at.toISOString() })),
      change: lastCash && t.status === 'paid' ? (lastCash.given ?? 0) - lastCash.amount : null,
    };
  });
}
