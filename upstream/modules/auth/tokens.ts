// Login tokens: issued random, stored as a digest with an expiry; revoked by logout, refresh
// (after a short grace), a password change or a disabled account.
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authTokens } from '../../db/schema';
import { upstreamEnv } from '../../env';
import { digestToken, newLoginToken } from '../../secrets/tokens';

/** After a refresh the old token keeps working this long, so requests already in flight with
 *  it (the web server re-seals its cookie meanwhile) do not fail. */
export const REFRESH_GRACE_SECONDS = 30;

export type TIssuedToken = { token: string; tokenId: string; expiresIn: number };

export async function issueToken(db: Db, userId: string, meta: { ip?: string | null; userAgent?: string | null } = {}): Promise<TIssuedToken> {
  const token = newLoginToken();
  const ttl = upstreamEnv.TOKEN_TTL_SECONDS;
  const [row] = await db.insert(authTokens).values({
    userId,
    tokenHash: digestToken(token),
    expiresAt: new Date(Date.now() + ttl * 1000),
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
  }).returning({ id: authTokens.id });
  return { token, tokenId: row.id, expiresIn: ttl };
}

export async function revokeToken(db: Db, tokenId: string): Promise<void> {
  await db.update(authTokens).set({ revokedAt: new Date() })
    .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)));
}

/** Ends every token of a user, optionally but one (the caller's own after a self change). */
export async function revokeUserTokens(db: Db, userId: string, opts: { exceptTokenId?: string } = {}): Promise<void> {
  const conds = [eq(authTokens.userId, userId), isNull(authTokens.revokedAt)];
  if (opts.exceptTokenId) conds.push(ne(authTokens.id, opts.exceptTokenId));
  await db.update(authTokens).set({ revokedAt: new Date() }).where(and(...conds));
}

/** Lets a refreshed token live at most REFRESH_GRACE_SECONDS more. */
export async function expireSoon(db: Db, tokenId: string): Promise<void> {
  const soon = new Date(Date.now() + REFRESH_GRACE_SECONDS * 1000);
  await db.update(authTokens).set({ expiresAt: soon })
    .where(and(eq(authTokens.id, tokenId), gt(authTokens.expiresAt, soon)));
}

/** Seconds the token has left (0 when unknown). */
export async function secondsLeft(db: Db, tokenId: string): Promise<number> {
  const [row] = await db.select({ expiresAt: authTokens.expiresAt }).from(authTokens).where(eq(authTokens.id, tokenId));
  return row ? Math.max(0, Math.floor((row.expiresAt.getTime() - Date.now()) / 1000)) : 0;
}
