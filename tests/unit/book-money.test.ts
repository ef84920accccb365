// Prices on the public booking page: totals through lib/format, the per-night hint, schema.org amounts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalAmount, perNightText, priceText } from '@/lib/book/money';

describe('booking money', () => {
  it('shows a stay total in the visitor\'s language', () => {
    expect(priceText({ total: 59200, currency: 'EUR' }, 'en')).toBe('€592.00');
    expect(priceText({ total: 59200, currency: 'EUR' }, 'de')).toBe('592,00\u00a0€');
    expect(priceText({ total: 123456789, currency: 'USD' }, 'en')).toBe('$1,234,567.89');
  });

  it('the per-night hint is the average rounded half up to a cent; none without nights', () => {
    expect(perNightText({ total: 59200, currency: 'EUR' }, 4, 'en')).toBe('€148.00');
    expect(perNightText({ total: 1000, currency: 'EUR' }, 3, 'en')).toBe('€3.33');
    expect(perNightText({ total: 1001, currency: 'EUR' }, 2, 'en')).toBe('€5.01'); // 500.5 → 501
    expect(perNightText({ total: 1000, currency: 'EUR' }, 0, 'en')).toBeNull();
  });

  it('decimal amounts for schema.org match the minor units exactly', () => {
    expect(decimalAmount(103600)).toBe('1036.00');
    expect(decimalAmount(5)).toBe('0.05');
    expect(decimalAmount(-1999)).toBe('-19.99');
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
      expect(Math.round(Number(decimalAmount(n)) * 100)).toBe(n);
    }));
  });
});
