// The sums of the counter's payments in a period (since, until]: by method and by tax rate. A
// ticket is paid by one payment (a taking back is its opposite), so each payment carries its
// ticket's lines with its sign. Net and tax per rate from the rate's gross (tax included).
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { TPosTotals } from '../../../lib/contract/pos';
import type { Db } from '../../db/client';
import { posItems, posLines, posPayments } from '../../db/schema';

export async function totalsOf(db: Db, since: Date | null, until: Date): Promise<TPosTotals> {
  const inRange = and(since ? gt(posPayments.at, since) : undefined, lte(posPayments.at, until));
  const byMethod = await db.select({ method: posPayments.method, count: sql<number>`count(*)::int`, amount: sql<number>`coalesce(sum(${posPayments.amount}), 0)::bigint` })
    .from(posPayments).where(inRange).groupBy(posPayments.method);
  const byTax = await db.select({
    rate: posLines.taxPercent,
    gross: sql<number>`coalesce(sum(${posLines.amount} * sign(${posPayments.amount})), 0)::bigint`,
  }).from(posPayments).innerJoin(posLines, eq(posLines.ticketId, posPayments.ticketId)).where(inRange)
    .groupBy(posLines.taxPercent).orderBy(posLines.taxPercent);
  const [tickets] = await db.select({ n: sql<number>`count(DISTINCT ${posPayments.ticketId})::int`, currency: sql<string | null>`max(${posItems.currency})` })
    .from(posPayments).innerJoin(posItems, eq(posItems.id, posPayments.ticketId)).where(inRange);
  return {
    tickets: tickets.n, currency: tickets.currency ?? 'EUR',
    total: byMethod.reduce((s, m) => s + Number(m.amount), 0),
    byMethod: Object.fromEntries(byMethod.map((m) => [m.method, { count: m.count, amount: Number(m.amount) }])),
    byTax: byTax.map((r) => {
      const gross = Number(r.gross);
      const net = Math.round((gross * 100) / (100 + Number(r.rate)));
      return { rate: String(r.rate), gross, net, tax: gross - net };
    }),
  };
}
