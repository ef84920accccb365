// The shared state of one pricing run: the booking currency and conversion factor, and each stay
// cut into season segments with its guests' ages and child rules resolved.
import type { TPricingList, TPricingSeason, TPricingStay } from '@/lib/contract/pricing';
import type { TExact } from './exact';
import type { TPricedGuest } from './guests';
import type { TSegment } from './seasons';

export type TEngineContext = {
  list: TPricingList;
  /** Booking currency and the factor from list minor units to booking minor units. */
  currency: string;
  fx: TExact;
  childMaxAge: number;
};

export type TStayPlan = {
  stay: TPricingStay;
  checkIn: number;
  checkOut: number;
  segments: TSegment[];
  /** The stay's guests sorted by id, with age (at the reference day) and nothing priced yet. */
  guests: TPricedGuest[];
  referenceDay: string;
};

/** One stretch of a stay priced by one entry or supplement: [start, end) in day numbers. */
export type TCharge<T> = { item: T; season: TPricingSeason; start: number; end: number; perStay: boolean };

export const isPerStay = (basis: string): boolean => basis.endsWith('PerStay');
export const isPerPerson = (basis: string): boolean => basis.startsWith('PerPerson');
