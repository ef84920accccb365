// DELETE /api/product/stock/used/{ref}: what a dive or rental used goes back. The use's rows stay;
// per product a `return` row of what is still out under the reference is appended, so a second
// call returns nothing more.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { inventoryMovements } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { productFor } from './product-access';
import { recordStockMovement, type TMovementRow } from './record-movement';

export async function returnUse(tx: Tx, p: TPrincipal, ref: string): Promise<TMovementRow[]> {
  const out = await tx.select({ product: inventoryMovements.product, net: sql<number>`sum(${inventoryMovements.quantity})::int` })
    .from(inventoryMovements)
    .where(and(eq(inventoryMovements.ref, ref), inArray(inventoryMovements.reason, ['use', 'return'])))
    .groupBy(inventoryMovements.product)
    .orderBy(inventoryMovements.product);
  if (!out.length) throw errors.notFound('No stock was used under this reference');
  const rows: TMovementRow[] = [];
  for (const o of out) {
    await productFor(tx, p, o.product);
    if (o.net < 0) rows.push(await recordStockMovement(tx, { product: o.product, quantity: -o.net, reason: 'return', reference: `Return ${ref}`, ref }));
  }
  return rows;
}
