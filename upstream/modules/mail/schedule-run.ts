// Mail schedules (feature mailScheduler): a rule sends a template to each booking whose date
// (booked, arrival, departure) plus or minus offsetDays is today, in the chosen states
// (default confirmed and planned), of one resort or vessel or all, optionally only bookings
// without a completed guest form (submitted or synced). Once per rule and booking: the row in
// mail_schedule_sends (unique schedule + booking) is inserted with the mails in one transaction,
// ON CONFLICT DO NOTHING, so with any number of instances exactly one of them queues the mail.
// A booking whose day was missed (instance down) is still caught up to 7 days late.
// Dates are business dates (upstream/clock.ts). The time of day of a rule is wall-clock time at
// the booking's asset (its time zone, else the general one): "14 days before arrival at 09:00"
// goes out at 09:00 where the guest arrives, summer time or not. Rules whose day is tomorrow in
// UTC are looked at too, for zones ahead of UTC (queued ahead, planned for their instant).
// Birthday rules are customer mails (customer-mail.ts).
import { eq, sql, type SQL } from 'drizzle-orm';
import { now } from '../../clock';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { errors } from '../../http/errors';
import { mailSchedules, mailScheduleSends } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { bookingSightSql, loadBooking } from '../bookings/access';
import { bookingMails } from './booking-mail';
import { hideLinks } from './sealed-links';
import { queueBirthdayMails } from './customer-mail';
import { generalZone, localInstant } from './local-time';
import { insertMails, kickMails } from './outbox';

type TSchedule = typeof mailSchedules.$inferSelect;
export const CATCH_UP_DAYS = 7;
const DEFAULT_STATES = ['confirmed', 'planned'];

function dueExpr(s: TSchedule): SQL | null {
  const off = s.offsetDays ?? 0;
  switch (s.trigger) {
    case 'afterBooking': return sql`((b.booking_date AT TIME ZONE 'UTC')::date + ${off}::int)`;
    case 'beforeArrival': return sql`(b.date_from - ${off}::int)`;
    case 'afterArrival': return sql`(b.date_from + ${off}::int)`;
    case 'beforeDeparture': return sql`(b.date_to - ${off}::int)`;
    case 'afterDeparture': return sql`(b.date_to + ${off}::int)`;
    default: return null; // birthday: a customer mail, not a booking one (customer-mail.ts)
  }
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Bookings the rule applies to whose due day lies in [from, to], not sent yet. */
type TCandidate = { id: string; due: string; number: string | null; title: string | null; zone: string | null };
async function candidates(db: Db, s: TSchedule, from: string, to: string, sight: SQL = sql`true`): Promise<TCandidate[]> {
  const due = dueExpr(s);
  if (!due) return [];
  const states = s.states?.length ? s.states : DEFAULT_STATES;
  const asset = s.resort ? sql`AND b.resort = ${s.resort}` : s.vessel ? sql`AND b.vessel = ${s.vessel}` : sql``;
  const form = s.withoutCompletedGuestForm
    ? sql`AND NOT EXISTS (SELECT 1 FROM guest_forms g WHERE g.booking = b.id AND g.status IN ('submitted', 'synced'))` : sql``;
  return rowsOf<TCandidate>(await db.execute(sql`
    SELECT b.id, to_char(${due}, 'YYYY-MM-DD') AS due, coalesce(b.booking_no, b.reservation_no, b.offer_no) AS number, b.title,
           coalesce((SELECT r.timezone FROM resorts r WHERE r.id = b.resort), (SELECT v.timezone FROM vessels v WHERE v.id = b.vessel)) AS zone
      FROM bookings b
     WHERE b.state = ANY(${sql.raw(`ARRAY[${states.map((x) => `'${x.replace(/[^a-z]/g, '')}'`).join(',')}]::text[]`)})
       AND ${due} BETWEEN ${from}::date AND ${to}::date ${asset} ${form} AND ${sight}
       AND NOT EXISTS (SELECT 1 FROM mail_schedule_sends m WHERE m.schedule_id = ${s.id} AND m.booking_id = b.id)
     ORDER BY 2, b.id LIMIT 1000`));
}

/** When a rule's mail for a due day goes out: its time of day in the zone; a missed one now. */
export function plannedAt(day: string, time: string | null, zone: string | null): Date {
  const at = localInstant(day, time, zone);
  return at.getTime() < now().getTime() ? now() : at;
}

/** The sweep's part: queue the mails of every active rule that are due today (or were missed). */
export async function queueDueScheduleMails(db: Db, at: Date): Promise<number> {
  const rules = await db.select().from(mailSchedules).where(eq(mailSchedules.isActive, true));
  const tomorrow = isoDay(new Date(at.getTime() + 86_400_000));
  const from = isoDay(new Date(at.getTime() - CATCH_UP_DAYS * 86_400_000));
  const general = await generalZone(db);
  let queued = 0;
  for (const s of rules) {
    if (s.trigger === 'birthday') {
      queued += await queueBirthdayMails(db, s, at, general);
      continue;
    }
    for (const b of await candidates(db, s, from, tomorrow)) {
      const when = plannedAt(b.due, s.time, b.zone || general);
      // Tomorrow's mails (UTC) are queued ahead only when their instant is within a day.
      if (when.getTime() > at.getTime() + 86_400_000) continue;
      const mails = await bookingMails(db, b.id, { template: s.template, to: s.recipients, language: s.language ?? undefined }, { schedule: s.id, kind: 'schedule', plannedAt: when })
        .catch((err) => { console.error(`[mail] schedule ${s.id} booking ${b.id}:`, err instanceof Error ? err.message : err); return null; });
      if (!mails) continue;
      const ids = await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const won = await t.insert(mailScheduleSends).values({ scheduleId: s.id, bookingId: b.id })
          .onConflictDoNothing().returning({ id: mailScheduleSends.id });
        if (won.length === 0) return [];
        const mailIds = await insertMails(t, mails, { automatic: true });
        await t.update(mailScheduleSends).set({ mailId: mailIds[0] ?? null }).where(eq(mailScheduleSends.id, won[0].id));
        return mailIds;
      });
      queued += ids.length;
      await kickMails(ids);
    }
  }
  return queued;
}

