// Supplements by hand: every basis, children policies, percentages per season stretch, scope,
// mandatory and chosen, PerBooking costs, OnSite and ForFree charges.
// Stay s1: nights of 8, 9 (LOW, 100.00 pp) and 10, 11 (HIGH, 120.00 pp); guests a (adult), k (age 6).
import { describe, expect, it } from 'vitest';
import type { TPricingRequestInput } from '@/lib/contract/pricing';
import { brief, expectPriceError, price, PPPN, request } from './price-engine-fixtures';

type TSupplement = NonNullable<TPricingRequestInput['priceList']['supplements']>[number];

const withSupplements = (supplements: TSupplement[], chosen: string[] = [], extra: Parameters<typeof request>[0] = {}) => price(request({
  priceList: { entries: PPPN, supplements, childRules: [{ maxAge: 11, mode: 'PerCent', value: 50 }] },
  guests: [{ id: 'a' }, { id: 'k', age: 6 }],
  stays: [{ id: 's1', roomTypeId: 'dbl', checkIn: '2027-01-08', checkOut: '2027-01-12', guestIds: ['a', 'k'], supplementIds: chosen }],
  ...extra,
}));
const addons = (r: ReturnType<typeof price>) => r.lines.filter((l) => l.type === 'addon' || l.type === 'cost');
// Room cost of s1: a 2×10000 + 2×12000, k 2×5000 + 2×6000 = 66000.
const ROOM = 66000;

describe('absolute supplements', () => {
  it('per room per night: one line per season stretch', () => {
    const r = withSupplements([{ id: 'ac', name: 'Air condition', mode: 'Absolute', basis: 'PerRoomPerNight', amount: 800 }], ['ac']);
    expect(addons(r).map(brief)).toEqual([
      { type: 'addon', stay: 's1', guest: null, season: 'low', supplement: 'ac', from: '2027-01-08', to: '2027-01-10', qty: 2, unit: 800, amount: 1600 },
      { type: 'addon', stay: 's1', guest: null, season: 'high', supplement: 'ac', from: '2027-01-10', to: '2027-01-12', qty: 2, unit: 800, amount: 1600 },
    ]);
    expect(r.lines.find((l) => l.supplementId === 'ac')?.values).toMatchObject({ supplement: 'Air condition', nights: 2 });
    expect(r.total).toBe(ROOM + 3200);
  });
  it('per person per night with child rules (default), Full or Free for children', () => {
    const s = (children: 'ChildRules' | 'Full' | 'Free'): TSupplement => ({ id: 'meal', mode: 'Absolute', basis: 'PerPersonPerNight', amount: 2000, mandatory: true, children });
    const amounts = (children: 'ChildRules' | 'Full' | 'Free') => addons(withSupplements([s(children)])).map((l) => [l.guestId, l.seasonId, l.unitPrice, l.amount]);
    expect(amounts('ChildRules')).toEqual([['a', 'low', 2000, 4000], ['k', 'low', 1000, 2000], ['a', 'high', 2000, 4000], ['k', 'high', 1000, 2000]]);
    expect(amounts('Full')).toEqual([['a', 'low', 2000, 4000], ['k', 'low', 2000, 4000], ['a', 'high', 2000, 4000], ['k', 'high', 2000, 4000]]);
    expect(amounts('Free')).toEqual([['a', 'low', 2000, 4000], ['k', 'low', 0, 0], ['a', 'high', 2000, 4000], ['k', 'high', 0, 0]]);
  });
  it('per person per stay and per room per stay: once, over the whole stay', () => {
    const r = withSupplements([
      { id: 'transfer', mode: 'Absolute', basis: 'PerPersonPerStay', amount: 4500, mandatory: true },
      { id: 'clean', mode: 'Absolute', basis: 'PerRoomPerStay', amount: 3000, mandatory: true },
    ]);
    expect(addons(r).map((l) => [l.supplementId, l.guestId, l.from, l.to, l.quantity, l.amount])).toEqual([
      ['transfer', 'a', '2027-01-08', '2027-01-12', 1, 4500], ['transfer', 'k', '2027-01-08', '2027-01-12', 1, 2250],
      ['clean', null, '2027-01-08', '2027-01-12', 1, 3000],
    ]);
    expect(r.total).toBe(ROOM + 9750);
  });
  it('a season scope limits per-night supplements to those nights, per-stay ones to the arrival season', () => {
    const r = withSupplements([
      { id: 'peak', mode: 'Absolute', basis: 'PerRoomPerNight', amount: 1000, seasonIds: ['high'], mandatory: true },
      { id: 'gala', mode: 'Absolute', basis: 'PerRoomPerStay', amount: 5000, seasonIds: ['high'], mandatory: true },
    ]);
    expect(addons(r).map((l) => [l.supplementId, l.seasonId, l.amount])).toEqual([['peak', 'high', 2000]]);
  });
  it('PerBooking: one cost line for the whole booking, chosen or mandatory', () => {
    const fee: TSupplement = { id: 'fee', name: 'Booking fee', mode: 'Absolute', basis: 'PerBooking', amount: 1500 };
    const none = withSupplements([fee]);
    expect(addons(none)).toEqual([]);
    const r = withSupplements([fee], [], { supplementIds: ['fee'] });
    expect(addons(r).map(brief)).toEqual([{ type: 'cost', stay: null, guest: null, season: null, supplement: 'fee', from: '2027-01-08', to: '2027-01-12', qty: 1, unit: 1500, amount: 1500 }]);
    expect(withSupplements([{ ...fee, mandatory: true }]).total).toBe(ROOM + 1500);
  });
});

