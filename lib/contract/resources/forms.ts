// Form definitions, filled forms, guest forms, contests, booking widgets and connections to
// other systems (spec section 3: form element types). Known by name only otherwise; field
// choices in docs/decisions/resources.md.
import { z } from 'zod';
import { ZFormElements } from '../form-elements';
import { alsoScopes, defineResource, f } from './define';

export { ZFormElement } from '../form-elements';

/** Markers of definitions other modules read the signed forms of (dive readiness). */
export const FORMDEF_PURPOSES = ['diveMedical', 'diveWaiver'] as const;
export type TFormdefPurpose = (typeof FORMDEF_PURPOSES)[number];

export const formdef = defineResource({
  name: 'formdef', base: '/api/formdef', scope: 'formdef', also: { read: ['forms.read'] }, label: 'name',
  defaultSort: { field: 'name', order: 1 },
  fields: {
    name: f.name(),
    description: f.i18n(),
    /** The questions (lib/contract/form-elements.ts: their rules). */
    elements: f.json(ZFormElements, { default: [] }),
    isActive: f.bool(true, { filter: true, sort: true }),
    /** What the definition is to other modules: the diver medical questionnaire or the liability
     *  waiver whose signed forms dive readiness reads (docs/decisions/dive.md); empty: a plain form. */
    purpose: f.enum(FORMDEF_PURPOSES),
    /** Counts the changes of name, description and elements; a form answered under one version
     *  keeps it (upstream/modules/form-definitions, docs/decisions/guest-forms.md). */
    version: f.int({ server: true, default: 1, min: 1, sort: true }),
    /** The media records the current version and every answered older one show: a file in use
     *  here cannot be deleted from the library. Kept by the server from the elements. */
    media: f.refList('media', { server: true }),
  },
});

export const form = defineResource({
  name: 'form', base: '/api/form', scope: 'forms', label: 'name', defaultSort: { field: 'createdAt', order: -1 },
  parent: { field: 'booking', resource: 'bookings' },
  fields: {
    name: f.name(),
    formdef: f.ref('formdef', { required: true }),
    customer: f.ref('customers'),
    booking: f.ref('bookings'),
    status: f.enum(['open', 'submitted', 'closed'], { default: 'open', sort: true }),
    data: f.json(z.record(z.string(), z.unknown()), { default: {} }),
    submittedAt: f.datetime({ sort: true }),
    /** The version of the definition the answers were given under (set by the first answer;
     *  empty while unanswered: the form then shows the definition's current version). */
    formdefVersion: f.int({ server: true, min: 1 }),
  },
});

export const guestform = defineResource({
  name: 'guestform', base: '/api/guestform', scope: 'guestform', also: alsoScopes(['customers.read'], ['customers.update']),
  label: 'name', defaultSort: { field: 'createdAt', order: -1 }, parent: { field: 'booking', resource: 'bookings' },
  /** A customer sees and fills in their own guest forms; an agency those of its bookings (the
   *  routes /customer/guestform and /crm/guestform name agencies.self). */
  self: [
    { scope: 'customers.self', field: 'customer', principal: 'customerId', actions: ['read', 'update'] },
    { scope: 'agencies.self', field: 'agency', principal: 'agencyId', actions: ['read', 'create', 'update'] },
  ],
  fields: {
    /** The guest's name as entered. */
    name: f.name(),
    booking: f.ref('bookings'),
    customer: f.ref('customers'),
    /** The agency of the booking (taken from the booking when left out): its users see the form.
     *  The operator's: a customer must not hand their answers to an agency of their choosing. */
    agency: f.ref('agencies', { operator: true }),
    kind: f.enum(['single', 'multi'], { default: 'single' }),
    /** Moved by the guest's submission and the operator's sync ('synced' locks the form for the guest). */
    status: f.enum(['open', 'submitted', 'synced'], { default: 'open', sort: true, operator: true }),
    data: f.json(z.record(z.string(), z.unknown()), { default: {} }),
    submittedAt: f.datetime({ sort: true, operator: true }),
    /** Whether the guest link opens the form. Switched off by staff (after the stay, a link sent
     *  to the wrong person): the link then answers the same 404 as a wrong token. */
    linkActive: f.bool(true, { operator: true }),
  },
});

export const contest = defineResource({
  name: 'contest', base: '/api/contest', scope: 'contest', label: 'name', defaultSort: { field: 'validFrom', order: -1 },
  fields: {
    name: f.name(),
    description: f.i18n(),
    conditions: f.i18n(),
    prize: f.text({ max: 500 }),
    validFrom: f.date({ sort: true, filter: true }),
    validTo: f.date({ sort: true, filter: true }),
    status: f.enum(['draft', 'active', 'closed'], { default: 'draft', sort: true }),
  },
});

/** An embeddable booking widget (/widget/{slug}); allowedOrigins feed frame-ancestors. */
export const widget = defineResource({
  name: 'widget', base: '/api/widget', scope: 'widget', label: 'name', asset: 'both', defaultSort: { field: 'name', order: 1 },
  fields: {
    name: f.name(),
    slug: f.text({ max: 100, unique: true, search: true, sort: true }),
    kind: f.enum(['booking', 'availability', 'specials'], { default: 'booking', sort: true }),
    language: f.enum(['de', 'en'], { default: 'de' }),
    allowedOrigins: f.textList({ max: 300 }),
    settings: f.json(z.record(z.string(), z.union([z.string().max(2000), z.number(), z.boolean()])), { default: {} }),
    isActive: f.bool(true, { filter: true, sort: true }),
    resort: f.resort(),
    vessel: f.vessel(),
  },
});

/** A connection to another system (CRM master, channel manager, OTA); secrets are not stored here. */
export const systemconnection = defineResource({
  name: 'systemconnection', base: '/api/systemconnection', scope: 'systemconnection', label: 'name',
  defaultSort: { field: 'name', order: 1 },
  fields: {
    name: f.name(),
    system: f.text({ required: true, max: 100, search: true, sort: true, filter: true }),
    url: f.text({ format: 'url' }),
    username: f.text({ max: 200 }),
    settings: f.json(z.record(z.string(), z.union([z.string().max(2000), z.number(), z.boolean()])), { default: {} }),
    isActive: f.bool(true, { filter: true, sort: true }),
  },
});

export const FORM_RESOURCES = [formdef, form, guestform, contest, widget, systemconnection];
