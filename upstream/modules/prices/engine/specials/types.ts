// Inputs and outputs of the specials engine (pure: no database, no clock). The API maps the
// stored `specials` records and the booking into these; docs/decisions/specials.md has the rules.
import type { TNames } from '@/lib/contract/line-values';
import type { TCalculationLine, TTaxSummary } from '@/lib/contract/pricing';
import type {
  DISCOUNT_MODES, INCLUDE_IN_CHANNELS, PRICE_CHANGE_TARGETS, RULE_OPERATORS, SPECIAL_APPLIES_TO, SPECIAL_CRITERIA, SPECIAL_TYPES,
} from '@/lib/contract/resources/enums';

export type TCriterion = (typeof SPECIAL_CRITERIA)[number];
export type TOperator = (typeof RULE_OPERATORS)[number];
export type TDiscountMode = (typeof DISCOUNT_MODES)[number];
export type TTarget = (typeof PRICE_CHANGE_TARGETS)[number];
export type TChannel = (typeof INCLUDE_IN_CHANNELS)[number];

export type TRuleValue = string | number | (string | number)[];
export type TSpecialRule = { criteria: TCriterion; operator: TOperator; value: TRuleValue };

export type TSpecial = {
  id: string;
  name: string;
  /** The name in other languages (printed in the document's language). */
  names?: TNames;
  type: (typeof SPECIAL_TYPES)[number];
  status: string;
  group: string | null;
  /** First and last arrival day the special is for (inclusive); null: open. */
  validFrom: string | null;
  validTo: string | null;
  rule: TSpecialRule[];
  appliesTo: (typeof SPECIAL_APPLIES_TO)[number];
  discount: TDiscountMode;
  /** Percent for PerCent and Lowest; minor units for Absolute, AbsoluteNights, Fix, FixUnit; a
   *  count of guests (FOC) or nights (FOCUnit). Negative PerCent / Absolute: a surcharge. */
  discountValue: number;
  reduce: TTarget;
  autoAdd: boolean;
  unique: boolean;
  excludeFromTax: boolean;
  excludeFromCommission: boolean;
  includeSpecialsWithSameRule: boolean;
  /** The special sets the price of the rooms it matches: it changes their room_cost lines in
   *  place (no special line of its own), before every other special. */
  replaceMatchingRoomPrice?: boolean;
  includeIn: string[];
};

export type TFactGuest = {
  id: string;
  age: number | null;
  customer: string | null;
  customerType: string | null;
  passportCountry: string | null;
  addressCountry: string | null;
};

export type TFactStay = { id: string; roomTypeId: string | null; checkIn: string; checkOut: string; guestIds: string[] };

/** What the guest's earlier stays say (loaded by the API; absent: criteria on them never hold). */
export type THistory = { bookings: number; noOfStays: number; lastStay: string | null; stayRevenue: number };

export type TSpecialFacts = {
  bookingDate: string;
  channel: TChannel;
  resort: string | null;
  vessel: string | null;
  agency: string | null;
  source: string | null;
  schedule: string | null;
  tour: string | null;
  /** Guests booked on the same departure, this booking included (NoOfPaxOnTrip). */
  paxOnTrip: number | null;
  history: THistory | null;
  stays: TFactStay[];
  guests: TFactGuest[];
  /** SpecialsGroup: the groups of the specials without a SpecialsGroup rule that apply (the
   *  engine fills it; absent: the criterion never holds). */
  specialsGroups?: string[];
};

export type TCommissionTerms = { mode: 'PerCent' | 'Absolute'; value: number; name: string; names?: TNames };

export type TSpecialsRequest = {
  /** The price engine's lines (with stayId / guestId); a tax line is recomputed. */
  lines: TCalculationLine[];
  specials: TSpecial[];
  facts: TSpecialFacts;
  /** Specials added by hand; ignoreRules skips their rules (not status, date range or channel). */
  chosen: { id: string; ignoreRules: boolean }[];
  currency: string;
  /** The price list's tax, to recompute the tax on the price after specials. */
  tax: { status: string; value: number; name: string; inclusive: boolean } | null;
  commission: TCommissionTerms | null;
};

export type TSpecialsResult = {
  /** The input lines without the tax line, the special lines, the tax line, the commission line. */
  lines: TCalculationLine[];
  /** Specials that apply, in the order applied, with what each saves (minor units, + = saving). */
  applied: { id: string; name: string; saving: number; excludeFromCommission: boolean; excludeFromTax: boolean }[];
  /** The tax after specials (null: the list has no active tax). */
  taxSummary: TTaxSummary | null;
  gross: number;
  commission: number;
  total: number;
};
