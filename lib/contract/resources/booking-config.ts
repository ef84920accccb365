// Booking master data: terms of payment, commissions, booking sources and categories,
// supplements, referrals and customer relations. Known by name only in the spec; the field
// choices are in docs/decisions/resources.md. Terms and commissions are edited with
// bookings.update (their routes), read with bookings.read (bookings use them).
import { z } from 'zod';
import { alsoScopes, defineResource, f } from './define';
import { DISCOUNT_MODES, PRICE_CHANGE_TARGETS, PRODUCT_RULE_BASES } from './enums';

const bookingData = alsoScopes(['bookings.read'], ['bookings.update']);

export const ZCancellationStep = z.strictObject({
  /** From this many days before arrival on ... */
  daysBefore: z.number().int().min(0).max(1000),
  /** ... this share of the total is due as cancellation fee. */
  percent: z.number().min(0).max(100),
});

/** The steps of a cancellation scale: at most 20, each number of days once. */
export const ZCancellationScale = z.array(ZCancellationStep).max(20).refine(
  (steps) => new Set(steps.map((s) => s.daysBefore)).size === steps.length,
  { message: 'Each number of days before arrival may appear only once' },
);

export const terms = defineResource({
  name: 'terms', base: '/api/terms', scope: 'terms', also: bookingData, label: 'name',
  defaultSort: { field: 'name', order: 1 },
  fields: {
    name: f.name(),
    description: f.i18n(),
    depositPercent: f.decimal({ min: 0, max: 100, default: 30, sort: true }),
    /** A fixed deposit in minor units instead of the percent (issue 15); empty or 0: the percent. */
    depositAmount: f.money({ min: 0 }),
    /** Days after the booking date (or before arrival, see depositDueFrom) the deposit is due. */
    depositDueDays: f.int({ min: 0, max: 365, default: 7 }),
    depositDueFrom: f.enum(['booking', 'arrival'], { default: 'booking' }),
    /** Days before arrival the rest is due. */
    restDueDaysBeforeArrival: f.int({ min: 0, max: 365, default: 30 }),
    cancellation: f.json(ZCancellationScale, { default: [] }),
    isDefault: f.bool(false, { filter: true }),
    isActive: f.bool(true, { filter: true, sort: true }),
  },
});

export const commission = defineResource({
  name: 'commission', base: '/api/commission', scope: 'commission', also: bookingData, label: 'name',
  defaultSort: { field: 'name', order: 1 },
  fields: {
    name: f.name(),
    /** The name per language, printed in the document's language (lib/contract/line-values.ts). */
    names: f.i18n(),
    value: f.decimal({ required: true, min: 0, sort: true }),
    mode: f.enum(['PerCent', 'Absolute'], { default: 'PerCent' }),
    /** What the commission is computed on (api-calls 9: price-change targets). */
    target: f.enum(PRICE_CHANGE_TARGETS, { default: 'commissionable' }),
    validFrom: f.date({ sort: true }),
    validTo: f.date({ sort: true }),
    isActive: f.bool(true, { filter: true, sort: true }),
  },
});

export const bookingsource = defineResource({
  name: 'bookingsource', base: '/api/bookingsource', scope: 'bookingsource', also: bookingData, label: 'name',
  defaultSort: { field: 'sort', order: 1 },
  fields: {
    name: f.name(),
    key: f.text({ max: 50, search: true, sort: true }),
    description: f.text({ max: 1000 }),
    color: f.text({ format: 'color' }),
    sort: f.int({ default: 0, sort: true }),
    isActive: f.bool(true, { filter: true, sort: true }),
  },
});

export const bookingcategory = defineResource({
  name: 'bookingcategory', base: '/api/bookingcategory', scope: 'bookingcategory', also: bookingData, label: 'name',
  defaultSort: { field: 'sort', order: 1 },
  fields: {
    name: f.name(),
    key: f.text({ max: 50, search: true, sort: true }),
    description: f.text({ max: 1000 }),
    color: f.text({ format: 'color' }),
    sort: f.int({ default: 0, sort: true }),
    isActive: f.bool(true, { filter: true, sort: true }),
  },
});

/** A surcharge or discount added to bookings (e.g. fuel surcharge, park fee). */
export const supplements = defineResource({
  name: 'supplements', base: '/api/supplements', scope: 'supplements', also: alsoScopes(['price.update'], ['price.update']),
  label: 'name', asset: 'both', defaultSort: { field: 'name', order: 1 },
  fields: {
    name: f.name(),
    description: f.i18n(),
    /** Minor units (cents) for the absolute modes; the PerCent mode uses `percent`. */
    amount: f.money({ default: 0, sort: true }),
    percent: f.decimal({ min: -100, max: 1000 }),
    currency: f.text({ format: 'currency', default: 'EUR', filter: true }),
    mode: f.enum(DISCOUNT_MODES, { default: 'Absolute' }),
    ruleBase: f.enum(PRODUCT_RULE_BASES, { default: 'PerPerson' }),
    mandatory: f.bool(false, { filter: true }),
    isActive: f.bool(true, { filter: true, sort: true }),
    resort: f.resort(),
    vessel: f.vessel(),
  },
});

/** A customer who recommended another one (referral programme). */
export const referral = defineResource({
  name: 'referral', base: '/api/referral', scope: 'referral', label: 'name',
  defaultSort: { field: 'createdAt', order: -1 },
  fields: {
    /** Name of the person referred, as given. */
    name: f.name(),
    email: f.text({ format: 'email', search: true }),
    code: f.text({ max: 50, search: true, filter: true }),
    referrer: f.ref('customers'),
    referredCustomer: f.ref('customers'),
    booking: f.ref('bookings'),
    /** Minor units. */
    reward: f.money({ min: 0 }),
    currency: f.text({ format: 'currency', default: 'EUR' }),
    status: f.enum(['open', 'qualified', 'rewarded', 'cancelled'], { default: 'open', sort: true }),
    note: f.text({ format: 'multiline' }),
  },
});

/** A relation between two customers (travels with, buddy, family). */
export const customerrelation = defineResource({
  name: 'customerrelation', base: '/api/customerrelation', scope: 'customerrelation',
  also: alsoScopes(['customers.read'], ['customers.update']), label: 'name',
  defaultSort: { field: 'createdAt', order: -1 },
  fields: {
    /** How they relate in words, e.g. "Dive buddy since 2019". */
    name: f.name(),
    customer: f.ref('customers', { required: true }),
    relatedCustomer: f.ref('customers', { required: true }),
    relation: f.enum(['partner', 'family', 'child', 'parent', 'friend', 'buddy', 'colleague', 'other'], { default: 'other', sort: true }),
    note: f.text({ format: 'multiline' }),
  },
});

export const BOOKING_CONFIG_RESOURCES = [terms, commission, bookingsource, bookingcategory, supplements, referral, customerrelation];
