// POST /api/users/{id}/verify: the token from the verify link turns an unverified account
// active. Wrong, expired or already used tokens are one answer (400 on the token field).
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { errors } from '../../http/errors';
import { digestToken } from '../../secrets/tokens';

export async function verifyUser(db: Db, userId: string, token: string): Promise<{ id: string; status: 'active' }> {
  const now = new Date();
  const rows = await db.update(users)
    .set({ status: 'active', verifiedAt: now, verifyTokenHash: null, verifyExpiresAt: null, updatedAt: now })
    .where(and(
      eq(users.id, userId),
      eq(users.status, 'unverified'),
      eq(users.verifyTokenHash, digestToken(token)),
      gt(users.verifyExpiresAt, now),
    ))
    .returning({ id: users.id });
  if (rows.length === 0) {
    throw errors.validation([{ path: 'token', message: 'Token is invalid or expired', code: 'invalid_token' }], 'Token is invalid or expired');
  }
  return { id: rows[0].id, status: 'active' };
}
