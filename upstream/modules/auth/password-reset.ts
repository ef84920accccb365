// Password reset by e-mail link: PUT /api/auth/password/reset creates a single-use token
// (1 hour) and always answers the same; POST /api/auth/password/reset sets the new password
// with it and ends every token of that user. Finishing a reset proves the e-mail address, so an
// unverified account becomes active. A confirmation answers known and unknown addresses after
// the same work and is throttled like a login.
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { errors } from '../../http/errors';
import { findUserByEmail } from '../users/find-user';
import { resetPassword } from '../users/account-writes';
import { sendAccountMessage } from './outbox';
import { hashPassword } from '../../secrets/passwords';
import { digestToken, newLinkToken, normalizeEmail } from '../../secrets/tokens';
import { acquireAttempt, attemptSucceeded, loginThrottle } from '../../http/login-throttle';
import { revokeUserTokens } from './tokens';

export const RESET_TOKEN_TTL_SECONDS = 3600;

/** Outstanding reset links of a user end (a new password was set another way). */
export async function dropResetLinks(tx: Db, userId: string): Promise<void> {
  await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
}

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
      // Real time, never the business clock: a security timer (docs/decisions/clock.md).
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_SECONDS * 1000),
    });
  });
  const page = crm ? '/club/password/reset' : '/password/reset';
  await sendAccountMessage(db, { kind: 'passwordReset', to: email, link: `${page}?token=${token}&email=${encodeURIComponent(email)}` });
}

const invalidToken = () => errors.validation([{ path: 'token', message: 'Token is invalid or expired', code: 'invalid_token' }], 'Token is invalid or expired');

export type TResetConfirmInput = { email: string; password: string; token: string; isCRMUser?: boolean };
export type TResetConfirmResult = { kind: 'ok' } | { kind: 'throttled'; retryAfterSeconds: number };

/** The valid, unused reset of this token for this account (one indexed query, whatever the
 *  e-mail): the same work for known and unknown addresses, so the time of a refusal tells nobody
 *  which addresses have accounts. The new password is hashed only for a valid token, whose
 *  holder knows the account already. */
async function findValidReset(db: Db, input: TResetConfirmInput, at: Date) {
  const [row] = await db.select({ resetId: passwordResets.id, user: users }).from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(and(
      eq(passwordResets.tokenHash, digestToken(input.token)),
      isNull(passwordResets.usedAt),
      gt(passwordResets.expiresAt, at),
      eq(users.email, normalizeEmail(input.email)),
      eq(users.isCrmUser, input.isCRMUser === true),
      ne(users.status, 'disabled'),
    ))
    .limit(1);
  return row ?? null;
}

/** Guesses of tokens are throttled per address and per client like failed logins (counters of
 *  their own: a reset guess does not lock the login, nor the reverse). */
export async function confirmPasswordReset(db: Db, input: TResetConfirmInput, meta: { ip: string }): Promise<TResetConfirmResult> {
  const throttle = await loginThrottle(db);
  const keys = { account: `reset:${input.isCRMUser === true ? 'crm' : 'std'}:${normalizeEmail(input.email)}`, client: `reset:${meta.ip}` };
  const wait = await acquireAttempt(throttle, keys);
  if (wait > 0) return { kind: 'throttled', retryAfterSeconds: wait };
  const at = new Date(); // real time, as the expiry was set
  const found = await findValidReset(db, input, at);
  if (!found) throw invalidToken();
  const { user } = found;
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    // Single use even when two confirmations race: only one of them marks the reset used.
    const used = await tx.update(passwordResets).set({ usedAt: at })
      .where(and(eq(passwordResets.id, found.resetId), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (used.length === 0) throw invalidToken();
    await resetPassword(tx, user, passwordHash, at);
    await revokeUserTokens(tx, user.id);
  });
  await attemptSucceeded(throttle, keys);
  return { kind: 'ok' };
}
