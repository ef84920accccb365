// Shared price lists and helpers of the price-engine tests (not a test file itself).
// Season LOW holds the nights of 1–9 January 2027, HIGH those of 10–31 January: a stay from the
// 8th to the 12th has two LOW nights (8th, 9th) and two HIGH nights (10th, 11th).
import { expect } from 'vitest';
import { ZPricingRequest, type TCalculationLine, type TPricingRequestInput, type TPricingResult } from '@/lib/contract/pricing';
import { priceBooking, PriceEngineError, type TPriceErrorCode } from '@/upstream/modules/prices/engine';

export type TListInput = TPricingRequestInput['priceList'];

export const LOW = { id: 'low', name: 'Low', periods: [{ from: '2027-01-01', to: '2027-01-09' }] };
export const HIGH = { id: 'high', name: 'High', periods: [{ from: '2027-01-10', to: '2027-01-31' }] };

export function list(over: Partial<TListInput> = {}): TListInput {
  return { id: 'pl', seasons: [LOW, HIGH], entries: [], ...over };
}

type TRequestOver = Partial<Omit<TPricingRequestInput, 'priceList'>> & { priceList?: Partial<TListInput> };

export function request(over: TRequestOver = {}): TPricingRequestInput {
  const { priceList, ...rest } = over;
  return {
    priceList: list(priceList),
    stays: [{ id: 's1', roomTypeId: 'dbl', checkIn: '2027-01-08', checkOut: '2027-01-12', guestIds: ['a'] }],
    guests: [{ id: 'a' }],
    currency: 'EUR',
    bookingDate: '2026-11-23',
    ...rest,
  };
}

export const price = (input: TPricingRequestInput): TPricingResult => priceBooking(ZPricingRequest.parse(input));

/** The parts of a line worth comparing by hand. */
export const brief = (l: TCalculationLine) => ({
  type: l.type, stay: l.stayId, guest: l.guestId, season: l.seasonId, supplement: l.supplementId,
  from: l.from, to: l.to, qty: l.quantity, unit: l.unitPrice, amount: l.amount,
});

export function expectPriceError(input: TPricingRequestInput, code: TPriceErrorCode, status: 400 | 409): PriceEngineError {
  let caught: unknown;
  try { price(input); } catch (e) { caught = e; }
  expect(caught).toBeInstanceOf(PriceEngineError);
  const err = caught as PriceEngineError;
  expect(err.code).toBe(code);
  expect(err.status).toBe(status);
  return err;
}

/** Per-person-per-night entries: 100.00 in LOW, 120.00 in HIGH for room type dbl. */
export const PPPN = [
  { id: 'e-low', roomTypeId: 'dbl', seasonId: 'low', basis: 'PerPersonPerNight' as const, amount: 10000 },
  { id: 'e-high', roomTypeId: 'dbl', seasonId: 'high', basis: 'PerPersonPerNight' as const, amount: 12000 },
];
