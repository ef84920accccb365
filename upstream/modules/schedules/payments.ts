// Payments of a departure's bookings (the generic payments table): bookings that name the
// schedule, and bookings holding or having held one of the vessel's cabins over its nights
// (cancelled bookings keep their payments and refunds, so every state but deleted counts).
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZSchedulePayments } from '../../../lib/contract/schedules';
import type { Db } from '../../db/client';
import type { TPrincipal } from '../../http/context';
import { accessRowOf, bookingSight, BOOKING_ACCESS_SQL, type TBookingAccessSql } from '../bookings/access';
import { rowsOf, type TScheduleRow } from './access';

type TAnswer = z.infer<typeof ZSchedulePayments>;

/** Payment readers see the payments of the bookings of their assets; others those of the
 *  bookings they may read (bookingSight). */
const PAYMENT_READERS = ['payments.read', 'bookingpayment.read'];

export async function schedulePayments(db: Db, p: TPrincipal, s: TScheduleRow): Promise<TAnswer> {
  const found = rowsOf<TAnswer['data'][number] & { paidAt: Date | string | null } & TBookingAccessSql>(await db.execute(sql`
    WITH bk AS (
      SELECT b.id FROM bookings b WHERE b.schedule = ${s.id} AND b.state <> 'deleted'
      UNION
      SELECT br.booking_id FROM booking_rooms br JOIN rooms r ON r.id = br.room_id JOIN bookings b ON b.id = br.booking_id
      WHERE r.vessel = ${s.vessel} AND br.date_from < ${s.dateTo} AND br.date_to > ${s.dateFrom} AND b.state <> 'deleted')
    SELECT p.id, p.reference, p.booking, coalesce(b.booking_no, b.reservation_no, b.offer_no) AS "bookingNumber",
      p.customer, p.amount, p.currency, p.method, p.status, p.paid_at AS "paidAt", ${sql.raw(BOOKING_ACCESS_SQL)}
    FROM payments p JOIN bk ON bk.id = p.booking JOIN bookings b ON b.id = p.booking
    ORDER BY p.paid_at NULLS LAST, p.created_at`));
  const rows = found.filter((r) => bookingSight(p, accessRowOf(r), PAYMENT_READERS) === 'full');
  const data = rows.map((r) => ({
    id: r.id, reference: r.reference, booking: r.booking, bookingNumber: r.bookingNumber, customer: r.customer,
    amount: Number(r.amount), currency: r.currency, method: r.method, status: r.status, paidAt: r.paidAt === null ? null : new Date(r.paidAt).toISOString(),
  }));
  const totals = new Map<string, number>();
  for (const p of data) if (p.status === 'paid') totals.set(p.currency, (totals.get(p.currency) ?? 0) + p.amount);
  return { data, totals: [...totals].map(([currency, amount]) => ({ currency, amount })) };
}
