// POST /api/users/self: a user changes their own name, phone, settings and notifications.
// Settings are merged key by key, so a client can send just the one it changes.
import { eq } from 'drizzle-orm';
import type { TUserSelfUpdate } from '../../../lib/contract/users';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { TUserRow } from './user-record';

export async function updateSelf(db: Db, user: TUserRow, input: TUserSelfUpdate): Promise<TUserRow> {
  const [row] = await db.update(users).set({
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.phone !== undefined ? { phone: input.phone || null } : {}),
    ...(input.settings ? { settings: { ...user.settings, ...input.settings } } : {}),
    ...(input.notifications ? { notifications: { ...user.notifications, ...input.notifications } } : {}),
    updatedAt: new Date(),
  }).where(eq(users.id, user.id)).returning();
  return row;
}
