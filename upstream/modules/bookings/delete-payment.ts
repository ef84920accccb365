// Removes a payment of a booking (DELETE /api/bookings/{id}/payment/{paymentId} and the generic
// DELETE /api/payments/{id}): office access to the booking, and a version of it, in the caller's
// transaction. A payment of another booking is "not found".
import { and, eq } from 'drizzle-orm';
import type { TBookingDetail } from '../../../lib/contract/booking-core';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { changeBooking } from './booking-change';
import { runPaymentGuards } from './hooks';

export async function deletePayment(tx: Db, p: TPrincipal, bookingId: string, paymentId: string): Promise<TBookingDetail> {
  return changeBooking(tx, p, bookingId, 'deletePayment', 'office', async () => {
    // A payment an invoice lists stays (409): a refund (negative payment) corrects it.
    await runPaymentGuards(tx, bookingId, paymentId);
    const gone = await tx.delete(payments).where(and(eq(payments.id, paymentId), eq(payments.booking, bookingId))).returning({ id: payments.id });
    if (gone.length === 0) throw errors.notFound('Payment not found');
  });
}
