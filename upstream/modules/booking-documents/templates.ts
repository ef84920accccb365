// The document templates of a booking (GET {id}/templates, GET/POST {id}/templates/{templateId}):
// the booking confirmation and the voucher as the booking is now, and the booking's invoice in
// force. The drawing is the invoices module's (booking-document.ts, pdf.ts); this file only picks.
import { eq } from 'drizzle-orm';
import type { TDocTemplate } from '../../../lib/contract/booking-documents';
import { DOC_TEMPLATES } from '../../../lib/contract/booking-documents';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { errors } from '../../http/errors';
import type { TBookingRow } from '../bookings/access';
import { renderBookingDocument } from '../invoices/booking-document';
import { invoicesInForce } from '../invoices/issue-invoice';
import { invoicePdf } from '../invoices/pdf-response';

export type TRendered = { pdf: Buffer; fileName: string };

const numberOf = (b: TBookingRow) => b.bookingNo ?? b.reservationNo ?? b.offerNo ?? b.id;
export const safeFileName = (s: string) => s.replace(/[^A-Za-z0-9._-]/g, '_');

export async function listTemplates(db: Db, b: TBookingRow) {
  const invoiced = (await invoicesInForce(db, b.id)).length > 0;
  return DOC_TEMPLATES.map((id) => ({ id, contentType: 'application/pdf' as const, available: id !== 'invoice' || invoiced }));
}

/** The template's PDF for the booking; `language` replaces the booking's for the confirmation and
 *  the voucher (an invoice keeps the language it was issued in: it is never drawn differently). */
export async function renderTemplate(db: Db, b: TBookingRow, template: TDocTemplate, language?: TBookingRow['language']): Promise<TRendered> {
  if (template === 'invoice') {
    const [inForce] = await invoicesInForce(db, b.id);
    if (!inForce) throw errors.conflict('NO_INVOICE', 'The booking has no invoice in force to render.');
    const [row] = await db.select().from(invoices).where(eq(invoices.id, inForce.id));
    return { pdf: await invoicePdf(db, row), fileName: `${safeFileName(row.number)}.pdf` };
  }
  const pdf = await renderBookingDocument(db, language ? { ...b, language } : b, template);
  return { pdf, fileName: `${template}-${safeFileName(numberOf(b))}.pdf` };
}
