// POST /api/bankentries/{id}/payments with `credit`: the entry (or `amount` of it) tops up an
// agency's or a customer's credit instead of paying bookings (docs/decisions/banks.md "Credits").
// The credit is written by the credits module (topUpCredit: the credit's row lock, the holder's
// write right), never here; the match line keeps the credit and its ledger entry. The entry is
// locked first, as for payments. Undone by undoCreditLine: a correction entry of the credit.
import { and, eq, isNull } from 'drizzle-orm';
import type { TBankEntryPayment } from '../../../lib/contract/banks';
import type { Db, Tx } from '../../db/client';
import { bankEntryMatches } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { reverseTopUp, topUpCredit } from '../credits';
import { lockEntry, settleStatus } from './confirm-match';
import { entryView } from './entries';

export async function confirmCreditMatch(db: Db, p: TPrincipal, entryId: string, body: TBankEntryPayment, now: Date) {
  const target = body.credit!;
  await db.transaction(async (tx) => {
    const { entry, rest } = await lockEntry(tx, entryId);
    if (entry.status === 'ignored') throw errors.conflict('BANK_ENTRY_IGNORED', 'This entry was marked ignored: set it back to temporary first.');
    if (rest === 0) throw errors.conflict('BANK_ENTRY_SETTLED', 'Every cent of this entry is already assigned.');
    if (entry.amount < 0) throw errors.conflict('BANK_CREDIT_MONEY_OUT', 'Only money received tops up a credit.');
    const amount = body.amount ?? rest;
    if (amount <= 0 || amount > rest) {
      throw errors.conflict('BANK_ENTRY_OVERBOOKED', `The top-up would assign ${amount} of the ${rest} left of this entry (${entry.currency ?? 'EUR'} minor units).`);
    }
    const note = `Bank ${entry.date}: ${entry.counterparty ?? ''} ${entry.purpose}`.slice(0, 2000);
    const topUp = await topUpCredit(tx, p, { credit: target.id, agency: target.agency, customer: target.customer }, { amount, currency: entry.currency ?? 'EUR', note }, now);
    await tx.insert(bankEntryMatches).values({ entryId, kind: 'credit', amount, creditId: topUp.credit, creditEntryId: topUp.entry, userId: p.userId });
    await settleStatus(tx, entryId, rest - amount, entry.booking);
  });
  return entryView(db, entryId);
}

/** Undoes a credit line of the entry (by its credit entry's id): the line is marked undone and
 *  the credit gets a correction of minus the top-up. False when no such line is open. */
export async function undoCreditLine(tx: Tx, p: TPrincipal, entryId: string, creditEntryId: string, now: Date): Promise<boolean> {
  const open = and(eq(bankEntryMatches.entryId, entryId), eq(bankEntryMatches.creditEntryId, creditEntryId), isNull(bankEntryMatches.undoneAt));
  const [line] = await tx.select().from(bankEntryMatches).where(open);
  if (!line) return false;
  const correction = await reverseTopUp(tx, p, line.creditId!, creditEntryId, 'Correction: the bank transfer\'s top-up was undone');
  await tx.update(bankEntryMatches).set({ undoneAt: now, undoneBy: p.userId, creditCorrectionId: correction }).where(eq(bankEntryMatches.id, line.id));
  return true;
}
