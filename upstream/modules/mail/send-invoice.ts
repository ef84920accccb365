// POST /api/bookings/{id}/sendInvoice: the booking's invoice in force as a PDF attachment, by mail
// to its recipient (the customer's or agency's address on the invoice, or `email`), in the
// invoice's language, with the public link. With `template` a mail template renders the text (the
// booking's mail context) and the PDF is attached. force=1 issues the invoice first when there is
// none; otherwise a booking without an invoice is 409 NO_INVOICE. One row in the mail queue,
// pointing at the booking (the booking's record of what was sent).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { loadBooking } from '../bookings/access';
import { publicUrl } from './account-mail';
import { sealLink } from './sealed-links';
import { bookingMails } from './booking-mail';
import { queueMails, type TNewMail } from './outbox';
import { now } from '../../clock';
import { invoicesInForce, issueInvoices } from '../invoices/issue-invoice';
import { invoicePdf } from '../invoices/pdf-response';
import { docLabel, docLang } from '../../shared/pdf/texts';

export type TSendInvoice = { email?: string; template?: string };

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function sendInvoice(db: Db, p: TPrincipal, bookingId: string, input: TSendInvoice, force: boolean) {
  const b = await loadBooking(db, p, bookingId, 'office');
  let [inForce] = await invoicesInForce(db, b.id);
  if (!inForce && force) {
    const [id] = await db.transaction((tx) => issueInvoices(tx, p, b.id, [{ recipient: b.customer ? 'customer' : 'agency' }], now()));
    inForce = { id, number: '', language: '' };
  }
  if (!inForce) throw errors.conflict('NO_INVOICE', 'The booking has no invoice in force (force=1 issues it).');
  const [inv] = await db.select().from(invoices).where(eq(invoices.id, inForce.id));
  const to = input.email ?? inv.recipient.email;
  if (!to) throw errors.conflict('NO_RECIPIENT', 'The invoice\'s recipient has no e-mail address; give one (email).');
  const attachment = { filename: `${inv.number.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`, contentType: 'application/pdf', content: (await invoicePdf(db, inv)).toString('base64') };
  const lang = docLang(inv.language);
  // The public invoice's key: sealed in the outbox, opened when the mail goes out (sealed-links.ts).
  const link = sealLink(publicUrl(`/invoice/${inv.publicToken}`));
  let mail: TNewMail;
  if (input.template) {
    const [m] = await bookingMails(db, b.id, { template: input.template, email: to, language: lang }, { attachments: [attachment], kind: 'invoice' });
    mail = m;
  } else {
    const subject = `${docLabel(lang, 'invoice')} ${inv.number}`;
    const text = docLabel(lang, 'mailText', { name: inv.recipient.name, number: inv.number, link, company: String(inv.company.name ?? '') });
    mail = {
      to, subject, text, html: `<p>${esc(text).replace(/\n/g, '<br>')}</p>`, kind: 'invoice', booking: b.id,
      customer: inv.recipient.type === 'customer' ? inv.recipient.id : null, attachments: [attachment],
    };
  }
  const ids = await queueMails(db, [mail]);
  return { queued: ids.length, ids, to: [to] };
}
