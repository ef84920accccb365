// Points where another domain takes part in a booking's transaction without the bookings module
// importing it (the invoices module registers here, upstream/modules/invoices/hooks.ts):
//   beforePaymentDelete: may refuse to remove a payment (an invoice lists it);
//   afterAction: runs after a state action (a cancellation credits the booking's invoices).
import type { Db } from '../../db/client';
import type { TPrincipal } from '../../http/context';
import type { TBookingRow } from './access';

type TPaymentGuard = (tx: Db, bookingId: string, paymentId: string) => Promise<void>;
type TActionHook = (tx: Db, ctx: { row: TBookingRow; action: string; now: Date; actor: TPrincipal | null }) => Promise<void>;

const paymentGuards = new Set<TPaymentGuard>();
const actionHooks = new Set<TActionHook>();

export const bookingHooks = {
  onPaymentDelete(fn: TPaymentGuard) { paymentGuards.add(fn); },
  onAction(fn: TActionHook) { actionHooks.add(fn); },
};

export async function runPaymentGuards(tx: Db, bookingId: string, paymentId: string): Promise<void> {
  for (const g of paymentGuards) await g(tx, bookingId, paymentId);
}

export async function runActionHooks(tx: Db, ctx: Parameters<TActionHook>[1]): Promise<void> {
  for (const h of actionHooks) await h(tx, ctx);
}
