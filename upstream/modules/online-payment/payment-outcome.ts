// The outcome of a checkout for the success and aborted pages ({no}/payment/success and
// /aborted): the stored state, and while it is not paid the provider asked directly; a paid answer
// records the payment like the webhook would (confirm-checkout.ts, once). The return address only
// says which checkout to look at; the number must be that checkout's booking.
import { and, eq } from 'drizzle-orm';
import type { TPaymentOutcome } from '../../../lib/contract/online-payment';
import type { Db } from '../../db/client';
import { bookings, onlineCheckouts } from '../../db/schema';
import { errors } from '../../http/errors';
import { confirmCheckout } from './confirm-checkout';
import { providerById } from './provider-config';
import { adapterFor } from './providers/registry';

export async function paymentOutcome(db: Db, no: string, checkoutId: string, now: Date): Promise<TPaymentOutcome> {
  const [row] = await db.select({ c: onlineCheckouts, b: bookings }).from(onlineCheckouts)
    .innerJoin(bookings, eq(bookings.id, onlineCheckouts.bookingId))
    .where(and(eq(onlineCheckouts.id, checkoutId)));
  const number = row ? row.b.bookingNo ?? row.b.reservationNo ?? row.b.offerNo : null;
  if (!row || ![row.b.bookingNo, row.b.reservationNo, row.b.offerNo].includes(no)) throw errors.notFound('Checkout not found');
  let status = row.c.status;
  if (status !== 'paid') {
    const cfg = await providerById(db, row.c.providerId);
    const adapter = cfg && adapterFor(cfg.provider);
    if (cfg && adapter) {
      const state = await adapter.checkoutState(cfg, row.c.externalId);
      // The provider's amount must be the one asked for: anything else is not this payment.
      if (state.status === 'paid' && state.amount === row.c.amount && state.currency === row.c.currency) {
        await confirmCheckout(db, { checkout: row.c, providerName: cfg.name, eventId: null, now });
        status = 'paid';
      } else if (state.status === 'expired') {
        status = 'expired';
      }
    }
  }
  const [b] = await db.select({ state: bookings.state, language: bookings.language }).from(bookings).where(eq(bookings.id, row.b.id));
  return {
    status, number: number ?? no, bookingState: b.state as TPaymentOutcome['bookingState'], amount: row.c.amount, currency: row.c.currency,
    level: row.c.level, language: b.language === 'en' ? 'en' : 'de',
  };
}
