// A payment or refund came into being (recordPayment, in the caller's transaction): modules that
// follow money register here without the bookings module importing them (the accounting module
// sends each to Xero once, accounting/documents.ts). A hook must not write bookings tables.
import type { Tx } from '../../../db/client';
import type { payments } from '../../../db/schema';

export type TPaymentHook = (tx: Tx, payment: typeof payments.$inferSelect) => Promise<void>;
const hooks = new Set<TPaymentHook>();

export const paymentHooks = {
  onRecorded(fn: TPaymentHook) { hooks.add(fn); },
};

export async function runPaymentHooks(tx: Tx, payment: typeof payments.$inferSelect): Promise<void> {
  for (const h of hooks) await h(tx, payment);
}
