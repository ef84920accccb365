// The departures as an iCalendar file (RFC 5545) built by ical-generator: one all-day VEVENT per
// schedule. DTEND of an all-day event is exclusive, so it is the day after the disembark day:
// a calendar then shows the trip on every day the guests are on board. Served to a login
// (GET /api/tours/ics) and to a calendar app by a user's secret feed link (calendar-feed.ts).
import { sql } from 'drizzle-orm';
import ical, { ICalEventStatus } from 'ical-generator';
import type { TDeparture } from '../../../lib/contract/schedules';
import { now, today } from '../../clock';
import type { Db } from '../../db/client';
import type { TPrincipal } from '../../http/context';
import { vesselVisible } from './access';
import { listSchedules, withNumbers, withoutCabins } from './departures';

const utcDay = (day: string, addDays = 0) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + addDays);
  return d;
};

export function departuresIcs(departures: TDeparture[], opts: { name: string; host: string; now: Date }): string {
  const cal = ical({ name: opts.name, prodId: { company: 'tourbook', product: 'tours', language: 'EN' } });
  for (const d of departures) {
    const title = d.tour && d.tour.name !== d.name ? `${d.tour.name}: ${d.name}` : d.name;
    cal.createEvent({
      id: `schedule-${d.id}@${opts.host}`,
      start: utcDay(d.dateFrom),
      end: utcDay(d.dateTo, 1),
      allDay: true,
      stamp: opts.now,
      summary: d.vessel ? `${title} (${d.vessel.name})` : title,
      description: `${d.paxBooked} guests booked, ${d.freeBeds} beds in ${d.freeCabins} cabins free`,
      status: d.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  // RFC 5545 3.1: every content line ends with CRLF, the last one too; ical-generator leaves
  // END:VCALENDAR without it (some calendar apps then drop the last line or the whole file).
  const out = cal.toString();
  return out.endsWith('\r\n') ? out : `${out}\r\n`;
}

export type TIcsQuery = { from?: string; to?: string; tour?: string; vessel?: string };

/** The departures the caller may see from `from` (default 30 days ago) to `to` (default about
 *  two years on), as an iCalendar file. */
export async function departuresCalendar(db: Db, p: TPrincipal, q: TIcsQuery, host: string): Promise<string> {
  const from = q.from ?? utcDay(today(), -30).toISOString().slice(0, 10);
  const to = q.to ?? utcDay(from, 760).toISOString().slice(0, 10);
  const rows = await listSchedules(db, sql`s.date_from >= ${from} AND s.date_from <= ${to}
    ${q.tour ? sql`AND s.tour = ${q.tour}` : sql``} ${q.vessel ? sql`AND s.vessel = ${q.vessel}` : sql``}
    AND ${vesselVisible(p, sql`s.vessel`)}`, 5000);
  return departuresIcs((await withNumbers(db, rows)).map(withoutCabins), { name: 'Tour departures', host: host || 'tourbook', now: now() });
}
