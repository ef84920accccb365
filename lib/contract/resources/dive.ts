// Diving (feature diveLog): dive sites, types, boats, plans and the dive log (spec section 3:
// Dive log entry). Sites, types and boats are known by name only: docs/decisions/resources.md.
import { z } from 'zod';
import { defineResource, f } from './define';

/** Certification levels from none to instructor, in rank order: a diver qualifies for a dive whose
 *  required level ranks at or below their best verified certification (docs/decisions/dive.md). */
export const CERT_LEVELS = ['none', 'scubaDiver', 'openWater', 'advanced', 'rescue', 'diveMaster', 'instructor'] as const;
export type TCertLevel = (typeof CERT_LEVELS)[number];
export const DIVE_STATUSES = ['planned', 'closed'] as const;
/** Specialities on a certification that a kind of dive (or its gas) can require (docs/decisions/dive.md). */
export const SPECIALITIES = [
  'nitrox', 'deep', 'wreck', 'night', 'drift', 'drysuit', 'sidemount', 'cave', 'ice', 'altitude', 'navigation', 'searchRecovery', 'fullFaceMask',
] as const;
export type TSpeciality = (typeof SPECIALITIES)[number];

/** The fields a shared site list manages, as last imported. */
export const ZImportedSite = z.record(z.string(), z.unknown());

export const divesite = defineResource({
  name: 'divesite', base: '/api/divesite', scope: 'divesite', label: 'name', defaultSort: { field: 'name', order: 1 },
  fields: {
    name: f.name(),
    destination: f.ref('destination'),
    country: f.text({ format: 'country', filter: true }),
    minDepth: f.int({ min: 0, max: 400 }),
    maxDepth: f.int({ min: 0, max: 400, sort: true, filter: true }),
    difficulty: f.enum(['easy', 'moderate', 'advanced', 'expert'], { default: 'easy', sort: true }),
    /** Kinds: reef, wall, wreck, drift, muck, cave, ... */
    tags: f.textList({ max: 50, filter: true }),
    latitude: f.decimal({ min: -90, max: 90 }),
    longitude: f.decimal({ min: -180, max: 180 }),
    description: f.i18n(),
    /** Pictures from the media library (/api/media/{id}/data). */
    pictures: f.textList({ max: 500, format: 'media' }),
    isActive: f.bool(true, { filter: true, sort: true }),
    /** The site's id in the operator's shared site list (GET /api/settings/scubaDatesDiveSites);
     *  null for sites made here. */
    externalId: f.text({ max: 200, server: true, unique: true, filter: true }),
    /** When the shared list last wrote this site. */
    importedAt: f.datetime({ server: true }),
    /** The site's values as the shared list last gave them: a site whose values differ from these
     *  was edited here, and the import keeps the local edit (docs/decisions/dive.md). */
    importedValues: f.json(ZImportedSite, { server: true }),
  },
});

export const divetype = defineResource({
  name: 'divetype', base: '/api/divetype', scope: 'divetype', label: 'name', defaultSort: { field: 'sort', order: 1 },
  fields: {
    name: f.name(),
    key: f.text({ max: 50, search: true, sort: true }),
    description: f.i18n(),
    color: f.text({ format: 'color' }),
    /** Counts as a dive in the dive statistics (not for snorkelling, courses in the pool, ...). */
    countsAsDive: f.bool(true, { filter: true }),
    /** The certification a diver needs for this kind of dive (the roll call's readiness gate). */
    requiredLevel: f.enum(CERT_LEVELS, { default: 'openWater' }),
    /** Most divers one guide may lead on this kind of dive (the plan's ratio warning). */
    diversPerGuide: f.int({ min: 1, max: 50, default: 8 }),
    /** Specialities a diver needs on a verified certification for this kind of dive (nitrox gas always needs nitrox). */
    specialities: f.textList({ values: SPECIALITIES }),
    /** The product (PerDive or PerDiveDay) that bills each diver's dive of this type on closing. */
    product: f.ref('product'),
    sort: f.int({ default: 0, sort: true }),
    isActive: f.bool(true, { filter: true }),
  },
});

export const diveboat = defineResource({
  name: 'diveboat', base: '/api/diveboat', scope: 'diveboat', label: 'name', asset: 'both', defaultSort: { field: 'name', order: 1 },
  fields: {
    name: f.name(),
    registration: f.text({ max: 50, search: true }),
    capacity: f.int({ min: 0, max: 1000, sort: true }),
    color: f.text({ format: 'color' }),
    isActive: f.bool(true, { filter: true, sort: true }),
    resort: f.resort(),
    vessel: f.vessel(),
  },
});

export const diveplan = defineResource({
  name: 'diveplan', base: '/api/diveplan', scope: 'diveplan', label: 'name', asset: 'both', defaultSort: { field: 'date', order: -1 },
  fields: {
    name: f.name(),
    date: f.date({ required: true, sort: true, filter: true }),
    start: f.text({ format: 'time', sort: true }),
    end: f.text({ format: 'time' }),
    diveSite: f.ref('divesite'),
    boat: f.ref('diveboat'),
    type: f.ref('divetype'),
    diveGuide: f.ref('employee'),
    /** Boat crew and further guides by name (copied into each diver's log). */
    crew: f.textList({ max: 200 }),
    maxDivers: f.int({ min: 0, max: 1000 }),
    /** planned until closed by POST /api/diveplan/{id}/close (upstream/modules/dive). */
    status: f.enum(DIVE_STATUSES, { default: 'planned', server: true, sort: true }),
    closedAt: f.datetime({ server: true }),
    notes: f.text({ format: 'multiline' }),
    resort: f.resort(),
    vessel: f.vessel(),
  },
});

/** One dive of one customer (spec: Dive log entry). */
export const divelog = defineResource({
  name: 'divelog', base: '/api/divelog', scope: 'divelog', label: 'comment', asset: 'both', defaultSort: { field: 'date', order: -1 },
  fields: {
    date: f.date({ required: true, sort: true, filter: true }),
    start: f.text({ format: 'time', sort: true }),
    end: f.text({ format: 'time' }),
    type: f.ref('divetype'),
    customer: f.ref('customers'),
    /** Metres. */
    depth: f.decimal({ min: 0, max: 400, sort: true, filter: true }),
    boat: f.ref('diveboat'),
    diveSite: f.ref('divesite'),
    sort: f.int({ default: 0, sort: true }),
    crew: f.textList({ max: 200 }),
    diveGuide: f.ref('employee'),
    rentalGear: f.textList({ max: 100 }),
    /** Litres. */
    tankSize: f.int({ min: 0, max: 50 }),
    airMix: f.text({ max: 50, filter: true }),
    comment: f.text({ format: 'multiline', search: true }),
    /** The planned dive whose closing wrote this entry (none for entries typed by hand). */
    divePlan: f.ref('diveplan', { server: true }),
    resort: f.resort(),
    vessel: f.vessel(),
  },
});

export const DIVE_RESOURCES = [divesite, divetype, diveboat, diveplan, divelog];
