// Refunds of online payments through their provider (docs/decisions/widget-and-payment.md,
// "Refunds"). POST /api/bookings/{id}/payment/{paymentId}/refund:
//   1. in one transaction, with the caller's office rights on the booking (locked), the refund is
//      reserved as an online_refunds row (id = the caller's key) if the payment still has that
//      much not refunded;
//   2. the provider is asked outside any transaction, with our id as its idempotency key;
//   3. its answer (or its webhook, whichever comes first) moves the row requested → recorded once,
//      and only that move writes the negative payment on the booking. A refund that fails later
//      (recorded → failed) writes the correcting entry once.
// The same key again refunds nothing more; a key of another payment is a 422.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TBookingDetail } from '../../../lib/contract/booking-core';
import type { TRefundRequest } from '../../../lib/contract/online-payment';
import type { Db } from '../../db/client';
import { onlineCheckouts, onlineRefunds, payments } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { loadBooking } from '../bookings/access';
import { bookingDetail } from '../bookings/detail';
import { assertHeld } from '../bookings/prices/money-bounds';
import { recordPayment } from '../bookings/payments/record-payment';
import { providerById } from './provider-config';
import { adapterFor } from './providers/registry';
import type { TRefundNote } from './providers/types';

type TRefundRow = typeof onlineRefunds.$inferSelect;

/** Reserves the refund (step 1), or finds the one of this key. */
async function reserve(db: Db, p: TPrincipal, bookingId: string, paymentId: string, req: TRefundRequest, now: Date): Promise<TRefundRow> {
  return db.transaction(async (tx) => {
    const booking = await loadBooking(tx, p, bookingId, 'office', true);
    const [known] = await tx.select().from(onlineRefunds).where(eq(onlineRefunds.id, req.key));
    if (known) {
      const [c] = await tx.select({ paymentId: onlineCheckouts.paymentId }).from(onlineCheckouts).where(eq(onlineCheckouts.id, known.checkoutId));
      if (known.bookingId !== booking.id || c?.paymentId !== paymentId) throw errors.unprocessable('IDEMPOTENCY_KEY_REUSED', 'This key was used for another refund');
      return known;
    }
    const [payment] = await tx.select().from(payments).where(and(eq(payments.id, paymentId), eq(payments.booking, booking.id)));
    if (!payment) throw errors.notFound('Payment not found');
    const [checkout] = await tx.select().from(onlineCheckouts).where(and(eq(onlineCheckouts.paymentId, payment.id), eq(onlineCheckouts.status, 'paid')));
    if (!checkout || payment.amount <= 0) throw errors.conflict('NOT_REFUNDABLE', 'Only a payment made online can be refunded through its provider');
    const [{ taken }] = await tx.select({ taken: sql<number>`coalesce(sum(${onlineRefunds.amount}), 0)::bigint` }).from(onlineRefunds)
      .where(and(eq(onlineRefunds.checkoutId, checkout.id), inArray(onlineRefunds.status, ['requested', 'recorded'])));
    const left = payment.amount - Number(taken);
    const amount = req.amount ?? left;
    if (left <= 0) throw errors.conflict('ALREADY_REFUNDED', 'This payment is refunded in full');
    if (amount > left) throw errors.validation([{ path: 'amount', message: `at most ${left}` }], 'More than is left to refund');
    // Nor more than the booking still holds: the office may have moved paid money into a credit
    // or paid some back by hand (under the booking's lock, so in either order; issue 31).
    await assertHeld(tx, booking.id, amount);
    const [row] = await tx.insert(onlineRefunds).values({
      id: req.key, checkoutId: checkout.id, bookingId: booking.id, providerId: checkout.providerId, amount, currency: checkout.currency,
      createdBy: p.userType === 'system' ? null : p.userId, createdAt: now,
    }).returning();
    return row;
  });
}

/** Writes the negative payment of a refund the provider took, once (requested → recorded). */
export async function recordRefund(db: Db, p: TPrincipal, refundId: string, note: TRefundNote, providerName: string, now: Date, memo?: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [moved] = await tx.update(onlineRefunds).set({ status: 'recorded', externalId: note.externalId })
      .where(and(eq(onlineRefunds.id, refundId), eq(onlineRefunds.status, 'requested'))).returning();
    if (!moved) return false;
    const { payment } = await recordPayment(tx, p, moved.bookingId, {
      amount: -moved.amount, method: 'online', status: 'refunded', provider: moved.providerId, alreadyPaidOut: true,
      reference: `${providerName} ${note.externalId}`.slice(0, 200), note: memo ?? 'Online refund',
    }, now, 'refund');
    await tx.update(onlineRefunds).set({ paymentId: payment.id }).where(eq(onlineRefunds.id, moved.id));
    return true;
  });
}

/** A refund the provider could not make: closed once; if its payment was written, corrected once. */
export async function failRefund(db: Db, p: TPrincipal, refundId: string, providerName: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [moved] = await tx.update(onlineRefunds).set({ status: 'failed' })
      .where(and(eq(onlineRefunds.id, refundId), inArray(onlineRefunds.status, ['requested', 'recorded']))).returning();
    if (!moved) return false;
    if (moved.paymentId) {
      const { payment } = await recordPayment(tx, p, moved.bookingId, {
        amount: moved.amount, method: 'online', status: 'paid', provider: moved.providerId,
        reference: `${providerName} ${moved.externalId ?? ''} failed`.slice(0, 200), note: 'Online refund failed: correction',
      }, now, 'refund');
      await tx.update(onlineRefunds).set({ correctionId: payment.id }).where(eq(onlineRefunds.id, moved.id));
    }
    return true;
  });
}

/** What a provider's refund report means for our row. */
export async function applyRefundNote(db: Db, p: TPrincipal, refundId: string, note: TRefundNote, providerName: string, now: Date): Promise<boolean> {
  return note.status === 'failed' ? failRefund(db, p, refundId, providerName, now) : recordRefund(db, p, refundId, note, providerName, now);
}

export async function refundPayment(db: Db, p: TPrincipal, bookingId: string, paymentId: string, req: TRefundRequest, now: Date): Promise<TBookingDetail> {
  const row = await reserve(db, p, bookingId, paymentId, req, now);
  if (row.status === 'requested') {
    const cfg = await providerById(db, row.providerId);
    const adapter = cfg && adapterFor(cfg.provider);
    if (!cfg || !adapter) throw errors.conflict('NO_PAYMENT_PROVIDER', 'The payment\'s provider is not active');
    const [checkout] = await db.select().from(onlineCheckouts).where(eq(onlineCheckouts.id, row.checkoutId));
    let note: TRefundNote;
    try {
      note = await adapter.refund(cfg, { refundId: row.id, externalId: checkout.externalId, checkoutId: checkout.id, bookingId: row.bookingId, amount: row.amount, currency: row.currency });
    } catch (err) {
      // The provider said no (not a network failure, which a retry with the same key repeats).
      const status = (err as { statusCode?: number }).statusCode;
      if (status && status >= 400 && status < 500) {
        await failRefund(db, p, row.id, cfg.name, now);
        throw errors.conflict('PROVIDER_REFUSED', (err as Error).message);
      }
      throw err;
    }
    await (note.status === 'failed' ? failRefund(db, p, row.id, cfg.name, now) : recordRefund(db, p, row.id, note, cfg.name, now, req.note));
  }
  return db.transaction(async (tx) => bookingDetail(tx, await loadBooking(tx, p, bookingId, 'read'), p));
}
