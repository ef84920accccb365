// Mails about a booking: a template sent to the booking's guests, lead customer or agency
// (POST /api/bookings/{id}/sendMail), and the guest-form links (sendGuestFormMail, force 0/1).
// Each mail is one row of the queue pointing at the booking (GET /api/mailqueue?booking=...):
// that is the booking's record of what was sent.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailTemplates } from '../../db/schema';
import { errors } from '../../http/errors';
import { bookingMailContext, guestAddresses, inLanguage, type TMailContext } from './context';
import { queueMails, type TNewMail } from './outbox';
import { render, templateError, type TRendered } from './render';

type TI18n = Record<string, string>;
export type TRecipients = 'guests' | 'customer' | 'agency';

export async function loadTemplate(db: Db, id: string) {
  const [tpl] = await db.select().from(mailTemplates).where(eq(mailTemplates.id, id));
  if (!tpl) throw errors.notFound('Mail template not found');
  return tpl;
}

export function renderTemplate(tpl: { name: string; subject: unknown; body: unknown }, ctx: object, lang: string): TRendered {
  const subject = inLanguage(tpl.subject as TI18n, lang) || tpl.name;
  const body = inLanguage(tpl.body as TI18n, lang);
  const bad = templateError(subject) ?? templateError(body);
  if (bad) throw errors.validation([{ path: 'body', message: `Template does not compile: ${bad}` }], 'The mail template has an error');
  return render(subject, body, ctx, lang);
}

/** The addresses a booking mail goes to, each with its language. */
export async function recipientsOf(db: Db, ctx: TMailContext, who: TRecipients): Promise<{ email: string; customer: string | null; language: string }[]> {
  if (who === 'agency') return ctx.agency?.email ? [{ email: ctx.agency.email.toLowerCase(), customer: null, language: ctx.booking.language }] : [];
  if (who === 'customer') return ctx.customer?.email ? [{ email: ctx.customer.email.toLowerCase(), customer: ctx.customer.id, language: ctx.customer.language }] : [];
  return guestAddresses(db, ctx.booking.id);
}

export type TBookingMailInput = { template: string; to?: TRecipients; email?: string; plannedAt?: string; language?: string };

export async function bookingMails(db: Db, bookingId: string, input: TBookingMailInput, extra: Partial<TNewMail> = {}): Promise<TNewMail[]> {
  const tpl = await loadTemplate(db, input.template);
  if (!tpl.isActive) throw errors.conflict('TEMPLATE_INACTIVE', 'The mail template is not active.');
  const base = await bookingMailContext(db, bookingId);
  const targets = input.email
    ? [{ email: input.email.toLowerCase(), customer: null, language: input.language ?? base.booking.language }]
    : await recipientsOf(db, base, input.to ?? 'guests');
  return Promise.all(targets.map(async (t) => {
    const lang = input.language ?? t.language;
    const ctx = lang === base.booking.language ? base : await bookingMailContext(db, bookingId, lang);
    return {
      to: t.email, customer: t.customer, booking: bookingId, template: tpl.id, kind: 'booking',
      plannedAt: input.plannedAt ? new Date(input.plannedAt) : undefined, ...renderTemplate(tpl, ctx, lang), ...extra,
    };
  }));
}

export async function sendBookingMail(db: Db, bookingId: string, input: TBookingMailInput): Promise<{ queued: number; ids: string[]; to: string[] }> {
  const mails = await bookingMails(db, bookingId, input);
  if (mails.length === 0) throw errors.conflict('NO_RECIPIENT', 'Nobody to send to: the recipients have no e-mail address.');
  const ids = await queueMails(db, mails);
  return { queued: ids.length, ids, to: mails.map((m) => m.to) };
}

const GF_TEXT: Record<'en' | 'de', { subject: string; intro: string; none: string }> = {
  en: { subject: 'Guest form for your booking {{booking.number}}', intro: 'Dear {{customer.name}}, please fill in the guest form for every guest of your booking {{booking.number}} ({{booking.dateFrom}} – {{booking.dateTo}}):', none: '' },
  de: { subject: 'Gästeformular zu Ihrer Buchung {{booking.number}}', intro: 'Hallo {{customer.name}}, bitte füllen Sie für jeden Gast Ihrer Buchung {{booking.number}} ({{booking.dateFrom}} – {{booking.dateTo}}) das Gästeformular aus:', none: '' },
};

/** The guest-form links of a booking to its lead customer (else its agency). force 0: only forms
 *  not completed yet; force 1: every form, completed ones too. A template of kind Information
 *  with the key `guestForm` replaces the built-in text. */
export async function sendGuestFormMail(db: Db, bookingId: string, force: boolean): Promise<{ queued: number; ids: string[]; forms: number }> {
  const ctx = await bookingMailContext(db, bookingId);
  const forms = ctx.links.guestForms.filter((f) => force || f.status === 'open');
  if (forms.length === 0) throw errors.conflict('NO_OPEN_GUEST_FORMS', force ? 'The booking has no guest forms.' : 'Every guest form of the booking is completed (force=1 sends them anyway).');
  const to = ctx.customer?.email ? { email: ctx.customer.email, customer: ctx.customer.id, lang: ctx.customer.language } : ctx.agency?.email ? { email: ctx.agency.email, customer: null, lang: ctx.booking.language } : null;
  if (!to) throw errors.conflict('NO_RECIPIENT', 'Neither the customer nor the agency of the booking has an e-mail address.');
  const lang = to.lang === 'en' ? 'en' : 'de';
  const vars = { ...ctx, links: { ...ctx.links, guestForms: forms } };
  const [tpl] = await db.select().from(mailTemplates).where(eq(mailTemplates.key, 'guestForm')).limit(1);
  const out = tpl?.isActive
    ? renderTemplate(tpl, vars, lang)
    : render(GF_TEXT[lang].subject, `<p>${GF_TEXT[lang].intro}</p><ul>{{#each links.guestForms}}<li>{{link url name}}</li>{{/each}}</ul>`, vars, lang);
  const ids = await queueMails(db, [{ to: to.email, customer: to.customer, booking: bookingId, kind: 'guestForm', template: tpl?.id ?? null, ...out }]);
  return { queued: ids.length, ids, forms: forms.length };
}
