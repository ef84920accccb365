// A bank transfer that tops up a credit (issue 36; docs/decisions/banks.md "Credits"): the banks
// module's reconciliation calls these, in its own transaction, and never writes the credit tables
// itself. A top-up is an `issue` entry: on the named credit, or on a new credit of the agency or
// customer (source 'manual', in the entry's currency). Its undoing is a `correction` entry of the
// same amount (the ledger is append-only); refused like any correction when the money is already
// spent and the settings do not allow a negative balance (409 CREDIT_INSUFFICIENT).
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { creditEntries } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { lockCredit } from './ledger';
import { assertBalance, assertMayWrite, createCredit } from './writes';

export type TTopUpTarget = { credit?: string; agency?: string; customer?: string };

const who = (p: TPrincipal) => ({ userId: p.userId, userName: p.name });

/** Adds `amount` (minor units, > 0) to a credit; answers the credit and its new entry. */
export async function topUpCredit(
  tx: Tx, p: TPrincipal, target: TTopUpTarget, input: { amount: number; currency: string; note: string }, now: Date,
): Promise<{ credit: string; entry: string }> {
  if (input.amount <= 0) throw errors.validation([{ path: 'amount', message: 'A top-up is a positive amount' }]);
  if (!target.credit) {
    const detail = await createCredit(tx, p, {
      agency: target.agency, customer: target.customer, currency: input.currency, source: 'manual', amount: input.amount, note: input.note,
    }, now);
    return { credit: detail.id, entry: detail.entries[0].id };
  }
  const { row } = await lockCredit(tx, p, target.credit);
  assertMayWrite(p, row.agencyId ? 'agency' : 'customer');
  if (row.currency !== input.currency) throw errors.conflict('CREDIT_CURRENCY', `The credit is in ${row.currency}, the transfer in ${input.currency}.`);
  const [entry] = await tx.insert(creditEntries).values({ creditId: row.id, amount: input.amount, kind: 'issue', note: input.note, ...who(p) })
    .returning({ id: creditEntries.id });
  return { credit: row.id, entry: entry.id };
}

/** Takes a top-up back: a correction entry of minus its amount; answers the correction's id. */
export async function reverseTopUp(tx: Tx, p: TPrincipal, creditId: string, entryId: string, note: string): Promise<string> {
  const { row, balance } = await lockCredit(tx, p, creditId);
  assertMayWrite(p, row.agencyId ? 'agency' : 'customer');
  const [topUp] = await tx.select().from(creditEntries).where(eq(creditEntries.id, entryId));
  if (!topUp || topUp.creditId !== row.id || topUp.kind !== 'issue') throw errors.notFound('Credit entry not found');
  await assertBalance(tx, balance - topUp.amount);
  const [entry] = await tx.insert(creditEntries).values({ creditId: row.id, amount: -topUp.amount, kind: 'correction', note, ...who(p) })
    .returning({ id: creditEntries.id });
  return entry.id;
}
