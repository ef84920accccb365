// A user's account in another system, one per system (GET/POST/DELETE /api/users/{user}/link/{system}).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userLinks } from '../../db/schema';
import { errors } from '../../http/errors';

type TLinkRow = typeof userLinks.$inferSelect;

function toLink(r: TLinkRow) {
  return { user: r.userId, system: r.system, externalId: r.externalId, data: r.data, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() };
}

export async function getUserLink(db: Db, userId: string, system: string) {
  const [r] = await db.select().from(userLinks).where(and(eq(userLinks.userId, userId), eq(userLinks.system, system)));
  if (!r) throw errors.notFound('Link not found');
  return toLink(r);
}

export async function setUserLink(db: Db, userId: string, system: string, body: { externalId: string; data?: Record<string, unknown> }) {
  const now = new Date();
  const [r] = await db.insert(userLinks)
    .values({ userId, system, externalId: body.externalId, data: body.data ?? {} })
    .onConflictDoUpdate({
      target: [userLinks.userId, userLinks.system],
      set: { externalId: body.externalId, data: body.data ?? {}, updatedAt: now },
    })
    .returning();
  return toLink(r);
}

export async function deleteUserLink(db: Db, userId: string, system: string) {
  const rows = await db.delete(userLinks).where(and(eq(userLinks.userId, userId), eq(userLinks.system, system))).returning({ id: userLinks.id });
  if (rows.length === 0) throw errors.notFound('Link not found');
}
