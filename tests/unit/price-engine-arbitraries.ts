// fast-check generators of price lists and bookings for the price-engine property tests.
// Seasons cut a 120-day timeline from 2027-01-01 into contiguous stretches, so every night has
// exactly one season; entries exist for every room type, variant and season.
import fc from 'fast-check';
import type { TPricingRequestInput } from '@/lib/contract/pricing';

type TList = TPricingRequestInput['priceList'];
type TSupplement = NonNullable<TList['supplements']>[number];
type TRule = NonNullable<TList['childRules']>[number];

export const TIMELINE = 120;
export const day = (offset: number): string => new Date(Date.UTC(2027, 0, 1 + offset)).toISOString().slice(0, 10);

export const ROOM_TYPES = ['dbl', 'sgl', 'fam'] as const;
export const VARIANTS = [null, 'hb'] as const;

export type TWorld = { borders: number[]; list: TList };

const childRule: fc.Arbitrary<TRule> = fc.oneof(
  fc.record({ minAge: fc.integer({ min: 0, max: 5 }), maxAge: fc.integer({ min: 5, max: 14 }), mode: fc.constant('PerCent' as const), value: fc.constantFrom(10, 25, 33.3333, 50, 100) }),
  fc.record({ maxAge: fc.integer({ min: 0, max: 14 }), mode: fc.constantFrom('Absolute' as const, 'Fix' as const), value: fc.integer({ min: 0, max: 20000 }) }),
  fc.record({ maxAge: fc.integer({ min: 0, max: 3 }), mode: fc.constant('FOC' as const) }),
);

const supplement = (nightlyOnly: boolean, i: number): fc.Arbitrary<TSupplement> => fc.oneof(
  fc.record({
    id: fc.constant(`sup${i}`), mode: fc.constant('Absolute' as const),
    basis: nightlyOnly ? fc.constantFrom('PerPersonPerNight' as const, 'PerRoomPerNight' as const)
      : fc.constantFrom('PerPersonPerNight' as const, 'PerRoomPerNight' as const, 'PerPersonPerStay' as const, 'PerRoomPerStay' as const, 'PerBooking' as const),
    amount: fc.integer({ min: 0, max: 9999 }),
    children: fc.constantFrom('Full' as const, 'Free' as const, 'ChildRules' as const),
    charge: fc.constantFrom('Direct' as const, 'Direct' as const, 'OnSite' as const, 'ForFree' as const),
    taxable: fc.boolean(),
    mandatory: fc.boolean(),
    roomTypeIds: fc.subarray([...ROOM_TYPES]),
  }),
  fc.record({
    id: fc.constant(`sup${i}`), mode: fc.constant('PerCent' as const), percent: fc.constantFrom(1, 5, 7.5, 12.3456, 50),
    charge: fc.constantFrom('Direct' as const, 'ForFree' as const), taxable: fc.boolean(), mandatory: fc.boolean(),
  }),
);

/** A price list over the timeline; nightlyOnly keeps every price per night (splittable stays). */
export const world = (nightlyOnly = false): fc.Arbitrary<TWorld> => fc.record({
  borders: fc.uniqueArray(fc.integer({ min: 1, max: TIMELINE - 1 }), { minLength: 1, maxLength: 5 }).map((b) => [...b].sort((x, y) => x - y)),
  bases: fc.array(nightlyOnly ? fc.constantFrom('PerPersonPerNight' as const, 'PerRoomPerNight' as const)
    : fc.constantFrom('PerPersonPerNight' as const, 'PerRoomPerNight' as const, 'PerPersonPerStay' as const, 'PerRoomPerStay' as const), { minLength: 6, maxLength: 6 }),
  amounts: fc.array(fc.integer({ min: 0, max: 60000 }), { minLength: 36, maxLength: 36 }),
  extra: fc.option(fc.record({ amount: fc.integer({ min: 0, max: 9999 }), includedPax: fc.integer({ min: 0, max: 3 }) }), { nil: null }),
  childRules: fc.array(childRule, { maxLength: 3 }),
  supplementCount: fc.integer({ min: 0, max: 3 }),
  tax: fc.record({ status: fc.constantFrom('active' as const, 'aborted' as const), value: fc.constantFrom(0, 7, 7.7, 19, 20), inclusive: fc.boolean() }),
}).chain((w) => fc.tuple(...Array.from({ length: w.supplementCount }, (_, i) => supplement(nightlyOnly, i))).map((supplements) => {
  const starts = [0, ...w.borders];
  const seasons = starts.map((start, i) => ({ id: `season${i}`, name: `S${i}`, periods: [{ from: day(start), to: day((starts[i + 1] ?? TIMELINE) - 1) }] }));
  const entries: NonNullable<TList['entries']> = [];
  ROOM_TYPES.forEach((roomTypeId, r) => VARIANTS.forEach((variantId, v) => seasons.forEach((season, s) => {
    entries.push({ id: `e-${roomTypeId}-${variantId}-${season.id}`, roomTypeId, variantId, seasonId: season.id, basis: w.bases[r * 2 + v], amount: w.amounts[(r * 2 + v) * 6 + s] });
    if (w.extra && roomTypeId === 'fam') {
      entries.push({ id: `x-${variantId}-${season.id}`, roomTypeId, variantId, seasonId: season.id, basis: 'PerPersonPerNight', priceBase: 'AdditionalCustomer', ...w.extra });
    }
  })));
  return { borders: w.borders, list: { id: 'pl', seasons, entries, childRules: w.childRules, supplements, tax: w.tax, useOnsiteCurrency: true, onsiteCurrency: 'PHP' } };
}));

