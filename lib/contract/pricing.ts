// Wire contract of the price engine (upstream/modules/prices/engine): what a price list looks like
// to the engine, what a booking to be priced looks like, and the calculation lines it returns.
// Money is always integer minor units (cents); percentages are decimal numbers with at most
// 4 decimals (19, 7.7, 12.5) that the engine reads exactly from their decimal form.
// The rules are in upstream/modules/prices/engine/README.md and docs/decisions/pricing.md.
import { z } from 'zod';

const ZId = z.string().min(1).max(100);
const ZDay = z.iso.date();
const ZCurrency = z.string().regex(/^[A-Z]{3}$/, 'ISO 4217 code');
/** Integer minor units, never negative in a price list. */
export const ZMinorUnits = z.number().int().min(0).max(100_000_000_000);
/** A percentage 0..100 with at most 4 decimals. */
export const ZPercent = z.number().min(0).max(100)
  .refine((v) => /^\d+(\.\d{1,4})?$/.test(String(v)), 'at most 4 decimals');

/** Spec section 9 "Calculation line types", plus 'tax' (the exclusive tax line; see docs/decisions/pricing.md) and 'commission' (the agency's commission, docs/decisions/specials.md). */
export const CALCULATION_LINE_TYPES = [
  'cost', 'room_cost', 'text', 'tour', 'addon', 'deposit', 'rest', 'special', 'product', 'discount',
  'payment', 'external', 'option', 'tax', 'commission',
] as const;
export const ZCalculationLineType = z.enum(CALCULATION_LINE_TYPES);
export type TCalculationLineType = z.infer<typeof ZCalculationLineType>;

/** How an amount is multiplied: per guest or per room, per night or once per stay. */
export const PRICE_BASES = ['PerPersonPerNight', 'PerRoomPerNight', 'PerPersonPerStay', 'PerRoomPerStay'] as const;
export const ZPriceBasis = z.enum(PRICE_BASES);
export type TPriceBasis = z.infer<typeof ZPriceBasis>;

/** A season: a named set of date periods; both ends inclusive, a night counts by the date it begins. */
/** A name from the operator's data in other languages (lib/contract/line-values.ts). */
export const ZNames = z.strictObject({ de: z.string().max(200).optional(), en: z.string().max(200).optional() });

export const ZPricingSeason = z.strictObject({
  id: ZId,
  name: z.string().max(200).default(''),
  names: ZNames.optional(),
  /** Higher wins where seasons overlap; equal priorities overlapping on a night are an error. */
  priority: z.number().int().min(0).max(1000).default(0),
  periods: z.array(z.strictObject({ from: ZDay, to: ZDay })
    .refine((p) => p.from <= p.to, 'from must not be after to')).min(1),
});

/** Child discount by age band: applies to a child (age <= childMaxAge) with minAge <= age <= maxAge. */
export const ZChildRule = z.strictObject({
  minAge: z.number().int().min(0).max(99).default(0),
  maxAge: z.number().int().min(0).max(99),
  /** PerCent off, Absolute amount off per unit, Fix price per unit, FOC free of charge. */
  mode: z.enum(['PerCent', 'Absolute', 'Fix', 'FOC']),
  /** Percent for PerCent, minor units for Absolute and Fix, ignored for FOC. */
  value: z.number().min(0).max(100_000_000_000).default(0),
}).refine((r) => r.minAge <= r.maxAge, 'minAge must not exceed maxAge')
  .refine((r) => r.mode === 'PerCent' ? ZPercent.safeParse(r.value).success : Number.isInteger(r.value),
    'PerCent takes a percentage, Absolute and Fix take integer minor units');

/**
 * The price of one room type (and variant) in one season. priceBase 'All' prices every guest (or
 * the room); 'AdditionalCustomer' is charged per guest beyond includedPax, on top of the 'All' entry.
 */