export type TScheduledMail = { schedule: string; scheduleName: string; template: string; booking: string; bookingNumber: string | null; title: string | null; due: string; plannedAt: string };

/** What will go out in the next `days` days (GET /api/mailschedule/scheduled), of the bookings the
 *  caller may read. */
export async function scheduledMails(db: Db, p: TPrincipal, days: number, scheduleId?: string): Promise<TScheduledMail[]> {
  const rules = await db.select().from(mailSchedules).where(eq(mailSchedules.isActive, true));
  const at = now();
  const from = isoDay(at);
  const to = isoDay(new Date(at.getTime() + days * 86_400_000));
  const general = await generalZone(db);
  const out: TScheduledMail[] = [];
  for (const s of rules.filter((r) => !scheduleId || r.id === scheduleId)) {
    for (const b of await candidates(db, s, from, to, bookingSightSql(p))) {
      out.push({ schedule: s.id, scheduleName: s.name, template: s.template, booking: b.id, bookingNumber: b.number, title: b.title, due: b.due, plannedAt: plannedAt(b.due, s.time, b.zone || general).toISOString() });
    }
  }
  return out.sort((a, b) => a.plannedAt.localeCompare(b.plannedAt));
}

/** A test of a rule: its template for a booking it applies to (or the given one) to the operator. */
/** A rule's mail once to `to`, filled from a booking the caller may read (given, else the rule's
 *  next one, else the newest). Its guest-form and invoice links stay hidden: a test shows the mail,
 *  it never hands a guest's keys to whoever it goes to (issue 31). */
export async function testSchedule(db: Db, p: TPrincipal, id: string, to: string, bookingId?: string): Promise<{ queued: number; ids: string[]; booking: string }> {
  const [s] = await db.select().from(mailSchedules).where(eq(mailSchedules.id, id));
  if (!s) throw errors.notFound('Mail schedule not found');
  let booking = bookingId;
  if (booking) await loadBooking(db, p, booking, 'read');
  else {
    const [next] = await candidates(db, s, '1900-01-01', '2999-12-31', bookingSightSql(p));
    const [any] = next ? [next] : rowsOf<{ id: string }>(await db.execute(sql`SELECT id FROM bookings b WHERE ${bookingSightSql(p)} ORDER BY booking_date DESC NULLS LAST LIMIT 1`));
    if (!any) throw errors.conflict('NO_BOOKING', 'There is no booking to fill the template with.');
    booking = any.id;
  }
  const mails = await bookingMails(db, booking, { template: s.template, email: to, language: s.language ?? undefined }, { kind: 'schedule.test', schedule: s.id });
  const ids = await db.transaction((tx) => insertMails(tx as unknown as Db, mails.map((m) => ({ ...m, carries: undefined, subject: `[Test] ${m.subject}`, html: hideLinks(m.html), text: hideLinks(m.text) }))));
  await kickMails(ids);
  return { queued: ids.length, ids, booking };
}
