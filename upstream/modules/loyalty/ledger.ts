// Reading and locking a member's points: the statement (entries with the running balance, the
// tier from lifetime earnings, what the balance is worth), the members list of /crm/loyality,
// and the per-member lock a write takes before it reads the balance, so two redemptions at two
// desks never spend the same points.
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { TLoyaltyEntry, TLoyaltyStatement, TLoyaltyTier } from '../../../lib/contract/loyalty';
import type { Db, Tx } from '../../db/client';
import { bookings, customers, loyaltyEntries } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { customersBinding } from '../customers/access';
import { reachable } from '../resources/store';
import { tierFor, type TProgramRead } from './program';

const EARNED_KINDS = sql`('earn', 'earn_correction')`;

export async function lockMember(tx: Tx, customerId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`loyalty:${customerId}`}))`);
}

export async function pointsOf(db: Db, customerId: string): Promise<{ balance: number; earned: number }> {
  const [r] = await db.select({
    balance: sql<string>`coalesce(sum(${loyaltyEntries.points}), 0)::text`,
    earned: sql<string>`coalesce(sum(${loyaltyEntries.points}) FILTER (WHERE ${loyaltyEntries.kind} IN ${EARNED_KINDS}), 0)::text`,
  }).from(loyaltyEntries).where(eq(loyaltyEntries.customerId, customerId));
  return { balance: Number(r.balance), earned: Number(r.earned) };
}

const tierRef = (t: TLoyaltyTier | null) => t && { key: t.key, name: t.name, minPoints: t.minPoints, bonusPercent: t.bonusPercent, benefits: t.benefits };

export async function statementOf(db: Db, customerId: string, program: TProgramRead): Promise<TLoyaltyStatement> {
  const [c] = await db.select({ fullName: customers.fullName }).from(customers).where(eq(customers.id, customerId));
  if (!c) throw errors.notFound('Customer not found');
  const rows = await db.select({ e: loyaltyEntries, bookingNo: sql<string | null>`coalesce(${bookings.bookingNo}, ${bookings.reservationNo}, ${bookings.offerNo})` })
    .from(loyaltyEntries).leftJoin(bookings, eq(bookings.id, loyaltyEntries.bookingId))
    .where(eq(loyaltyEntries.customerId, customerId)).orderBy(asc(loyaltyEntries.createdAt), asc(loyaltyEntries.id));
  let balance = 0;
  let earned = 0;
  const entries: TLoyaltyEntry[] = rows.map(({ e, bookingNo }) => {
    balance += e.points;
    if (e.kind === 'earn' || e.kind === 'earn_correction') earned += e.points;
    return {
      id: e.id, points: e.points, kind: e.kind as TLoyaltyEntry['kind'], booking: e.bookingId, bookingNo, amount: e.amount, currency: e.currency,
      note: e.note, createdAt: e.createdAt.toISOString(), userName: e.userName, balance,
    };
  });
  const { tier, next } = tierFor(program.tiers, earned);
  return {
    customer: customerId, fullName: c.fullName ?? '', balance, earned, tier: tierRef(tier), nextTier: tierRef(next),
    toNextTier: next ? next.minPoints - earned : null,
    worth: { amount: Math.max(0, balance) * program.pointValue, currency: program.currency },
    entries: entries.reverse(),
  };
}

/** Members with points (any entry), highest balance first, among the customers the caller may read. */
export async function listMembers(db: Db, program: TProgramRead, p: TPrincipal, search?: string) {
  const term = search ? `%${search.replace(/[%_\\]/g, '\\$&')}%` : null;
  const bal = sql<string>`sum(${loyaltyEntries.points})::text`;
  const earned = sql<string>`coalesce(sum(${loyaltyEntries.points}) FILTER (WHERE ${loyaltyEntries.kind} IN ${EARNED_KINDS}), 0)::text`;
  const rows = await db.select({ customer: customers.id, fullName: customers.fullName, email: customers.email, balance: bal, earned, last: sql<Date>`max(${loyaltyEntries.createdAt})` })
    .from(loyaltyEntries).innerJoin(customers, eq(customers.id, loyaltyEntries.customerId))
    .where(and(term ? or(ilike(customers.fullName, term), ilike(customers.email, term)) : undefined, reachable(customersBinding(), p, 'read')))
    .groupBy(customers.id, customers.fullName, customers.email).orderBy(desc(bal), asc(customers.fullName)).limit(500);
  return rows.map((r) => ({
    customer: r.customer, fullName: r.fullName ?? '', email: r.email ?? null, balance: Number(r.balance), earned: Number(r.earned),
    tier: tierFor(program.tiers, Number(r.earned)).tier?.key ?? null, lastEntry: new Date(r.last).toISOString(),
  }));
}
