// The statistics' periods (lib/contract/statistics-periods.ts) for any range and grouping: they
// tile the range without gap or overlap, each day falls in the period periodStart names, a stay's
// nights split over the periods add up to its nights in the range, and the buckets are
// PostgreSQL's date_trunc ones (weeks from Monday).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nightsWithin, periodEnd, periodsOf, periodStart, STAT_GROUPS, yearBefore } from '../../lib/contract/statistics-periods';

const DAY = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const anyDay = fc.integer({ min: Date.UTC(1999, 0, 1) / DAY, max: Date.UTC(2060, 11, 31) / DAY }).map((n) => day(n * DAY));
const anyRange = fc.tuple(anyDay, fc.integer({ min: 0, max: 800 })).map(([from, n]) => ({ from, to: day(Date.parse(from) + n * DAY) }));
const group = fc.constantFrom(...STAT_GROUPS);

describe('statistics periods', () => {
  it('tile from..to: consecutive, cut to the range, days adding up', () => {
    fc.assert(fc.property(anyRange, group, ({ from, to }, g) => {
      const ps = periodsOf(from, to, g);
      expect(ps[0].start).toBe(from);
      expect(ps[ps.length - 1].end).toBe(day(Date.parse(to) + DAY));
      for (let i = 1; i < ps.length; i++) expect(ps[i].start).toBe(ps[i - 1].end);
      expect(ps.reduce((n, p) => n + p.days, 0)).toBe((Date.parse(to) - Date.parse(from)) / DAY + 1);
      for (const p of ps) expect(p.days).toBeGreaterThan(0);
    }));
  });

  it('a day lies in the period that starts at periodStart and ends at periodEnd', () => {
    fc.assert(fc.property(anyDay, group, (d, g) => {
      const s = periodStart(d, g);
      expect(s <= d && d < periodEnd(s, g)).toBe(true);
      expect(periodStart(s, g)).toBe(s);
      if (g === 'week') expect(new Date(`${s}T00:00:00Z`).getUTCDay()).toBe(1);
      if (g === 'month') expect(s.endsWith('-01')).toBe(true);
    }));
  });

  it('a stay\'s nights over the periods add up to its nights inside the range', () => {
    fc.assert(fc.property(anyRange, group, anyDay, fc.integer({ min: 1, max: 60 }), ({ from, to }, g, a, n) => {
      const b = day(Date.parse(a) + n * DAY);
      const ps = periodsOf(from, to, g);
      const split = ps.reduce((k, p) => k + nightsWithin(a, b, p.start, p.end), 0);
      expect(split).toBe(nightsWithin(a, b, from, day(Date.parse(to) + DAY)));
    }));
  });

  it('a year before keeps the day, 29 February becomes the 28th', () => {
    expect(yearBefore('2028-02-29')).toBe('2027-02-28');
    fc.assert(fc.property(anyDay, (d) => {
      const y = yearBefore(d);
      expect(Number(y.slice(0, 4))).toBe(Number(d.slice(0, 4)) - 1);
      expect(Number.isNaN(Date.parse(y))).toBe(false);
    }));
  });
});
