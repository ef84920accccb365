// What the invoices module adds to a booking's own transactions (bookings/hooks.ts):
// - a payment an invoice lists cannot be removed (409 PAYMENT_INVOICED; record a refund instead);
// - a cancellation reverses every invoice of the booking still in force with a credit note.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { errors } from '../../http/errors';
import { bookingHooks } from '../bookings';
import { issueCreditNote } from './credit-note';
import { invoicesInForce } from './issue-invoice';

async function refuseInvoicedPayment(tx: Db, bookingId: string, paymentId: string): Promise<void> {
  const res = await tx.execute(sql`SELECT number FROM invoices WHERE booking_id = ${bookingId}
    AND payments @> ${JSON.stringify([{ id: paymentId }])}::jsonb LIMIT 1`);
  const row = (res as unknown as { rows: { number: string }[] }).rows[0];
  if (row) throw errors.conflict('PAYMENT_INVOICED', `Invoice ${row.number} lists this payment; it cannot be removed. Record a refund (a negative payment) instead.`);
}

let registered = false;
export function registerInvoiceHooks(): void {
  if (registered) return;
  registered = true;
  bookingHooks.onPaymentDelete(refuseInvoicedPayment);
  bookingHooks.onAction(async (tx, { row, action, now, actor }) => {
    if (action !== 'cancell') return;
    for (const inv of await invoicesInForce(tx, row.id)) {
      await issueCreditNote(tx, { invoiceId: inv.id, reason: 'cancellation', now, userId: actor?.userId ?? null });
    }
  });
}
