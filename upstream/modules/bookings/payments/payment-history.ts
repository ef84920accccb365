// The payment ledger across bookings (GET /api/payments/history: from, to, method, status,
// booking) and one booking's payments with the balance after each (GET /api/payments/ref/{id}).
// A payment's day is its payment date, else the day it was recorded. Rows are the caller's by
// bookingSight (payments.read and bookingpayment.read read payments within their assets; an
// agency user only its own agency's bookings, a customer their own).
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZPaymentHistory, ZPaymentHistoryQuery, ZPaymentRef } from '../../../../lib/contract/payments';
import type { Db } from '../../../db/client';
import { bookings, payments } from '../../../db/schema';
import type { TPrincipal } from '../../../http/context';
import { errors } from '../../../http/errors';
import { bookingSight } from '../access';
import { moneyRows, PAYMENT_READERS, visibleBookingsSql } from './money-lists';
import { COUNTED_STATUSES, paymentDay, paymentEntry, paymentsOf } from './payment-entries';

const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** The longest window of one history answer. */
export const HISTORY_MAX_DAYS = 366;

export async function paymentHistory(db: Db, p: TPrincipal, q: z.infer<typeof ZPaymentHistoryQuery>, today: string): Promise<z.infer<typeof ZPaymentHistory>> {
  const to = q.to ?? today;
  const from = q.from ?? addDays(to, -30);
  if (Date.parse(to) - Date.parse(from) > HISTORY_MAX_DAYS * 86_400_000) {
    throw errors.validation([{ path: 'from', message: `at most ${HISTORY_MAX_DAYS} days from from to to` }]);
  }
  const day = paymentDay();
  const conds: SQL[] = [gte(day, sql`${from}::date`), lt(day, sql`${addDays(to, 1)}::date`), visibleBookingsSql(p, 'bookings')];
  if (q.method) conds.push(eq(payments.method, q.method));
  if (q.status) conds.push(eq(payments.status, q.status));
  if (q.booking) conds.push(eq(payments.booking, q.booking));
  const rows = await db.select({ payment: payments, booking: bookings }).from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.booking)).where(and(...conds))
    .orderBy(desc(day), desc(payments.createdAt)).limit(5000);
  const visible = rows.filter((r) => bookingSight(p, r.booking, PAYMENT_READERS) === 'full');
  const totals = new Map<string, { currency: string; paid: number; pending: number }>();
  const items = [];
  for (const { payment, booking } of visible) {
    const t = totals.get(payment.currency) ?? { currency: payment.currency, paid: 0, pending: 0 };
    if (COUNTED_STATUSES.includes(payment.status)) t.paid += payment.amount;
    else if (payment.status === 'pending') t.pending += payment.amount;
    totals.set(payment.currency, t);
    items.push({ ...(await paymentEntry(db, payment)), booking: { id: booking.id, bookingNo: booking.bookingNo, title: booking.title, state: booking.state } });
  }
  return { from, to, items, totals: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)) };
}

/** One booking's payments, oldest first, with what was open after each; 404 when the caller may
 *  not see the booking's money. */
export async function paymentsOfBooking(db: Db, p: TPrincipal, bookingId: string): Promise<z.infer<typeof ZPaymentRef>> {
  const [booking] = await moneyRows(db, p, sql`b.id = ${bookingId}::uuid`);
  if (!booking) throw errors.notFound('Booking not found');
  let open = booking.total;
  const list = (await paymentsOf(db, bookingId)).map((e) => {
    if (COUNTED_STATUSES.includes(e.status)) open -= e.amount;
    return { ...e, openAfter: open };
  });
  return { booking, payments: list };
}

