// Products and addons on a booking's price (issue 15), pure: how many units a rule base charges
// for a stay and a set of guests, and what a customer charge type does to the price
// (docs/decisions/pricing.md, "Products and addons on a booking").
import type { CUSTOMER_CHARGE_TYPES } from '../../../../lib/contract/booking-price';
import type { PRODUCT_RULE_BASES } from '../../../../lib/contract/resources/enums';

export type TRuleBase = (typeof PRODUCT_RULE_BASES)[number];
export type TChargeType = (typeof CUSTOMER_CHARGE_TYPES)[number];

export type TStayFacts = {
  /** Nights of the booking (first arrival to last departure). */
  nights: number;
  /** Guests the line is for (the chosen ones, else every guest of the booking). */
  persons: number;
  /** Distinct people among them (a guest in two rooms of the booking counts once). */
  customers?: number;
  /** Dive days and dives as given; default dive days: the nights less one (no diving on the arrival and departure days). */
  diveDays?: number;
  dives?: number;
};

/** Units of one line: per person or per booking, times the days, nights, dive days, dives or weeks. */
export function unitsFor(base: TRuleBase, f: TStayFacts): number {
  const persons = Math.max(0, f.persons);
  const nights = Math.max(0, f.nights);
  switch (base) {
    case 'PerBooking': return 1;
    case 'PerBookingAndCustomer': return Math.max(0, f.customers ?? persons);
    case 'PerPerson': return persons;
    case 'PerDay': return persons * (nights + 1);
    case 'PerNight': return persons * nights;
    case 'PerDiveDay': return persons * (f.diveDays ?? Math.max(0, nights - 1));
    case 'PerDive': return persons * (f.dives ?? 0);
    case 'PerWeekFloor': return persons * Math.floor(nights / 7);
    case 'PerWeekCeil': return persons * Math.ceil(nights / 7);
  }
}

/** What the booking is charged per unit: Direct charges the price; ForFree shows it at zero;
 *  OnSite is paid at the place (kept out of the booking's total, the price kept as onsitePrice);
 *  Info and None are zero (Info is printed for the guest, None is internal). */
export function chargedUnitPrice(charge: TChargeType, unitPrice: number): { unitPrice: number; values: Record<string, number | string> } {
  if (charge === 'Direct') return { unitPrice, values: {} };
  if (charge === 'OnSite') return { unitPrice: 0, values: { charge, onsitePrice: unitPrice } };
  return { unitPrice: 0, values: { charge, listPrice: unitPrice } };
}

/** Whether a rule base needs the number of dives given (PerDive has no default). */
export const needsDives = (base: TRuleBase): boolean => base === 'PerDive';
