// Geo master data (/geo screens, settings.read): destinations, ports, airports, airlines,
// countries. Airports and countries are the reference tables of upstream/db/schema/reference.ts
// (seeded from ISO/IATA lists); their codes are natural keys, so they are not copied.
// Fields for destination, port and airline (known by name only): docs/decisions/resources.md.
import { z } from 'zod';
import { alsoScopes, defineResource, f } from './define';

const geoScopes = alsoScopes([], ['settings.update']);

/** A travel destination (region or island group) that resorts, vessels and tours belong to. */
export const destination = defineResource({
  name: 'destination', base: '/api/destination', scope: 'settings', also: geoScopes, label: 'name',
  defaultSort: { field: 'name', order: 1 },
  fields: {
    name: f.name(),
    country: f.text({ format: 'country', filter: true, sort: true }),
    region: f.text({ max: 200, search: true, sort: true }),
    description: f.i18n(),
    timezone: f.text({ max: 64, default: 'Europe/Berlin' }),
    isActive: f.bool(true, { filter: true, sort: true }),
  },
});

/** A port where liveaboard tours embark or disembark. */
export const port = defineResource({
  name: 'port', base: '/api/port', scope: 'settings', also: geoScopes, label: 'name',
  defaultSort: { field: 'name', order: 1 },
  fields: {
    name: f.name(),
    code: f.text({ max: 10, search: true, sort: true }),
    city: f.text({ max: 200, search: true, sort: true }),
    country: f.text({ format: 'country', filter: true, sort: true }),
    destination: f.ref('destination'),
    latitude: f.decimal({ min: -90, max: 90 }),
    longitude: f.decimal({ min: -180, max: 180 }),
    isActive: f.bool(true, { filter: true, sort: true }),
  },
});

export const airport = defineResource({
  name: 'airport', base: '/api/airport', scope: 'settings', also: geoScopes, label: 'name', copy: false,
  defaultSort: { field: 'code', order: 1 },
  fields: {
    code: f.text({ required: true, min: 3, max: 3, unique: true, search: true, sort: true, filter: true }),
    name: f.name(),
    city: f.text({ required: true, max: 200, search: true, sort: true }),
    country: f.text({ required: true, format: 'country', filter: true, sort: true }),
  },
});

/** An airline guests arrive with (flight numbers start with its IATA code). */
export const airline = defineResource({
  name: 'airline', base: '/api/airline', scope: 'settings', also: geoScopes, label: 'name',
  defaultSort: { field: 'name', order: 1 },
  fields: {
    name: f.name(),
    iataCode: f.text({ max: 3, search: true, sort: true, filter: true }),
    icaoCode: f.text({ max: 4, search: true, sort: true }),
    country: f.text({ format: 'country', filter: true, sort: true }),
    website: f.text({ format: 'url' }),
    isActive: f.bool(true, { filter: true, sort: true }),
  },
});

const ZCountryState = z.strictObject({ code: z.string().trim().min(1).max(10), name: z.string().trim().min(1).max(200) });

export const country = defineResource({
  name: 'country', base: '/api/country', scope: 'settings', also: geoScopes, label: 'name', copy: false,
  defaultSort: { field: 'name', order: 1 },
  fields: {
    code: f.text({ required: true, format: 'country', unique: true, search: true, sort: true, filter: true }),
    name: f.name(),
    translations: f.json(z.record(z.string().regex(/^[a-z]{2}$/), z.string().max(200)), { default: {} }),
    callingCodes: f.textList({ max: 10, default: [] }),
    states: f.json(z.array(ZCountryState).max(200), { default: [] }),
    currencies: f.textList({ format: 'currency', default: [], filter: true }),
  },
});

export const GEO_RESOURCES = [destination, port, airport, airline, country];
