// Records a payment of a booking (POST /api/bookings/{id}/payment, the generic POST /api/payments
// and markPaid): the operator's books (office access, access.ts), the money bounds checked before
// writing, and a version of the booking, all in the caller's transaction. Negative amounts are
// refunds. A payment in another currency is converted with the rate stored on it
// (payment-currency.ts). Payments are never edited: a correction is a new entry.
import type { TBookingDetail } from '../../../../lib/contract/booking-core';
import type { Tx } from '../../../db/client';
import { payments } from '../../../db/schema';
import type { TPrincipal } from '../../../http/context';
import { assertHeld, assertPaymentFits } from '../prices/money-bounds';
import { changeBooking } from '../booking-change';
import { addManualLine } from '../prices/calculation';
import { assertPriceMayChange } from '../hooks';
import { convertPayment } from './payment-currency';
import { runPaymentHooks } from './payment-hooks';

type TPaymentRow = typeof payments.$inferSelect;

export type TPaymentInput = {
  /** Minor units of `currency` (default: the booking's). */
  amount: number;
  method?: TPaymentRow['method'];
  reference?: string;
  paidAt?: Date;
  note?: string | null;
  /** Default: paid, or refunded for a negative amount. Only paid and refunded count as paid. */
  status?: TPaymentRow['status'];
  provider?: string | null;
  customer?: string | null;
  /** The currency paid in; another than the booking's needs exchangeRate. */
  currency?: string;
  /** Booking currency per one unit of `currency`, a decimal text. */
  exchangeRate?: string;
  /** A refund the provider has already made (its money is gone): written whatever the booking
   *  holds. Every other money out is refused beyond it (money-bounds.ts assertHeld). */
  alreadyPaidOut?: boolean;
  /** A refund given as goodwill: the price goes down by the same amount (a discount line, in
   *  this write), so the refund leaves nothing owed. An invoiced booking's price cannot change
   *  (409 ALREADY_INVOICED: a credit note is the way there). */
  goodwill?: boolean;
};

export type TRecordedPayment = { detail: TBookingDetail; payment: TPaymentRow };

export async function recordPayment(tx: Tx, p: TPrincipal, bookingId: string, input: TPaymentInput, now: Date, action = 'payment'): Promise<TRecordedPayment> {
  let payment: TRecordedPayment['payment'] | undefined;
  const detail = await changeBooking(tx, p, bookingId, action, 'office', async (row) => {
    const money = convertPayment(input.amount, input.currency, row.currency, input.exchangeRate);
    const status = input.status ?? (money.amount < 0 ? 'refunded' : 'paid');
    const counts = status === 'paid' || status === 'refunded';
    // A payment still pending or failed has not been paid yet: no payment date unless given.
    await assertPaymentFits(tx, row.id, money.amount, counts);
    if (counts && !input.alreadyPaidOut) await assertHeld(tx, row.id, -money.amount);
    [payment] = await tx.insert(payments).values({
      reference: input.reference ?? `${row.bookingNo ?? row.reservationNo ?? row.offerNo ?? row.id}`, booking: row.id,
      customer: input.customer ?? row.customer, provider: input.provider ?? null, amount: money.amount, currency: row.currency,
      foreignAmount: money.foreignAmount, foreignCurrency: money.foreignCurrency, exchangeRate: money.exchangeRate,
      method: input.method ?? 'transfer', status, paidAt: input.paidAt ?? (counts ? now : null), note: input.note ?? null,
    }).returning();
    await runPaymentHooks(tx, payment!);
    if (input.goodwill && money.amount < 0) {
      await assertPriceMayChange(tx, row.id);
      await addManualLine(tx, row, { type: 'discount', text: 'Goodwill', textKey: 'pricing.lines.goodwill', quantity: 1, unitPrice: money.amount });
    }
  });
  return { detail, payment: payment! };
}
