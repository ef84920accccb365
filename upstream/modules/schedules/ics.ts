// The departures as an iCalendar file (RFC 5545) built by ical-generator: one all-day VEVENT per
// schedule. DTEND of an all-day event is exclusive, so it is the day after the disembark day:
// a calendar then shows the trip on every day the guests are on board.
import ical, { ICalEventStatus } from 'ical-generator';
import type { TDeparture } from '../../../lib/contract/schedules';

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
  return cal.toString();
}
