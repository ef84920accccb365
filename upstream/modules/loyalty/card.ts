// Member cards (/club/card): the QR code on the card holds a random token and nothing else, so
// a lost card reveals no personal data and is revoked by issuing a new one. Scanning it at the
// desk resolves the token to the customer (staff only).
import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, loyaltyCards } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';

export type TCardRow = { customer: string; fullName: string; token: string; createdAt: string };

export async function activeCard(db: Db, customerId: string): Promise<TCardRow | null> {
  const [r] = await db.select({ customer: loyaltyCards.customerId, fullName: customers.fullName, token: loyaltyCards.token, createdAt: loyaltyCards.createdAt })
    .from(loyaltyCards).innerJoin(customers, eq(customers.id, loyaltyCards.customerId))
    .where(and(eq(loyaltyCards.customerId, customerId), isNull(loyaltyCards.revokedAt))).orderBy(desc(loyaltyCards.createdAt)).limit(1);
  return r ? { ...r, fullName: r.fullName ?? '', createdAt: r.createdAt.toISOString() } : null;
}

/** Issues a card (a new token); the member's earlier cards stop working. */
export async function issueCard(tx: Db, p: TPrincipal, customerId: string, now: Date): Promise<TCardRow> {
  await tx.update(loyaltyCards).set({ revokedAt: now }).where(and(eq(loyaltyCards.customerId, customerId), isNull(loyaltyCards.revokedAt)));
  await tx.insert(loyaltyCards).values({ customerId, token: randomBytes(24).toString('base64url'), createdAt: now, userName: p.name });
  return (await activeCard(tx, customerId))!;
}

export async function resolveCard(db: Db, token: string): Promise<{ customer: string; fullName: string }> {
  const [r] = await db.select({ customer: loyaltyCards.customerId, fullName: customers.fullName })
    .from(loyaltyCards).innerJoin(customers, eq(customers.id, loyaltyCards.customerId))
    .where(and(eq(loyaltyCards.token, token), isNull(loyaltyCards.revokedAt)));
  if (!r) throw errors.notFound('No valid member card with this code');
  return { customer: r.customer, fullName: r.fullName ?? '' };
}