export const ZPricingEntry = z.strictObject({
  id: ZId,
  roomTypeId: ZId,
  /** null: the price without a variant (what a stay without variantId gets). */
  variantId: ZId.nullable().default(null),
  seasonId: ZId,
  basis: ZPriceBasis,
  priceBase: z.enum(['All', 'AdditionalCustomer']).default('All'),
  amount: ZMinorUnits,
  /** For AdditionalCustomer: the guests the 'All' entry already covers. */
  includedPax: z.number().int().min(0).max(50).default(0),
  /** Overrides the price list's child rules for this entry; [] means children pay full. */
  childRules: z.array(ZChildRule).optional(),
});

const ZSupplementScope = {
  /** Empty: every room type / variant / season. */
  roomTypeIds: z.array(ZId).default([]),
  variantIds: z.array(ZId).default([]),
  seasonIds: z.array(ZId).default([]),
  /** Added without being chosen (when its scope matches); otherwise chosen per stay or booking. */
  mandatory: z.boolean().default(false),
  taxable: z.boolean().default(true),
  /** Customer charge type (spec section 9): paid with the booking, on site, or included for free. */
  charge: z.enum(['Direct', 'OnSite', 'ForFree']).default('Direct'),
};

export const ZPricingSupplement = z.discriminatedUnion('mode', [
  z.strictObject({
    id: ZId, name: z.string().max(200).default(''), mode: z.literal('Absolute'),
    /** PerBooking: once for the whole booking (a 'cost' line). */
    basis: z.enum([...PRICE_BASES, 'PerBooking']),
    amount: ZMinorUnits,
    /** Children on per-person supplements: pay Full, go Free, or get the price list's ChildRules. */
    children: z.enum(['Full', 'Free', 'ChildRules']).default('ChildRules'),
    ...ZSupplementScope,
  }),
  z.strictObject({
    id: ZId, name: z.string().max(200).default(''), mode: z.literal('PerCent'),
    /** Percent of the stay's room cost, per season segment. */
    percent: ZPercent,
    ...ZSupplementScope,
  }),
]);

/** Tax of a price list (spec: status, value, name, inclusive; status aborted by default). */
export const ZPricingTax = z.strictObject({
  status: z.enum(['draft', 'active', 'aborted']).default('aborted'),
  value: ZPercent.default(0),
  name: z.string().max(100).default(''),
  names: ZNames.optional(),
  inclusive: z.boolean().default(true),
});

export const ZPricingList = z.strictObject({
  id: ZId,
  name: z.string().max(200).default(''),
  currency: ZCurrency.default('EUR'),
  /** Currency of OnSite supplements when useOnsiteCurrency is set; else the list's currency. */
  onsiteCurrency: ZCurrency.default('EUR'),
  useOnsiteCurrency: z.boolean().default(false),
  /** Optional validity; nights outside it have no price. */
  valid: z.strictObject({ from: ZDay, to: ZDay }).nullable().default(null),
  seasons: z.array(ZPricingSeason).min(1),
  entries: z.array(ZPricingEntry),
  childRules: z.array(ZChildRule).default([]),
  supplements: z.array(ZPricingSupplement).default([]),
  tax: ZPricingTax.default({ status: 'aborted', value: 0, name: '', inclusive: true }),
  /** Which day a birthday is measured at: the booking date (default) or the stay's check-in. */
  ageReference: z.enum(['bookingDate', 'checkIn']).default('bookingDate'),
});

export const ZPricingGuest = z.strictObject({
  id: ZId,
  /** permanentAge wins, then age, then the birthday at the reference day; none: an adult. */
  permanentAge: z.number().int().min(0).max(130).nullable().optional(),
  age: z.number().int().min(0).max(130).nullable().optional(),
  birthday: ZDay.nullable().optional(),
});

export const ZPricingStay = z.strictObject({
  id: ZId,
  roomTypeId: ZId,
  variantId: ZId.nullable().default(null),
  checkIn: ZDay,
  checkOut: ZDay,
  guestIds: z.array(ZId).max(50),
  /** Optional supplements chosen for this stay. */
  supplementIds: z.array(ZId).default([]),
}).refine((s) => s.checkIn < s.checkOut, { message: 'checkOut must be after checkIn', path: ['checkOut'] });

