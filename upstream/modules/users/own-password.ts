// The proof that the owner is at the keyboard before their own password changes: the current
// password, checked under the login throttle, since a wrong one is a guess like a failed login
// (a stolen session must not be a way to take over the account or to guess on without limit).
import type { Context } from 'hono';
import type { Db } from '../../db/client';
import { errors } from '../../http/errors';
import { clientIp } from '../../http/client-ip';
import { acquireAttempt, attemptSucceeded, loginThrottle, tooManyAttempts } from '../../http/login-throttle';
import { assertCurrentPassword } from './change-password';
import type { TUserRow } from './user-record';

export async function assertOwnCurrentPassword(c: Context, db: Db, user: TUserRow, currentPassword: string | undefined): Promise<void> {
  if (!currentPassword) {
    throw errors.validation([{ path: 'currentPassword', message: 'The current password is required to change your own password', code: 'required' }]);
  }
  const throttle = await loginThrottle(db);
  const keys = { account: `${user.isCrmUser ? 'crm' : 'std'}:${user.email}`, client: clientIp(c) };
  const wait = await acquireAttempt(throttle, keys);
  if (wait > 0) throw tooManyAttempts(c, wait);
  await assertCurrentPassword(user, currentPassword);
  await attemptSucceeded(throttle, keys);
}
