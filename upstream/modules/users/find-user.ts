// Look-ups of one user: by id, or by e-mail within a realm (regular or CRM club accounts).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { errors } from '../../http/errors';
import { normalizeEmail } from '../../secrets/tokens';
import type { TUserRow } from './user-record';

export async function findUserById(db: Db, id: string): Promise<TUserRow | null> {
  const [u] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return u ?? null;
}

export async function getUserById(db: Db, id: string): Promise<TUserRow> {
  const u = await findUserById(db, id);
  if (!u) throw errors.notFound('User not found');
  return u;
}

export async function findUserByEmail(db: Db, email: string, isCrmUser: boolean): Promise<TUserRow | null> {
  const [u] = await db.select().from(users)
    .where(and(eq(users.email, normalizeEmail(email)), eq(users.isCrmUser, isCrmUser)))
    .limit(1);
  return u ?? null;
}
