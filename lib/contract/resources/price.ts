// Price lists, price variants, specials and special groups (spec section 3: Price list, Special;
// defaults: price list status draft, special status draft, tax status aborted, tax value 0
// inclusive). Entries, periods and rules are structured values of the record; the pricing
// calls of api-calls 7.7 come with the prices issue.
import { z } from 'zod';
import { alsoScopes, defineResource, f } from './define';
import {
  CALCULATION_MODES, DISCOUNT_MODES, INCLUDE_IN_CHANNELS, PRICE_BASES, PRICE_CHANGE_TARGETS, RULE_OPERATORS,
  SPECIAL_APPLIES_TO, SPECIAL_CRITERIA, SPECIAL_TYPES, SURCHARGE_TYPES,
} from './enums';

const priceScopes = alsoScopes(['price.update'], ['price.update']);

export const ZPriceTax = z.strictObject({
  status: z.enum(['active', 'aborted']).default('aborted'),
  value: z.number().min(0).max(100).default(0),
  name: z.string().max(100).optional(),
  /** The name per language, printed in the document's language (lib/contract/line-values.ts). */
  names: z.strictObject({ de: z.string().max(100).optional(), en: z.string().max(100).optional() }).optional(),
  inclusive: z.boolean().default(true),
});

/** A season's name per language (printed in the document's language, lib/contract/line-values.ts). */
const ZPeriodNames = z.strictObject({ de: z.string().max(100).optional(), en: z.string().max(100).optional() });
export const ZPricePeriod = z.strictObject({ from: z.iso.date(), to: z.iso.date(), name: z.string().max(100).optional(), names: ZPeriodNames.optional() });

export const ZPriceEntry = z.strictObject({
  roomType: z.uuid().nullable().optional(),
  variant: z.uuid().nullable().optional(),
  period: z.number().int().min(0).optional(),
  noOfPax: z.number().int().min(0).max(100).optional(),
  /** Minor units. */
  amount: z.number().int(),
  currency: z.string().regex(/^[A-Z]{3}$/).optional(),
});

export const price = defineResource({
  name: 'price', base: '/api/price', scope: 'price', label: 'name', asset: 'both', defaultSort: { field: 'validFrom', order: -1 },
  fields: {
    name: f.name(),
    internalId: f.text({ max: 50, search: true, sort: true }),
    status: f.enum(['draft', 'active', 'inactive'], { default: 'draft', sort: true }),
    type: f.text({ max: 50, filter: true }),
    calculationType: f.enum(CALCULATION_MODES, { default: 'complete' }),
    validFrom: f.date({ sort: true, filter: true }),
    validTo: f.date({ sort: true, filter: true }),
    termsOfPayment: f.ref('terms'),
    defaultTermsOfPayment: f.ref('terms'),
    commission: f.ref('commission'),
    surcharge: f.decimal({ default: 0 }),
    surchargeType: f.enum(SURCHARGE_TYPES, { default: 'percent' }),
    discount: f.decimal({ default: 0 }),
    discountType: f.enum(DISCOUNT_MODES, { default: 'PerCent' }),
    useOnsiteCurrency: f.bool(false),
    currencies: f.textList({ format: 'currency', default: ['EUR'] }),
    countries: f.textList({ format: 'country' }),
    includedServices: f.i18n(),
    excludedServices: f.i18n(),
    isAvailableToOTA: f.bool(false, { filter: true }),
    variants: f.refList('pricevariant'),
    supplements: f.refList('supplements'),
    periods: f.json(z.array(ZPricePeriod).max(100), { default: [] }),
    entries: f.json(z.array(ZPriceEntry).max(5000), { default: [] }),
    tax: f.json(ZPriceTax, { default: ZPriceTax.parse({}) }),
    /** Minor units. */
    basePrice: f.money({ min: 0, sort: true }),
    resort: f.resort(),
    vessel: f.vessel(),
  },
});

export const pricevariant = defineResource({
  name: 'pricevariant', base: '/api/pricevariant', scope: 'pricevariant', also: priceScopes, label: 'name',
  defaultSort: { field: 'name', order: 1 },
  fields: {
    name: f.name(),
    key: f.text({ max: 50, search: true, sort: true }),
    description: f.i18n(),
    calculationMode: f.enum(CALCULATION_MODES, { default: 'complete' }),
    priceBase: f.enum(PRICE_BASES, { default: 'All' }),
    discount: f.decimal({ default: 0 }),
    discountType: f.enum(DISCOUNT_MODES, { default: 'PerCent' }),
    isActive: f.bool(true, { filter: true }),
  },
});

export const ZSpecialRule = z.array(z.strictObject({
  criteria: z.enum(SPECIAL_CRITERIA),
  operator: z.enum(RULE_OPERATORS),
  value: z.union([z.string().max(200), z.number(), z.array(z.union([z.string().max(200), z.number()])).max(500)]),
})).max(50);

export const specialsgroup = defineResource({
  name: 'specialsgroup', base: '/api/specialsgroup', scope: 'specials', also: priceScopes, label: 'name',
  defaultSort: { field: 'sort', order: 1 },
  fields: {
    name: f.name(),
    description: f.text({ max: 1000 }),
    sort: f.int({ default: 0, sort: true }),
    isActive: f.bool(true, { filter: true }),
  },
});

export const specials = defineResource({
  name: 'specials', base: '/api/specials', scope: 'specials', also: priceScopes, label: 'name', defaultSort: { field: 'validFrom', order: -1 },
  fields: {
    name: f.name(),
    /** The name per language, printed in the document's language (lib/contract/line-values.ts). */
    names: f.i18n(),
    type: f.enum(SPECIAL_TYPES, { default: 'special', sort: true }),
    status: f.enum(['draft', 'active', 'inactive'], { default: 'draft', sort: true }),
    group: f.ref('specialsgroup'),
    validFrom: f.date({ sort: true, filter: true }),
    validTo: f.date({ sort: true, filter: true }),
    rule: f.json(ZSpecialRule, { default: [] }),
    appliesTo: f.enum(SPECIAL_APPLIES_TO, { default: 'Booking' }),
    discount: f.enum(DISCOUNT_MODES, { default: 'PerCent' }),
    discountValue: f.decimal({ default: 0 }),
    reduce: f.enum(PRICE_CHANGE_TARGETS, { default: 'full booking' }),
    replaceMatchingRoomPrice: f.bool(false),
    autoAdd: f.bool(false, { filter: true }),
    unique: f.bool(false),
    deletable: f.bool(true),
    editable: f.bool(true),
    excludeFromTax: f.bool(false),
    excludeFromCommission: f.bool(false),
    includeSpecialsWithSameRule: f.bool(false),
    includeIn: f.textList({ values: INCLUDE_IN_CHANNELS, default: [...INCLUDE_IN_CHANNELS], filter: true }),
    description: f.i18n(),
  },
});

export const PRICE_RESOURCES = [price, pricevariant, specialsgroup, specials];
