// What a channel may sell of one night (availableToOTA, beds of shared rooms) and the rate of one
// night from the price lists marked for OTAs (upstream/modules/channels/availability.ts, rates.ts).
import { describe, expect, it } from 'vitest';
import { sellable, unitsOfNight } from '../../upstream/modules/channels/availability';
import { nightRate } from '../../upstream/modules/channels/rates';

describe('availability of a night', () => {
  const rooms = [{ id: 'a', beds: 2, shared: false }, { id: 'b', beds: 2, shared: false }, { id: 'c', beds: 2, shared: false }];
  it('counts free rooms and the rooms channel bookings hold', () => {
    expect(unitsOfNight(rooms, [{ day: 'd', roomId: 'a', beds: 2, channelBeds: 2 }, { day: 'd', roomId: 'b', beds: 2, channelBeds: 0 }], false)).toEqual({ free: 1, channel: 1 });
  });
  it('counts the free beds of a shared room, never below zero', () => {
    const dorm = [{ id: 'd', beds: 4, shared: true }, { id: 'e', beds: 2, shared: false }];
    expect(unitsOfNight(dorm, [{ day: 'd', roomId: 'd', beds: 1, channelBeds: 1 }, { day: 'd', roomId: 'e', beds: 9, channelBeds: 0 }], true)).toEqual({ free: 3, channel: 1 });
  });
  it('caps at availableToOTA less what channels hold; -1 or null sells every free unit', () => {
    expect(sellable(3, 0, -1)).toBe(3);
    expect(sellable(3, 0, null)).toBe(3);
    expect(sellable(3, 0, 2)).toBe(2);
    expect(sellable(2, 1, 2)).toBe(1);
    expect(sellable(1, 0, 2)).toBe(1);
    expect(sellable(3, 3, 2)).toBe(0);
    expect(sellable(3, 0, 0)).toBe(0);
  });
});

describe('the rate of a night', () => {
  const list = (over: Record<string, unknown>) => ({ id: 'l', status: 'active', isAvailableToOTA: true, calculationType: 'unit', validFrom: null, validTo: null, currencies: ['EUR'], resort: 'r', vessel: null,
    periods: [{ from: '2020-06-01', to: '2020-06-30' }], entries: [{ roomType: 't', amount: 10_000 }, { roomType: 't', period: 0, amount: 15_000 }, { roomType: 't', noOfPax: 2, amount: 1_000 }, { roomType: 't', variant: 'v', amount: 1 }], ...over });
  const type = { id: 't', defaultNoOfPax: 2, byBed: false };
  it('takes a season entry before the base one, per room as it is', () => {
    expect(nightRate([list({})], type, '2020-06-10')).toEqual({ rate: 15_000, currency: 'EUR' });
    expect(nightRate([list({})], type, '2020-07-01')).toEqual({ rate: 10_000, currency: 'EUR' });
  });
  it('multiplies a per-person price by the default guests, or one guest when sold by the bed', () => {
    expect(nightRate([list({ calculationType: 'complete' })], type, '2020-07-01')?.rate).toBe(20_000);
    expect(nightRate([list({ calculationType: 'complete' })], { ...type, byBed: true }, '2020-07-01')?.rate).toBe(10_000);
  });
  it('sends no rate outside the lists\' validity, for a vessel\'s trip list or without an entry', () => {
    expect(nightRate([list({ validTo: '2020-01-01' })], type, '2020-07-01')).toBeNull();
    expect(nightRate([list({ vessel: 'v', resort: null })], type, '2020-07-01')).toBeNull();
    expect(nightRate([list({})], { ...type, id: 'other' }, '2020-07-01')).toBeNull();
  });
});
