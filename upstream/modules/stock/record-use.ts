// Goods a dive or a rental used, for the modules that use them (the dive module's closing) and the
// `POST /api/product/{product}/stock/used` call alike: the product must be in the caller's reach
// (else 404), then one `use` row through the ledger's one writer (refused below zero unless the
// product allows it: 409 STOCK_INSUFFICIENT). `DELETE /api/product/stock/used/{ref}` returns it.
import type { Tx } from '../../db/client';
import type { TPrincipal } from '../../http/context';
import { productFor } from './product-access';
import { recordStockMovement, type TMovementRow } from './record-movement';

export async function recordStockUse(
  tx: Tx, p: TPrincipal, use: { product: string; quantity: number; ref: string; reference?: string; note?: string | null },
): Promise<TMovementRow> {
  await productFor(tx, p, use.product);
  return recordStockMovement(tx, { product: use.product, quantity: -use.quantity, reason: 'use', ref: use.ref, reference: use.reference ?? `Used by ${use.ref}`, note: use.note ?? null });
}
