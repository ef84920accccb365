// Removes a payment of a booking (DELETE /api/bookings/{id}/payment/{paymentId} and the generic
// DELETE /api/payments/{id}): office access to the booking, the rules of payment-rules.ts (409
// when the payment must stay: then a correcting entry), and a version of the booking (the
// version before still shows the payment), in the caller's transaction. A payment of another
// booking is "not found".
import { and, eq } from 'drizzle-orm';
import type { TBookingDetail } from '../../../../lib/contract/booking-core';
import type { Tx } from '../../../db/client';
import { payments } from '../../../db/schema';
import type { TPrincipal } from '../../../http/context';
import { errors } from '../../../http/errors';
import { changeBooking } from '../booking-change';
import { heldOf } from '../prices/money-bounds';
import { assertPaymentDeletable } from './payment-rules';

export async function deletePayment(tx: Tx, p: TPrincipal, bookingId: string, paymentId: string): Promise<TBookingDetail> {
  return changeBooking(tx, p, bookingId, 'deletePayment', 'office', async () => {
    const [payment] = await tx.select().from(payments).where(and(eq(payments.id, paymentId), eq(payments.booking, bookingId))).for('update');
    if (!payment) throw errors.notFound('Payment not found');
    await assertPaymentDeletable(tx, payment);
    await tx.delete(payments).where(eq(payments.id, paymentId));
    // Without it, the booking must not have paid out more than it took (issue 31).
    if (payment.amount > 0 && await heldOf(tx, bookingId) < 0) {
      throw errors.conflict('MORE_THAN_HELD', 'The booking has paid out more than it would hold without this payment: correct the refund first.');
    }
  });
}
