// Records the payment of a checkout the provider confirmed, once: the checkout's status moves to
// paid by a conditional update (open or expired → paid; a late "expired" after it changes nothing),
// and only the caller that moved it records the payment (bookings' recordPayment, with the booking's
// history version) and confirms a draft (or plans it, setting paidPublicBooking), all in one transaction. A notification repeated ten times,
// or the webhook and the success page's check racing, record one payment.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, onlineCheckouts } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { applyAction } from '../bookings/actions';
import { recordPayment } from '../bookings/payments/record-payment';
import { readGeneral } from '../settings/store';

/** Who a provider's confirmation acts as in the booking's history: the office's payment rights
 *  (bookings.update, every asset), named after the provider; no user behind it. */
export function providerPrincipal(name: string): TPrincipal {
  return {
    userId: '00000000-0000-0000-0000-000000000000', tokenId: '', email: '', name: `${name} (online payment)`, userType: 'system',
    scopes: ['bookings.update', 'bookings.read'], assets: [], agencyId: null, customerId: null, language: 'en', isCrmUser: false,
  };
}

type TCheckout = typeof onlineCheckouts.$inferSelect;

export async function confirmCheckout(db: Db, c: { checkout: TCheckout; providerName: string; eventId: string | null; now: Date }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [moved] = await tx.update(onlineCheckouts).set({ status: 'paid', paidAt: c.now, eventId: c.eventId })
      .where(and(eq(onlineCheckouts.id, c.checkout.id), inArray(onlineCheckouts.status, ['open', 'expired']))).returning();
    if (!moved) return false;
    const p = providerPrincipal(c.providerName);
    const { payment } = await recordPayment(tx, p, moved.bookingId, {
      amount: moved.amount, currency: moved.currency, method: 'online', status: 'paid', provider: moved.providerId,
      reference: `${c.providerName} ${moved.externalId}`.slice(0, 200), note: `Online payment (${moved.level})`,
    }, c.now);
    await tx.update(onlineCheckouts).set({ paymentId: payment.id }).where(eq(onlineCheckouts.id, moved.id));
    const [b] = await tx.select({ state: bookings.state }).from(bookings).where(eq(bookings.id, moved.bookingId));
    // A paid draft ends confirmed, or planned where the operator confirms by hand (setting).
    if (b?.state === 'draft') {
      const general = await readGeneral(tx);
      // The confirmation mail goes with the confirm, in this transaction (mail/confirmation-hooks.ts).
      const note = general.confirmationMailOnlinePayment ? { sendConfirmation: true, via: 'onlinePayment' } : undefined;
      await applyAction(tx, p, moved.bookingId, general.paidPublicBooking === 'planned' ? 'plan' : 'confirm', c.now, note);
    }
    return true;
  });
}

/** A late or repeated "expired" only ever closes a checkout still open. */
export async function expireCheckout(db: Db, id: string): Promise<void> {
  await db.update(onlineCheckouts).set({ status: 'expired' }).where(and(eq(onlineCheckouts.id, id), eq(onlineCheckouts.status, 'open')));
}