describe('percentage supplements', () => {
  it('a percentage of the stay\'s room cost, per season stretch, each rounded once', () => {
    // LOW room cost 30000 × 7.5% = 2250; HIGH 36000 × 7.5% = 2700
    const r = withSupplements([{ id: 'sea', name: 'Sea view', mode: 'PerCent', percent: 7.5 }], ['sea']);
    expect(addons(r).map((l) => [l.seasonId, l.quantity, l.unitPrice, l.amount, l.values.base])).toEqual([['low', 1, 2250, 2250, 30000], ['high', 1, 2700, 2700, 36000]]);
  });
  it('rounds half away from zero: 0.5% of 30100 is 150.5 → 151', () => {
    const r = price(request({ priceList: { entries: [{ ...PPPN[0], basis: 'PerRoomPerNight', amount: 30100 }], supplements: [{ id: 'p', mode: 'PerCent', percent: 0.5, mandatory: true }] },
      stays: [{ id: 's1', roomTypeId: 'dbl', checkIn: '2027-01-02', checkOut: '2027-01-03', guestIds: ['a'] }] }));
    expect(r.lines.map((l) => l.amount)).toEqual([30100, 151]);
  });
  it('cannot be paid on site (an inconsistent list)', () => {
    expectPriceError(request({ priceList: { entries: PPPN, supplements: [{ id: 'p', mode: 'PerCent', percent: 5, charge: 'OnSite' }] } }), 'PRICE_LIST_INVALID', 409);
  });
});

