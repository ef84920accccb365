// Ringing up and taking off products on an open ticket (POST and DELETE /api/pos/{id}/product).
// The price and tax rate are the product's when rung up; the same product twice adds to its line.
// Stock moves when the ticket is settled (settle.ts), not here: an open ticket reserves nothing.
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZPosAddProduct } from '../../../lib/contract/pos';
import { MAX_AMOUNT } from '../../../lib/contract/money';
import type { Tx } from '../../db/client';
import { posItems, posLines, products } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { productFor } from '../stock';
import { assertOpen, loadTicket, type TTicketRow } from './ticket';

async function setTotal(tx: Tx, ticketId: string): Promise<void> {
  const [s] = await tx.select({ total: sql<number>`coalesce(sum(${posLines.amount}), 0)::bigint` }).from(posLines).where(eq(posLines.ticketId, ticketId));
  const total = Number(s.total);
  if (total > MAX_AMOUNT) throw errors.validation([{ path: 'quantity', message: 'the ticket would exceed the largest amount' }]);
  await tx.update(posItems).set({ total, updatedAt: new Date() }).where(eq(posItems.id, ticketId));
}

export async function addProduct(tx: Tx, p: TPrincipal, id: string, body: z.infer<typeof ZPosAddProduct>): Promise<TTicketRow> {
  const t = await loadTicket(tx, p, id, true);
  assertOpen(t);
  let productId = body.product;
  if (!productId) {
    const hits = await tx.select({ id: products.id, resort: products.resort, vessel: products.vessel }).from(products)
      .where(and(eq(products.sku, body.sku!), eq(products.isActive, true)));
    const inPlace = hits.filter((h) => (!h.resort || h.resort === t.resort) && (!h.vessel || h.vessel === t.vessel));
    if (inPlace.length !== 1) throw errors.notFound(inPlace.length ? 'More than one product has this SKU' : 'No product has this SKU');
    productId = inPlace[0].id;
  }
  const pr = await productFor(tx, p, productId);
  if (!pr.isActive) throw errors.conflict('PRODUCT_INACTIVE', `The product "${pr.name}" is not active.`);
  if (pr.currency !== t.currency) throw errors.conflict('CURRENCY_MISMATCH', `The product "${pr.name}" is priced in ${pr.currency}; the ticket is in ${t.currency}.`);
  const unitPrice = pr.price ?? 0;
  const [same] = await tx.select().from(posLines)
    .where(and(eq(posLines.ticketId, id), eq(posLines.product, pr.id), eq(posLines.unitPrice, unitPrice)));
  if (same) {
    const quantity = same.quantity + body.quantity;
    await tx.update(posLines).set({ quantity, amount: quantity * unitPrice }).where(eq(posLines.id, same.id));
  } else {
    await tx.insert(posLines).values({
      ticketId: id, product: pr.id, text: pr.name, quantity: body.quantity, unitPrice, amount: body.quantity * unitPrice,
      taxPercent: String(pr.taxPercent ?? 0),
    });
  }
  await setTotal(tx, id);
  return loadTicket(tx, p, id);
}

export async function removeLine(tx: Tx, p: TPrincipal, id: string, line: string): Promise<TTicketRow> {
  const t = await loadTicket(tx, p, id, true);
  assertOpen(t);
  const gone = await tx.delete(posLines).where(and(eq(posLines.id, line), eq(posLines.ticketId, id))).returning({ id: posLines.id });
  if (!gone.length) throw errors.notFound('The ticket has no such line');
  await setTotal(tx, id);
  return loadTicket(tx, p, id);
}

/** combineItems: the lines of the other open tickets move onto the first; the emptied ones go. */
export async function combineTickets(tx: Tx, p: TPrincipal, ids: string[]): Promise<TTicketRow> {
  const unique = [...new Set(ids)];
  if (unique.length < 2) throw errors.validation([{ path: 'tickets', message: 'two tickets or more' }]);
  const sorted = [...unique].sort();
  const rows = new Map<string, TTicketRow>();
  for (const id of sorted) rows.set(id, await loadTicket(tx, p, id, true)); // id order: no deadlock
  for (const t of rows.values()) assertOpen(t);
  const into = rows.get(unique[0])!;
  for (const t of rows.values()) {
    if (t.currency !== into.currency || t.resort !== into.resort || t.vessel !== into.vessel) throw errors.conflict('POS_TICKETS_DIFFER');
  }
  for (const id of unique.slice(1)) {
    await tx.update(posLines).set({ ticketId: into.id }).where(eq(posLines.ticketId, id));
    await tx.delete(posItems).where(eq(posItems.id, id));
  }
  if (!into.customer) {
    const withCustomer = unique.map((id) => rows.get(id)!).find((t) => t.customer);
    if (withCustomer) await tx.update(posItems).set({ customer: withCustomer.customer }).where(eq(posItems.id, into.id));
  }
  await setTotal(tx, into.id);
  return loadTicket(tx, p, into.id);
}
