// Idempotent creates: the first answer to a request with an Idempotency-Key is stored in the
// same transaction as the booking; a repeat (also a concurrent one, which waits on the key's
// row lock) gets that answer back instead of a second booking.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

export type TStored = { status: number; body: unknown };

/** Reserves the key; returns the stored answer when the key was used before. */
export async function reserveKey(tx: Db, userId: string, key: string, route: string): Promise<TStored | null> {
  const inserted = await tx.insert(idempotencyKeys).values({ userId, key, route }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return null;
  const [row] = await tx.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key))).limit(1);
  return row && row.status !== null ? { status: row.status, body: row.body } : null;
}

export async function storeAnswer(tx: Db, userId: string, key: string, answer: TStored): Promise<void> {
  await tx.update(idempotencyKeys).set({ status: answer.status, body: sql`${JSON.stringify(answer.body)}::jsonb` })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}
