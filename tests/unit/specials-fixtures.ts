// A small booking as the specials engine sees it: two rooms, three guests, price lines by hand.
//   s1: room type A, 7 nights from 2026-06-10 (a Wednesday), guests a (40, DE) and b (8, FR)
//   s2: room type B, 4 nights from 2026-06-10, guest c (30, DE), priced per room
import type { TCalculationLine } from '@/lib/contract/pricing';
import type { TSpecial, TSpecialFacts, TSpecialsRequest } from '@/upstream/modules/prices/engine/specials';

export const line = (l: Partial<TCalculationLine> & Pick<TCalculationLine, 'type' | 'amount'>): TCalculationLine => ({
  key: 'pricing.lines.test', values: {}, sort: 0, stayId: null, guestId: null, roomTypeId: null, variantId: null, seasonId: null, entryId: null,
  supplementId: null, from: null, to: null, quantity: 1, unitPrice: l.amount, currency: 'EUR', taxable: true, ...l,
});

export const LINES = (): TCalculationLine[] => [
  line({ type: 'room_cost', stayId: 's1', guestId: 'a', quantity: 7, unitPrice: 10000, amount: 70000 }),
  line({ type: 'room_cost', stayId: 's1', guestId: 'b', quantity: 7, unitPrice: 5000, amount: 35000 }),
  line({ type: 'room_cost', stayId: 's2', quantity: 4, unitPrice: 12000, amount: 48000 }),
  line({ type: 'addon', stayId: 's1', guestId: 'a', amount: 3000 }),
  line({ type: 'cost', amount: 2000 }),
];
export const LINES_TOTAL = 70000 + 35000 + 48000 + 3000 + 2000;

export const FACTS = (over: Partial<TSpecialFacts> = {}): TSpecialFacts => ({
  bookingDate: '2026-03-01', channel: 'Booking', resort: 'R1', vessel: null, agency: null, source: 'web', schedule: null, tour: null,
  paxOnTrip: null, history: { bookings: 2, noOfStays: 2, lastStay: '2025-09-01', stayRevenue: 250000 },
  stays: [
    { id: 's1', roomTypeId: 'A', checkIn: '2026-06-10', checkOut: '2026-06-17', guestIds: ['a', 'b'] },
    { id: 's2', roomTypeId: 'B', checkIn: '2026-06-10', checkOut: '2026-06-14', guestIds: ['c'] },
  ],
  guests: [
    { id: 'a', age: 40, customer: 'C1', customerType: 'diver', passportCountry: 'DE', addressCountry: 'DE' },
    { id: 'b', age: 8, customer: null, customerType: 'snorkeler', passportCountry: 'FR', addressCountry: 'DE' },
    { id: 'c', age: 30, customer: 'C3', customerType: 'diver', passportCountry: 'DE', addressCountry: 'AT' },
  ],
  ...over,
});

export const special = (over: Partial<TSpecial> = {}): TSpecial => ({
  id: 'sp1', name: 'Special', type: 'special', status: 'active', group: null, validFrom: null, validTo: null, rule: [],
  appliesTo: 'Booking', discount: 'PerCent', discountValue: 10, reduce: 'room price', autoAdd: true, unique: false,
  excludeFromTax: false, excludeFromCommission: false, includeSpecialsWithSameRule: false,
  includeIn: ['Booking', 'AgentDirectBooking', 'CustomerDirectBooking', 'OTABooking'], ...over,
});

export const request = (specials: TSpecial[], over: Partial<TSpecialsRequest> = {}): TSpecialsRequest => ({
  lines: LINES(), specials, facts: FACTS(), chosen: [], currency: 'EUR', tax: null, commission: null, ...over,
});
