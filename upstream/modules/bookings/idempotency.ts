// Idempotent creates: the first answer to a request with an Idempotency-Key is stored in the
// same transaction as the booking; a repeat (also a concurrent one, which waits on the key's
// row lock) gets that answer back instead of a second booking. The key is bound to the request
// it first answered (a hash of route and canonical body): the same key with another body is a
// client bug, refused with 422 the way payment providers (Stripe, Adyen) do, never answered
// with the first booking as if the second request had succeeded.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { errors } from '../../http/errors';

export type TStored = { status: number; body: unknown };

/** JSON with object keys sorted at every level, so key order does not change the hash. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(route: string, body: unknown): string {
  return createHash('sha256').update(route).update('\n').update(canonicalJson(body)).digest('hex');
}

const keyReused = () => errors.unprocessable('IDEMPOTENCY_KEY_REUSED',
  'This Idempotency-Key was already used for a different request. Send a new key for a new request, or repeat the first request unchanged to get its answer.');

/** Reserves the key for this request; returns the stored answer when the same request was made
 *  before, and throws 422 when the key was used for a different one. */
export async function reserveKey(tx: Db, opts: { userId: string; key: string; route: string; body: unknown }): Promise<TStored | null> {
  const { userId, key, route } = opts;
  const hash = requestHash(route, opts.body);
  const inserted = await tx.insert(idempotencyKeys).values({ userId, key, route, requestHash: hash }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return null;
  const [row] = await tx.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key))).limit(1);
  if (!row) return null;
  // Keys stored before the hash existed (request_hash null) only compare by route.
  if (row.route !== route || (row.requestHash !== null && row.requestHash !== hash)) throw keyReused();
  return row.status !== null ? { status: row.status, body: row.body } : null;
}

export async function storeAnswer(tx: Db, userId: string, key: string, answer: TStored): Promise<void> {
  await tx.update(idempotencyKeys).set({ status: answer.status, body: sql`${JSON.stringify(answer.body)}::jsonb` })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}
