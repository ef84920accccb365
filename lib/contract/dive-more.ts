// Wire contract of the dive module's second round (docs/decisions/dive.md): the liveaboard
// itinerary's dive slots, tomorrow's readiness problems on the dashboard, the shared dive-site
// import and the diver's log book.
import { z } from 'zod';
import { READINESS_PROBLEMS } from './dive';

const ZDay = z.iso.date();

// Itinerary -------------------------------------------------------------------------------------
export const ZItinerarySlot = z.object({
  /** 1-based number of the slot on a full dive day. */
  slot: z.number().int(),
  start: z.string(),
  name: z.string(),
  /** The planned dive of this vessel, day and start time, when there is one. */
  dive: z.string().nullable(),
});
export const ZItineraryDeparture = z.object({
  schedule: z.object({ id: z.string(), name: z.string(), dateFrom: ZDay, dateTo: ZDay }),
  tour: z.object({ id: z.string(), name: z.string() }).nullable(),
  vessel: z.object({ id: z.string(), name: z.string() }),
  /** Day of the trip, 1 = embarkation day. */
  day: z.number().int(),
  days: z.number().int(),
  kind: z.enum(['arrival', 'full', 'departure']),
  slots: z.array(ZItinerarySlot),
});
export type TItineraryDeparture = z.infer<typeof ZItineraryDeparture>;
export const ZItinerary = z.object({ date: ZDay, departures: z.array(ZItineraryDeparture) });
export type TItinerary = z.infer<typeof ZItinerary>;
export const ZItineraryCreate = z.strictObject({ schedule: z.uuid(), date: ZDay });
export const ZItineraryCreated = z.object({ created: z.array(z.string()), existing: z.array(z.string()) });

// Readiness on the dashboard --------------------------------------------------------------------
export const ZReadinessIssue = z.object({
  customer: z.string(),
  name: z.string(),
  dive: z.object({ id: z.string(), name: z.string(), date: ZDay, start: z.string().nullable() }),
  problems: z.array(z.enum(READINESS_PROBLEMS)),
});
export type TReadinessIssue = z.infer<typeof ZReadinessIssue>;
export const ZReadinessDay = z.object({ date: ZDay, items: z.array(ZReadinessIssue), total: z.number().int() });
export type TReadinessDay = z.infer<typeof ZReadinessDay>;

// Shared dive-site list -------------------------------------------------------------------------
/** One site of the shared list. Unknown keys are ignored (lists carry more than we keep). */
export const ZSharedSite = z.object({
  id: z.union([z.string().trim().min(1).max(200), z.number().int().transform(String)]),
  name: z.string().trim().min(1).max(200),
  country: z.string().regex(/^[A-Z]{2}$/).nullish(),
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
  minDepth: z.number().int().min(0).max(400).nullish(),
  maxDepth: z.number().int().min(0).max(400).nullish(),
  difficulty: z.enum(['easy', 'moderate', 'advanced', 'expert']).nullish(),
  tags: z.array(z.string().trim().min(1).max(500)).max(50).nullish(),
  description: z.record(z.enum(['de', 'en']), z.string().max(20000)).nullish(),
});
export type TSharedSite = z.infer<typeof ZSharedSite>;
/** The list: an array of sites, or `{ sites: [...] }`. */
export const MAX_SHARED_SITES = 5000;
export const ZSiteImportResult = z.object({
  url: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Sites edited here since the last import: the import left them as they are. */
  keptLocal: z.array(z.object({ id: z.string(), externalId: z.string(), name: z.string(), fields: z.array(z.string()) })),
  /** Entries of the list that failed validation (skipped), with the reason. */
  invalid: z.array(z.object({ index: z.number().int(), externalId: z.string().nullable(), message: z.string() })),
});
export type TSiteImportResult = z.infer<typeof ZSiteImportResult>;

// Log book --------------------------------------------------------------------------------------
export const ZLogEntry = z.object({
  id: z.string(),
  number: z.number().int(),
  date: ZDay,
  start: z.string().nullable(),
  end: z.string().nullable(),
  site: z.string().nullable(),
  type: z.string().nullable(),
  boat: z.string().nullable(),
  guide: z.string().nullable(),
  depth: z.number().nullable(),
  tankSize: z.number().nullable(),
  airMix: z.string().nullable(),
  comment: z.string().nullable(),
});
export type TLogEntry = z.infer<typeof ZLogEntry>;
export const ZLogBook = z.object({
  customer: z.string(),
  name: z.string(),
  entries: z.array(ZLogEntry),
  total: z.number().int(),
  maxDepth: z.number().nullable(),
});
export type TLogBook = z.infer<typeof ZLogBook>;
