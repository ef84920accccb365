// POST /api/schedules/{schedule}/sendMail: a message to every guest of a departure (briefing,
// changed embarkation time, ...). Each guest with an e-mail address gets one mail in the queue
// (/api/mailqueue) in their language, rendered from the template against the guest's booking
// (modules/mail); the mail job delivers it. A guest without a named
// customer falls back to the booking's lead customer. One address gets one mail even when the
// person holds several beds. All rows are written in one transaction, or none.
import { inArray } from 'drizzle-orm';
import type { TScheduleCustomer } from '../../../lib/contract/schedules';
import type { Db } from '../../db/client';
import { bookings, customers } from '../../db/schema';
import { errors } from '../../http/errors';
import { loadTemplate, renderTemplate } from '../mail/booking-mail';
import { bookingMailContext } from '../mail/context';
import { queueMails, type TNewMail } from '../mail/outbox';

type TSkipped = { name: string; booking: string; reason: 'NO_EMAIL' | 'DUPLICATE' };

export async function queueScheduleMail(
  db: Db, guests: TScheduleCustomer[], opts: { template: string; plannedAt?: string },
): Promise<{ queued: number; skipped: TSkipped[] }> {
  const tpl = await loadTemplate(db, opts.template);
  if (!tpl.isActive) throw errors.conflict('TEMPLATE_INACTIVE', 'The mail template is not active.');

  const bookingIds = [...new Set(guests.map((g) => g.booking))];
  const leads = bookingIds.length
    ? await db.select({ id: bookings.id, customer: bookings.customer }).from(bookings).where(inArray(bookings.id, bookingIds))
    : [];
  const leadOf = new Map(leads.map((b) => [b.id, b.customer as string | null]));
  const customerIds = [...new Set(guests.map((g) => g.customer ?? leadOf.get(g.booking)).filter((c): c is string => !!c))];
  const people = customerIds.length
    ? await db.select({ id: customers.id, email: customers.email, language: customers.language }).from(customers).where(inArray(customers.id, customerIds))
    : [];
  const byId = new Map(people.map((p) => [p.id, p]));

  const seen = new Set<string>();
  const skipped: TSkipped[] = [];
  const rows: TNewMail[] = [];
  for (const g of guests) {
    const person = byId.get(g.customer ?? leadOf.get(g.booking) ?? '');
    const email = String(person?.email ?? '').trim().toLowerCase();
    if (!email) { skipped.push({ name: g.name, booking: g.booking, reason: 'NO_EMAIL' }); continue; }
    if (seen.has(email)) { skipped.push({ name: g.name, booking: g.booking, reason: 'DUPLICATE' }); continue; }
    seen.add(email);
    const lang = (person?.language as string | undefined) ?? 'de';
    const ctx = await bookingMailContext(db, g.booking, lang);
    rows.push({
      to: email, template: tpl.id, booking: g.booking, customer: person?.id ?? null, kind: 'schedule',
      plannedAt: opts.plannedAt ? new Date(opts.plannedAt) : undefined, ...renderTemplate(tpl, ctx, lang),
    });
  }
  await queueMails(db, rows);
  return { queued: rows.length, skipped };
}
