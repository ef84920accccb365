// Mails about a booking: a template sent to the booking's guests, lead customer or agency
// (POST /api/bookings/{id}/sendMail), and the guest-form links (sendGuestFormMail, force 0/1).
// A mail that asks for guest forms (the built-in text, or a template with the key `guestForm`)
// carries each form's own link: printed by the template, else appended; a payment template (kind
// Payment) carries the amount open. Without them it is not sent (outbox.ts, `carries`).
// Each mail is one row of the queue pointing at the booking (GET /api/mailqueue?booking=...):
// that is the booking's record of what was sent.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailTemplates } from '../../db/schema';
import { errors } from '../../http/errors';
import { bookingMailContext, guestAddresses, inLanguage, type TGuestForm, type TMailContext } from './context';
import { queueMails, type TNewMail, type TQueueMode } from './outbox';
import { render, templateError, type TRendered } from './render';

type TI18n = Record<string, string>;
export type TRecipients = 'guests' | 'customer' | 'agency';

export async function loadTemplate(db: Db, id: string) {
  const [tpl] = await db.select().from(mailTemplates).where(eq(mailTemplates.id, id));
  if (!tpl) throw errors.notFound('Mail template not found');
  return tpl;
}

/** The fixed keys of the templates that replace a built-in text. */
export const TEMPLATE_KEYS = { guestForm: 'guestForm', confirmation: 'confirmation', voucher: 'voucher' } as const;

/** The active template with a fixed key, if the operator has one. */
export async function templateByKey(db: Db, key: string) {
  const [tpl] = await db.select().from(mailTemplates).where(eq(mailTemplates.key, key)).limit(1);
  return tpl?.isActive ? tpl : null;
}

type TTemplate = { name: string; key?: string | null; kind?: string | null; subject: unknown; body: unknown };
const FORM_LIST_HTML = '<ul>{{#each links.guestForms}}<li>{{link url name}}</li>{{/each}}</ul>';
const FORM_LIST_TEXT = '{{#each links.guestForms}}{{link url name}}\n{{/each}}';
const hasBlocks = (src: string) => /<(p|div|table|br|h[1-6]|ul|ol)\b/i.test(src);

/** A guest-form template whose text does not print the links gets the list of them appended. */
function withFormLinks(tpl: TTemplate, forms: TGuestForm[]): TTemplate {
  const body = Object.fromEntries(Object.entries((tpl.body ?? {}) as TI18n).map(([lang, src]) => {
    const prints = /links\.guestForms?\b/.test(src);
    return [lang, prints || forms.length === 0 ? src : `${src}${hasBlocks(src) ? FORM_LIST_HTML : `\n\n${FORM_LIST_TEXT}`}`];
  }));
  return { ...tpl, body };
}

/** What a template's mail must carry (outbox.ts): each open form's link for a guest-form request,
 *  the amount open for a payment mail. */
export function carriedBy(tpl: TTemplate, ctx: TMailContext): TNewMail['carries'] {
  if (tpl.key === TEMPLATE_KEYS.guestForm) {
    const open = ctx.links.guestForms;
    return open.length ? open.map((f) => ({ what: `the guest form link of ${f.name}`, value: f.url })) : [{ what: 'guest form to ask for', value: '' }];
  }
  if (tpl.kind === 'Payment') return [{ what: 'amount open', value: ctx.booking.openAmount > 0 ? ctx.booking.open : '' }];
  return undefined;
}

/** A template rendered for a booking, with the guest-form links where it asks for forms. */
export function renderBookingTemplate(tpl: TTemplate, ctx: TMailContext, lang: string): TRendered & { carries: TNewMail['carries'] } {
  const source = tpl.key === TEMPLATE_KEYS.guestForm ? withFormLinks(tpl, ctx.links.guestForms) : tpl;
  return { ...renderTemplate(source, ctx, lang), carries: carriedBy(tpl, ctx) };
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
    const full = lang === base.booking.language ? base : await bookingMailContext(db, bookingId, lang);
    // A guest-form request asks only for the forms not completed yet.
    const ctx = tpl.key === TEMPLATE_KEYS.guestForm ? { ...full, links: { ...full.links, guestForms: full.links.guestForms.filter((f) => f.status === 'open') } } : full;
    return {
      to: t.email, customer: t.customer, booking: bookingId, template: tpl.id, kind: 'booking',
      plannedAt: input.plannedAt ? new Date(input.plannedAt) : undefined, ...renderBookingTemplate(tpl, ctx, lang), ...extra,
    };
  }));
}

