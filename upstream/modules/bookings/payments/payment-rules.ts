// When may a payment still be removed? One function, extended by other modules: each registers a
// check (registerPaymentDeleteCheck) that names why a payment must stay, e.g. the invoices module
// "an invoice covers it". A payment that must stay is corrected by a new entry (a refund, a
// negative payment), never edited or removed (docs/decisions/payments.md).
import type { TConflictCode } from '../../../../lib/contract/error-codes';
import type { Db } from '../../../db/client';
import type { payments } from '../../../db/schema';
import { errors } from '../../../http/errors';

export type TPaymentRow = typeof payments.$inferSelect;
/** Why a payment must stay: a registered 409 code and the reason in words. */
export type TPaymentRefusal = { code: TConflictCode; message: string };
/** Why the payment must stay ({ code, message }), or null when this check has no objection. */
export type TPaymentDeleteCheck = (tx: Db, payment: TPaymentRow) => Promise<TPaymentRefusal | null>;

const checks = new Map<string, TPaymentDeleteCheck>();

/** Adds (or replaces, by name) a rule that can keep a payment from being removed. */
export function registerPaymentDeleteCheck(name: string, check: TPaymentDeleteCheck): void {
  checks.set(name, check);
}

/** The first objection to removing this payment, or null when it may go. */
export async function paymentDeleteRefusal(tx: Db, payment: TPaymentRow): Promise<TPaymentRefusal | null> {
  for (const check of checks.values()) {
    const refusal = await check(tx, payment);
    if (refusal) return refusal;
  }
  return null;
}

/** 409 with the objection's code when the payment must stay. */
export async function assertPaymentDeletable(tx: Db, payment: TPaymentRow): Promise<void> {
  const refusal = await paymentDeleteRefusal(tx, payment);
  if (refusal) throw errors.conflict(refusal.code, `${refusal.message} Record a correcting entry (a refund) instead.`);
}

// The bookings module's own rule: money a payment provider confirmed is the provider's record
// (its payout and the bank entry follow it); it is corrected by a refund, not removed.
registerPaymentDeleteCheck('provider', async (_tx, payment) => (payment.provider && payment.method === 'online' && payment.status !== 'pending'
  ? { code: 'PAYMENT_FROM_PROVIDER', message: 'This payment was confirmed by a payment provider.' }
  : null));
