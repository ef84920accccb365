// On-site items (issue 20): the units a product's rule base counts for a stay, the exact amount and
// its bound; and an on-site line's own tax on an invoice whatever the booking's tax mode.
import { describe, expect, it } from 'vitest';
import { breakdown } from '../../upstream/modules/invoices/tax';
import { nightsOf, priceOnsite, stayUnits } from '../../upstream/modules/bookings/onsite/onsite-price';

describe('on-site prices by rule base', () => {
  it.each([
    ['PerNight', 8, 8], ['PerNight', 0, 1], ['PerDay', 8, 9], ['PerWeekFloor', 13, 1], ['PerWeekFloor', 14, 2], ['PerWeekFloor', 3, 1],
    ['PerWeekCeil', 8, 2], ['PerWeekCeil', 7, 1], ['PerPerson', 8, 1], ['PerBooking', 8, 1], ['PerBookingAndCustomer', 8, 1], ['PerDive', 8, 1], ['PerDiveDay', 8, 1], [null, 8, 1],
  ] as const)('%s over %i nights counts %i units', (base, nights, units) => {
    expect(stayUnits(base, nights)).toBe(units);
  });

  it('takes the units entered, multiplies exactly and refuses amounts beyond the bound', () => {
    expect(priceOnsite(450, 'PerNight', 8, 3)).toEqual({ quantity: 3, unitPrice: 450, amount: 1350 });
    expect(priceOnsite(1500, 'PerNight', 8)).toEqual({ quantity: 8, unitPrice: 1500, amount: 12000 });
    expect(() => priceOnsite(100_000_000, null, 0, 2)).toThrow();
    expect(nightsOf('2027-03-30', '2027-04-02')).toBe(3);
  });
});

describe('on-site lines on an invoice', () => {
  it('hold their own tax, also beside an exclusive booking tax, which they never share', () => {
    const rows = breakdown([
      { amount: 10000, tax: { rate: 10, inclusive: false } },
      { amount: 1190, tax: { rate: 19, inclusive: true } },
      { amount: 500, tax: { rate: 0, inclusive: true } },
    ], new Map([[10, 1000]]), 'en');
    expect(rows).toEqual([
      expect.objectContaining({ rate: 19, inclusive: true, net: 1000, tax: 190, gross: 1190 }),
      expect.objectContaining({ rate: 10, inclusive: false, net: 10000, tax: 1000, gross: 11000 }),
      expect.objectContaining({ rate: 0, net: 500, tax: 0 }),
    ]);
    const incl = breakdown([{ amount: 1190, tax: { rate: 19, inclusive: true } }, { amount: 1070, tax: { rate: 7, inclusive: true } }], new Map(), 'en');
    expect(incl.map((r) => [r.rate, r.tax])).toEqual([[19, 190], [7, 70]]);
  });
});
