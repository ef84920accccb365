// A special's amount discounts are typed and shown in major units, stored in minor units; percents
// and counts pass as they are (lib/specials/discount-units.ts, issue 33 item 8).
import { describe, expect, it } from 'vitest';
import { discountForApi, discountForForm } from '../../lib/specials/discount-units';

describe('special discount units', () => {
  it('shows a stored amount in major units and stores a typed one in minor units', () => {
    for (const mode of ['Absolute', 'AbsoluteNights', 'Fix', 'FixUnit']) {
      expect(discountForForm(mode, '2500')).toBe('25.00');
      expect(discountForApi(mode, 25)).toBe(2500);
      expect(discountForApi(mode, '25,5')).toBe(2550);
      expect(discountForApi(mode, '0.29')).toBe(29);
      expect(discountForApi(mode, '-10')).toBe(-1000);
    }
  });

  it('leaves percents, counts, blanks and text that is no number as they are', () => {
    for (const mode of ['PerCent', 'Lowest', 'FOC', 'FOCUnit', undefined]) {
      expect(discountForForm(mode, '15')).toBe('15');
      expect(discountForApi(mode, 15)).toBe(15);
    }
    expect(discountForForm('Absolute', '')).toBe('');
    expect(discountForApi('Absolute', '')).toBe('');
    expect(discountForApi('Absolute', 'abc')).toBe('abc');
  });
});
