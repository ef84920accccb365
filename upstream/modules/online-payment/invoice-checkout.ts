// POST /api/invoice/public/{token}/checkout: the pay button of the public invoice
// (/invoice/{token}, /club/invoice/{token}). The token proves the guest like number and e-mail do;
// the booking is the invoice's, the provider the one its link names (POST
// /api/bookings/{id}/invoice/public?provider=&level=) and the level the one asked, else the
// link's, else the full amount. A credit note or an invoice reversed by one cannot be paid.
import { and, eq } from 'drizzle-orm';
import { PAY_LEVELS } from '../../../lib/contract/online-payment';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { errors } from '../../http/errors';
import { invoiceByToken } from '../invoices/view';
import type { TPayLevel } from './amount-due';
import { bookingById } from './guest-booking';
import { checkoutBooking } from './start-checkout';

const isLevel = (v: string | null | undefined): v is TPayLevel => (PAY_LEVELS as readonly string[]).includes(v ?? '');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The invoice behind a token, if it can be paid: its booking, the link's provider and level. */
export async function payableInvoice(db: Db, token: string, level: TPayLevel | undefined) {
  const inv = await invoiceByToken(db, token);
  if (!inv) throw errors.notFound('Invoice not found');
  const [credit] = await db.select({ id: invoices.id }).from(invoices).where(and(eq(invoices.references, inv.id), eq(invoices.kind, 'credit_note'))).limit(1);
  if (inv.kind !== 'invoice' || credit) throw errors.conflict('NOTHING_TO_PAY', 'This document cannot be paid');
  const provider = inv.publicProvider && UUID.test(inv.publicProvider) ? inv.publicProvider : undefined;
  return { booking: await bookingById(db, inv.bookingId), provider, level: level ?? (isLevel(inv.publicLevel) ? inv.publicLevel : 'full') };
}

export async function invoiceCheckout(db: Db, p: Awaited<ReturnType<typeof payableInvoice>>, now: Date) {
  return checkoutBooking(db, p.booking, p.level, p.provider, now);
}
