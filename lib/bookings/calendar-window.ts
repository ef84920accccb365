// The window a calendar URL asks for (?month=YYYY-MM&months=1|3|6|12), read the same way on the
// server (which loads the data with the page) and in the browser.
import { addMonths, isIsoDay, monthStart } from './date-grid';

export const CALENDAR_SPANS = [1, 3, 6, 12] as const;

export type TCalendarWindow = { from: string; to: string; months: number };

export function calendarWindow(month: string | null | undefined, months: string | null | undefined, today: string): TCalendarWindow {
  const first = `${month ?? ''}-01`;
  const from = isIsoDay(first) ? first : monthStart(today);
  const span = Number(months);
  const count = (CALENDAR_SPANS as readonly number[]).includes(span) ? span : 1;
  return { from, to: addMonths(from, count), months: count };
}
