// The demo data was written on 25 November 2026, its stays and departures in the months after. So
// that the demo (and the tests on it) keeps that distance to "today" whenever it is seeded, every
// calendar date in it moves by the whole weeks the business clock has gone past that day: whole
// weeks keep the weekdays (departures stay on Saturdays). Dates are spelled three ways in the demo
// and its tests: '2027-03-06' (also inside '2027-03-12T19:00:00Z'), '06.03.2027', '6 Mar 2027'.
// Numbers and names with a bare year ('B2026-00001', 'Coral Garden 2027') stay as written.
import { now } from '../../clock';

const DAY_MS = 86_400_000;
const WRITTEN = Date.UTC(2026, 10, 25);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Days (a multiple of 7) from the day the demo was written to the clock's today; negative before. */
export function demoDayShift(at: Date = now()): number {
  return Math.floor((at.getTime() - WRITTEN) / (7 * DAY_MS)) * 7;
}

const ISO = /(?<!\d)(20[2-3]\d)-(\d\d)-(\d\d)(?!\d)/g;
const DOTTED = /(?<!\d)(\d\d)\.(\d\d)\.(20[2-3]\d)(?!\d)/g;
const WORDS = new RegExp(`(?<!\\d)(\\d{1,2}) (${MONTHS.join('|')}) (20[2-3]\\d)(?!\\d)`, 'g');
// Ids and tokens are hex: '…-2027-…' in a uuid is chance, not a date.
const HEX_ID = /^[0-9a-f-]{32,}$/i;

function moved(y: number, m: number, d: number, days: number): Date {
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS);
}
const pad = (n: number) => String(n).padStart(2, '0');

function shiftText(text: string, days: number): string {
  return text
    .replace(ISO, (_, y, m, d) => moved(+y, +m, +d, days).toISOString().slice(0, 10))
    .replace(DOTTED, (_, d, m, y) => { const t = moved(+y, +m, +d, days); return `${pad(t.getUTCDate())}.${pad(t.getUTCMonth() + 1)}.${t.getUTCFullYear()}`; })
    .replace(WORDS, (_, d, mon, y) => { const t = moved(+y, MONTHS.indexOf(mon) + 1, +d, days); return `${t.getUTCDate()} ${MONTHS[t.getUTCMonth()]} ${t.getUTCFullYear()}`; });
}

/** The demo's values with their dates moved by `days` (deeply, in arrays and objects too). */
export function shiftDemoDates<T>(value: T, days: number = demoDayShift()): T {
  if (days === 0) return value;
  if (typeof value === 'string') return (HEX_ID.test(value) ? value : shiftText(value, days)) as T;
  if (Array.isArray(value)) return value.map((v) => shiftDemoDates(v, days)) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shiftDemoDates(v, days)])) as T;
  }
  return value;
}
