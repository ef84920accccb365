// Agencies and customers (spec section 3: Customer with masterData, contact, address, passport;
// agency types travel, resell, employee). fullName and email are also stored flat so that lists
// can search and sort them with an index.
import { z } from 'zod';
import { defineResource, f } from './define';
import { AGENCY_TYPES, CUSTOMER_TYPES, GENDERS } from './enums';
import { ZBirthday, ZEmail, ZPhone } from '../person';

export const agencies = defineResource({
  name: 'agencies', base: '/api/agencies', scope: 'agencies', label: 'name', defaultSort: { field: 'name', order: 1 },
  /** An agency user reads and edits their own agency (not its terms: the operator's fields). */
  self: [{ scope: 'agencies.self', field: 'id', principal: 'agencyId', actions: ['read', 'update'] }],
  fields: {
    name: f.name(),
    type: f.enum(AGENCY_TYPES, { default: 'travel', sort: true, operator: true }),
    contactName: f.text({ max: 200, search: true }),
    email: f.text({ format: 'email', search: true, sort: true }),
    phone: f.text({ max: 50 }),
    street: f.text({ max: 200 }),
    zip: f.text({ max: 20 }),
    city: f.text({ max: 200, search: true, sort: true }),
    country: f.text({ format: 'country', filter: true, sort: true }),
    website: f.text({ format: 'url' }),
    /** USt-IdNr. / VAT id: the buyer's on e-invoices (XRechnung, Factur-X). */
    vatId: f.text({ max: 30 }),
    commission: f.ref('commission', { operator: true }),
    termsOfPayment: f.ref('terms', { operator: true }),
    currency: f.text({ format: 'currency', default: 'EUR', operator: true }),
    language: f.enum(['de', 'en'], { default: 'de' }),
    /** Minor units. */
    creditLimit: f.money({ min: 0, operator: true }),
    /** The operator's internal note. */
    note: f.text({ format: 'multiline', internal: true }),
    isActive: f.bool(true, { filter: true, sort: true, operator: true }),
  },
});

const optText = (max: number) => z.string().trim().max(max).optional();

export const ZCustomerMasterData = z.strictObject({
  firstName: optText(100), middleName: optText(100), lastName: optText(100), name: optText(200), title: optText(50),
  gender: z.enum(GENDERS).default('u'),
  birthday: ZBirthday.nullable().optional(),
  nationality: z.string().regex(/^[A-Z]{2}$/).nullable().optional(),
  permanentAge: z.number().int().min(0).max(130).nullable().optional(),
});
export const ZCustomerContact = z.strictObject({ email: ZEmail.optional(), phone: ZPhone.optional() });
export const ZCustomerAddress = z.strictObject({
  street: optText(200), zip: optText(20), city: optText(200), state: optText(100),
  country: z.string().regex(/^[A-Z]{2}$/).nullable().optional(),
});
export const ZCustomerPassport = z.strictObject({
  nationality: z.string().regex(/^[A-Z]{2}$/).nullable().optional(), number: optText(50), expires: z.iso.date().nullable().optional(),
});

export const customers = defineResource({
  name: 'customers', base: '/api/customers', scope: 'customers', label: 'fullName', defaultSort: { field: 'fullName', order: 1 },
  /** A customer reads and edits their own record; an agency manages its own customers. */
  self: [
    { scope: 'customers.self', field: 'id', principal: 'customerId', actions: ['read', 'update'] },
    { scope: 'agencies.self', field: 'agency', principal: 'agencyId', actions: ['read', 'create', 'update'] },
  ],
  fields: {
    fullName: f.text({ required: true, max: 300, search: true, sort: true }),
    email: f.text({ format: 'email', search: true, sort: true }),
    customerType: f.enum(CUSTOMER_TYPES, { default: 'customer', sort: true, operator: true }),
    masterData: f.json(ZCustomerMasterData, { default: { gender: 'u' } }),
    contact: f.json(ZCustomerContact, { default: {} }),
    address: f.json(ZCustomerAddress, { default: {} }),
    passport: f.json(ZCustomerPassport, { default: {} }),
    country: f.text({ format: 'country', filter: true, sort: true }),
    /** An agency user names only their own agency (self rule); a customer never changes it. */
    agency: f.ref('agencies', { operator: true }),
    language: f.enum(['de', 'en'], { default: 'de' }),
    /** The operator's internal note. */
    note: f.text({ format: 'multiline', internal: true }),
    /** The customer groups (/customer/group) the customer belongs to; the operator's to keep. */
    groups: f.refList('customergroup', { filter: true, operator: true }),
  },
});

