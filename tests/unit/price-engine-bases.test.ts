// Price bases, seasons and entries, computed by hand. Stay s1: nights of 8, 9 (LOW) and 10, 11 (HIGH).
import { describe, expect, it } from 'vitest';
import { brief, expectPriceError, price, PPPN, request, LOW, HIGH } from './price-engine-fixtures';

describe('per person per night', () => {
  it('prices each guest per night, each night by its own season', () => {
    const r = price(request({ priceList: { entries: PPPN }, guests: [{ id: 'a' }, { id: 'b' }], stays: [{ id: 's1', roomTypeId: 'dbl', checkIn: '2027-01-08', checkOut: '2027-01-12', guestIds: ['b', 'a'] }] }));
    expect(r.lines.map(brief)).toEqual([
      { type: 'room_cost', stay: 's1', guest: 'a', season: 'low', supplement: null, from: '2027-01-08', to: '2027-01-10', qty: 2, unit: 10000, amount: 20000 },
      { type: 'room_cost', stay: 's1', guest: 'b', season: 'low', supplement: null, from: '2027-01-08', to: '2027-01-10', qty: 2, unit: 10000, amount: 20000 },
      { type: 'room_cost', stay: 's1', guest: 'a', season: 'high', supplement: null, from: '2027-01-10', to: '2027-01-12', qty: 2, unit: 12000, amount: 24000 },
      { type: 'room_cost', stay: 's1', guest: 'b', season: 'high', supplement: null, from: '2027-01-10', to: '2027-01-12', qty: 2, unit: 12000, amount: 24000 },
    ]);
    expect(r.subtotal).toBe(88000);
    expect(r.total).toBe(88000);
    expect(r.tax).toBeNull();
    expect(r.onsite).toBeNull();
    expect(r.lines.map((l) => l.sort)).toEqual([0, 1, 2, 3]);
    expect(r.lines[0]).toMatchObject({ key: 'pricing.lines.room.PerPersonPerNight', currency: 'EUR', entryId: 'e-low', roomTypeId: 'dbl', variantId: null, taxable: true,
      values: { roomType: 'dbl', season: 'Low', nights: 2, guest: 'a', child: 'no' } });
  });

  it('an empty room costs nothing per person', () => {
    const r = price(request({ priceList: { entries: PPPN }, stays: [{ id: 's1', roomTypeId: 'dbl', checkIn: '2027-01-08', checkOut: '2027-01-09', guestIds: [] }] }));
    expect(r.lines).toEqual([]);
    expect(r.total).toBe(0);
  });
});

describe('per room per night', () => {
  it('one line per season stretch, whatever the number of guests', () => {
    const entries = [
      { id: 'r-low', roomTypeId: 'dbl', seasonId: 'low', basis: 'PerRoomPerNight' as const, amount: 15050 },
      { id: 'r-high', roomTypeId: 'dbl', seasonId: 'high', basis: 'PerRoomPerNight' as const, amount: 18000 },
    ];
    const r = price(request({ priceList: { entries }, guests: [{ id: 'a' }, { id: 'b' }], stays: [{ id: 's1', roomTypeId: 'dbl', checkIn: '2027-01-07', checkOut: '2027-01-12', guestIds: ['a', 'b'] }] }));
    expect(r.lines.map((l) => [l.seasonId, l.guestId, l.quantity, l.unitPrice, l.amount])).toEqual([['low', null, 3, 15050, 45150], ['high', null, 2, 18000, 36000]]);
    expect(r.total).toBe(81150);
  });
});

describe('per stay', () => {
  const perStay = (basis: 'PerRoomPerStay' | 'PerPersonPerStay') => [
    { id: 'st-low', roomTypeId: 'dbl', seasonId: 'low', basis, amount: 99900 },
    { id: 'st-high', roomTypeId: 'dbl', seasonId: 'high', basis, amount: 150000 },
  ];
  it('per room per stay: once, at the price of the arrival night\'s season', () => {
    const r = price(request({ priceList: { entries: perStay('PerRoomPerStay') } }));
    expect(r.lines.map(brief)).toEqual([{ type: 'room_cost', stay: 's1', guest: null, season: 'low', supplement: null, from: '2027-01-08', to: '2027-01-12', qty: 1, unit: 99900, amount: 99900 }]);
    expect(r.lines[0].values.nights).toBe(4);
  });
  it('per person per stay: once per guest', () => {
    const r = price(request({ priceList: { entries: perStay('PerPersonPerStay') }, guests: [{ id: 'a' }, { id: 'b' }],
      stays: [{ id: 's1', roomTypeId: 'dbl', checkIn: '2027-01-10', checkOut: '2027-01-17', guestIds: ['a', 'b'] }] }));
    expect(r.lines.map((l) => [l.guestId, l.seasonId, l.quantity, l.amount])).toEqual([['a', 'high', 1, 150000], ['b', 'high', 1, 150000]]);
    expect(r.total).toBe(300000);
  });
  it('still needs a season for every night', () => {
    const err = expectPriceError(request({ priceList: { entries: perStay('PerRoomPerStay') }, stays: [{ id: 's1', roomTypeId: 'dbl', checkIn: '2027-01-30', checkOut: '2027-02-02', guestIds: ['a'] }] }), 'NO_SEASON', 409);
    expect(err.details.night).toBe('2027-02-01');
  });
  it('a per-stay entry after a per-night arrival season is an inconsistent list', () => {
    const entries = [PPPN[0], { id: 'st-high', roomTypeId: 'dbl', seasonId: 'high', basis: 'PerRoomPerStay' as const, amount: 1 }];
    expectPriceError(request({ priceList: { entries } }), 'PRICE_LIST_INVALID', 409);
  });
});

