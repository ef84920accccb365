// GET /api/users/logins: the caller's own login history, newest first, paged
// (page from 1; size 0 = all).
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userLogins } from '../../db/schema';

export async function listLogins(db: Db, userId: string, page: number, size: number) {
  const where = eq(userLogins.userId, userId);
  const q = db.select().from(userLogins).where(where).orderBy(desc(userLogins.at), desc(userLogins.id));
  const rows = size === 0 ? await q : await q.limit(size).offset((page - 1) * size);
  const [{ total }] = await db.select({ total: count() }).from(userLogins).where(where);
  return {
    data: rows.map((r) => ({ id: r.id, at: r.at.toISOString(), success: r.success, ip: r.ip, userAgent: r.userAgent })),
    total,
    page,
    size,
  };
}
