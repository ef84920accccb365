// Price grid money: major-unit text ↔ integer minor units, exact (lib/prices/money).
import { describe, expect, it } from 'vitest';
import { currencyDigits, formatMajor, parseMajor } from '@/lib/prices/money';

const minor = (text: string, digits = 2) => {
  const r = parseMajor(text, digits);
  return r.ok ? r.minor : r.reason;
};

describe('parseMajor', () => {
  it('converts exactly, never through a float', () => {
    expect(minor('12.34')).toBe(1234);
    expect(minor('0.29')).toBe(29); // 0.29 * 100 = 28.999999999999996 as a float
    expect(minor('1.005', 3)).toBe(1005);
    expect(minor('4.35')).toBe(435); // 4.35 * 100 = 434.99999999999994
    expect(minor('90071992547409.91')).toBe(9007199254740991);
    expect(minor('90071992547409.92')).toBe('range');
  });
  it('reads both decimal marks, grouping and partial fractions', () => {
    expect(minor('12,34')).toBe(1234);
    expect(minor('1.234,50')).toBe(123450);
    expect(minor('1,234.50')).toBe(123450);
    expect(minor('1 234,5')).toBe(123450);
    expect(minor('1,234,567')).toBe(123456700);
    expect(minor('12')).toBe(1200);
    expect(minor('.5')).toBe(50);
    expect(minor('7.')).toBe(700);
    expect(minor(' +3.10 ')).toBe(310);
    expect(minor('0')).toBe(0);
  });
  it('refuses what it cannot read exactly instead of guessing', () => {
    expect(minor('12.345')).toBe('precision');
    expect(minor('1.234')).toBe('precision');
    expect(minor('12.340')).toBe(1234); // trailing zeros are exact
    expect(minor('-5')).toBe('negative');
    for (const bad of ['', '.', 'abc', '1.2.3', '12,34,5', '1,23.45', '1e3', '€12', '12-']) expect(minor(bad), bad).toBe('format');
  });
  it('honours the currency digits', () => {
    expect(minor('1200', 0)).toBe(1200);
    expect(minor('12.5', 0)).toBe('precision');
    expect(minor('1.234', 3)).toBe(1234);
  });
});

describe('formatMajor and currencyDigits', () => {
  it('formats minor units as input text and round-trips', () => {
    expect(formatMajor(1234, 2)).toBe('12.34');
    expect(formatMajor(5, 2)).toBe('0.05');
    expect(formatMajor(-5, 2)).toBe('-0.05');
    expect(formatMajor(1200, 0)).toBe('1200');
    expect(formatMajor(1, 3)).toBe('0.001');
    expect(() => formatMajor(1.5, 2)).toThrow(RangeError);
    for (const n of [0, 1, 99, 100, 101, 123456789, Number.MAX_SAFE_INTEGER]) expect(minor(formatMajor(n, 2))).toBe(n);
  });
  it('knows the digits of the currency', () => {
    expect(currencyDigits('EUR')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('BHD')).toBe(3);
    expect(currencyDigits('GBR')).toBe(2);
    expect(currencyDigits(undefined)).toBe(2);
  });
});
