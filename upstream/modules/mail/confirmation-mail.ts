// The booking confirmation by mail: to the lead customer (else the agency, or one address), in
// the guest's language, with the confirmation PDF (the invoices module's booking document, the
// bytes of GET /api/bookings/{no}/download?template=confirmation) and, where the template says so
// (attachInvoice), the invoice in force. The text is the template given, else the active one with
// the key `confirmation`, else a built-in en/de text that confirms: number, dates, place, guests,
// total, paid, open, each guest's form link and the payment link while something is open.
// Sent by hand (POST /api/bookings/{id}/sendConfirmation, with a preview) and by itself: a public
// or widget booking, an online payment that confirms, and the office's confirm when asked for
// (confirmation-hooks.ts). The automatic ones are written in the booking's own transaction, so a
// booking rolled back sends nothing (docs/decisions/mail-sending.md, "The confirmation").
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import { errors } from '../../http/errors';
import { renderBookingDocument } from '../invoices/booking-document';
import { invoicesInForce } from '../invoices/issue-invoice';
import { invoicePdf } from '../invoices/pdf-response';
import { invoices } from '../../db/schema';
import { loadTemplate, renderBookingTemplate, TEMPLATE_KEYS, templateByKey } from './booking-mail';
import { bookingMailContext } from './context';
import type { TNewMail } from './outbox';
import { render } from './render';

type TLang = 'en' | 'de';
const ROW = (label: string, value: string) => `<tr><td style="padding:2px 12px 2px 0;color:#52606d">${label}</td><td style="padding:2px 0">${value}</td></tr>`;
const FORMS = (intro: string) => `{{#if links.guestForms.length}}<p>${intro}</p><ul>{{#each links.guestForms}}<li>{{link url name}}</li>{{/each}}</ul>{{/if}}`;
const PAY = (label: string) => `{{#if links.payment}}<p>{{link links.payment "${label}"}}</p>{{/if}}`;
const GUESTS = (none: string) => `{{#if guests.length}}{{#each guests}}{{name}}{{#unless @last}}, {{/unless}}{{/each}}{{else}}{{booking.noOfPax}} ${none}{{/if}}`;

const TEXT: Record<TLang, { subject: string; body: string }> = {
  en: {
    subject: 'Booking confirmation {{booking.number}}{{#if asset.name}} – {{asset.name}}{{/if}}',
    body: '<p>Dear {{customer.name}}{{#unless customer}}{{agency.name}}{{/unless}},</p>'
      + '{{#if booking.isConfirmed}}<p>thank you for your booking. We confirm it as follows:</p>'
      + '{{else}}<p>thank you for your booking. We have received it and hold it for you as follows; it is binding once it is paid or we confirm it:</p>{{/if}}'
      + `<table role="presentation" cellpadding="0" cellspacing="0" border="0">${ROW('Booking number', '{{booking.number}}')}${ROW('Dates', '{{booking.dateFrom}} – {{booking.dateTo}}')}`
      + `${ROW('Where', '{{asset.name}}')}${ROW('Guests', GUESTS('guests'))}${ROW('Total', '{{booking.total}}')}${ROW('Paid', '{{booking.paid}}')}${ROW('Open', '{{booking.open}}')}</table>`
      + FORMS('Before you arrive, please fill in the guest form; each guest has a link of their own:')
      + PAY('Pay the open amount online')
      + '<p>The confirmation is attached as a PDF.</p>',
  },
  de: {
    subject: 'Buchungsbestätigung {{booking.number}}{{#if asset.name}} – {{asset.name}}{{/if}}',
    body: '<p>Hallo {{customer.name}}{{#unless customer}}{{agency.name}}{{/unless}},</p>'
      + '{{#if booking.isConfirmed}}<p>vielen Dank für Ihre Buchung. Wir bestätigen sie wie folgt:</p>'
      + '{{else}}<p>vielen Dank für Ihre Buchung. Wir haben sie erhalten und halten sie für Sie wie folgt; verbindlich wird sie mit der Zahlung oder unserer Bestätigung:</p>{{/if}}'
      + `<table role="presentation" cellpadding="0" cellspacing="0" border="0">${ROW('Buchungsnummer', '{{booking.number}}')}${ROW('Reisedaten', '{{booking.dateFrom}} – {{booking.dateTo}}')}`
      + `${ROW('Ort', '{{asset.name}}')}${ROW('Gäste', GUESTS('Gäste'))}${ROW('Gesamt', '{{booking.total}}')}${ROW('Bezahlt', '{{booking.paid}}')}${ROW('Offen', '{{booking.open}}')}</table>`
      + FORMS('Bitte füllen Sie vor der Anreise das Gästeformular aus; jeder Gast hat einen eigenen Link:')
      + PAY('Offenen Betrag online bezahlen')
      + '<p>Die Bestätigung finden Sie als PDF im Anhang.</p>',
  },
};

export type TConfirmationInput = { email?: string; language?: TLang; template?: string };

const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]/g, '_');

/** The confirmation mail of a booking, rendered with its attachments (not queued). */
export async function confirmationMail(db: Db, bookingId: string, input: TConfirmationInput = {}): Promise<TNewMail> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!row) throw errors.notFound('Booking not found');
  const ctx = await bookingMailContext(db, bookingId, input.language);
  const lang: TLang = ctx.booking.language === 'en' ? 'en' : 'de';
  const to = input.email ?? (ctx.customer?.email || ctx.agency?.email);
  if (!to) throw errors.conflict('NO_RECIPIENT', 'Neither the customer nor the agency of the booking has an e-mail address; give one (email).');
  const tpl = input.template ? await loadTemplate(db, input.template) : await templateByKey(db, TEMPLATE_KEYS.confirmation);
  const out = tpl ? renderBookingTemplate(tpl, ctx, lang) : { ...render(TEXT[lang].subject, TEXT[lang].body, ctx, lang), carries: undefined };
  const pdf = await renderBookingDocument(db, { ...row, language: lang }, 'confirmation');
  const attachments = [{ filename: `confirmation-${safe(ctx.booking.number || row.id)}.pdf`, contentType: 'application/pdf', content: pdf.toString('base64') }];
  if (tpl?.attachInvoice) {
    const [inForce] = await invoicesInForce(db, bookingId);
    const [inv] = inForce ? await db.select().from(invoices).where(eq(invoices.id, inForce.id)) : [];
    if (inv) attachments.push({ filename: `${safe(inv.number)}.pdf`, contentType: 'application/pdf', content: (await invoicePdf(db, inv)).toString('base64') });
  }
  // The built-in text exists to carry each guest's form link: checked by the outbox.
  const carries = tpl ? out.carries : ctx.links.guestForms.map((f) => ({ what: `the guest form link of ${f.name}`, value: f.url }));
  return {
    to, subject: out.subject, html: out.html, text: out.text, kind: 'confirmation', booking: bookingId,
    customer: input.email ? null : ctx.customer?.email ? ctx.customer.id : null, template: tpl?.id ?? null, attachments, carries,
  };
}
