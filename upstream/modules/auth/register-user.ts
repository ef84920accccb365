// POST /api/auth/register: a guest creates an unverified Agency or Customer account (or a club
// account with isCRMUser). It can log in once verified through the link with its verify token.
// An e-mail that already has an account in that realm gets the same answer (and the owner a
// notice), so registration does not reveal who has an account.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TRegister } from '../../../lib/contract/auth';
import type { Db } from '../../db/client';
import { userRoles } from '../../db/schema';
import { findUserByEmail } from '../users/find-user';
import { insertRegisteredUser } from '../users/account-writes';
import { sendAccountMessage } from './outbox';
import { hashPassword } from '../../secrets/passwords';
import { digestToken, newLinkToken, normalizeEmail } from '../../secrets/tokens';

export const VERIFY_TOKEN_TTL_SECONDS = 7 * 24 * 3600;

/** What a registered account may do once verified: its own profile and its own records. */
export function registeredScopes(userType: 'Agency' | 'Customer', isCrm: boolean): { scopes: string[]; role: string } {
  if (isCrm) return { scopes: ['user', 'customers.self'], role: 'Club member' };
  return userType === 'Agency' ? { scopes: ['agencies.self'], role: 'Agency' } : { scopes: ['customers.self'], role: 'Customer' };
}

export type TRegisterResult = { id: string; email: string; userType: 'Agency' | 'Customer'; isCRMUser: boolean; status: 'unverified' };

export async function registerUser(db: Db, input: TRegister, lang: 'de' | 'en'): Promise<TRegisterResult> {
  const email = normalizeEmail(input.email);
  const crm = input.isCRMUser === true;
  const answer = (id: string): TRegisterResult => ({ id, email, userType: input.userType, isCRMUser: crm, status: 'unverified' });
  const passwordHash = await hashPassword(input.password);

  if (await findUserByEmail(db, email, crm)) {
    await sendAccountMessage(db, { kind: 'alreadyRegistered', to: email, link: crm ? '/club/password/reset' : '/password/reset' });
    return answer(randomUUID());
  }
  const { scopes, role } = registeredScopes(input.userType, crm);
  const [roleRow] = await db.select({ id: userRoles.id }).from(userRoles).where(eq(userRoles.name, role)).limit(1);
  const token = newLinkToken();
  const id = await insertRegisteredUser(db, {
    name: input.name,
    email,
    phone: input.phone ?? null,
    passwordHash,
    userType: input.userType,
    scopes,
    roleId: roleRow?.id ?? null,
    settings: { language: input.language ?? lang },
    isCrmUser: crm,
    status: 'unverified',
    verifyTokenHash: digestToken(token),
    verifyExpiresAt: new Date(Date.now() + VERIFY_TOKEN_TTL_SECONDS * 1000),
  });
  // A concurrent registration of the same e-mail won the race: answer as for an existing one.
  if (!id) return answer(randomUUID());
  const base = crm ? '/club/user' : '/user';
  await sendAccountMessage(db, { kind: 'verify', to: email, link: `${base}/${id}/verify?token=${token}` });
  return answer(id);
}
