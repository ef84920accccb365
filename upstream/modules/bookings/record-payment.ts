// Records a payment of a booking (POST /api/bookings/{id}/payment and the generic POST
// /api/payments): the operator's books (office access, access.ts), the booking's currency and
// customer, the money bounds checked before writing, and a version of the booking, all in the
// caller's transaction. Negative amounts are refunds.
import type { TBookingDetail } from '../../../lib/contract/booking-core';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { assertPaymentFits } from './money-bounds';
import { changeBooking } from './booking-change';

type TPaymentRow = typeof payments.$inferSelect;

export type TPaymentInput = {
  amount: number;
  method?: TPaymentRow['method'];
  reference?: string;
  paidAt?: Date;
  note?: string | null;
  /** Default: paid, or refunded for a negative amount. Only paid and refunded count as paid. */
  status?: TPaymentRow['status'];
  provider?: string | null;
  customer?: string | null;
  /** When given it must be the booking's. */
  currency?: string;
};

export type TRecordedPayment = { detail: TBookingDetail; payment: TPaymentRow };

export async function recordPayment(tx: Db, p: TPrincipal, bookingId: string, input: TPaymentInput, now: Date): Promise<TRecordedPayment> {
  let payment: TRecordedPayment['payment'] | undefined;
  const detail = await changeBooking(tx, p, bookingId, 'payment', 'office', async (row) => {
    if (input.currency && input.currency !== row.currency) {
      throw errors.validation([{ path: 'currency', message: `must be the booking's currency ${row.currency}` }]);
    }
    const status = input.status ?? (input.amount < 0 ? 'refunded' : 'paid');
    const counts = status === 'paid' || status === 'refunded';
    // A payment still pending or failed has not been paid yet: no payment date unless given.
    await assertPaymentFits(tx, row.id, input.amount, counts);
    [payment] = await tx.insert(payments).values({
      reference: input.reference ?? `${row.bookingNo ?? row.reservationNo ?? row.offerNo ?? row.id}`, booking: row.id,
      customer: input.customer ?? row.customer, provider: input.provider ?? null, amount: input.amount, currency: row.currency,
      method: input.method ?? 'transfer', status, paidAt: input.paidAt ?? (counts ? now : null), note: input.note ?? null,
    }).returning();
  });
  return { detail, payment: payment! };
}
