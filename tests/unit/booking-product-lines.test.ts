// Products and addons on a booking (upstream/modules/bookings/prices/product-lines.ts, fx.ts): units by
// rule base, what a charge type charges, the cross rate and a conversion rounded once.
import { describe, expect, it } from 'vitest';
import { convertMinor, crossRateOf } from '../../upstream/modules/bookings/prices/fx';
import { chargedUnitPrice, unitsFor, type TRuleBase } from '../../upstream/modules/bookings/prices/product-lines';

describe('unitsFor', () => {
  const stay = { nights: 10, persons: 3, customers: 2 };
  const cases: [TRuleBase, Partial<typeof stay & { diveDays: number; dives: number }>, number][] = [
    ['PerPerson', {}, 3], ['PerBooking', {}, 1], ['PerBookingAndCustomer', {}, 2], ['PerDay', {}, 33], ['PerNight', {}, 30],
    ['PerDiveDay', {}, 27], ['PerDiveDay', { diveDays: 4 }, 12], ['PerDive', {}, 0], ['PerDive', { dives: 7 }, 21],
    ['PerWeekFloor', {}, 3], ['PerWeekCeil', {}, 6], ['PerWeekCeil', { nights: 14 }, 6], ['PerWeekFloor', { nights: 6 }, 0],
    ['PerNight', { persons: 0 }, 0], ['PerDiveDay', { nights: 0 }, 0], ['PerDay', { nights: 0 }, 3],
  ];
  it.each(cases)('%s %j → %i', (base, over, units) => expect(unitsFor(base, { ...stay, ...over })).toBe(units));
});

describe('chargedUnitPrice', () => {
  it.each([
    ['Direct', 1234, {}], ['ForFree', 0, { charge: 'ForFree', listPrice: 1234 }], ['OnSite', 0, { charge: 'OnSite', onsitePrice: 1234 }],
    ['Info', 0, { charge: 'Info', listPrice: 1234 }], ['None', 0, { charge: 'None', listPrice: 1234 }],
  ] as const)('%s', (charge, unitPrice, values) => expect(chargedUnitPrice(charge, 1234)).toEqual({ unitPrice, values }));
});

describe('cross rate and conversion', () => {
  const rates = { USD: 1.1, JPY: 160, PHP: 62.5 };
  it.each([
    ['EUR', 'USD', '1.1'], ['USD', 'EUR', '0.9090909091'], ['USD', 'JPY', '145.4545454545'], ['EUR', 'EUR', '1'], ['EUR', 'CHF', null],
  ])('%s → %s = %s', (from, to, rate) => expect(crossRateOf(rates, 'EUR', from, to)).toBe(rate));
  it('each amount is rounded once, half away from zero; minor digits of each currency count', () => {
    expect(convertMinor(7400, 'EUR', 'USD', '1.1')).toBe(8140);
    expect(convertMinor(8140, 'USD', 'EUR', '0.9090909091')).toBe(7400);
    expect(convertMinor(1000, 'EUR', 'JPY', '160')).toBe(1600);
    expect(convertMinor(5, 'EUR', 'USD', '1.1')).toBe(6);
    expect(convertMinor(-5, 'EUR', 'USD', '1.1')).toBe(-6);
    expect(convertMinor(1234, 'EUR', 'EUR', undefined)).toBe(1234);
  });
});
