// Token → caller. A token counts only while it is unrevoked, unexpired and its user is active:
// an expired, revoked or unknown token, or a disabled or unverified user, gives null (guest).
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authTokens, users } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { digestToken } from './secrets';

/** Tokens are 86 characters; anything far outside that is not worth a database round trip. */
const MAX_TOKEN_LENGTH = 512;

export async function resolvePrincipal(db: Db, token: string): Promise<TPrincipal | null> {
  if (token.length <= 50 || token.length > MAX_TOKEN_LENGTH) return null;
  const [row] = await db
    .select({ tokenId: authTokens.id, user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(
      eq(authTokens.tokenHash, digestToken(token)),
      isNull(authTokens.revokedAt),
      gt(authTokens.expiresAt, new Date()),
      eq(users.status, 'active'),
    ))
    .limit(1);
  if (!row) return null;
  const u = row.user;
  return {
    userId: u.id,
    tokenId: row.tokenId,
    email: u.email,
    name: u.name,
    userType: u.userType,
    scopes: u.scopes,
    assets: u.assets,
    agencyId: u.agencyId,
    customerId: u.customerId,
    language: u.settings.language ?? 'de',
    isCrmUser: u.isCrmUser,
  };
}
