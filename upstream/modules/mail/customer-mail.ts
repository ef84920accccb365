// Mails to customers, without a booking: a template to one or several customers
// (POST /api/customers/sendMail), the test of a loyalty or birthday mail for a customer sent to the
// operator (POST /api/customers/{customer}/loyality/test/{mail}), and the birthday rules of the
// mail schedules (trigger `birthday`): once per rule, customer and year
// (mail_schedule_customer_sends, unique), at the rule's time of day in the general time zone.
// Each mail is a queue row pointing at the customer (GET /api/mailqueue?customer=...): that is the
// customer's record of what was sent.
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, mailSchedules, mailScheduleCustomerSends, textBlocks } from '../../db/schema';
import { errors } from '../../http/errors';
import { birthdayWindow } from '../customers/birthdays';
import { loadTemplate, renderTemplate } from './booking-mail';
import { inLanguage } from './context';
import { localInstant } from './local-time';
import { insertMails, kickMails, queueMails, type TNewMail } from './outbox';
import { now } from '../../clock';

type TCustomerRow = typeof customers.$inferSelect;
const CATCH_UP_DAYS = 2;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** What a customer's template can use: the customer (with birthday and age) and the text blocks.
 *  Booking variables are empty (there is no booking). */
export async function customerMailContext(db: Db, c: TCustomerRow, lang: string, on: Date = now()) {
  const md = (c.masterData ?? {}) as { firstName?: string; lastName?: string; birthday?: string };
  const blocks = await db.select({ key: textBlocks.key, name: textBlocks.name, text: textBlocks.text }).from(textBlocks);
  const age = md.birthday ? ageOn(md.birthday, isoDay(on)) : null;
  return {
    booking: { number: '', title: '', dateFrom: '', dateTo: '', state: '', noOfPax: 0, currency: '', language: lang },
    customer: { id: c.id, name: c.fullName, firstName: md.firstName ?? '', lastName: md.lastName ?? '', email: c.email ?? '', language: c.language, birthday: md.birthday ?? '', age },
    agency: null, asset: null, guests: [], links: { payment: '', guestForms: [], guestForm: '' },
    textblocks: Object.fromEntries(blocks.map((t) => [t.key || t.name, inLanguage(t.text as Record<string, string>, lang)])),
  };
}

function ageOn(birthday: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthday.slice(0, 4));
  return day.slice(5) < birthday.slice(5, 10) ? years - 1 : years;
}

async function activeTemplate(db: Db, id: string) {
  const tpl = await loadTemplate(db, id);
  if (!tpl.isActive) throw errors.conflict('TEMPLATE_INACTIVE', 'The mail template is not active.');
  return tpl;
}

export type TCustomerMailInput = { customers: string[]; template: string; language?: string; plannedAt?: string };

/** POST /api/customers/sendMail: the template to each customer with an address (the caller may
 *  reach every one of them: checked by the route). Customers without an address are answered. */
export async function sendCustomerMail(db: Db, input: TCustomerMailInput): Promise<{ queued: number; ids: string[]; to: string[]; skipped: string[] }> {
  const tpl = await activeTemplate(db, input.template);
  const rows = await db.select().from(customers).where(inArray(customers.id, input.customers));
  const withMail = rows.filter((c) => c.email);
  if (withMail.length === 0) throw errors.conflict('NO_RECIPIENT', 'Nobody to send to: the customers have no e-mail address.');
  const mails: TNewMail[] = await Promise.all(withMail.map(async (c) => {
    const lang = input.language ?? c.language;
    return {
      to: c.email!, customer: c.id, template: tpl.id, kind: 'customer',
      plannedAt: input.plannedAt ? new Date(input.plannedAt) : undefined,
      ...renderTemplate(tpl, await customerMailContext(db, c, lang), lang),
    };
  }));
  const ids = await queueMails(db, mails);
  return { queued: ids.length, ids, to: mails.map((m) => m.to), skipped: rows.filter((c) => !c.email).map((c) => c.id) };
}

/** POST /api/customers/{customer}/loyality/test/{mail}: the template filled with this customer,
 *  sent once to the operator ("[Test]" in the subject), recorded on the customer. */
export async function testCustomerMail(db: Db, customer: TCustomerRow, templateId: string, to: string, language?: string): Promise<{ queued: number; ids: string[]; to: string[] }> {
  const tpl = await loadTemplate(db, templateId);
  const lang = language ?? customer.language;
  const out = renderTemplate(tpl, await customerMailContext(db, customer, lang), lang);
  const ids = await queueMails(db, [{ ...out, subject: `[Test] ${out.subject}`, to, customer: customer.id, template: tpl.id, kind: 'customer.test' }]);
  return { queued: ids.length, ids, to: [to] };
}

type TSchedule = typeof mailSchedules.$inferSelect;

/** A birthday rule in the sweep: customers whose birthday (minus offsetDays: a mail days before)
 *  is today in the general zone, or up to two days ago (missed), or tomorrow (zones ahead of UTC,
 *  queued when their instant is within a day). Once per rule, customer and year. */
export async function queueBirthdayMails(db: Db, s: TSchedule, at: Date, zone: string): Promise<number> {
  const off = s.offsetDays ?? 0;
  const first = new Date(at.getTime() - CATCH_UP_DAYS * 86_400_000);
  const window = birthdayWindow(isoDay(new Date(first.getTime() + off * 86_400_000)), CATCH_UP_DAYS + 1);
  const keys = [...window.keys()];
  const tpl = await loadTemplate(db, s.template).catch(() => null);
  if (!tpl?.isActive) return 0;
  const found = await db.select().from(customers).where(and(
    isNotNull(customers.email), sql`${customers.customerType} IS DISTINCT FROM 'Inactive'`,
    sql`substring(${customers.masterData}->>'birthday' from 6 for 5) = ANY(${sql.raw(`ARRAY[${keys.map((k) => `'${k}'`).join(',')}]::text[]`)})`,
  )).limit(5000);
  let queued = 0;
  for (const c of found) {
    const birthday = String((c.masterData as { birthday?: string }).birthday);
    const dueDay = isoDay(new Date(first.getTime() + (window.get(birthday.slice(5, 10)) ?? 0) * 86_400_000));
    const when = localInstant(dueDay, s.time, zone);
    if (when.getTime() > at.getTime() + 86_400_000) continue;
    const year = new Date(Date.parse(`${dueDay}T00:00:00Z`) + off * 86_400_000).getUTCFullYear();
    const lang = s.language ?? c.language;
    const mail: TNewMail = {
      to: c.email!, customer: c.id, template: tpl.id, schedule: s.id, kind: 'schedule',
      plannedAt: when.getTime() < at.getTime() ? at : when,
      ...renderTemplate(tpl, await customerMailContext(db, c, lang, new Date(Date.parse(`${dueDay}T12:00:00Z`) + off * 86_400_000)), lang),
    };
    const ids = await db.transaction(async (tx) => {
      const t = tx;
      const won = await t.insert(mailScheduleCustomerSends).values({ scheduleId: s.id, customerId: c.id, year })
        .onConflictDoNothing().returning({ id: mailScheduleCustomerSends.id });
      if (won.length === 0) return [];
      const mailIds = await insertMails(t, [mail]);
      await t.update(mailScheduleCustomerSends).set({ mailId: mailIds[0] }).where(eq(mailScheduleCustomerSends.id, won[0].id));
      return mailIds;
    });
    queued += ids.length;
    await kickMails(ids);
  }
  return queued;
}
