// GET /api/banks/balance (from, to, groupBy day|week|month, bank): per account the balance at the
// start of the range, at the end of each period with entries, and at the end; with how many
// entries of the range still wait for a decision (temporary). Ignored entries do not count. The
// walk over the entries is the cashflow's (finance/cashflow.ts), one place for both reports.
import { and, count, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankEntries } from '../../db/schema';
import { bankCashflow } from '../finance';

type TOptions = { from: string; to: string; groupBy: 'day' | 'week' | 'month'; bank?: string };

export async function bankBalance(db: Db, { from, to, groupBy, bank }: TOptions) {
  const [flow, waiting] = await Promise.all([
    bankCashflow({ db, from, to, groupBy, bank }),
    db.select({ bank: bankEntries.bank, n: count() }).from(bankEntries)
      .where(and(eq(bankEntries.status, 'temporary'), gte(bankEntries.date, from), lte(bankEntries.date, to), bank ? eq(bankEntries.bank, bank) : undefined))
      .groupBy(bankEntries.bank),
  ]);
  return {
    from, to, groupBy,
    banks: flow.banks.map((b) => ({
      bank: { ...b.bank, currency: b.bank.currency ?? 'EUR' }, opening: b.opening,
      periods: b.periods.map((p) => ({ period: p.period, balance: p.closing })), closing: b.closing,
      temporary: waiting.find((w) => w.bank === b.bank.id)?.n ?? 0,
    })),
  };
}
