// An invoice as the API answers it (ZInvoice), and who may see it: whoever may read its booking
// (bookings/access.ts); anyone else gets 404. The public page reads it by its token instead.
import { asc, eq } from 'drizzle-orm';
import type { TInvoice } from '../../../lib/contract/invoices';
import type { Db } from '../../db/client';
import { bookings, invoiceLines, invoices } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { loadBooking } from '../bookings/access';
import { creditedSoFar } from './credit-note';
import { docLang, exemptionNote } from '../../shared/pdf/texts';

type TRow = typeof invoices.$inferSelect;

export async function invoiceView(tx: Db, inv: TRow): Promise<TInvoice> {
  const lines = await tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, inv.id)).orderBy(asc(invoiceLines.position));
  const [b] = await tx.select({ bookingNo: bookings.bookingNo, reservationNo: bookings.reservationNo, offerNo: bookings.offerNo }).from(bookings).where(eq(bookings.id, inv.bookingId));
  const ref = inv.references ? (await tx.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, inv.references)))[0] : undefined;
  const cn = inv.kind === 'invoice' ? await creditedSoFar(tx, inv.id) : { credited: 0, numbers: [] };
  return {
    id: inv.id, number: inv.number, kind: inv.kind, booking: inv.bookingId, bookingNo: b?.bookingNo ?? b?.reservationNo ?? b?.offerNo ?? null,
    references: inv.references, referencesNumber: ref?.number ?? null, creditedBy: cn.numbers.length && cn.credited === inv.total ? cn.numbers.at(-1)! : null,
    creditNotes: cn.numbers, credited: cn.credited,
    issueDate: inv.issueDate, dueDate: inv.dueDate, serviceFrom: inv.serviceFrom, serviceTo: inv.serviceTo,
    language: inv.language, currency: inv.currency, recipient: inv.recipient, company: inv.company,
    lines: lines.map((l) => ({ position: l.position, type: l.type, text: l.text, quantity: l.quantity, unitPrice: l.unitPrice, amount: l.amount, taxRate: Number(l.taxRate) })),
    taxBreakdown: inv.taxBreakdown, net: inv.net, tax: inv.tax, total: inv.total, payments: inv.payments,
    paidAmount: inv.paidAmount, amountDue: inv.amountDue, reason: inv.reason,
    exemptionNote: exemptionNote(docLang(inv.language), inv.company, lines), createdAt: inv.createdAt.toISOString(),
  };
}

/** By id or number, with the caller's read access to its booking (404 otherwise). */
export async function loadInvoice(tx: Db, p: TPrincipal, idOrNumber: string): Promise<TRow> {
  const isId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrNumber);
  const [inv] = await tx.select().from(invoices).where(isId ? eq(invoices.id, idOrNumber) : eq(invoices.number, idOrNumber));
  if (!inv) throw errors.notFound('Invoice not found');
  await loadBooking(tx, p, inv.bookingId, 'read');
  return inv;
}

export async function invoiceByToken(tx: Db, token: string): Promise<TRow | null> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const [inv] = await tx.select().from(invoices).where(eq(invoices.publicToken, token));
  return inv ?? null;
}
