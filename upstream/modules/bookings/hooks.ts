// Points where another domain takes part in a booking's transaction without the bookings module
// importing it (the invoices module registers here, upstream/modules/invoices/hooks.ts; a refusal
// to remove a payment is a check of payment-rules.ts):
//   afterAction: runs after a state action (a cancellation credits the booking's invoices).
import type { Db } from '../../db/client';
import type { TPrincipal } from '../../http/context';
import type { TBookingRow } from './access';

type TActionHook = (tx: Db, ctx: { row: TBookingRow; action: string; now: Date; actor: TPrincipal | null }) => Promise<void>;

const actionHooks = new Set<TActionHook>();

export const bookingHooks = {
  onAction(fn: TActionHook) { actionHooks.add(fn); },
};

export async function runActionHooks(tx: Db, ctx: Parameters<TActionHook>[1]): Promise<void> {
  for (const h of actionHooks) await h(tx, ctx);
}
