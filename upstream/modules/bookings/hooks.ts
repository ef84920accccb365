// Points where another domain takes part in a booking's transaction without the bookings module
// importing it (the invoices module registers here, upstream/modules/invoices/hooks.ts, the
// customers module in customers/booking-hooks.ts; a refusal to remove a payment is a check of
// payment-rules.ts):
//   afterAction: runs after a state action (a cancellation credits the booking's invoices; a
//     confirm whose note asks for it queues the confirmation mail, mail/confirmation-hooks.ts);
//   priceChangeCheck: may refuse a change of the booking's price (an invoice in force: 409);
//   invoicedNumbers: the numbers of the booking's invoices in force (the room bill is closed then);
//   guestCustomers: the customer records of guests an operator types in (found or made by their owner);
//   afterVersion: runs after each version of a booking is stored (every change: create, actions,
//     payments, rooms, records): the partners module raises its webhook events from it.
import type { Db, Tx } from '../../db/client';
import type { TPrincipal } from '../../http/context';
import type { TBookingRow } from './access';
import type { TBookingDetail } from '../../../lib/contract/booking-core';

type TActionHook = (tx: Tx, ctx: { row: TBookingRow; action: string; now: Date; actor: TPrincipal | null; note?: Record<string, unknown> }) => Promise<void>;

const actionHooks = new Set<TActionHook>();

/** A version of the booking was stored in the caller's transaction (detail as it is now). */
export type TVersionHook = (tx: Db, ctx: { detail: TBookingDetail; action: string; version: number; actor: TPrincipal | null }) => Promise<void>;
const versionHooks = new Set<TVersionHook>();

type TPriceChangeCheck = (tx: Tx, bookingId: string) => Promise<void>;
const priceChecks = new Set<TPriceChangeCheck>();

export type TOfficeGuest = { firstName: string; lastName: string; gender?: string | null; birthday?: string | null };
export type TLeadContact = { email?: string; phone?: string };
type TGuestCustomers = (tx: Db, guests: readonly TOfficeGuest[], lead: TLeadContact, language: string) => Promise<string[]>;
type TInvoicedNumbers = (tx: Db, bookingId: string) => Promise<string[]>;
const providers: { guestCustomers?: TGuestCustomers; invoicedNumbers?: TInvoicedNumbers } = {};

export const bookingHooks = {
  onAction(fn: TActionHook) { actionHooks.add(fn); },
  /** Every stored version (the partners module's webhooks); must not write bookings tables. */
  onVersion(fn: TVersionHook) { versionHooks.add(fn); },
  /** A check that throws (an AppError) when the booking's price must not change now. */
  onPriceChange(fn: TPriceChangeCheck) { priceChecks.add(fn); },
  invoicedNumbers(fn: TInvoicedNumbers) { providers.invoicedNumbers = fn; },
  guestCustomers(fn: TGuestCustomers) { providers.guestCustomers = fn; },
};

function provider<K extends keyof typeof providers>(name: K): NonNullable<(typeof providers)[K]> {
  const fn = providers[name];
  if (!fn) throw new Error(`bookings: nothing answers ${name} (its module's hooks were not registered, upstream/modules/index.ts)`);
  return fn;
}

/** The numbers of the booking's invoices in force (the invoices module answers). */
export const invoicedNumbers: TInvoicedNumbers = (tx, bookingId) => provider('invoicedNumbers')(tx, bookingId);

/** The customer ids of typed-in guests, in order (the customers module finds or makes them). */
export const guestCustomers: TGuestCustomers = (tx, guests, lead, language) => provider('guestCustomers')(tx, guests, lead, language);

export async function assertPriceMayChange(tx: Tx, bookingId: string): Promise<void> {
  for (const check of priceChecks) await check(tx, bookingId);
}

export async function runActionHooks(tx: Tx, ctx: Parameters<TActionHook>[1]): Promise<void> {
  for (const h of actionHooks) await h(tx, ctx);
}

export async function runVersionHooks(tx: Db, ctx: Parameters<TVersionHook>[1]): Promise<void> {
  for (const h of versionHooks) await h(tx, ctx);
}
