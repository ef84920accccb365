// The upstream's one clock. Business rules ask it for "now" and "today" instead of reading the
// system time, so a test (or a whole test run, `CLOCK_SHIFT_DAYS`) can move time without touching
// the machine: booking and payment dates, offer/booking numbers (their year), "today" for prices,
// departures and the public booking's dates.
// Real time on purpose, never this clock: security timers (token and reset-link expiry, login and
// booking throttling windows, cookie lifetimes), timeouts and circuit breakers, queue timers, and
// audit timestamps (createdAt, updatedAt, the database's now()). A shifted business clock must not
// make a fresh token look expired or keep a throttle window open (docs/decisions/clock.md).
import { setPersonToday } from '../lib/contract/person';
import { upstreamEnv } from './env';

const DAY_MS = 86_400_000;
let shiftMs = upstreamEnv.CLOCK_SHIFT_DAYS * DAY_MS;
let fixedAt: number | null = null;

/** The current instant as the business sees it. */
export function now(): Date {
  return new Date(fixedAt ?? Date.now() + shiftMs);
}

/** Milliseconds since the epoch, shifted like now(). */
export function nowMs(): number {
  return now().getTime();
}

/** How far the business clock is from real time, in ms (0 unless shifted or stopped). An audit
 *  timestamp (createdAt: real time) plus this is the business instant it was recorded at. */
export function clockOffsetMs(): number {
  return fixedAt === null ? shiftMs : fixedAt - Date.now();
}

/** Today's calendar day 'YYYY-MM-DD' (UTC), as the business sees it. */
export function today(): string {
  return now().toISOString().slice(0, 10);
}

/** The calendar day 'YYYY-MM-DD' of an instant in a time zone (an unknown zone: UTC). */
// A formatter per zone, made once: building an Intl.DateTimeFormat costs far more than using it,
// and every booking answer asks for the day in its asset's zone.
const DAY_FORMATS = new Map<string, Intl.DateTimeFormat | null>();

export function dayIn(timeZone: string, at: Date = now()): string {
  let f = DAY_FORMATS.get(timeZone);
  if (f === undefined) {
    try {
      f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      f = null; // an unknown zone: UTC, as before
    }
    if (DAY_FORMATS.size < 1000) DAY_FORMATS.set(timeZone, f);
  }
  return f ? f.format(at) : at.toISOString().slice(0, 10);
}

// The contract's person rules (a birth date not in the future) ask this clock for today.
setPersonToday(today);

/** Tests: stop time at an instant (null lets it run again), or shift it by days. */
export function setClock(opts: { at?: Date | null; shiftDays?: number }): void {
  if (opts.at !== undefined) fixedAt = opts.at ? opts.at.getTime() : null;
  if (opts.shiftDays !== undefined) shiftMs = opts.shiftDays * DAY_MS;
}
