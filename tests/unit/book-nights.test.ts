// Night counting on calendar dates: integer day numbers, no time zone or DST effect.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, countNights, dayNumber, dayString, todayUtc } from '@/lib/book/nights';

describe('nights', () => {
  it('counts the nights between arrival and departure, across month, year and DST changes', () => {
    expect(countNights('2027-10-04', '2027-10-08')).toBe(4);
    expect(countNights('2027-03-27', '2027-03-29')).toBe(2); // the European clock change
    expect(countNights('2027-12-30', '2028-01-02')).toBe(3);
    expect(countNights('2028-02-28', '2028-03-01')).toBe(2); // leap year
    expect(countNights('2027-10-08', '2027-10-04')).toBe(-4);
  });

  it('rejects strings that are not real dates', () => {
    for (const bad of ['2027-02-29', '2027-13-01', '2027-1-01', '', 'tomorrow', '2027-10-04T00:00']) expect(dayNumber(bad)).toBeNull();
    expect(countNights('2027-02-29', '2027-03-02')).toBeNull();
    expect(addDays('nope', 1)).toBeNull();
  });

  it('adding n days and counting back gives n', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 40_000 }), fc.integer({ min: -400, max: 400 }), (start, n) => {
      const from = dayString(start);
      expect(countNights(from, addDays(from, n)!)).toBe(n);
      expect(dayNumber(from)).toBe(start);
    }));
  });

  it('today is the UTC calendar date', () => {
    expect(todayUtc(new Date('2026-11-23T23:30:00-05:00'))).toBe('2026-11-24');
  });
});
