// The loyalty module's column that names customers: a customer merge moves the duplicate's points
// to the survivor (onRecord below), and deleting a customer with points is refused.
// Cards and contest entries are not registered: they go with a deleted (merged-away) customer.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countMove, moveReferences } from '../../db/move-references';
import { contestSubscriptions, loyaltyCards, loyaltyEntries } from '../../db/schema';
import { tally, type TDomainRegistration, type TEraseContext, type TMergeContext } from '../resources/binding';

async function mergeCustomer(tx: Db, keepId: string, goneId: string, ctx: TMergeContext): Promise<void> {
  countMove(ctx.moved, 'loyalty points', await moveReferences(tx, loyaltyEntries.customerId, keepId, goneId));
}

/** A customer erased: their member cards and contest entries go (docs/decisions/loyalty-club.md);
 *  the points stay with the anonymised record. */
async function eraseCustomer(tx: Db, id: string, ctx: TEraseContext): Promise<void> {
  tally(ctx.deleted, 'loyaltycard', (await tx.delete(loyaltyCards).where(eq(loyaltyCards.customerId, id)).returning({ id: loyaltyCards.id })).length);
  tally(ctx.deleted, 'contestsubscription', (await tx.delete(contestSubscriptions).where(eq(contestSubscriptions.customerId, id)).returning({ id: contestSubscriptions.id })).length);
}

export const loyaltyRegistration: TDomainRegistration = {
  module: 'loyalty',
  references: [{ target: 'customers', table: loyaltyEntries, column: loyaltyEntries.customerId, label: 'loyalty points' }],
  onRecord: { customers: { merge: mergeCustomer, erase: eraseCustomer } },
};
