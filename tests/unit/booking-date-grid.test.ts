// Day arithmetic and calendar rows of the booking calendars.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, dayList, daysBetween, isIsoDay, monthStart, spanInWindow, weekday } from '@/lib/bookings/date-grid';
import { barAt, barsInView, calendarRows, type TCalendarCell } from '@/lib/bookings/calendar-rows';

describe('date grid', () => {
  it('adds days across month, year and DST borders', () => {
    expect(addDays('2027-03-27', 2)).toBe('2027-03-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-10-31', -1)).toBe('2027-10-30');
  });

  it('daysBetween inverts addDays', () => {
    fc.assert(fc.property(fc.integer({ min: -2000, max: 2000 }), (n) => daysBetween('2027-03-28', addDays('2027-03-28', n)) === n));
  });

  it('months', () => {
    expect(monthStart('2027-03-17')).toBe('2027-03-01');
    expect(addMonths('2027-11-17', 2)).toBe('2028-01-01');
    expect(addMonths('2027-01-05', -1)).toBe('2026-12-01');
  });

  it('dayList and weekday', () => {
    expect(dayList('2027-02-27', '2027-03-02')).toEqual(['2027-02-27', '2027-02-28', '2027-03-01']);
    expect(dayList('2027-03-02', '2027-03-01')).toEqual([]);
    expect(weekday('2027-03-06')).toBe(6);
    expect(isIsoDay('2027-02-29')).toBe(false);
    expect(isIsoDay('2028-02-29')).toBe(true);
  });

  it('spanInWindow clips to the window and drops stays outside it', () => {
    expect(spanInWindow({ dateFrom: '2027-03-03', dateTo: '2027-03-06' }, '2027-03-01', 31)).toEqual({ start: 2, end: 5, clippedStart: false, clippedEnd: false });
    expect(spanInWindow({ dateFrom: '2027-02-20', dateTo: '2027-03-02' }, '2027-03-01', 31)).toEqual({ start: 0, end: 1, clippedStart: true, clippedEnd: false });
    expect(spanInWindow({ dateFrom: '2027-03-30', dateTo: '2027-04-05' }, '2027-03-01', 31)).toEqual({ start: 29, end: 31, clippedStart: false, clippedEnd: true });
    expect(spanInWindow({ dateFrom: '2027-02-01', dateTo: '2027-03-01' }, '2027-03-01', 31)).toBeNull();
  });
});

const base = { kind: 'booking', state: 'confirmed', resolved: false, checkedIn: false, holds: true, blocker: null, title: 'Anna', number: 'B-1' };
const cell = (o: Partial<TCalendarCell>): TCalendarCell => ({ ...base, room: 'r1', beds: [0], dateFrom: '2027-03-02', dateTo: '2027-03-05', booking: 'b1', ...o });
const opts = { today: '2027-01-01', greyPast: true, checkInColours: true };
const win = { from: '2027-03-01', columns: 31 };

describe('calendar rows', () => {
  it('one row per room, one per bed for a shared cabin; a booking over two beds is one bar', () => {
    const rooms = [
      { id: 'r1', name: 'Room 101', bedCount: 2, allowSharedRoom: false },
      { id: 'c1', name: 'Cabin 1', bedCount: 2, allowSharedRoom: true },
    ];
    const rows = calendarRows(rooms, [cell({ beds: [0, 1] }), cell({ room: 'c1', beds: [1], booking: 'b2' })], win, opts);
    expect(rows.map((r) => [r.key, r.bed, r.bars.length])).toEqual([['r1', null, 1], ['c1:0', 0, 0], ['c1:1', 1, 1]]);
    expect(rows[0].bars[0]).toMatchObject({ start: 1, end: 4, status: 'booking', label: 'B-1 Anna', booking: 'b1' });
  });

  it('a holding bar is painted over a released one; only a holding bar takes the cell', () => {
    const rooms = [{ id: 'r1', name: 'Room 101', bedCount: 2, allowSharedRoom: false }];
    const rows = calendarRows(rooms, [cell({ booking: 'new' }), cell({ booking: 'old', state: 'aborted', holds: false })], win, opts);
    expect(rows[0].bars.map((b) => b.booking)).toEqual(['old', 'new']);
    expect(barAt(rows[0].bars, 2)?.booking).toBe('new');
    expect(barAt(rows[0].bars, 10)).toBeNull();
    expect(barAt(rows[0].bars.filter((b) => !b.holds), 2)).toBeNull();
    expect(barsInView(rows[0].bars, 5, 20)).toEqual([]);
    expect(barsInView(rows[0].bars, 3, 20)).toHaveLength(2);
  });
});

describe('calendar rows while the window loads', () => {
  it('rows of rooms whose occupancy is not in yet are loading, never free', () => {
    const rooms = [
      { id: 'r1', name: 'Room 101', bedCount: 2, allowSharedRoom: false },
      { id: 'c1', name: 'Cabin 1', bedCount: 2, allowSharedRoom: true },
    ];
    const partial = calendarRows(rooms, [cell({})], win, opts, new Set(['r1']));
    expect(partial.map((r) => [r.key, r.loading, r.bars.length])).toEqual([['r1', false, 1], ['c1:0', true, 0], ['c1:1', true, 0]]);
    expect(calendarRows(rooms, [cell({})], win, opts).every((r) => !r.loading)).toBe(true);
  });
});

describe('calendar rows at scale', () => {
  it('300 rooms × 365 days with 20 stays each are laid out quickly', () => {
    const rooms = Array.from({ length: 300 }, (_, i) => ({ id: `r${i}`, name: `Room ${i}`, bedCount: 2, allowSharedRoom: i % 3 === 0 }));
    const cells: TCalendarCell[] = [];
    for (const r of rooms) {
      for (let k = 0; k < 20; k++) {
        const from = addDays('2027-01-01', k * 18);
        if (r.allowSharedRoom) for (let bed = 0; bed < 2; bed++) cells.push(cell({ room: r.id, beds: [bed], booking: `${r.id}-${k}-${bed}`, dateFrom: from, dateTo: addDays(from, 7) }));
        else cells.push(cell({ room: r.id, beds: [0, 1], booking: `${r.id}-${k}`, dateFrom: from, dateTo: addDays(from, 7) }));
      }
    }
    const t0 = performance.now();
    const rows = calendarRows(rooms, cells, { from: '2027-01-01', columns: 365 }, opts);
    const visible = rows.slice(0, 20).map((r) => barsInView(r.bars, 100, 120));
    const ms = performance.now() - t0;
    expect(rows).toHaveLength(400);
    expect(rows[1].bars).toHaveLength(20);
    expect(rows[0].bars).toHaveLength(20);
    expect(visible[1].map((b) => b.start)).toEqual([108]);
    // Generous for a shared 2-core machine; a quadratic layout would take seconds.
    expect(ms).toBeLessThan(1500);
  });
});
