// Date formats of spec section 9 with date-fns 4:
//   formatDate(value, 'date')      DD.MM.YYYY          formatDate(value, 'dateTime')  DD.MM.YYYY HH:mm
//   formatDate(value, 'iso')       YYYY-MM-DD          formatDate(value, 'monthYear') MM.YYYY
//   formatDate(value, 'short')     DD.MM
// A value is a Date, epoch milliseconds (server seconds are normalised), an ISO instant string, or
// a calendar date 'YYYY-MM-DD'. Instants are shown in `timeZone` (default Europe/Berlin, the
// spec's default), so the server and the browser print the same day; calendar dates are never
// shifted by a time zone. Invalid or empty values give ''.
import { TZDate } from '@date-fns/tz';
import { format, isValid, parseISO } from 'date-fns';
import { normalizeServerTime } from './server-time';

export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

export const DATE_FORMATS = {
  date: 'dd.MM.yyyy',
  dateTime: 'dd.MM.yyyy HH:mm',
  iso: 'yyyy-MM-dd',
  monthYear: 'MM.yyyy',
  short: 'dd.MM',
} as const;
export type TDateFormat = keyof typeof DATE_FORMATS;
export type TDateInput = Date | number | string | null | undefined;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A 'YYYY-MM-DD' string as a local-midnight Date, or null when it is not a real date. */
export function parseCalendarDate(value: string): Date | null {
  if (!CALENDAR_DATE.test(value)) return null;
  const d = parseISO(value);
  return isValid(d) && format(d, 'yyyy-MM-dd') === value ? d : null;
}

export function formatDate(value: TDateInput, kind: TDateFormat = 'date', timeZone: string = DEFAULT_TIME_ZONE): string {
  if (value === null || value === undefined || value === '') return '';
  const pattern = DATE_FORMATS[kind];
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) {
    const d = parseCalendarDate(value);
    return d ? format(d, pattern) : '';
  }
  const ms =
    typeof value === 'number' ? normalizeServerTime(value) : typeof value === 'string' ? parseISO(value).getTime() : value.getTime();
  if (!Number.isFinite(ms)) return '';
  return format(new TZDate(ms, timeZone), pattern);
}
