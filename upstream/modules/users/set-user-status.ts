// Changing a user's status. Disabling ends every token of the user at once (resolvePrincipal
// also refuses tokens of a user who is not active, so nothing slips through meanwhile).
// The generic /api/users resource calls this for status changes.
import { eq } from 'drizzle-orm';
import type { TUserStatus } from '../../../lib/contract/users';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { endUserAccess } from './hooks';

export async function setUserStatus(db: Db, userId: string, status: TUserStatus): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.update(users).set({ status, updatedAt: now }).where(eq(users.id, userId));
    if (status !== 'active') await endUserAccess(tx, userId);
  });
}
