// The demo data was written on 25 November 2026, its stays and departures in the months after. So
// that the demo (and the tests that use it) keeps that distance to "today", every whole year the
// business clock has moved past that day moves each year in the demo's dates, names and numbers
// ('2027-03-06', 'Northern Wrecks 20 Mar 2027', 'B2026-00001') forward by one. Until 25 November
// 2027 it changes nothing.
import { now } from '../../clock';

const WRITTEN = { year: 2026, month: 10, day: 25 }; // month 0-based, as Date.UTC takes it

/** Whole years from the day the demo was written to the clock's today (negative before it). */
export function demoYearShift(at: Date = now()): number {
  const years = at.getUTCFullYear() - WRITTEN.year;
  return at.getTime() < Date.UTC(at.getUTCFullYear(), WRITTEN.month, WRITTEN.day) ? years - 1 : years;
}

// A year on its own (no digit either side): dates, names, numbers; not digits inside an IBAN.
const YEAR = /(?<!\d)(20[2-3]\d)(?!\d)/g;
// Ids and tokens are hex: '…-2027-…' in a uuid is chance, not a year.
const HEX_ID = /^[0-9a-f-]{32,}$/i;

/** The demo's text with its years moved by `years` (deeply, in arrays and objects too). */
export function shiftDemoYears<T>(value: T, years: number = demoYearShift()): T {
  if (years === 0) return value;
  if (typeof value === 'string') return (HEX_ID.test(value) ? value : value.replace(YEAR, (y) => String(Number(y) + years))) as T;
  if (Array.isArray(value)) return value.map((v) => shiftDemoYears(v, years)) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shiftDemoYears(v, years)])) as T;
  }
  return value;
}
