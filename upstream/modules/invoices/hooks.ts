// What the invoices module adds to a booking's own transactions (bookings/hooks.ts):
// - a payment an invoice lists cannot be removed (409 PAYMENT_INVOICED; record a refund instead);
// - an invoiced booking's price cannot change (409 ALREADY_INVOICED; credit the invoice first);
// - a cancellation reverses every invoice of the booking still in force with a credit note;
// - the numbers of the invoices in force, which close the booking's room bill (bookings/onsite).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { errors } from '../../http/errors';
import { bookingHooks, registerPaymentDeleteCheck, type TPaymentRefusal } from '../bookings';
import { issueCreditNote } from './credit-note';
import { invoicesInForce } from './issue-invoice';
import { docLabel, docLang } from '../../shared/pdf/texts';
import { rowsOf } from '../../db/rows';

async function invoicedPayment(tx: Db, payment: { id: string; booking: string | null }): Promise<TPaymentRefusal | null> {
  if (!payment.booking) return null;
  const res = await tx.execute(sql`SELECT number FROM invoices WHERE booking_id = ${payment.booking}
    AND payments @> ${JSON.stringify([{ id: payment.id }])}::jsonb LIMIT 1`);
  const row = rowsOf<{ number: string }>(res)[0];
  return row ? { code: 'PAYMENT_INVOICED', message: `Invoice ${row.number} lists this payment; it cannot be removed.` } : null;
}

let registered = false;
export function registerInvoiceHooks(): void {
  if (registered) return;
  registered = true;
  registerPaymentDeleteCheck('invoice', invoicedPayment);
  // An invoiced booking's price stays as invoiced: a credit note first, then change it.
  bookingHooks.onPriceChange(async (tx, bookingId) => {
    const inForce = await invoicesInForce(tx, bookingId);
    if (inForce.length) throw errors.conflict('ALREADY_INVOICED', `The booking is invoiced (${inForce.map((i) => i.number).join(', ')}); issue a credit note before changing its price.`);
  });
  bookingHooks.invoicedNumbers(async (tx, bookingId) => (await invoicesInForce(tx, bookingId)).map((i) => i.number));
  bookingHooks.onAction(async (tx, { row, action, now, actor }) => {
    if (action !== 'cancell') return;
    for (const inv of await invoicesInForce(tx, row.id)) {
      // The reason as the guest reads it, in the invoice's language (a credit note never changes).
      const reason = docLabel(docLang(inv.language), 'cancellationReason', { invoice: inv.number, booking: row.bookingNo ?? row.offerNo ?? '' });
      await issueCreditNote(tx, { invoiceId: inv.id, reason, now, userId: actor?.userId ?? null });
    }
  });
}
