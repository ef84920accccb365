// The one writer of the stock ledger (docs/decisions/pos.md, "Stock"): a movement changes the
// product's stock and appends its row, in the caller's transaction. The stock is changed by one
// conditional UPDATE: PostgreSQL's row lock makes concurrent sales of the same product wait for
// each other and re-check the condition on the newest stock, so two sales never both take the
// last unit (tests/pg/stock-oversell-race.test.ts). Rows are never changed or deleted (a database
// trigger refuses it): a correction, a count or a return is a new row.
import { eq, sql } from 'drizzle-orm';
import type { TStockReason } from '../../../lib/contract/stock';
import { now } from '../../clock';
import type { Tx } from '../../db/client';
import { inventoryMovements, products } from '../../db/schema';
import { errors } from '../../http/errors';

export type TStockMove = {
  product: string;
  /** Signed change: positive in, negative out. */
  quantity: number;
  reason: TStockReason;
  /** The document the movement comes from (delivery note, receipt number, count sheet). */
  reference: string;
  /** What used or sold the goods (a dive, a rental, a ticket); a return names the same. */
  ref?: string | null;
  note?: string | null;
  date?: Date;
};

export type TMovementRow = typeof inventoryMovements.$inferSelect;

export async function recordStockMovement(tx: Tx, m: TStockMove): Promise<TMovementRow> {
  const q = m.quantity;
  const [moved] = await tx.update(products)
    .set({ stock: sql`${products.stock} + ${q}`, updatedAt: new Date() })
    .where(sql`${products.id} = ${m.product} AND (${q} >= 0 OR ${products.allowNegativeStock} OR ${products.stock} + ${q} >= 0)`)
    .returning({ stock: products.stock, resort: products.resort, vessel: products.vessel });
  if (!moved) {
    const [pr] = await tx.select({ name: products.name, stock: products.stock }).from(products).where(eq(products.id, m.product));
    if (!pr) throw errors.notFound('Product not found');
    throw errors.conflict('STOCK_INSUFFICIENT', `${pr.name}: ${pr.stock} in stock, ${-q} asked for.`);
  }
  const [row] = await tx.insert(inventoryMovements).values({
    reference: m.reference, product: m.product, reason: m.reason, quantity: q, balance: moved.stock, ref: m.ref ?? null,
    note: m.note ?? null, date: m.date ?? now(), resort: moved.resort, vessel: moved.vessel,
  }).returning();
  return row;
}

/** A count: the stock becomes `counted`; the ledger keeps the difference (0 confirms the stock). */
export async function countStock(tx: Tx, m: Omit<TStockMove, 'quantity' | 'reason'> & { counted: number }): Promise<TMovementRow> {
  const [pr] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, m.product)).for('update');
  if (!pr) throw errors.notFound('Product not found');
  const { counted, ...rest } = m;
  if (counted < 0) throw errors.validation([{ path: 'stock', message: 'a counted stock is 0 or more' }]);
  return recordStockMovement(tx, { ...rest, quantity: counted - (pr.stock ?? 0), reason: 'count' });
}
