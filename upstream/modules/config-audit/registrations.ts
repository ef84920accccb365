// The audit's part in the generic resources: a price list written through /api/price leaves an
// entry in the write's transaction (afterWrite hook; the generic mechanism owns the table).
import type { TDomainRegistration, THookContext, TRow, TWriteCall } from '../resources/binding';
import type { Tx } from '../../db/client';
import { recordConfigChange } from './record';

const ACTION: Record<TWriteCall, 'create' | 'update' | 'delete'> = { create: 'create', copy: 'create', update: 'update', delete: 'delete' };

async function priceListWritten(tx: Tx, row: TRow, action: TWriteCall, ctx: THookContext, before: TRow | null): Promise<void> {
  await recordConfigChange(tx, {
    actor: { userId: ctx.principal.userId, name: ctx.principal.name },
    kind: 'pricelist',
    action: ACTION[action],
    recordId: row.id,
    label: typeof row.name === 'string' ? row.name : null,
    before: action === 'delete' ? row : action === 'update' ? (before ?? null) : null,
    after: action === 'delete' ? null : row,
  });
}

export const configAuditRegistration: TDomainRegistration = {
  module: 'config-audit',
  resources: { price: { hooks: { afterWrite: priceListWritten } } },
};
