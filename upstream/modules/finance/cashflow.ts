// GET /api/banks/cashflow (from, to, groupBy day|week|month): per bank account, the balance at
// the start of the range (opening balance plus every earlier entry), then incoming, outgoing,
// net and closing balance per period. Amounts are the entries' own (minor units, the account's
// currency); entries marked ignored do not count, temporary ones do (they are on the statement).
// One account with `bank`; the banks module's balance (banks/balance.ts) reads the same walk.
import { and, asc, eq, gte, lt, lte, ne, sql } from 'drizzle-orm';
import type { TCashflow } from '../../../lib/contract/reports';
import type { Db } from '../../db/client';
import { bankEntries, banks } from '../../db/schema';

type TOptions = { db: Db; from: string; to: string; groupBy: TCashflow['groupBy']; bank?: string };

export async function bankCashflow({ db, from, to, groupBy, bank }: TOptions): Promise<TCashflow> {
  const counted = and(ne(bankEntries.status, 'ignored'), bank ? eq(bankEntries.bank, bank) : undefined);
  // groupBy is one of the enum's words (validated), so it is written into the query as a literal:
  // a bound parameter would differ between the select and the group by.
  const period = sql<string>`to_char(date_trunc(${sql.raw(`'${groupBy}'`)}, ${bankEntries.date}::timestamp), 'YYYY-MM-DD')`;
  const [accounts, before, inRange] = await Promise.all([
    db.select({ id: banks.id, name: banks.name, currency: banks.currency, openingBalance: banks.openingBalance })
      .from(banks).where(bank ? eq(banks.id, bank) : undefined).orderBy(asc(banks.name)),
    db.select({ bank: bankEntries.bank, sum: sql<string>`coalesce(sum(${bankEntries.amount}), 0)` }).from(bankEntries)
      .where(and(counted, lt(bankEntries.date, from))).groupBy(bankEntries.bank),
    db.select({
      bank: bankEntries.bank, period,
      incoming: sql<string>`coalesce(sum(${bankEntries.amount}) filter (where ${bankEntries.amount} > 0), 0)`,
      outgoing: sql<string>`coalesce(sum(${bankEntries.amount}) filter (where ${bankEntries.amount} < 0), 0)`,
    }).from(bankEntries)
      .where(and(counted, gte(bankEntries.date, from), lte(bankEntries.date, to)))
      .groupBy(bankEntries.bank, period).orderBy(period),
  ]);
  const earlier = new Map(before.map((r) => [r.bank, Number(r.sum)]));
  return {
    from, to, groupBy,
    banks: accounts.map((b) => {
      const opening = (b.openingBalance ?? 0) + (earlier.get(b.id) ?? 0);
      let balance = opening;
      const periods = inRange.filter((r) => r.bank === b.id).map((r) => {
        const incoming = Number(r.incoming);
        const outgoing = Number(r.outgoing);
        balance += incoming + outgoing;
        return { period: r.period, incoming, outgoing, net: incoming + outgoing, closing: balance };
      });
      return { bank: { id: b.id, name: b.name, currency: b.currency }, opening, periods, closing: balance };
    }),
  };
}