export const guest = (i: number) => fc.record({
  id: fc.constant(`g${i}`),
  age: fc.option(fc.integer({ min: 0, max: 80 }), { nil: undefined }),
  birthday: fc.option(fc.integer({ min: 0, max: 80 * 365 }).map((d) => new Date(Date.UTC(1950, 0, 1 + d)).toISOString().slice(0, 10)), { nil: undefined }),
});

export const guests = fc.integer({ min: 1, max: 6 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => guest(i))));

export const stay = (i: number, guestIds: string[]) => fc.record({
  id: fc.constant(`stay${i}`),
  roomTypeId: fc.constantFrom(...ROOM_TYPES),
  variantId: fc.constantFrom(...VARIANTS),
  start: fc.integer({ min: 0, max: TIMELINE - 2 }),
  nights: fc.integer({ min: 1, max: 14 }),
  guestIds: fc.subarray(guestIds),
}).map(({ start, nights, ...s }) => ({ ...s, checkIn: day(start), checkOut: day(Math.min(TIMELINE, start + nights)) }));

export const currency = fc.constantFrom({ currency: 'EUR' }, { currency: 'USD', exchangeRate: '1.0845' }, { currency: 'JPY', exchangeRate: '161.37' });

/** A whole booking to price: 1–3 stays over the timeline. */
export const booking = (nightlyOnly = false): fc.Arbitrary<TPricingRequestInput> => fc.record({ w: world(nightlyOnly), gs: guests, cur: currency, childMaxAge: fc.integer({ min: 0, max: 17 }) })
  .chain(({ w, gs, cur, childMaxAge }) => fc.integer({ min: 1, max: 3 })
    .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => stay(i, gs.map((g) => g.id)))))
    .chain((stays) => fc.tuple(...stays.map((s) => fc.subarray(optionalFor(w.list, s.roomTypeId, [s.roomTypeId])).map((supplementIds) => ({ ...s, supplementIds })))))
    .chain((stays) => fc.subarray(optionalFor(w.list, null, stays.map((s) => s.roomTypeId))).map((supplementIds) => ({ priceList: w.list, stays, guests: gs, ...cur, childMaxAge, bookingDate: '2026-11-23', supplementIds }))));

/** The optional supplements a stay of this room type (null: the booking) may choose. */
function optionalFor(list: TList, roomTypeId: string | null, roomTypes: string[]): string[] {
  return (list.supplements ?? []).filter((s) => !s.mandatory && (s.mode === 'Absolute' && s.basis === 'PerBooking') === (roomTypeId === null)
    && (!s.roomTypeIds?.length || s.roomTypeIds.some((r) => roomTypes.includes(r)))).map((s) => s.id);
}

/** Reorders an array by sort keys (a permutation drawn by fast-check). */
export const permute = <T>(items: readonly T[], keys: readonly number[]): T[] =>
  items.map((item, i) => ({ item, k: keys[i % keys.length] ?? 0, i })).sort((a, b) => a.k - b.k || b.i - a.i).map((x) => x.item);
