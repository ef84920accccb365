// The one balance of a booking (issue 32 item 7): what it costs is its calculation lines and the
// room bill its final invoice adds (on-site items open or paid; voided and moved ones are not
// billed), what is paid is its payments paid or refunded and the desk payments in force, and what
// is open is the difference. Every amount the product asks a payer for reads it: the payment QR
// code (invoices/document-routes.ts), the booking confirmation (invoices/booking-document.ts) and
// the invoice, whose lines are the same lines and items and whose payments are countedPayments.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { onsitePayments, payments, type TInvoicePaymentRef } from '../../../db/schema';

export type TBalance = { lines: number; onsite: number; total: number; paid: number; open: number };

const COUNTED_PAYMENT = ['paid', 'refunded'] as const;

/** The balance's sums as SQL values of the booking `b` (an id column or a uuid), exact (bigint),
 *  so a list (the finance list's paid or open) reads the same balance in one statement. */
export function balanceSql(b: SQL) {
  return {
    lines: sql<string>`(SELECT coalesce(sum(l.amount::bigint), 0) FROM booking_calculation_lines l WHERE l.booking_id = ${b})`,
    onsite: sql<string>`(SELECT coalesce(sum(i.amount::bigint), 0) FROM booking_onsite_items i WHERE i.booking_id = ${b} AND i.status IN ('open', 'paid'))`,
    paid: sql<string>`(SELECT coalesce(sum(p.amount::bigint), 0) FROM payments p WHERE p.booking = ${b} AND p.status IN ('paid', 'refunded'))`,
    desk: sql<string>`(SELECT coalesce(sum(d.amount::bigint), 0) FROM booking_onsite_payments d WHERE d.booking_id = ${b} AND d.status = 'paid')`,
  };
}

/** What the booking `b` still owes, as SQL (text of an exact integer). */
export function openSql(b: SQL): SQL<string> {
  const s = balanceSql(b);
  return sql<string>`(${s.lines} + ${s.onsite} - ${s.paid} - ${s.desk})::text`;
}

export async function balanceOf(tx: Db, bookingId: string): Promise<TBalance> {
  const s = balanceSql(sql`${bookingId}::uuid`);
  const [r] = await tx.select({ lines: sql<string>`${s.lines}::text`, onsite: sql<string>`${s.onsite}::text`, paid: sql<string>`(${s.paid} + ${s.desk})::text` })
    .from(sql`(SELECT 1) AS one`);
  const [lines, onsite, paid] = [Number(r.lines), Number(r.onsite), Number(r.paid)];
  return { lines, onsite, total: lines + onsite, paid, open: lines + onsite - paid };
}

/** The payments the balance counts, one by one as an invoice lists them (desk payments with their
 *  method as `onsite:<method>`), oldest first. */
export async function countedPayments(tx: Db, bookingId: string): Promise<TInvoicePaymentRef[]> {
  const [office, desk] = await Promise.all([
    tx.select().from(payments).where(and(eq(payments.booking, bookingId), inArray(payments.status, [...COUNTED_PAYMENT]))),
    tx.select().from(onsitePayments).where(and(eq(onsitePayments.bookingId, bookingId), eq(onsitePayments.status, 'paid'))),
  ]);
  return [
    ...office.map((x) => ({ id: x.id, amount: x.amount, paidAt: x.paidAt?.toISOString() ?? null, method: x.method ?? '', reference: x.reference ?? '' })),
    ...desk.map((x) => ({ id: x.id, amount: x.amount, paidAt: x.paidAt?.toISOString() ?? null, method: `onsite:${x.method}`, reference: x.reference ?? '' })),
  ].sort((a, b) => (a.paidAt ?? '\uffff').localeCompare(b.paidAt ?? '\uffff'));
}