describe('additional customers', () => {
  const entries = [
    { id: 'room', roomTypeId: 'fam', seasonId: 'low', basis: 'PerRoomPerNight' as const, amount: 20000 },
    { id: 'extra', roomTypeId: 'fam', seasonId: 'low', basis: 'PerPersonPerNight' as const, priceBase: 'AdditionalCustomer' as const, includedPax: 2, amount: 3000 },
  ];
  it('charges the guests beyond includedPax, the youngest being the additional ones', () => {
    const r = price(request({
      priceList: { entries, childRules: [{ maxAge: 11, mode: 'PerCent', value: 50 }] },
      guests: [{ id: 'z-dad', age: 40 }, { id: 'b-kid', age: 8 }, { id: 'a-mum', age: 38 }, { id: 'c-teen', age: 15 }],
      stays: [{ id: 's1', roomTypeId: 'fam', checkIn: '2027-01-02', checkOut: '2027-01-05', guestIds: ['b-kid', 'z-dad', 'c-teen', 'a-mum'] }],
    }));
    expect(r.lines.map((l) => [l.key, l.guestId, l.quantity, l.unitPrice, l.amount])).toEqual([
      ['pricing.lines.room.PerRoomPerNight', null, 3, 20000, 60000],
      ['pricing.lines.extraGuest.PerPersonPerNight', 'b-kid', 3, 1500, 4500],
      ['pricing.lines.extraGuest.PerPersonPerNight', 'c-teen', 3, 3000, 9000],
    ]);
    expect(r.total).toBe(73500);
  });
  it('no extra charge up to includedPax; guests of unknown age count as adults', () => {
    const r = price(request({ priceList: { entries }, guests: [{ id: 'a' }, { id: 'b', age: 5 }],
      stays: [{ id: 's1', roomTypeId: 'fam', checkIn: '2027-01-02', checkOut: '2027-01-03', guestIds: ['a', 'b'] }] }));
    expect(r.total).toBe(20000);
  });
  it('must be per person', () => {
    expectPriceError(request({ priceList: { entries: [entries[0], { ...entries[1], basis: 'PerRoomPerNight' as const }] },
      stays: [{ id: 's1', roomTypeId: 'fam', checkIn: '2027-01-02', checkOut: '2027-01-03', guestIds: ['a'] }] }), 'PRICE_LIST_INVALID', 409);
  });
});

