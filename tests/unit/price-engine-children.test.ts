// Guests' ages (permanentAge, age, birthday at the reference day) and child rules, by hand.
// One LOW night (2 January 2027) at 100.00 per person unless said otherwise.
import { describe, expect, it } from 'vitest';
import type { TPricingRequestInput } from '@/lib/contract/pricing';
import { guestAge } from '@/upstream/modules/prices/engine';
import { price, PPPN, request } from './price-engine-fixtures';

type TRule = NonNullable<TPricingRequestInput['priceList']['childRules']>[number];
type TGuest = TPricingRequestInput['guests'][number];

const oneNight = (guest: TGuest, childRules: TRule[], extra: Partial<TPricingRequestInput> = {}) => price(request({
  priceList: { entries: PPPN, childRules },
  guests: [guest],
  stays: [{ id: 's1', roomTypeId: 'dbl', checkIn: '2027-01-02', checkOut: '2027-01-03', guestIds: [guest.id] }],
  ...extra,
})).lines[0];

const HALF: TRule[] = [{ maxAge: 11, mode: 'PerCent', value: 50 }];

describe('age', () => {
  it('permanentAge wins over age and birthday; age over birthday', () => {
    expect(guestAge({ id: 'g', permanentAge: 30, age: 5, birthday: '2020-01-01' }, '2027-01-01')).toBe(30);
    expect(guestAge({ id: 'g', age: 5, birthday: '1990-01-01' }, '2027-01-01')).toBe(5);
    expect(guestAge({ id: 'g', birthday: '2015-06-15' }, '2027-06-14')).toBe(11);
    expect(guestAge({ id: 'g', birthday: '2015-06-15' }, '2027-06-15')).toBe(12);
    expect(guestAge({ id: 'g' }, '2027-01-01')).toBeNull();
    expect(guestAge({ id: 'g', birthday: '2028-01-01' }, '2027-01-01')).toBeNull();
  });
  it('a 29 February birthday turns a year older on 1 March in a common year', () => {
    expect(guestAge({ id: 'g', birthday: '2016-02-29' }, '2027-02-28')).toBe(10);
    expect(guestAge({ id: 'g', birthday: '2016-02-29' }, '2027-03-01')).toBe(11);
  });
  it('a permanentAge of an adult keeps a young-looking birthday from a child price', () => {
    expect(oneNight({ id: 'g', permanentAge: 18, birthday: '2020-01-01' }, HALF).unitPrice).toBe(10000);
  });
  it('the birthday counts at the booking date by default, at check-in when the list says so', () => {
    // 12 on 2 January 2027, still 11 on the booking date 23 November 2026.
    const guest = { id: 'g', birthday: '2014-12-01' };
    expect(oneNight(guest, HALF).unitPrice).toBe(5000);
    const atCheckIn = price(request({ priceList: { entries: PPPN, childRules: HALF, ageReference: 'checkIn' }, guests: [guest],
      stays: [{ id: 's1', roomTypeId: 'dbl', checkIn: '2027-01-02', checkOut: '2027-01-03', guestIds: ['g'] }] }));
    expect(atCheckIn.lines[0].unitPrice).toBe(10000);
    expect(atCheckIn.lines[0].values).toMatchObject({ age: 12, child: 'no' });
  });
  it('a guest of unknown age pays as an adult', () => {
    expect(oneNight({ id: 'g' }, [{ maxAge: 99, mode: 'FOC' }]).unitPrice).toBe(10000);
  });
});

