// What the banks module registers into the generic resources (issue 36): it owns banks and bank
// entries (upstream/db/owners.ts). /api/banks and /api/bankentries stay the generic calls (a bank
// entry typed by hand is a generic create, source manual); the statement import, the matches and
// their undoing are this module's own routes (routes.ts). Its match lines name entries and
// bookings: a delete of either is refused while a line names it (409). A payment a match line
// recorded is removed only by undoing the match (the payment rule below).
import { and, eq, isNull } from 'drizzle-orm';
import { bankEntryMatches } from '../../db/schema';
import { errors } from '../../http/errors';
import { sealSecret } from '../../secrets/secret-box';
import { registerPaymentDeleteCheck } from '../bookings';
import type { TDomainRegistration, TResourceHooks, TRow } from '../resources/binding';

type TUpdateContext = Parameters<NonNullable<TResourceHooks['beforeUpdate']>>[2];

/** What the payments of an entry rest on: while a match line holds it, the generic update does
 *  not change them (undo the match first); `matched` is set by confirming a match, never by hand. */
const HELD = ['amount', 'currency', 'bank', 'status', 'booking'] as const;

async function entryUpdate(values: Record<string, unknown>, row: TRow, ctx: TUpdateContext): Promise<Record<string, unknown>> {
  if (values.status === 'matched' && row.status !== 'matched') throw errors.validation([{ path: 'status', message: 'an entry is matched by confirming a match (POST /api/bankentries/{id}/payments)' }]);
  const changed = HELD.filter((k) => k in values && values[k] !== row[k]);
  if (!changed.length) return values;
  const [line] = await ctx.db.select({ id: bankEntryMatches.id }).from(bankEntryMatches)
    .where(and(eq(bankEntryMatches.entryId, row.id), isNull(bankEntryMatches.undoneAt))).limit(1);
  if (line) throw errors.conflict('BANK_ENTRY_HAS_PAYMENTS', `The entry paid bookings: undo its payments before changing ${changed.join(', ')}.`);
  return values;
}

/** A bank's Wise API token is write-only: sealed on the way in, never in an answer or a CSV; an
 *  empty one on update keeps the stored token, null removes it. */
function sealToken(values: Record<string, unknown>): Record<string, unknown> {
  const { wiseToken, ...rest } = values;
  if (typeof wiseToken === 'string' && wiseToken !== '') return { ...rest, wiseToken: sealSecret(wiseToken) };
  if (wiseToken === null) return { ...rest, wiseToken: null };
  return rest;
}

export const banksRegistration: TDomainRegistration = {
  module: 'banks',
  resources: {
    banks: { owner: {}, hooks: { hiddenColumns: ['wiseToken'], beforeCreate: sealToken, beforeUpdate: sealToken } },
    bankentries: { owner: {}, hooks: { beforeUpdate: entryUpdate } },
  },
  references: [
    { target: 'bankentries', table: bankEntryMatches, column: bankEntryMatches.entryId, label: 'bank entry payments' },
    { target: 'bookings', table: bankEntryMatches, column: bankEntryMatches.bookingId, label: 'bank entry payments' },
  ],
};

/** The payment rule: a payment a bank entry's match recorded goes only by undoing the match. */
export function registerBankHooks(): void {
  registerPaymentDeleteCheck('bank', async (tx, payment) => {
    const [line] = await tx.select({ id: bankEntryMatches.id }).from(bankEntryMatches)
      .where(and(eq(bankEntryMatches.paymentId, payment.id), isNull(bankEntryMatches.undoneAt))).limit(1);
    return line ? { code: 'BANK_PAYMENT_MATCHED', message: 'A bank entry paid this payment: undo the match on the bank entry (DELETE /api/bankentries/{id}/payments/{paymentId}).' } : null;
  });
}