describe('variants, priorities and validity', () => {
  it('a stay with a variant takes that variant\'s entry, one without takes the plain entry', () => {
    const entries = [...PPPN, { id: 'hb', roomTypeId: 'dbl', variantId: 'halfboard', seasonId: 'low', basis: 'PerPersonPerNight' as const, amount: 13500 }];
    const stays = [
      { id: 'plain', roomTypeId: 'dbl', checkIn: '2027-01-02', checkOut: '2027-01-04', guestIds: ['a'] },
      { id: 'hb', roomTypeId: 'dbl', variantId: 'halfboard', checkIn: '2027-01-02', checkOut: '2027-01-04', guestIds: ['a'] },
    ];
    const r = price(request({ priceList: { entries }, stays }));
    expect(r.lines.map((l) => [l.stayId, l.variantId, l.entryId, l.amount])).toEqual([['plain', null, 'e-low', 20000], ['hb', 'halfboard', 'hb', 27000]]);
  });
  it('no entry for the variant in a season is a 409 naming the night and season', () => {
    const entries = [{ id: 'hb', roomTypeId: 'dbl', variantId: 'halfboard', seasonId: 'low', basis: 'PerPersonPerNight' as const, amount: 13500 }];
    const err = expectPriceError(request({ priceList: { entries }, stays: [{ id: 's1', roomTypeId: 'dbl', variantId: 'halfboard', checkIn: '2027-01-08', checkOut: '2027-01-12', guestIds: ['a'] }] }), 'NO_PRICE_ENTRY', 409);
    expect(err.details).toMatchObject({ night: '2027-01-10', seasonId: 'high', roomTypeId: 'dbl', variantId: 'halfboard', stayId: 's1' });
  });
  it('a higher-priority season overrides a base season for its nights', () => {
    const xmas = { id: 'xmas', name: 'Peak', priority: 5, periods: [{ from: '2027-01-09', to: '2027-01-10' }] };
    const entries = [...PPPN, { id: 'e-x', roomTypeId: 'dbl', seasonId: 'xmas', basis: 'PerPersonPerNight' as const, amount: 20000 }];
    const r = price(request({ priceList: { seasons: [LOW, HIGH, xmas], entries } }));
    expect(r.lines.map((l) => [l.seasonId, l.from, l.to, l.amount])).toEqual([
      ['low', '2027-01-08', '2027-01-09', 10000], ['xmas', '2027-01-09', '2027-01-11', 40000], ['high', '2027-01-11', '2027-01-12', 12000]]);
  });
  it('seasons of equal priority covering the same night are a 409', () => {
    const clash = { id: 'clash', periods: [{ from: '2027-01-11', to: '2027-01-11' }] };
    const err = expectPriceError(request({ priceList: { seasons: [LOW, HIGH, clash], entries: PPPN } }), 'SEASON_OVERLAP', 409);
    expect(err.details).toMatchObject({ night: '2027-01-11', seasonIds: ['clash', 'high'] });
  });
  it('a night before the price list\'s validity is a 409', () => {
    const err = expectPriceError(request({ priceList: { entries: PPPN, valid: { from: '2027-01-09', to: '2027-12-31' } } }), 'OUTSIDE_VALIDITY', 409);
    expect(err.details.night).toBe('2027-01-08');
  });
  it('a checkout day needs no season: only nights are priced', () => {
    const r = price(request({ priceList: { entries: PPPN }, stays: [{ id: 's1', roomTypeId: 'dbl', checkIn: '2027-01-30', checkOut: '2027-02-01', guestIds: ['a'] }] }));
    expect(r.total).toBe(24000);
  });
});

describe('request errors', () => {
  it('unknown guest, duplicate ids and over-long stays are 400', () => {
    expectPriceError(request({ priceList: { entries: PPPN }, stays: [{ id: 's1', roomTypeId: 'dbl', checkIn: '2027-01-08', checkOut: '2027-01-09', guestIds: ['nobody'] }] }), 'UNKNOWN_GUEST', 400);
    expectPriceError(request({ priceList: { entries: PPPN }, guests: [{ id: 'a' }, { id: 'a' }] }), 'DUPLICATE_ID', 400);
    expectPriceError(request({ priceList: { entries: PPPN }, stays: [{ id: 's1', roomTypeId: 'dbl', checkIn: '2027-01-08', checkOut: '2027-01-09', guestIds: ['a', 'a'] }] }), 'DUPLICATE_ID', 400);
    const long = { id: 'y', periods: [{ from: '2027-01-01', to: '2029-01-01' }] };
    expectPriceError(request({ priceList: { seasons: [long], entries: PPPN }, stays: [{ id: 's1', roomTypeId: 'dbl', checkIn: '2027-01-01', checkOut: '2028-01-03', guestIds: ['a'] }] }), 'STAY_TOO_LONG', 400);
  });
  it('two entries for the same room type, variant and season are an inconsistent list', () => {
    expectPriceError(request({ priceList: { entries: [...PPPN, { ...PPPN[0], id: 'dup' }] } }), 'PRICE_LIST_INVALID', 409);
  });
  it('a booking in another currency without a rate is a 400', () => {
    expectPriceError(request({ priceList: { entries: PPPN }, currency: 'USD' }), 'CURRENCY_MISMATCH', 400);
  });
  it('the same price list and request give the same answer (no clock, no state)', () => {
    const input = request({ priceList: { entries: PPPN } });
    expect(price(input)).toEqual(price(input));
  });
});

describe('calendar days', () => {
  it('day numbers and day strings round-trip, leap days and years below 100 included', async () => {
    const { dayNumber, dayString } = await import('@/upstream/modules/prices/engine/days');
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('2028-03-01') - dayNumber('2028-02-28')).toBe(2);
    expect(dayNumber('2100-03-01') - dayNumber('2100-02-28')).toBe(1);
    for (const d of ['0001-01-01', '0099-12-31', '2000-02-29', '2027-12-31', '9999-12-31']) expect(dayString(dayNumber(d))).toBe(d);
    for (let n = dayNumber('2026-12-25'); n < dayNumber('2028-03-05'); n++) expect(dayString(n)).toBe(new Date(n * 86_400_000).toISOString().slice(0, 10));
  });
});
