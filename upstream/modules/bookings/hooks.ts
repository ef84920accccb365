// Points where another domain takes part in a booking's transaction without the bookings module
// importing it (the invoices module registers here, upstream/modules/invoices/hooks.ts; a refusal
// to remove a payment is a check of payment-rules.ts):
//   afterAction: runs after a state action (a cancellation credits the booking's invoices; a
//     confirm whose note asks for it queues the confirmation mail, mail/confirmation-hooks.ts);
//   priceChangeCheck: may refuse a change of the booking's price (an invoice in force: 409).
import type { Db } from '../../db/client';
import type { TPrincipal } from '../../http/context';
import type { TBookingRow } from './access';

type TActionHook = (tx: Db, ctx: { row: TBookingRow; action: string; now: Date; actor: TPrincipal | null; note?: Record<string, unknown> }) => Promise<void>;

const actionHooks = new Set<TActionHook>();

type TPriceChangeCheck = (tx: Db, bookingId: string) => Promise<void>;
const priceChecks = new Set<TPriceChangeCheck>();

export const bookingHooks = {
  onAction(fn: TActionHook) { actionHooks.add(fn); },
  /** A check that throws (an AppError) when the booking's price must not change now. */
  onPriceChange(fn: TPriceChangeCheck) { priceChecks.add(fn); },
};

export async function assertPriceMayChange(tx: Db, bookingId: string): Promise<void> {
  for (const check of priceChecks) await check(tx, bookingId);
}

export async function runActionHooks(tx: Db, ctx: Parameters<TActionHook>[1]): Promise<void> {
  for (const h of actionHooks) await h(tx, ctx);
}