/** A named group of customers (/customer/group, customers.create): regulars, a dive club, staff
 *  and family, a partner company's divers; the CRM segments and the customer list filter by it.
 *  Membership is kept on the customer (`groups`), so a group of any size costs one index entry
 *  per member. The spec names the screen only; the fields are ours (docs/decisions/customers.md). */
export const customergroup = defineResource({
  name: 'customergroup', base: '/api/customergroup', scope: 'customers', label: 'name', defaultSort: { field: 'name', order: 1 },
  /** The route's scope (customers.create) may keep them; customers.read may see them. */
  also: { read: ['customers.create'], update: ['customers.create'], delete: ['customers.create'] },
  fields: {
    name: f.name(),
    color: f.text({ format: 'color' }),
    description: f.text({ format: 'multiline', max: 2000 }),
    isActive: f.bool(true, { filter: true, sort: true }),
  },
});

/** One field of a customer data group: its key (the customer meta key its value is kept under,
 *  `{id}/meta/{key}`), its labels and its kind. */
export const ZCustomerDataField = z.strictObject({
  key: z.string().min(1).max(100).regex(/^[A-Za-z0-9_.:-]+$/, 'Letters, digits and _ . : - only'),
  label: z.strictObject({ de: z.string().trim().max(200).optional(), en: z.string().trim().max(200).optional() }),
  kind: z.enum(['text', 'number', 'date', 'bool', 'select']).default('text'),
  options: z.array(z.string().trim().min(1).max(100)).max(100).optional(),
  /** A value must be given (the customer form asks for it; the meta call refuses to remove it).
   *  A yes/no field is always answered by its checkbox, so it does not apply there. */
  required: z.boolean().optional(),
});
export type TCustomerDataField = z.infer<typeof ZCustomerDataField>;

/** A customer data group (/customerdatagroup, customers.update): a titled section of additional
 *  customer fields (e.g. "Diving": certification agency, logged dives, last dive; "Health"),
 *  shown in that order on the customer; a field moves between groups with
 *  POST /api/customerdatagroup/move/{from}/{to}/{field}. A key belongs to one group only. */
export const customerdatagroup = defineResource({
  name: 'customerdatagroup', base: '/api/customerdatagroup', scope: 'customers', label: 'name', defaultSort: { field: 'sort', order: 1 },
  also: { read: ['customers.update'], create: ['customers.update'], update: ['customers.update'], delete: ['customers.update'] },
  fields: {
    name: f.name(),
    sort: f.int({ min: 0, max: 100000, default: 0, sort: true }),
    fields: f.json(z.array(ZCustomerDataField).max(200), { default: [] }),
    isActive: f.bool(true, { filter: true, sort: true }),
  },
});

/** A named group of agencies (/agency/group, agencies.create): e.g. the partners of one market
 *  or one contract, so that specials, commissions and reports can address them together. The
 *  spec names the screen only; the fields are ours (docs/decisions/screens-h14.md). */
export const agencygroup = defineResource({
  name: 'agencygroup', base: '/api/agencygroup', scope: 'agencies', label: 'name', defaultSort: { field: 'name', order: 1 },
  /** The route's scope (agencies.create) may keep them; agencies.read may see them. */
  also: { read: ['agencies.create'], update: ['agencies.create'], delete: ['agencies.create'] },
  fields: {
    name: f.name(),
    agencies: f.refList('agencies'),
    description: f.text({ format: 'multiline', max: 2000 }),
    isActive: f.bool(true, { filter: true, sort: true }),
  },
});

export const PARTY_RESOURCES = [agencies, customers, agencygroup, customergroup, customerdatagroup];
