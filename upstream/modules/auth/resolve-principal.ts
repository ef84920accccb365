// Token → caller. A token counts only while it is unrevoked, unexpired and its user is active:
// an expired, revoked or unknown token, or a disabled or unverified user, gives null (guest).
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authTokens, users } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { digestToken } from '../../secrets/tokens';
import { namedStatement } from '../../db/statements';

/** Tokens are 86 characters; anything far outside that is not worth a database round trip. */
const MAX_TOKEN_LENGTH = 512;

/** Every request's first statement: kept as a named statement (db/statements.ts), reading only
 *  what the principal holds (the user row's other columns, the password hash among them, stay). */
const tokenLookup = namedStatement('auth_token_principal', (db) => db
  .select({
    tokenId: authTokens.id, userId: users.id, email: users.email, name: users.name, userType: users.userType, scopes: users.scopes,
    assets: users.assets, agencyId: users.agencyId, customerId: users.customerId, isCrmUser: users.isCrmUser,
    language: sql<string | null>`${users.settings}->>'language'`,
  })
  .from(authTokens)
  .innerJoin(users, eq(users.id, authTokens.userId))
  .where(and(
    eq(authTokens.tokenHash, sql.placeholder('hash')),
    isNull(authTokens.revokedAt),
    gt(authTokens.expiresAt, sql.placeholder('now')),
    eq(users.status, 'active'),
  ))
  .limit(1));

export async function resolvePrincipal(db: Db, token: string): Promise<TPrincipal | null> {
  if (token.length <= 50 || token.length > MAX_TOKEN_LENGTH) return null;
  const [row] = await tokenLookup(db, { hash: digestToken(token), now: new Date() });
  if (!row) return null;
  return { ...row, language: row.language ?? 'de' };
}
