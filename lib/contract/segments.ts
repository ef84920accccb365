// Saved filters (segments) of the CRM customer list (/crm/customer, /crm/filter/{fid}) and of the
// agency list (/agency/filter/{fid}): the criteria, a saved filter and the rows of a result.
// The spec names the screens only; the calls and fields are ours (docs/decisions/customers.md,
// "Saved filters").
import { z } from 'zod';
import { CERT_LEVELS } from './resources/dive';
import { AGENCY_TYPES } from './resources/enums';
import { MAX_AMOUNT } from './money';

const ZCountries = z.array(z.string().regex(/^[A-Z]{2}$/, 'Must be an ISO country code')).min(1).max(300);
const ZIds = z.array(z.uuid()).min(1).max(200);
const ZCount = z.number().int().min(0).max(100000);
const ZAmount = z.number().int().min(0).max(MAX_AMOUNT);

/** Customers: every given criterion must hold (AND); a list criterion matches any of its values. */
export const ZCustomerCriteria = z.strictObject({
  /** Address country (the record's flat `country`). */
  countries: ZCountries.optional(),
  /** The end of the last stay (statistics) within this range; `noStaySince` finds lapsed guests. */
  lastStayFrom: z.iso.date().optional(),
  lastStayTo: z.iso.date().optional(),
  /** No stay ended on or after this day (never stayed included). */
  noStaySince: z.iso.date().optional(),
  staysMin: ZCount.optional(),
  staysMax: ZCount.optional(),
  /** Revenue of the bookings they made, minor units in `revenueCurrency` (default EUR). */
  revenueCurrency: z.string().regex(/^[A-Z]{3}$/).optional(),
  revenueMin: ZAmount.optional(),
  revenueMax: ZAmount.optional(),
  /** At least this certification level (any agency; `verifiedOnly` for checked cards). */
  certification: z.enum(CERT_LEVELS).optional(),
  verifiedOnly: z.boolean().optional(),
  /** Birthday (day and month) today or within the next days, on the business clock. */
  birthdayWithinDays: z.number().int().min(0).max(366).optional(),
  /** Birth month 1–12. */
  birthMonth: z.number().int().min(1).max(12).optional(),
  agencies: ZIds.optional(),
  /** Customers of no agency (direct guests). */
  direct: z.boolean().optional(),
  groups: ZIds.optional(),
  /** Name or e-mail contains. */
  text: z.string().trim().min(1).max(200).optional(),
}).refine((c) => c.staysMin === undefined || c.staysMax === undefined || c.staysMin <= c.staysMax, { message: 'staysMin is above staysMax', path: ['staysMin'] })
  .refine((c) => c.revenueMin === undefined || c.revenueMax === undefined || c.revenueMin <= c.revenueMax, { message: 'revenueMin is above revenueMax', path: ['revenueMin'] })
  .refine((c) => !c.lastStayFrom || !c.lastStayTo || c.lastStayFrom <= c.lastStayTo, { message: 'lastStayFrom is after lastStayTo', path: ['lastStayFrom'] })
  .refine((c) => !(c.direct && c.agencies), { message: 'direct and agencies exclude each other', path: ['direct'] });
export type TCustomerCriteria = z.infer<typeof ZCustomerCriteria>;

/** Agencies: every given criterion must hold. Bookings count the agency's bookings in the states
 *  of a stay (confirmed, planned, resolved); revenue is their calculation total. */
export const ZAgencyCriteria = z.strictObject({
  countries: ZCountries.optional(),
  types: z.array(z.enum(AGENCY_TYPES)).min(1).max(3).optional(),
  isActive: z.boolean().optional(),
  groups: ZIds.optional(),
  /** Date of the latest booking they made within this range. */
  lastBookingFrom: z.iso.date().optional(),
  lastBookingTo: z.iso.date().optional(),
  bookingsMin: ZCount.optional(),
  bookingsMax: ZCount.optional(),
  revenueCurrency: z.string().regex(/^[A-Z]{3}$/).optional(),
  revenueMin: ZAmount.optional(),
  text: z.string().trim().min(1).max(200).optional(),
}).refine((c) => c.bookingsMin === undefined || c.bookingsMax === undefined || c.bookingsMin <= c.bookingsMax, { message: 'bookingsMin is above bookingsMax', path: ['bookingsMin'] });
export type TAgencyCriteria = z.infer<typeof ZAgencyCriteria>;

export const SEGMENT_KINDS = ['customers', 'agencies'] as const;
export type TSegmentKind = (typeof SEGMENT_KINDS)[number];

/** A saved filter: named, kept per user; `shared` shows it to every user who may run its kind. */
export const ZSegment = z.object({
  id: z.uuid(),
  kind: z.enum(SEGMENT_KINDS),
  name: z.string(),
  criteria: z.record(z.string(), z.unknown()),
  shared: z.boolean(),
  owner: z.uuid().nullable(),
  ownerName: z.string().nullable(),
  /** The caller may change or delete it (their own, or an admin). */
  mine: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TSegment = z.infer<typeof ZSegment>;

const ZSegmentName = z.string().trim().min(1).max(200);
export const ZSegmentCreate = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('customers'), name: ZSegmentName, criteria: ZCustomerCriteria, shared: z.boolean().default(false) }),
  z.strictObject({ kind: z.literal('agencies'), name: ZSegmentName, criteria: ZAgencyCriteria, shared: z.boolean().default(false) }),
]);
export type TSegmentCreate = z.infer<typeof ZSegmentCreate>;
/** The kind never changes; the criteria are checked against the stored kind. */
export const ZSegmentUpdate = z.strictObject({
  name: ZSegmentName.optional(),
  criteria: z.record(z.string(), z.unknown()).optional(),
  shared: z.boolean().optional(),
});

export const SEGMENT_SORTS = {
  customers: ['fullName', 'country', 'lastStay', 'stays', 'revenue', 'birthday', 'createdAt'],
  agencies: ['name', 'country', 'type', 'lastBooking', 'bookings', 'revenue', 'createdAt'],
} as const;

export const ZSegmentCustomer = z.object({
  id: z.uuid(), fullName: z.string(), email: z.string().nullable(), country: z.string().nullable(),
  birthday: z.string().nullable(), agency: z.uuid().nullable(), agencyName: z.string().nullable(),
  stays: z.number().int(), lastStay: z.string().nullable(), revenue: z.number().int(),
  certification: z.string().nullable(), groups: z.array(z.uuid()),
});
export const ZSegmentAgency = z.object({
  id: z.uuid(), name: z.string(), type: z.string(), email: z.string().nullable(), country: z.string().nullable(),
  city: z.string().nullable(), isActive: z.boolean(), bookings: z.number().int(), lastBooking: z.string().nullable(), revenue: z.number().int(),
});
export type TSegmentCustomer = z.infer<typeof ZSegmentCustomer>;
export type TSegmentAgency = z.infer<typeof ZSegmentAgency>;
