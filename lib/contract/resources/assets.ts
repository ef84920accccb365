// Resorts, vessels and vessel lists. Resorts and vessels are the assets users are limited to
// (spec section 6); their fields are not in the spec: docs/decisions/resources.md.
import { alsoScopes, defineResource, f } from './define';

/** A resort (hotel/dive resort) with rooms. */
export const resort = defineResource({
  name: 'resort', base: '/api/resort', scope: 'resort', label: 'name', asset: 'resort-self',
  defaultSort: { field: 'name', order: 1 },
  fields: {
    name: f.name(),
    internalId: f.text({ max: 50, search: true, sort: true }),
    destination: f.ref('destination'),
    street: f.text({ max: 200 }),
    zip: f.text({ max: 20 }),
    city: f.text({ max: 200, search: true, sort: true }),
    country: f.text({ format: 'country', filter: true, sort: true }),
    email: f.text({ format: 'email', search: true }),
    phone: f.text({ max: 50 }),
    website: f.text({ format: 'url' }),
    currency: f.text({ format: 'currency', default: 'EUR', filter: true }),
    timezone: f.text({ max: 64, default: 'Europe/Berlin' }),
    checkInTime: f.text({ format: 'time', default: '14:00' }),
    checkOutTime: f.text({ format: 'time', default: '11:00' }),
    description: f.i18n(),
    images: f.textList({ max: 500, format: 'media' }),
    isActive: f.bool(true, { filter: true, sort: true }),
    isVisible: f.bool(true, { filter: true }),
  },
});

/** A liveaboard vessel with cabins on decks. */
export const vessel = defineResource({
  name: 'vessel', base: '/api/vessel', scope: 'vessel', label: 'name', asset: 'vessel-self',
  defaultSort: { field: 'name', order: 1 },
  fields: {
    name: f.name(),
    internalId: f.text({ max: 50, search: true, sort: true }),
    destination: f.ref('destination'),
    homePort: f.ref('port'),
    flag: f.text({ format: 'country', filter: true }),
    lengthInM: f.decimal({ min: 0, max: 500, sort: true }),
    buildYear: f.int({ min: 1800, max: 2200, sort: true }),
    maxGuests: f.int({ min: 0, max: 10000, sort: true }),
    currency: f.text({ format: 'currency', default: 'EUR', filter: true }),
    timezone: f.text({ max: 64, default: 'Europe/Berlin' }),
    description: f.i18n(),
    images: f.textList({ max: 500, format: 'media' }),
    isActive: f.bool(true, { filter: true, sort: true }),
    isVisible: f.bool(true, { filter: true }),
  },
});

/** A printable list of a vessel (crew list, manifest, equipment list) per schedule. */
export const vessellist = defineResource({
  name: 'vessellist', base: '/api/vessellist', scope: 'vessellist', also: alsoScopes(['vessel.read'], ['vessel.update']),
  label: 'name', asset: 'vessel', defaultSort: { field: 'sort', order: 1 },
  fields: {
    name: f.name(),
    vessel: f.vessel({ required: true }),
    kind: f.enum(['manifest', 'crew', 'equipment', 'custom'], { default: 'manifest', sort: true }),
    columns: f.textList({ max: 100 }),
    template: f.text({ format: 'multiline' }),
    sort: f.int({ default: 0, sort: true }),
    isActive: f.bool(true, { filter: true }),
  },
});

export const ASSET_RESOURCES = [resort, vessel, vessellist];
