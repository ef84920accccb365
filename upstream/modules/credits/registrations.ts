// The credits module's columns that name customers and agencies: a customer merge moves them
// (onRecord below) and a delete of the holder is refused while a credit names it.
import type { Db } from '../../db/client';
import { countMove, moveReferences } from '../../db/move-references';
import { credits } from '../../db/schema';
import type { TDomainRegistration, TMergeContext } from '../resources/binding';

async function mergeCustomer(tx: Db, keepId: string, goneId: string, ctx: TMergeContext): Promise<void> {
  countMove(ctx.moved, 'customer credits', await moveReferences(tx, credits.customerId, keepId, goneId));
}

export const creditsRegistration: TDomainRegistration = {
  module: 'credits',
  references: [
    { target: 'customers', table: credits, column: credits.customerId, label: 'customer credits' },
    { target: 'agencies', table: credits, column: credits.agencyId, label: 'agency credits' },
  ],
  onRecord: { customers: { merge: mergeCustomer } },
};
