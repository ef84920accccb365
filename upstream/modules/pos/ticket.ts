// Reading a counter ticket (the `pos` resource, pos_items) with its lines and payments, limited to
// the caller's resorts and vessels; with `lock` the ticket's row is locked for the write.
import { asc, eq } from 'drizzle-orm';
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
  const lines = await db.select().from(posLines).where(eq(posLines.ticketId, t.id)).orderBy(asc(posLines.createdAt), asc(posLines.id));
  const pays = await db.select().from(posPayments).where(eq(posPayments.ticketId, t.id)).orderBy(asc(posPayments.at), asc(posPayments.id));
  const [cust] = t.customer ? await db.select({ name: customers.fullName }).from(customers).where(eq(customers.id, t.customer)) : [];
  const [bk] = t.booking ? await db.select({ no: bookings.bookingNo }).from(bookings).where(eq(bookings.id, t.booking)) : [];
  const lastCash = [...pays].reverse().find((x) => x.method === 'cash' && x.amount > 0 && x.given !== null);
  return {
    id: t.id, name: t.name, receiptNo: t.receiptNo ?? null, status: t.status as TPosTicket['status'],
    customer: t.customer ?? null, customerName: cust?.name ?? null, booking: t.booking ?? null, bookingNo: bk?.no ?? null,
    total: lines.reduce((s, l) => s + l.amount, 0), currency: t.currency ?? 'EUR', paidAt: t.paidAt ? t.paidAt.toISOString() : null,
    lines: lines.map((l) => ({ id: l.id, product: l.product, text: l.text, quantity: l.quantity, unitPrice: l.unitPrice, amount: l.amount, taxPercent: Number(l.taxPercent) })),
    payments: pays.map((x) => ({ id: x.id, method: x.method, amount: x.amount, given: x.given, reverses: x.reverses, bookingId: x.bookingId, at: x.at.toISOString() })),
    change: lastCash && t.status === 'paid' ? (lastCash.given ?? 0) - lastCash.amount : null,
  };
}
