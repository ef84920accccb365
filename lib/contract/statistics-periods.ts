// The periods of a statistic (groupBy day, week, month or year): which period a day falls in and
// the periods of a range. The same buckets PostgreSQL's date_trunc makes (weeks start on Monday,
// ISO), so the screen can line up a period with the one a year before, and the tests recompute
// the upstream's figures from raw rows with the same buckets (tests/unit/statistics-periods.test.ts).
export const STAT_GROUPS = ['day', 'week', 'month', 'year'] as const;
export type TStatGroup = (typeof STAT_GROUPS)[number];

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The first day of the period that holds `day` ('YYYY-MM-DD'). */
export function periodStart(day: string, groupBy: TStatGroup): string {
  switch (groupBy) {
    case 'day': return day;
    case 'week': {
      const weekday = (new Date(msOf(day)).getUTCDay() + 6) % 7; // Monday 0
      return dayOf(msOf(day) - weekday * DAY_MS);
    }
    case 'month': return `${day.slice(0, 7)}-01`;
    case 'year': return `${day.slice(0, 4)}-01-01`;
  }
}

/** The first day after the period that starts on `start`. */
export function periodEnd(start: string, groupBy: TStatGroup): string {
  const d = new Date(msOf(start));
  if (groupBy === 'day') d.setUTCDate(d.getUTCDate() + 1);
  else if (groupBy === 'week') d.setUTCDate(d.getUTCDate() + 7);
  else if (groupBy === 'month') d.setUTCMonth(d.getUTCMonth() + 1);
  else d.setUTCFullYear(d.getUTCFullYear() + 1);
  return dayOf(d.getTime());
}

/** The periods that touch from..to (both days included), each cut to the range: start and end
 *  (exclusive) of its part inside the range, and its nights (days) there. */
export function periodsOf(from: string, to: string, groupBy: TStatGroup): { period: string; start: string; end: string; days: number }[] {
  const out = [];
  const stop = dayOf(msOf(to) + DAY_MS);
  for (let p = periodStart(from, groupBy); p < stop; p = periodEnd(p, groupBy)) {
    const start = p < from ? from : p;
    const next = periodEnd(p, groupBy);
    const end = next > stop ? stop : next;
    out.push({ period: p, start, end, days: Math.round((msOf(end) - msOf(start)) / DAY_MS) });
  }
  return out;
}

/** The same day one year before (29 February → 28 February). */
export function yearBefore(day: string): string {
  const y = Number(day.slice(0, 4)) - 1;
  const md = day.slice(5);
  return md === '02-29' ? `${y}-02-28` : `${y}-${md}`;
}

/** Nights of the stay [dateFrom, dateTo) that fall in [start, end): a stay over a period edge
 *  counts in each period by its nights there. */
export function nightsWithin(dateFrom: string, dateTo: string, start: string, end: string): number {
  const a = Math.max(msOf(dateFrom), msOf(start));
  const b = Math.min(msOf(dateTo), msOf(end));
  return b > a ? Math.round((b - a) / DAY_MS) : 0;
}
