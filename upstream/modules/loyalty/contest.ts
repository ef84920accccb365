// Contest subscriptions (api-calls 7.14: subscribe, subscription, unsubscribe; methods not shown):
// a club member enters an open contest (status active, today within its dates) and may leave it
// again; staff see who entered. A subscription names the contest and the customer, once.
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { isContestOpen, type TContestEntry } from '../../../lib/contract/loyalty';
import type { Db } from '../../db/client';
import { contests, contestSubscriptions, customers } from '../../db/schema';
import { errors } from '../../http/errors';

type TContestRow = typeof contests.$inferSelect;

export async function loadContest(db: Db, id: string): Promise<TContestRow> {
  const [row] = await db.select().from(contests).where(eq(contests.id, id));
  if (!row) throw errors.notFound('Contest not found');
  return row;
}


export async function subscribe(tx: Db, contestId: string, customerId: string, today: string): Promise<void> {
  const contest = await loadContest(tx, contestId);
  if (!isContestOpen(contest, today)) throw errors.conflict('CONTEST_CLOSED', 'This contest does not take entries now.');
  await tx.insert(contestSubscriptions).values({ contestId, customerId }).onConflictDoNothing();
}

export async function unsubscribe(tx: Db, contestId: string, customerId: string): Promise<void> {
  await loadContest(tx, contestId);
  await tx.delete(contestSubscriptions).where(and(eq(contestSubscriptions.contestId, contestId), eq(contestSubscriptions.customerId, customerId)));
}

export async function subscriptionOf(db: Db, contestId: string, customerId: string): Promise<string | null> {
  const [r] = await db.select({ at: contestSubscriptions.createdAt }).from(contestSubscriptions)
    .where(and(eq(contestSubscriptions.contestId, contestId), eq(contestSubscriptions.customerId, customerId)));
  return r ? r.at.toISOString() : null;
}

/** The contest's entries as staff see them: the entrants the caller may read (`visible`: the
 *  customers' generic read rule), first entered first, and how many entries there are in all. */
export async function subscribers(db: Db, contestId: string, visible: SQL | undefined): Promise<{ items: TContestEntry[]; entries: number }> {
  const [rows, [{ entries }]] = await Promise.all([
    db.select({ customer: customers.id, fullName: customers.fullName, email: customers.email, at: contestSubscriptions.createdAt })
      .from(contestSubscriptions).innerJoin(customers, eq(customers.id, contestSubscriptions.customerId))
      .where(and(eq(contestSubscriptions.contestId, contestId), visible))
      .orderBy(asc(contestSubscriptions.createdAt), asc(customers.id)).limit(5000),
    db.select({ entries: count() }).from(contestSubscriptions).where(eq(contestSubscriptions.contestId, contestId)),
  ]);
  return {
    items: rows.map((r) => ({ customer: r.customer, fullName: r.fullName ?? '', email: r.email ?? null, subscribedAt: r.at.toISOString() })),
    entries,
  };
}

/** The contests open today, with whether this customer entered each. */
export async function openContests(db: Db, customerId: string | null, today: string) {
  const rows = await db.select({
    c: contests,
    subscribed: customerId ? sql<boolean>`EXISTS (SELECT 1 FROM contest_subscriptions s WHERE s.contest_id = contests.id AND s.customer_id = ${customerId})` : sql<boolean>`false`,
  }).from(contests).where(eq(contests.status, 'active')).orderBy(asc(contests.validTo), asc(contests.name)).limit(200);
  return rows.filter((r) => isContestOpen(r.c, today)).map(({ c, subscribed }) => ({
    id: c.id, name: c.name, description: (c.description ?? null) as Record<string, string> | null, prize: c.prize ?? null,
    validFrom: c.validFrom ?? null, validTo: c.validTo ?? null, subscribed: Boolean(subscribed),
  }));
}
