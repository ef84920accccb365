// What the stock module registers into the generic resources (issue 36 item 6): it owns products
// and the ledger (inventory movements; upstream/db/owners.ts). A product's stock is a server field
// that only a movement changes. /api/inventory stays the generic list; its create is a movement
// through the ledger's one writer (a count arrives as the counted quantity and is stored as the
// difference), and a ledger row is never updated or deleted (the database refuses it too; the
// declaration forbids a copy).
import type { TStockReason } from '../../../lib/contract/stock';
import type { Tx } from '../../db/client';
import { errors } from '../../http/errors';
import type { TDomainRegistration, THookContext, TRow } from '../resources/binding';
import { productFor } from './product-access';
import { countStock, recordStockMovement } from './record-movement';

async function createMovement(tx: Tx, body: Record<string, unknown>, ctx: THookContext): Promise<TRow> {
  const product = body.product as string;
  await productFor(tx, ctx.principal, product);
  const reason = (body.reason ?? 'purchase') as TStockReason;
  const quantity = body.quantity as number;
  const base = {
    product, reference: body.reference as string, ref: (body.ref as string | null | undefined) ?? null, note: (body.note as string | null | undefined) ?? null,
    date: typeof body.date === 'string' ? new Date(body.date) : undefined,
  };
  if (reason === 'count') return countStock(tx, { ...base, counted: quantity });
  if (quantity === 0) throw errors.validation([{ path: 'quantity', message: 'a movement moves something (a count may be 0)' }]);
  return recordStockMovement(tx, { ...base, quantity, reason });
}

export const stockRegistration: TDomainRegistration = {
  module: 'stock',
  resources: {
    product: { owner: {} },
    inventory: { owner: { leaves: { update: 'none', delete: 'none' }, create: createMovement } },
  },
};
