// The day's closing (Z report): the payments since the previous closing, summed by method and tax
// rate, under the next number. Closings are never changed (a database trigger refuses it); the
// exclusive closing lock waits for payments in flight (settle.ts takes it shared), so every
// payment is in exactly one closing.
import { desc, sql } from 'drizzle-orm';
import type { TPosClosing, TPosTotals } from '../../../lib/contract/pos';
import { now } from '../../clock';
import type { Tx } from '../../db/client';
import { posClosings } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { CLOSING_LOCK } from './settle';
import { totalsOf } from './totals';

export type TClosingRow = typeof posClosings.$inferSelect;

export function closingWire(c: TClosingRow): TPosClosing {
  return { id: c.id, number: c.number, since: c.since ? c.since.toISOString() : null, until: c.until.toISOString(), totals: c.totals as TPosTotals, createdAt: c.createdAt.toISOString() };
}

export async function closeDay(tx: Tx, p: TPrincipal): Promise<TClosingRow> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${CLOSING_LOCK})`);
  const [last] = await tx.select().from(posClosings).orderBy(desc(posClosings.number)).limit(1);
  const until = now();
  const totals = await totalsOf(tx, last?.until ?? null, until);
  if (!totals.tickets) throw errors.conflict('POS_NOTHING_TO_CLOSE');
  const [row] = await tx.insert(posClosings).values({ number: (last?.number ?? 0) + 1, since: last?.until ?? null, until, totals, userId: p.userId }).returning();
  return row;
}
