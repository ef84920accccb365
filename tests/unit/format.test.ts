import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencySymbol, customerAge, formatDate, formatMoney, isChild, isWeekend, normalizeServerTime, weekendDays } from '@/lib/format';

describe('date formats', () => {
  const instant = Date.UTC(2026, 2, 5, 23, 30); // 06.03.2026 00:30 in Berlin
  it('DD.MM.YYYY, with time HH:mm, ISO short, month-year, short', () => {
    expect(formatDate(instant)).toBe('06.03.2026');
    expect(formatDate(instant, 'dateTime')).toBe('06.03.2026 00:30');
    expect(formatDate(instant, 'iso')).toBe('2026-03-06');
    expect(formatDate(instant, 'monthYear')).toBe('03.2026');
    expect(formatDate(instant, 'short')).toBe('06.03');
  });
  it('in a given time zone', () => {
    expect(formatDate(instant, 'dateTime', 'UTC')).toBe('05.03.2026 23:30');
    expect(formatDate('2026-07-01T10:00:00Z', 'dateTime')).toBe('01.07.2026 12:00');
  });
  it('calendar dates are never shifted', () => {
    expect(formatDate('2026-12-31')).toBe('31.12.2026');
    expect(formatDate('2026-12-31', 'date', 'Pacific/Kiritimati')).toBe('31.12.2026');
    expect(formatDate('2026-02-30')).toBe('');
  });
  it('empty or invalid gives an empty text', () => {
    for (const v of [null, undefined, '', 'not a date', Number.NaN, new Date('x')]) expect(formatDate(v as never)).toBe('');
  });
  it('server seconds are normalised', () => {
    expect(formatDate(1_000_000_000, 'dateTime', 'UTC')).toBe('09.09.2001 01:46');
  });
});

describe('server time', () => {
  it('below about 1.08e9 is seconds', () => {
    expect(normalizeServerTime(1_000_000_000)).toBe(1_000_000_000_000);
    expect(normalizeServerTime(1_079_999_999)).toBe(1_079_999_999_000);
    expect(normalizeServerTime(1_080_000_000)).toBe(1_080_000_000);
    expect(normalizeServerTime(1_767_225_600_000)).toBe(1_767_225_600_000);
  });
});

describe('currency', () => {
  it('symbols: EUR, USD, GBR (and GBP) as pound, PHP', () => {
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('GBR')).toBe('£');
    expect(currencySymbol('GBP')).toBe('£');
    expect(currencySymbol('PHP')).toBe('₱');
    expect(currencySymbol('eur')).toBe('€');
    expect(currencySymbol('CHF')).toBe('CHF');
  });
  it('money from integer minor units', () => {
    expect(formatMoney(123456, 'EUR', 'de')).toBe('1.234,56\u00a0€');
    expect(formatMoney(123456, 'EUR', 'en')).toBe('€1,234.56');
    expect(formatMoney(-5, 'GBR', 'en')).toBe('-£0.05');
    expect(formatMoney(0, 'USD', 'de')).toBe('0,00\u00a0$');
    expect(formatMoney(900719925474099312n, 'PHP', 'en')).toBe('₱9,007,199,254,740,993.12');
    expect(() => formatMoney(1.5, 'EUR')).toThrow(RangeError);
  });
  it('property: the digits are the minor units exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        const digits = formatMoney(n, 'EUR', 'en').replace(/[^0-9-]/g, '');
        expect(BigInt(digits)).toBe(BigInt(n));
      }),
    );
  });
});

describe('weekend', () => {
  it('Saturday and Sunday by default', () => {
    expect(isWeekend('2026-03-07')).toBe(true); // Saturday
    expect(isWeekend('2026-03-08')).toBe(true); // Sunday
    expect(isWeekend('2026-03-09')).toBe(false);
    expect(isWeekend(new Date(2026, 2, 7, 12))).toBe(true);
  });
  it('or the configured arrival and departure weekdays', () => {
    expect(weekendDays({ arrivalDay: 3, departureDay: 3 })).toEqual([3]);
    expect(isWeekend('2026-03-11', { arrivalDay: 3, departureDay: 5 })).toBe(true); // Wednesday
    expect(isWeekend('2026-03-13', { arrivalDay: 3, departureDay: 5 })).toBe(true); // Friday
    expect(isWeekend('2026-03-07', { arrivalDay: 3, departureDay: 5 })).toBe(false);
    expect(weekendDays({ arrivalDay: null, departureDay: 9 })).toEqual([6, 0]);
  });
});

describe('customer age and child', () => {
  const at = new Date(2026, 5, 15);
  it('permanentAge wins, else computed from the birthday', () => {
    expect(customerAge({ permanentAge: 12, birthday: '1980-01-01' }, at)).toBe(12);
    expect(customerAge({ birthday: '2014-06-15' }, at)).toBe(12);
    expect(customerAge({ birthday: '2014-06-16' }, at)).toBe(11);
    expect(customerAge({ birthday: '2014-06-15T00:00:00.000Z' }, at)).toBe(12);
    expect(customerAge({ permanentAge: null, birthday: null }, at)).toBeNull();
    expect(customerAge({ birthday: 'garbage' }, at)).toBeNull();
  });
  it('a child when the age is at most childMaxAge', () => {
    expect(isChild({ birthday: '2014-06-15' }, 12, at)).toBe(true);
    expect(isChild({ birthday: '2013-06-15' }, 12, at)).toBe(false);
    expect(isChild({ permanentAge: 0 }, 12, at)).toBe(true);
    expect(isChild({}, 12, at)).toBe(false);
  });
});
