// Day arithmetic of the calendars on 'YYYY-MM-DD' strings (UTC based, so no time zone or
// daylight-saving shift ever moves a day), and where a stay lands in a window of day columns.

const DAY_MS = 86_400_000;

function toMs(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

function fromMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(day: string, n: number): string {
  return fromMs(toMs(day) + n * DAY_MS);
}

/** Whole days from a to b (b - a); negative when b is earlier. */
export function daysBetween(a: string, b: string): number {
  return Math.round((toMs(b) - toMs(a)) / DAY_MS);
}

export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** The first day of the month `n` months after the month of `day`. */
export function addMonths(day: string, n: number): string {
  const [y, m] = day.split('-').map(Number);
  const idx = y * 12 + (m - 1) + n;
  const year = Math.floor(idx / 12);
  const month = (idx % 12) + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
}

/** The days of [from, to) in order. */
export function dayList(from: string, to: string): string[] {
  const n = Math.max(0, daysBetween(from, to));
  const start = toMs(from);
  return Array.from({ length: n }, (_, i) => fromMs(start + i * DAY_MS));
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: string): number {
  return new Date(toMs(day)).getUTCDay();
}

export function isIsoDay(v: string | null | undefined): v is string {
  if (!v || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  return fromMs(toMs(v)) === v;
}

/**
 * Columns a stay [dateFrom, dateTo) covers in a window starting at `windowFrom` with `columns`
 * days, clipped to the window; null when it lies outside. `start` is the first column, `end` the
 * column after the last; `clippedStart`/`clippedEnd` say the stay goes on beyond the window.
 */
export function spanInWindow(
  stay: { dateFrom: string; dateTo: string },
  windowFrom: string,
  columns: number,
): { start: number; end: number; clippedStart: boolean; clippedEnd: boolean } | null {
  const rawStart = daysBetween(windowFrom, stay.dateFrom);
  const rawEnd = daysBetween(windowFrom, stay.dateTo);
  const start = Math.max(0, rawStart);
  const end = Math.min(columns, rawEnd);
  if (end <= start) return null;
  return { start, end, clippedStart: rawStart < 0, clippedEnd: rawEnd > columns };
}