export const ZPricingRequest = z.strictObject({
  priceList: ZPricingList,
  stays: z.array(ZPricingStay).min(1).max(100),
  guests: z.array(ZPricingGuest).max(500),
  /** The booking's currency; a different list currency needs exchangeRate. */
  currency: ZCurrency,
  /** Major units of the booking currency per major unit of the list currency, e.g. '1.0845'. */
  exchangeRate: z.string().regex(/^\d{1,9}(\.\d{1,10})?$/).refine((r) => /[1-9]/.test(r), 'must be positive').optional(),
  bookingDate: ZDay,
  /** Spec section 4: a customer is a child while age <= childMaxAge (setting, default 11). */
  childMaxAge: z.number().int().min(0).max(25).default(11),
  /** Optional PerBooking supplements chosen for the booking. */
  supplementIds: z.array(ZId).default([]),
});

export const ZCalculationLine = z.strictObject({
  type: ZCalculationLineType,
  /** messages key under pricing.lines, with values for its placeholders. */
  key: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
  sort: z.number().int(),
  stayId: ZId.nullable(),
  guestId: ZId.nullable(),
  roomTypeId: ZId.nullable(),
  variantId: ZId.nullable(),
  seasonId: ZId.nullable(),
  entryId: ZId.nullable(),
  supplementId: ZId.nullable(),
  /** The first night and the day after the last night the line covers (half-open). */
  from: ZDay.nullable(),
  to: ZDay.nullable(),
  quantity: z.number().int(),
  /** quantity × unitPrice = amount, exactly. */
  unitPrice: z.number().int(),
  amount: z.number().int(),
  currency: ZCurrency,
  taxable: z.boolean(),
});

export const ZTaxSummary = z.strictObject({
  name: z.string(), names: ZNames.optional(), rate: z.number(), inclusive: z.boolean(),
  /** Sum of the taxable lines. */
  base: z.number().int(),
  /** Exclusive: the tax line's amount; inclusive: the tax contained in base. */
  amount: z.number().int(),
});

export const ZPricingResult = z.strictObject({
  currency: ZCurrency,
  priceListId: ZId,
  /** Lines paid with the booking, in its currency; total = sum of their amounts. */
  lines: z.array(ZCalculationLine),
  subtotal: z.number().int(),
  tax: ZTaxSummary.nullable(),
  total: z.number().int(),
  /** OnSite supplements: paid at the place in their own currency, not part of total. */
  onsite: z.strictObject({ currency: ZCurrency, lines: z.array(ZCalculationLine), total: z.number().int() }).nullable(),
  /** The specials that apply (docs/decisions/specials.md), each with its saving in minor units. */
  specials: z.array(z.strictObject({ id: z.string(), name: z.string(), saving: z.number().int() })).optional(),
  /** Agency bookings: the price before the commission line, and the commission (total = gross - commission). */
  gross: z.number().int().optional(),
  commission: z.number().int().optional(),
});

export type TPricingSeason = z.infer<typeof ZPricingSeason>;
export type TPricingEntry = z.infer<typeof ZPricingEntry>;
export type TChildRule = z.infer<typeof ZChildRule>;
export type TPricingSupplement = z.infer<typeof ZPricingSupplement>;
export type TPricingTax = z.infer<typeof ZPricingTax>;
export type TPricingList = z.infer<typeof ZPricingList>;
export type TPricingGuest = z.infer<typeof ZPricingGuest>;
export type TPricingStay = z.infer<typeof ZPricingStay>;
export type TPricingRequest = z.infer<typeof ZPricingRequest>;
/** What callers may send: defaults not yet applied. */
export type TPricingRequestInput = z.input<typeof ZPricingRequest>;
export type TCalculationLine = z.infer<typeof ZCalculationLine>;
export type TTaxSummary = z.infer<typeof ZTaxSummary>;
export type TPricingResult = z.infer<typeof ZPricingResult>;
