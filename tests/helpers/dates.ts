// Test dates relative to the business clock (upstream/clock.ts, shifted by CLOCK_SHIFT_DAYS), never
// literal calendar dates of the future: a test written today must pass next year and in a run with
// the clock a year ahead (`CLOCK_SHIFT_DAYS=365 npm test`). Shared by the vitest projects and the
// browser tests (whose servers and browser move by the same shift).
import { now, today } from '../../upstream/clock';
import { shiftDemoDates } from '../../upstream/db/seed/demo-dates';
import { upstreamEnv } from '../../upstream/env';

/** The whole run's shift in days (0 in a normal run). */
export const SHIFT_DAYS = upstreamEnv.CLOCK_SHIFT_DAYS;

/** The calendar day n days after the clock's today, 'YYYY-MM-DD' (UTC); n may be negative. */
export function daysFromNow(n: number): string {
  return addDays(today(), n);
}

/** A calendar day 'YYYY-MM-DD' plus n days. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** The clock's year plus n (a price list, a season or a schedule "next year"). */
export function yearFromNow(n = 0): number {
  return now().getUTCFullYear() + n;
}

/** A day of the year n years after the clock's year: dayInYear(1, '03-06') is 6 March next year. */
export function dayInYear(n: number, monthDay: string): string {
  return `${yearFromNow(n)}-${monthDay}`;
}

/** A value of the demo data as seeded now: its dates moved like upstream/db/seed/demo-dates.ts
 *  moves them ('2027-03-06', '20.03.2027', 'Northern Wrecks 20 Mar 2027'; not 'B2026-00001'). */
export function demo<T>(value: T): T {
  return shiftDemoDates(value);
}
