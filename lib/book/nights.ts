// Calendar-day arithmetic for the public booking pages, on 'YYYY-MM-DD' strings with integer day
// numbers (UTC), so no time zone or daylight-saving change can add or lose a night.
import { now as clockNow } from '../clock';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a real calendar date, or null ('2027-02-30' is not one). */
export function dayNumber(value: string): number | null {
  const m = DAY.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return ms / 86_400_000;
}

/** The 'YYYY-MM-DD' of a day number. */
export function dayString(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** Nights between arrival and departure (the departure day is not a night); null if invalid. */
export function countNights(dateFrom: string, dateTo: string): number | null {
  const a = dayNumber(dateFrom);
  const b = dayNumber(dateTo);
  return a === null || b === null ? null : b - a;
}

/** A date `days` after a 'YYYY-MM-DD' (null when the input is not a real date). */
export function addDays(value: string, days: number): string | null {
  const n = dayNumber(value);
  return n === null ? null : dayString(n + days);
}

/** Today's calendar date in UTC. */
export function todayUtc(now: Date = clockNow()): string {
  return now.toISOString().slice(0, 10);
}
