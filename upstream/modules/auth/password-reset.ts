// Password reset by e-mail link: PUT /api/auth/password/reset creates a single-use token
// (1 hour) and always answers the same; POST /api/auth/password/reset sets the new password
// with it and ends every token of that user. Finishing a reset proves the e-mail address, so an
// unverified account becomes active.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { errors } from '../../http/errors';
import { findUserByEmail } from '../users/find-user';
import { sendAccountMessage } from './outbox';
import { hashPassword } from './passwords';
import { digestToken, newLinkToken, normalizeEmail } from './secrets';
import { revokeUserTokens } from './tokens';

export const RESET_TOKEN_TTL_SECONDS = 3600;

export async function requestPasswordReset(db: Db, input: { email: string; isCRMUser?: boolean }): Promise<void> {
  const crm = input.isCRMUser === true;
  const email = normalizeEmail(input.email);
  const user = await findUserByEmail(db, email, crm);
  if (!user || user.status === 'disabled') return;
  const token = newLinkToken();
  await db.transaction(async (tx) => {
    // Only the newest link works.
    await tx.delete(passwordResets).where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash: digestToken(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_SECONDS * 1000),
    });
  });
  const page = crm ? '/club/password/reset' : '/password/reset';
  sendAccountMessage({ kind: 'passwordReset', to: email, link: `${page}?token=${token}&email=${encodeURIComponent(email)}` });
}

const invalidToken = () => errors.validation([{ path: 'token', message: 'Token is invalid or expired', code: 'invalid_token' }], 'Token is invalid or expired');

export async function confirmPasswordReset(db: Db, input: { email: string; password: string; token: string; isCRMUser?: boolean }): Promise<void> {
  const user = await findUserByEmail(db, input.email, input.isCRMUser === true);
  if (!user || user.status === 'disabled') throw invalidToken();
  const now = new Date();
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const used = await tx.update(passwordResets).set({ usedAt: now })
      .where(and(
        eq(passwordResets.userId, user.id),
        eq(passwordResets.tokenHash, digestToken(input.token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ))
      .returning({ id: passwordResets.id });
    if (used.length === 0) throw invalidToken();
    await tx.update(users).set({
      passwordHash,
      passwordChangedAt: now,
      updatedAt: now,
      ...(user.status === 'unverified' ? { status: 'active', verifiedAt: now, verifyTokenHash: null, verifyExpiresAt: null } : {}),
    }).where(eq(users.id, user.id));
    await revokeUserTokens(tx as unknown as Db, user.id);
  });
}
