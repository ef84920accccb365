// Password changes by the user or for the user. Every change ends the user's other tokens
// (the caller's own token survives a change the user makes on themself).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { errors } from '../../http/errors';
import { hashPassword, verifyPassword } from '../../secrets/passwords';
import { endUserAccess } from './hooks';
import { recordConfigChange, type TAuditActor } from '../config-audit';
import { USER_SECRET_COLUMNS, type TUserRow } from './user-record';

export type TSetPasswordInput = {
  user: TUserRow;
  password: string;
  /** true keeps the status; false makes the account active (and verified). */
  keepStatus: boolean;
  /** The caller's token, kept alive when the user changes their own password. */
  keepTokenId?: string;
  /** Who sets it, for the configuration audit (the hash itself is masked there). */
  actor: TAuditActor;
};

export async function setUserPassword(db: Db, input: TSetPasswordInput): Promise<TUserRow> {
  const now = new Date();
  const passwordHash = await hashPassword(input.password);
  const statusPatch = input.keepStatus ? {} : {
    status: 'active',
    verifiedAt: input.user.verifiedAt ?? now,
    verifyTokenHash: null,
    verifyExpiresAt: null,
  };
  return db.transaction(async (tx) => {
    const [row] = await tx.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now, ...statusPatch })
      .where(eq(users.id, input.user.id)).returning();
    await recordConfigChange(tx, {
      actor: input.actor, kind: 'user', action: 'update', recordId: input.user.id, label: input.user.name,
      before: input.user, after: row, secrets: USER_SECRET_COLUMNS,
    });
    // Outstanding reset links were meant for the old password.
    await endUserAccess(tx, input.user.id, { exceptTokenId: input.keepTokenId, resetLinks: true });
    return row;
  });
}

/** The current password must be right; a wrong one is reported on its field. */
export async function assertCurrentPassword(user: TUserRow, currentPassword: string): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw errors.validation([{ path: 'currentPassword', message: 'Current password is wrong', code: 'invalid_password' }], 'Current password is wrong');
  }
}
