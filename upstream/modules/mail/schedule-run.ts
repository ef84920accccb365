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
import { mailSchedules, mailScheduleSends } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { bookingSightSql } from '../bookings/access';
import { bookingMails } from './booking-mail';
import { queueBirthdayMails } from './customer-mail';
import { generalZone, localInstant } from './local-time';
import { insertMails, kickMails } from './outbox';

type TSchedule = typeof mailSchedules.$inferSelect;
/** What a rule's bookings depend on: a saved rule, or one being edited (id null: nothing sent yet). */
export type TRule = Pick<TSchedule, 'trigger' | 'offsetDays' | 'states' | 'resort' | 'vessel' | 'withoutCompletedGuestForm' | 'template' | 'language' | 'time'> & { id: string | null };
export const CATCH_UP_DAYS = 7;
const DEFAULT_STATES = ['confirmed', 'planned'];

function dueExpr(s: TRule): SQL | null {
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
export async function candidates(db: Db, s: TRule, from: string, to: string, sight: SQL = sql`true`): Promise<TCandidate[]> {
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
       ${s.id ? sql`AND NOT EXISTS (SELECT 1 FROM mail_schedule_sends m WHERE m.schedule_id = ${s.id} AND m.booking_id = b.id)` : sql``}
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
        const t = tx;
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

export type TUpcomingMail = { booking: string; bookingNumber: string | null; title: string | null; due: string; plannedAt: string };
export type TScheduledMail = { schedule: string; scheduleName: string; template: string } & TUpcomingMail;

/** The bookings, of those the caller may read, a rule will mail in the next `days` days, with when. */
export async function upcomingMails(db: Db, p: TPrincipal, s: TRule, days: number, general?: string): Promise<TUpcomingMail[]> {
  const at = now();
  const zone = general ?? await generalZone(db);
  const rows = await candidates(db, s, isoDay(at), isoDay(new Date(at.getTime() + days * 86_400_000)), bookingSightSql(p));
  return rows.map((b) => ({ booking: b.id, bookingNumber: b.number, title: b.title, due: b.due, plannedAt: plannedAt(b.due, s.time, b.zone || zone).toISOString() }));
}

/** What will go out in the next `days` days (GET /api/mailschedule/scheduled), of the bookings the
 *  caller may read. */
export async function scheduledMails(db: Db, p: TPrincipal, days: number, scheduleId?: string): Promise<TScheduledMail[]> {
  const rules = await db.select().from(mailSchedules).where(eq(mailSchedules.isActive, true));
  const general = await generalZone(db);
  const out: TScheduledMail[] = [];
  for (const s of rules.filter((r) => !scheduleId || r.id === scheduleId)) {
    for (const m of await upcomingMails(db, p, s, days, general)) out.push({ schedule: s.id, scheduleName: s.name, template: s.template, ...m });
  }
  return out.sort((a, b) => a.plannedAt.localeCompare(b.plannedAt));
}
