// A booking's payments as the detail, ref/{id} and the history show them: oldest first (by the
// day paid, else recorded), each saying whether it may still be removed (payment-rules.ts).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TPaymentEntry } from '../../../../lib/contract/payments';
import type { Db } from '../../../db/client';
import { payments } from '../../../db/schema';
import { businessInstant } from '../../../db/business-time';
import { paymentDeleteRefusal, type TPaymentRow } from './payment-rules';

export const COUNTED_STATUSES: readonly string[] = ['paid', 'refunded'];

export async function paymentEntry(tx: Db, r: TPaymentRow): Promise<TPaymentEntry> {
  return {
    id: r.id, reference: r.reference, amount: r.amount, currency: r.currency, method: r.method, status: r.status,
    paidAt: r.paidAt ? r.paidAt.toISOString() : null, note: r.note ?? null,
    foreignAmount: r.foreignAmount ?? null, foreignCurrency: r.foreignCurrency ?? null, exchangeRate: r.exchangeRate ?? null,
    createdAt: r.createdAt.toISOString(), deletable: (await paymentDeleteRefusal(tx, r)) === null,
  };
}

export async function paymentsOf(tx: Db, bookingId: string): Promise<TPaymentEntry[]> {
  const rows = await tx.select().from(payments).where(and(eq(payments.booking, bookingId)))
    .orderBy(asc(paymentDay()), asc(payments.createdAt), asc(payments.id));
  const out: TPaymentEntry[] = [];
  for (const r of rows) out.push(await paymentEntry(tx, r));
  return out;
}

/** A payment's business day (SQL): its payment date, else the business instant it was recorded
 *  (createdAt is an audit timestamp in real time; moved by the clock's offset, 0 in production). */
export function paymentDay() {
  return sql<string>`coalesce(${payments.paidAt}, ${businessInstant(payments.createdAt)})`;
}
