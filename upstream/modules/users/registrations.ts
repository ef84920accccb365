// What the users module registers into the generic resources: it owns the users and user roles
// tables (upstream/db/owners.ts). /api/users and /api/userrole stay generic with the rules of
// users-binding.ts; a customer's login follows its customer: moved to the survivor of a
// merge, anonymised and disabled (its tokens ended) when the customer is erased.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countMove, moveReferences } from '../../db/move-references';
import { users } from '../../db/schema';
import { endUserAccess } from './hooks';
import { userResource, userRoleResource } from './users-binding';
import { tally, type TDomainRegistration, type TEraseContext, type TMergeContext } from '../resources/binding';

async function mergeCustomer(tx: Db, keepId: string, goneId: string, ctx: TMergeContext): Promise<void> {
  countMove(ctx.moved, 'users', await moveReferences(tx, users.customerId, keepId, goneId));
}

async function eraseCustomer(tx: Db, id: string, ctx: TEraseContext): Promise<void> {
  const logins = await tx.select({ id: users.id }).from(users).where(eq(users.customerId, id));
  for (const u of logins) {
    await tx.update(users).set({ name: ctx.replacement, email: `erased+${u.id}@invalid.invalid`, phone: null, status: 'disabled', notifications: {} }).where(eq(users.id, u.id));
    await endUserAccess(tx, u.id);
  }
  tally(ctx.anonymised, 'users', logins.length);
}

export const usersRegistration: TDomainRegistration = {
  module: 'users',
  resources: { users: userResource, userrole: userRoleResource },
  onRecord: { customers: { merge: mergeCustomer, erase: eraseCustomer } },
};