export async function sendBookingMail(db: Db, bookingId: string, input: TBookingMailInput, mode: TQueueMode = {}): Promise<{ queued: number; ids: string[]; to: string[] }> {
  const mails = await bookingMails(db, bookingId, input);
  if (mails.length === 0) throw errors.conflict('NO_RECIPIENT', 'Nobody to send to: the recipients have no e-mail address.');
  const ids = await queueMails(db, mails, mode);
  return { queued: ids.length, ids, to: mails.map((m) => m.to) };
}

const GF_TEXT: Record<'en' | 'de', { subject: string; body: string }> = {
  en: {
    subject: 'Guest form for your booking {{booking.number}}',
    body: `<p>Dear {{customer.name}},</p><p>please fill in the guest form for every guest of your booking {{booking.number}} ({{asset.name}}, {{booking.dateFrom}} – {{booking.dateTo}}). Each guest has a link of their own:</p>${FORM_LIST_HTML}`,
  },
  de: {
    subject: 'Gästeformular zu Ihrer Buchung {{booking.number}}',
    body: `<p>Hallo {{customer.name}},</p><p>bitte füllen Sie für jeden Gast Ihrer Buchung {{booking.number}} ({{asset.name}}, {{booking.dateFrom}} – {{booking.dateTo}}) das Gästeformular aus. Jeder Gast hat einen eigenen Link:</p>${FORM_LIST_HTML}`,
  },
};

/** The guest-form mail of a booking, rendered: to its lead customer (else its agency), with the
 *  link of each form. force 0: only forms not completed yet; force 1: every form. A template with
 *  the key `guestForm` replaces the built-in text (its links appended when it does not print them). */
export async function guestFormMail(db: Db, bookingId: string, force: boolean, input: { email?: string; language?: string } = {}): Promise<TNewMail & { forms: number }> {
  const ctx = await bookingMailContext(db, bookingId, input.language);
  const forms = ctx.links.guestForms.filter((f) => force || f.status === 'open');
  if (forms.length === 0) throw errors.conflict('NO_OPEN_GUEST_FORMS', force ? 'The booking has no guest forms.' : 'Every guest form of the booking is completed (force=1 sends them anyway).');
  const to = input.email ? { email: input.email, customer: null } : ctx.customer?.email ? { email: ctx.customer.email, customer: ctx.customer.id } : ctx.agency?.email ? { email: ctx.agency.email, customer: null } : null;
  if (!to) throw errors.conflict('NO_RECIPIENT', 'Neither the customer nor the agency of the booking has an e-mail address.');
  const lang = ctx.booking.language === 'en' ? 'en' : 'de';
  const vars: TMailContext = { ...ctx, links: { ...ctx.links, guestForms: forms, guestForm: forms[0].url } };
  const tpl = await templateByKey(db, TEMPLATE_KEYS.guestForm);
  const out = tpl ? renderBookingTemplate(tpl, vars, lang) : render(GF_TEXT[lang].subject, GF_TEXT[lang].body, vars, lang);
  const carries = forms.map((f) => ({ what: `the guest form link of ${f.name}`, value: f.url }));
  return { to: to.email, customer: to.customer, booking: bookingId, kind: 'guestForm', template: tpl?.id ?? null, ...out, carries, forms: forms.length };
}

export async function sendGuestFormMail(db: Db, bookingId: string, force: boolean, input: { email?: string; language?: string } = {}): Promise<{ queued: number; ids: string[]; forms: number; to: string[] }> {
  const { forms, ...mail } = await guestFormMail(db, bookingId, force, input);
  const ids = await queueMails(db, [mail]);
  return { queued: ids.length, ids, forms, to: [mail.to.toLowerCase()] };
}
