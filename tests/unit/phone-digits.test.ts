// The digits a phone-like search term is compared by (upstream/modules/customers/search.ts), shared
// by the customer list and the booking list.
import { describe, expect, it } from 'vitest';
import { phoneDigitsOf } from '../../upstream/shared/phone-digits';

describe('phoneDigitsOf', () => {
  it('keeps the digits without leading zeros, for five digits or more', () => {
    expect(phoneDigitsOf('+49 (170) 555-0123')).toBe('491705550123');
    expect(phoneDigitsOf('0170 5550123')).toBe('1705550123');
    expect(phoneDigitsOf('0049 170 5550123')).toBe('491705550123');
    expect(phoneDigitsOf('030/12.34')).toBe('301234');
    expect(phoneDigitsOf('030 12')).toBe(null);
    expect(phoneDigitsOf('+49')).toBe(null);
    expect(phoneDigitsOf('00000123')).toBe(null);
  });

  it('is not a phone when the term holds anything else', () => {
    expect(phoneDigitsOf('B2026-00123')).toBe(null);
    expect(phoneDigitsOf('anna 0170 5550123')).toBe(null);
  });
});
