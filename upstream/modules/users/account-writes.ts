// The users module owns the users table (upstream/db/owners.ts): the auth module's log-in,
// registration and password reset change an account through these functions.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

type TUserInsert = typeof users.$inferInsert;

/** A successful log-in: its time, and the new hash when the stored one was made with old parameters. */
export async function recordLogin(db: Db, userId: string, at: Date, passwordHash?: string): Promise<void> {
  const patch: Partial<TUserInsert> = { lastLoginAt: at };
  if (passwordHash) patch.passwordHash = passwordHash;
  await db.update(users).set(patch).where(eq(users.id, userId));
}

/** A self-registered account; undefined when the e-mail was taken by a registration at the same moment. */
export async function insertRegisteredUser(db: Db, values: TUserInsert): Promise<string | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning({ id: users.id });
  return row?.id;
}

/** A password set through a reset link: the new hash, and an unverified account becomes active
 *  (the link proved the address). */
export async function resetPassword(tx: Db, user: { id: string; status: string }, passwordHash: string, at: Date): Promise<void> {
  await tx.update(users).set({
    passwordHash,
    passwordChangedAt: at,
    updatedAt: at,
    ...(user.status === 'unverified' ? { status: 'active', verifiedAt: at, verifyTokenHash: null, verifyExpiresAt: null } : {}),
  }).where(eq(users.id, user.id));
}