describe('child rules', () => {
  it('PerCent: 30% off, rounded once half away from zero', () => {
    const line = oneNight({ id: 'g', age: 4 }, [{ maxAge: 11, mode: 'PerCent', value: 30 }]);
    expect([line.unitPrice, line.amount]).toEqual([7000, 7000]);
    expect(line.values).toMatchObject({ child: 'yes', age: 4, childRule: '-30%' });
    // 99.99 at 50% is 49.995 → 50.00
    const odd = price(request({ priceList: { entries: [{ ...PPPN[0], amount: 9999 }], childRules: HALF }, guests: [{ id: 'g', age: 3 }],
      stays: [{ id: 's1', roomTypeId: 'dbl', checkIn: '2027-01-02', checkOut: '2027-01-05', guestIds: ['g'] }] }));
    expect([odd.lines[0].unitPrice, odd.lines[0].quantity, odd.lines[0].amount]).toEqual([5000, 3, 15000]);
  });
  it('decimal percentages are exact: 12.5% of 80.01 is 10.00125 → 70.01 to pay', () => {
    const r = price(request({ priceList: { entries: [{ ...PPPN[0], amount: 8001 }], childRules: [{ maxAge: 11, mode: 'PerCent', value: 12.5 }] },
      guests: [{ id: 'g', age: 3 }], stays: [{ id: 's1', roomTypeId: 'dbl', checkIn: '2027-01-02', checkOut: '2027-01-03', guestIds: ['g'] }] }));
    expect(r.lines[0].unitPrice).toBe(7001);
  });
  it('Absolute: an amount off, never below zero', () => {
    expect(oneNight({ id: 'g', age: 6 }, [{ maxAge: 11, mode: 'Absolute', value: 2550 }]).unitPrice).toBe(7450);
    expect(oneNight({ id: 'g', age: 6 }, [{ maxAge: 11, mode: 'Absolute', value: 50000 }]).unitPrice).toBe(0);
  });
  it('Fix: a set price, never above the adult price', () => {
    expect(oneNight({ id: 'g', age: 6 }, [{ maxAge: 11, mode: 'Fix', value: 3500 }]).unitPrice).toBe(3500);
    expect(oneNight({ id: 'g', age: 6 }, [{ maxAge: 11, mode: 'Fix', value: 30000 }]).unitPrice).toBe(10000);
  });
  it('FOC: free of charge, the line stays', () => {
    const line = oneNight({ id: 'g', age: 1 }, [{ maxAge: 2, mode: 'FOC' }]);
    expect([line.unitPrice, line.amount, line.values.childRule]).toEqual([0, 0, 'FOC']);
  });
  it('age bands: the first rule of the list holding the age applies', () => {
    const rules: TRule[] = [{ minAge: 0, maxAge: 2, mode: 'FOC' }, { minAge: 3, maxAge: 11, mode: 'PerCent', value: 50 }, { minAge: 0, maxAge: 11, mode: 'PerCent', value: 10 }];
    expect(oneNight({ id: 'g', age: 2 }, rules).unitPrice).toBe(0);
    expect(oneNight({ id: 'g', age: 3 }, rules).unitPrice).toBe(5000);
    expect(oneNight({ id: 'g', age: 11 }, rules).unitPrice).toBe(5000);
  });
  it('childMaxAge bounds who is a child, whatever the bands say', () => {
    const rules: TRule[] = [{ maxAge: 17, mode: 'PerCent', value: 50 }];
    expect(oneNight({ id: 'g', age: 11 }, rules).unitPrice).toBe(5000);
    expect(oneNight({ id: 'g', age: 12 }, rules).unitPrice).toBe(10000);
    expect(oneNight({ id: 'g', age: 14 }, rules, { childMaxAge: 14 }).unitPrice).toBe(5000);
    expect(oneNight({ id: 'g', age: 15 }, rules, { childMaxAge: 14 }).unitPrice).toBe(10000);
  });
  it('a child no band covers pays the full price', () => {
    const line = oneNight({ id: 'g', age: 9 }, [{ minAge: 0, maxAge: 5, mode: 'FOC' }]);
    expect([line.unitPrice, line.values.child, line.values.childRule]).toEqual([10000, 'yes', undefined]);
  });
  it('an entry\'s own rules replace the list\'s; [] makes children pay full', () => {
    const entries = [{ ...PPPN[0], childRules: [{ maxAge: 11, mode: 'Fix' as const, value: 2000 }] }];
    const base = { guests: [{ id: 'g', age: 5 }], stays: [{ id: 's1', roomTypeId: 'dbl', checkIn: '2027-01-02', checkOut: '2027-01-03', guestIds: ['g'] }] };
    expect(price(request({ priceList: { entries, childRules: HALF }, ...base })).total).toBe(2000);
    expect(price(request({ priceList: { entries: [{ ...PPPN[0], childRules: [] }], childRules: HALF }, ...base })).total).toBe(10000);
  });
  it('children get no discount on a per-room price', () => {
    const entries = [{ id: 'r', roomTypeId: 'dbl', seasonId: 'low', basis: 'PerRoomPerNight' as const, amount: 10000 }];
    const r = price(request({ priceList: { entries, childRules: [{ maxAge: 11, mode: 'FOC' }] }, guests: [{ id: 'g', age: 5 }],
      stays: [{ id: 's1', roomTypeId: 'dbl', checkIn: '2027-01-02', checkOut: '2027-01-03', guestIds: ['g'] }] }));
    expect(r.total).toBe(10000);
  });
});
