// POST /api/auth/token: e-mail and password → a new token for the account of the chosen realm
// (isCRMUser true: the club's CRM accounts; otherwise the regular accounts).
// Unknown account and wrong password give the same answer after the same work (a dummy hash
// is verified for unknown accounts); both count against the throttle.
import type { TAuthUser } from '../../../lib/contract/auth';
import type { Db } from '../../db/client';
import { userLogins } from '../../db/schema';
import { errors } from '../../http/errors';
import { findUserByEmail } from '../users/find-user';
import { toAuthUser } from '../users/user-record';
import { recordLogin } from '../users/account-writes';
import { burnPasswordCheck, hashPassword, passwordNeedsRehash, verifyPassword } from '../../secrets/passwords';
import { normalizeEmail } from '../../secrets/tokens';
import { acquireAttempt, attemptSucceeded, loginThrottle } from '../../http/login-throttle';
import { issueToken } from './tokens';

export type TLoginInput = { email: string; password: string; isCRMUser?: boolean };
export type TRequestMeta = { ip: string; userAgent: string | null };
export type TLoginResult =
  | { kind: 'ok'; token: string; expiresIn: number; user: TAuthUser }
  | { kind: 'throttled'; retryAfterSeconds: number };

export const INVALID_CREDENTIALS = 'Invalid e-mail or password';

export async function login(db: Db, input: TLoginInput, meta: TRequestMeta): Promise<TLoginResult> {
  const crm = input.isCRMUser === true;
  const email = normalizeEmail(input.email);
  const throttle = await loginThrottle(db);
  const keys = { account: `${crm ? 'crm' : 'std'}:${email}`, client: meta.ip };
  const wait = await acquireAttempt(throttle, keys);
  if (wait > 0) return { kind: 'throttled', retryAfterSeconds: wait };

  const user = await findUserByEmail(db, email, crm);
  const ok = user ? await verifyPassword(user.passwordHash, input.password) : (await burnPasswordCheck(input.password), false);
  if (!user || !ok) {
    // A known account's failed attempt is recorded without waiting for the write: an unknown
    // account has no row to write, and the write's time in the answer would tell them apart.
    if (user) {
      void db.insert(userLogins).values({ userId: user.id, success: false, ip: meta.ip, userAgent: meta.userAgent })
        .catch((err: unknown) => console.error('[upstream] recording a failed login failed:', err));
    }
    throw errors.unauthorized(INVALID_CREDENTIALS);
  }
  await attemptSucceeded(throttle, keys);

  // The password was right, so saying why the account cannot log in reveals nothing new.
  if (user.status === 'disabled') throw errors.forbidden('account disabled');
  if (user.status === 'unverified') throw errors.forbidden('account not verified');

  await recordLogin(db, user.id, new Date(), passwordNeedsRehash(user.passwordHash) ? await hashPassword(input.password) : undefined);
  await db.insert(userLogins).values({ userId: user.id, success: true, ip: meta.ip, userAgent: meta.userAgent });
  const issued = await issueToken(db, user.id, meta);
  return { kind: 'ok', token: issued.token, expiresIn: issued.expiresIn, user: toAuthUser(user) };
}
