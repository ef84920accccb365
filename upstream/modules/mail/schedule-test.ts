// Trying a mail schedule rule before it goes live: its mail once to the operator, filled from a
// booking (POST /api/mailschedule/{id}/test for a saved rule, POST /api/mailschedule/test for the
// rule as it stands in the editor), and the bookings the rule as edited would mail in the next
// days (GET /api/mailschedule/test). Decisions: docs/decisions/remaining-calls.md.
import { eq, sql } from 'drizzle-orm';
import { mailschedule as R } from '../../../lib/contract/resources/mail';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { mailSchedules } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { bookingSightSql, loadBooking } from '../bookings/access';
import { bookingMails } from './booking-mail';
import { insertMails, kickMails } from './outbox';
import { candidates, type TRule } from './schedule-run';
import { hideLinks } from './sealed-links';

type TRuleInput = Partial<Omit<TRule, 'id' | 'template'>> & { template: string };

/** A rule being edited, with the defaults a saved one would get (the resource's field defaults). */
export function draftRule(input: TRuleInput): TRule {
  const dflt = <K extends 'trigger' | 'offsetDays' | 'time'>(k: K) => R.fields[k].default as TRule[K];
  return {
    id: null, template: input.template, trigger: input.trigger ?? dflt('trigger'), offsetDays: input.offsetDays ?? dflt('offsetDays'),
    time: input.time ?? dflt('time'), language: input.language ?? null, resort: input.resort ?? null, vessel: input.vessel ?? null,
    states: input.states ?? [], withoutCompletedGuestForm: input.withoutCompletedGuestForm ?? false,
  };
}

/** A rule's mail once to `to`, filled from a booking the caller may read (given, else the rule's
 *  next one, else the newest). Its guest-form and invoice links stay hidden: a test shows the mail,
 *  it never hands a guest's keys to whoever it goes to (issue 31). */
export async function testRule(db: Db, p: TPrincipal, s: TRule, to: string, bookingId?: string): Promise<{ queued: number; ids: string[]; booking: string }> {
  let booking = bookingId;
  if (booking) await loadBooking(db, p, booking, 'read');
  else {
    const [next] = await candidates(db, s, '1900-01-01', '2999-12-31', bookingSightSql(p));
    const [any] = next ? [next] : rowsOf<{ id: string }>(await db.execute(sql`SELECT id FROM bookings b WHERE ${bookingSightSql(p)} ORDER BY booking_date DESC NULLS LAST LIMIT 1`));
    if (!any) throw errors.conflict('NO_BOOKING', 'There is no booking to fill the template with.');
    booking = any.id;
  }
  const mails = await bookingMails(db, booking, { template: s.template, email: to, language: s.language ?? undefined }, { kind: 'schedule.test', schedule: s.id });
  const ids = await db.transaction((tx) => insertMails(tx, mails.map((m) => ({ ...m, carries: undefined, subject: `[Test] ${m.subject}`, html: hideLinks(m.html), text: hideLinks(m.text) }))));
  await kickMails(ids);
  return { queued: ids.length, ids, booking };
}

/** The saved rule `id` tried (POST /api/mailschedule/{id}/test). */
export async function testSchedule(db: Db, p: TPrincipal, id: string, to: string, bookingId?: string) {
  const [s] = await db.select().from(mailSchedules).where(eq(mailSchedules.id, id));
  if (!s) throw errors.notFound('Mail schedule not found');
  return testRule(db, p, s, to, bookingId);
}
