// The voucher of an agency booking by mail (POST /api/bookings/{id}/sendVoucher): the voucher PDF
// (the invoices module's document, the same bytes as GET /api/bookings/{no}/voucher) attached to a
// mail to the booking's agency, or to one address. The text is the template given, else the one
// with key `voucher`, else the built-in one. Recorded on the booking (the queue row's booking).
import type { Db } from '../../db/client';
import { errors } from '../../http/errors';
import type { TBookingRow } from '../bookings/access';
import { renderBookingDocument } from '../invoices/booking-document';
import { loadTemplate, renderTemplate, TEMPLATE_KEYS, templateByKey } from './booking-mail';
import { bookingMailContext } from './context';
import { queueMails, type TNewMail } from './outbox';
import { render } from './render';

const TEXT: Record<'en' | 'de', { subject: string; body: string }> = {
  en: {
    subject: 'Voucher for booking {{booking.number}}',
    body: '<p>Dear {{agency.name}},</p><p>attached is the voucher for booking {{booking.number}} ({{booking.title}}) at {{asset.name}}, {{booking.dateFrom}} – {{booking.dateTo}}. Please pass it on to your guests; they show it at check-in.</p>',
  },
  de: {
    subject: 'Voucher zur Buchung {{booking.number}}',
    body: '<p>Hallo {{agency.name}},</p><p>anbei der Voucher zur Buchung {{booking.number}} ({{booking.title}}) in {{asset.name}}, {{booking.dateFrom}} – {{booking.dateTo}}. Bitte geben Sie ihn an Ihre Gäste weiter; sie zeigen ihn beim Check-in vor.</p>',
  },
};

export type TVoucherMailInput = { template?: string; email?: string; language?: string };

/** The voucher mail of a booking, rendered with the PDF (not queued). */
export async function voucherMail(db: Db, b: TBookingRow, input: TVoucherMailInput): Promise<TNewMail> {
  const ctx = await bookingMailContext(db, b.id, input.language);
  if (!input.email && !ctx.agency) throw errors.conflict('NOT_AN_AGENCY_BOOKING', 'The booking has no agency: give an address to send the voucher to.');
  const to = input.email ?? ctx.agency?.email;
  if (!to) throw errors.conflict('NO_RECIPIENT', 'The agency of the booking has no e-mail address.');
  const lang = ctx.booking.language === 'en' ? 'en' : 'de';
  const tpl = input.template ? await loadTemplate(db, input.template) : await templateByKey(db, TEMPLATE_KEYS.voucher);
  const out = tpl ? renderTemplate(tpl, ctx, lang) : render(TEXT[lang].subject, TEXT[lang].body, ctx, lang);
  const pdf = await renderBookingDocument(db, { ...b, language: lang }, 'voucher');
  const file = `voucher-${ctx.booking.number.replace(/[^A-Za-z0-9._-]/g, '_') || b.id}.pdf`;
  return {
    ...out, to, booking: b.id, customer: null, template: tpl?.id ?? null, kind: 'voucher',
    attachments: [{ filename: file, contentType: 'application/pdf', content: pdf.toString('base64') }],
  };
}

export async function sendVoucherMail(db: Db, b: TBookingRow, input: TVoucherMailInput): Promise<{ queued: number; ids: string[]; to: string[] }> {
  const mail = await voucherMail(db, b, input);
  const ids = await queueMails(db, [mail]);
  return { queued: ids.length, ids, to: [mail.to.toLowerCase()] };
}