describe('choosing supplements', () => {
  it('optional supplements only when chosen; chosen order and repetition do not matter', () => {
    const list: TSupplement[] = [
      { id: 'x', mode: 'Absolute', basis: 'PerRoomPerStay', amount: 100 },
      { id: 'y', mode: 'Absolute', basis: 'PerRoomPerStay', amount: 200 },
      { id: 'm', mode: 'Absolute', basis: 'PerRoomPerStay', amount: 400, mandatory: true },
    ];
    expect(addons(withSupplements(list)).map((l) => l.supplementId)).toEqual(['m']);
    const a = withSupplements(list, ['y', 'x', 'm', 'y']);
    const b = withSupplements(list, ['x', 'y']);
    expect(addons(a).map((l) => l.supplementId)).toEqual(['x', 'y', 'm']);
    expect(a).toEqual(b);
  });
  it('room type and variant scopes: mandatory ones skip other rooms, chosen ones are refused', () => {
    const s: TSupplement = { id: 'bunk', mode: 'Absolute', basis: 'PerRoomPerStay', amount: 100, roomTypeIds: ['suite'] };
    expect(addons(withSupplements([{ ...s, mandatory: true }]))).toEqual([]);
    const err = expectPriceError(request({ priceList: { entries: PPPN, supplements: [s] }, stays: [{ id: 's1', roomTypeId: 'dbl', checkIn: '2027-01-08', checkOut: '2027-01-09', guestIds: ['a'], supplementIds: ['bunk'] }] }), 'SUPPLEMENT_NOT_APPLICABLE', 400);
    expect(err.details).toMatchObject({ supplementId: 'bunk', stayId: 's1' });
    const v: TSupplement = { id: 'hb', mode: 'Absolute', basis: 'PerRoomPerStay', amount: 100, variantIds: ['halfboard'], mandatory: true };
    expect(addons(withSupplements([v]))).toEqual([]);
  });
  it('unknown ids are a 400; a PerBooking supplement cannot be chosen for a stay nor a stay supplement for the booking', () => {
    const fee: TSupplement = { id: 'fee', mode: 'Absolute', basis: 'PerBooking', amount: 100 };
    const night: TSupplement = { id: 'n', mode: 'Absolute', basis: 'PerRoomPerNight', amount: 100 };
    const base = (stayChoice: string[], bookingChoice: string[]) => request({ priceList: { entries: PPPN, supplements: [fee, night] }, supplementIds: bookingChoice,
      stays: [{ id: 's1', roomTypeId: 'dbl', checkIn: '2027-01-08', checkOut: '2027-01-09', guestIds: ['a'], supplementIds: stayChoice }] });
    expectPriceError(base(['nope'], []), 'UNKNOWN_SUPPLEMENT', 400);
    expectPriceError(base([], ['nope']), 'UNKNOWN_SUPPLEMENT', 400);
    expectPriceError(base(['fee'], []), 'SUPPLEMENT_NOT_APPLICABLE', 400);
    expectPriceError(base([], ['n']), 'SUPPLEMENT_NOT_APPLICABLE', 400);
  });
});

describe('charge types', () => {
  it('OnSite supplements are listed apart in the onsite currency and stay out of the total and the tax', () => {
    const r = price(request({
      priceList: { entries: PPPN, useOnsiteCurrency: true, onsiteCurrency: 'PHP', tax: { status: 'active', value: 10, inclusive: false },
        supplements: [{ id: 'env', name: 'Environmental fee', mode: 'Absolute', basis: 'PerPersonPerStay', amount: 50000, charge: 'OnSite', mandatory: true }] },
    }));
    expect(r.onsite).toMatchObject({ currency: 'PHP', total: 50000 });
    expect(r.onsite?.lines.map((l) => [l.supplementId, l.currency, l.amount, l.taxable])).toEqual([['env', 'PHP', 50000, false]]);
    expect(r.lines.some((l) => l.supplementId === 'env')).toBe(false);
    expect(r.subtotal).toBe(44000);
    expect(r.tax?.base).toBe(44000);
  });
  it('without useOnsiteCurrency the onsite part is in the list\'s currency', () => {
    const r = withSupplements([{ id: 'dive', mode: 'Absolute', basis: 'PerRoomPerStay', amount: 1000, charge: 'OnSite', mandatory: true }]);
    expect(r.onsite?.currency).toBe('EUR');
  });
  it('ForFree supplements show at zero with their list price in the values', () => {
    const r = withSupplements([{ id: 'wifi', mode: 'Absolute', basis: 'PerRoomPerNight', amount: 500, charge: 'ForFree', mandatory: true }]);
    expect(addons(r).map((l) => [l.unitPrice, l.amount, l.values.listPrice])).toEqual([[0, 0, 500], [0, 0, 500]]);
    expect(r.total).toBe(ROOM);
  });
  it('a non-taxable supplement stays out of the tax base', () => {
    const r = withSupplements([{ id: 'dep', mode: 'Absolute', basis: 'PerRoomPerStay', amount: 10000, taxable: false, mandatory: true }], [],
      { priceList: { entries: PPPN, childRules: [{ maxAge: 11, mode: 'PerCent', value: 50 }], tax: { status: 'active', value: 10, inclusive: false },
        supplements: [{ id: 'dep', mode: 'Absolute', basis: 'PerRoomPerStay', amount: 10000, taxable: false, mandatory: true }] } });
    expect(r.tax).toMatchObject({ base: ROOM, amount: 6600 });
    expect(r.total).toBe(ROOM + 10000 + 6600);
  });
});
