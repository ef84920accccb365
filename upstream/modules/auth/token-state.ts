// Why a presented token is not accepted: expired (→ TokenExpiredError, the spec's
// "token expired" family) or anything else (→ unauthorized).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authTokens } from '../../db/schema';
import { errors } from '../../http/errors';
import { digestToken } from '../../secrets/tokens';

export async function rejectedTokenError(db: Db, token: string) {
  if (token.length > 50 && token.length <= 512) {
    const [row] = await db.select({ expiresAt: authTokens.expiresAt, revokedAt: authTokens.revokedAt })
      .from(authTokens).where(eq(authTokens.tokenHash, digestToken(token))).limit(1);
    if (row && !row.revokedAt && row.expiresAt <= new Date()) return errors.tokenExpired();
  }
  return errors.unauthorized();
}
