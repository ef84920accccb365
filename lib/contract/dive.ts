// The dive operations calls (upstream/modules/dive, docs/decisions/dive.md): the day's plan per
// boat, a dive's divers and manifest, the roll call, closing a dive, and the divers' readiness
// records (certifications, medical, waiver, emergency contact).
import { z } from 'zod';
import { CERT_LEVELS, SPECIALITIES } from './resources/dive';

export const CERT_AGENCIES = ['PADI', 'SSI', 'SDI/TDI', 'CMAS', 'NAUI', 'BSAC', 'RAID', 'GUE', 'other'] as const;
export const GASES = ['air', 'nitrox'] as const;
/** Why a diver may not enter the water on a dive (the manifest shows them; an override names them). */
export const READINESS_PROBLEMS = [
  'noCertification', 'certificationUnverified', 'specialityMissing', 'medicalMissing', 'medicalExpired', 'physicianApprovalMissing',
  'waiverMissing', 'waiverExpired',
] as const;
export type TReadinessProblem = (typeof READINESS_PROBLEMS)[number];
export const PLAN_WARNINGS = ['overCapacity', 'overRatio', 'noGuide', 'noBoat'] as const;

const ZDay = z.iso.date();
const ZGear = z.array(z.string().trim().min(1).max(100)).max(20);

// Divers of a dive -----------------------------------------------------------------------------
export const ZDiverAdd = z.strictObject({
  customer: z.uuid(),
  gas: z.enum(GASES).default('air'),
  /** Oxygen percent for nitrox (22..40); none for air. */
  nitroxPercent: z.number().int().min(22).max(40).nullable().optional(),
  /** Litres. */
  tankSize: z.number().int().min(1).max(50).nullable().optional(),
  /** Rental gear with sizes, e.g. "BCD M", "Wetsuit 5 mm L". */
  gear: ZGear.default([]),
});
export const ZDiverEdit = ZDiverAdd.omit({ customer: true }).partial();

export const ZRollCall = z.strictObject({
  customer: z.uuid(),
  /** in: enters the water; out: back on board. */
  event: z.enum(['in', 'out']),
  /** When it happened (a phone that was offline sends the time it was checked off); default now. */
  at: z.iso.datetime({ offset: true }).optional(),
  /** A named staff override of readiness problems (the caller is the named staff member). */
  override: z.strictObject({ reason: z.string().trim().min(5).max(500) }).optional(),
});

export const ZDiveClose = z.strictObject({
  /** Depth in metres per customer id; default the dive's `maxDepth`. */
  depths: z.record(z.uuid(), z.number().min(0).max(400)).default({}),
  maxDepth: z.number().min(0).max(400).nullable().optional(),
  comment: z.string().trim().max(2000).optional(),
  /** Goods the dive used (fills, consumables): taken from stock under ref `dive:<plan id>`
   *  (DELETE /api/product/stock/used/dive:<id> returns them). */
  used: z.array(z.strictObject({ product: z.uuid(), quantity: z.number().int().min(1).max(10_000) })).max(50).default([]),
});

const ZOverride = z.object({ byUser: z.string(), byName: z.string(), reason: z.string(), at: z.string(), problems: z.array(z.enum(READINESS_PROBLEMS)) });
/** Where a medical or waiver date came from: the diver's signed form, or typed by staff (a paper form). */
export const DATE_SOURCES = ['form', 'staff'] as const;
const ZStatusOf = z.object({
  status: z.enum(['ok', 'missing', 'expired', 'needsPhysician']), date: z.string().nullable(), validUntil: z.string().nullable(),
  source: z.enum(DATE_SOURCES).nullable(),
});

export const ZManifestDiver = z.object({
  customer: z.string(),
  name: z.string(),
  booking: z.string().nullable(),
  certification: z.object({ agency: z.string(), level: z.enum(CERT_LEVELS), number: z.string().nullable(), verified: z.boolean() }).nullable(),
  lastDiveDate: z.string().nullable(),
  gas: z.enum(GASES),
  nitroxPercent: z.number().nullable(),
  tankSize: z.number().nullable(),
  gear: z.array(z.string()),
  /** Rental gear items of the inventory assigned to the diver on this dive. */
  rentals: z.array(z.object({ id: z.string(), kind: z.string(), size: z.string().nullable(), serial: z.string() })),
  /** Specialities the dive needs (its type's, nitrox for nitrox gas) the diver lacks on a verified certification. */
  missingSpecialities: z.array(z.enum(SPECIALITIES)),
  medical: ZStatusOf,
  waiver: ZStatusOf,
  emergency: z.object({ name: z.string().nullable(), phone: z.string().nullable() }),
  problems: z.array(z.enum(READINESS_PROBLEMS)),
  override: ZOverride.nullable(),
  inAt: z.string().nullable(),
  outAt: z.string().nullable(),
});
export type TManifestDiver = z.infer<typeof ZManifestDiver>;

export const ZDiveSummary = z.object({
  id: z.string(),
  name: z.string(),
  date: z.string(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  status: z.enum(['planned', 'closed']),
  /** The resort or vessel the dive is of: its divers are that asset's guests of the day. */
  resort: z.string().nullable(), vessel: z.string().nullable(),
  site: z.object({ id: z.string(), name: z.string() }).nullable(),
  boat: z.object({ id: z.string(), name: z.string(), capacity: z.number().nullable() }).nullable(),
  type: z.object({ id: z.string(), name: z.string(), requiredLevel: z.enum(CERT_LEVELS), diversPerGuide: z.number(), specialities: z.array(z.enum(SPECIALITIES)) }).nullable(),
  guide: z.object({ id: z.string(), name: z.string() }).nullable(),
  crew: z.array(z.string()),
  maxDivers: z.number().nullable(),
  divers: z.number(),
  inWater: z.number(),
  notReady: z.number(),
  warnings: z.array(z.enum(PLAN_WARNINGS)),
});
export type TDiveSummary = z.infer<typeof ZDiveSummary>;

export const ZManifest = z.object({ dive: ZDiveSummary, divers: z.array(ZManifestDiver) });
export type TManifest = z.infer<typeof ZManifest>;

export const ZGuestInHouse = z.object({
  customer: z.string(), name: z.string(), booking: z.string(), bookingNumber: z.string().nullable(), room: z.string().nullable(),
  resort: z.string().nullable(), vessel: z.string().nullable(), dives: z.array(z.string()),
});
export const ZPlanDay = z.object({
  date: z.string(),
  boats: z.array(z.object({ boat: z.object({ id: z.string(), name: z.string(), capacity: z.number().nullable() }).nullable(), dives: z.array(ZDiveSummary) })),
  guests: z.array(ZGuestInHouse),
});
export type TPlanDay = z.infer<typeof ZPlanDay>;
export const ZPlanDayQuery = z.object({ date: ZDay });

// Divers' readiness records ---------------------------------------------------------------------
export const ZCertificationCreate = z.strictObject({
  agency: z.enum(CERT_AGENCIES),
  level: z.enum(CERT_LEVELS).refine((l) => l !== 'none', 'A certification has a level'),
  number: z.string().trim().max(100).nullable().optional(),
  date: ZDay.nullable().optional(),
  /** Specialities (nitrox, deep, wreck, ...): a dive type can require them. */
  specialities: z.array(z.enum(SPECIALITIES)).max(30).default([]),
  /** A scan from the media library. */
  media: z.uuid().nullable().optional(),
});
export const ZCertification = z.object({
  id: z.string(), customer: z.string(), agency: z.string(), level: z.enum(CERT_LEVELS), number: z.string().nullable(), date: z.string().nullable(),
  specialities: z.array(z.string()), media: z.string().nullable(),
  verifiedBy: z.string().nullable(), verifiedByName: z.string().nullable(), verifiedAt: z.string().nullable(),
});
export type TCertification = z.infer<typeof ZCertification>;

export const ZDiverRecordWrite = z.strictObject({
  emergencyName: z.string().trim().max(200).nullable().optional(),
  emergencyPhone: z.string().trim().max(50).nullable().optional(),
  /** The day the diver signed the medical questionnaire. */
  medicalDate: ZDay.nullable().optional(),
  /** A yes answer on the questionnaire: a physician must approve before diving. */
  medicalNeedsPhysician: z.boolean().optional(),
  physicianApprovedOn: ZDay.nullable().optional(),
  waiverDate: ZDay.nullable().optional(),
});
/** The newest form of a kind sent to the diver (any state), with its signature check. */
export const ZDiverForm = z.object({
  id: z.string(), formdef: z.string(), status: z.string(), createdAt: z.string(),
  signedAt: z.string().nullable(),
  /** null: not signed (yet); false: changed after signing, it does not count. */
  signatureValid: z.boolean().nullable(),
});
/** What readiness reads for one kind: the date that counts, where it came from, how long it holds. */
const ZDiverFormState = z.object({
  date: z.string().nullable(),
  source: z.enum(DATE_SOURCES).nullable(),
  /** The form that gave the date (source form). */
  form: z.string().nullable(),
  validUntil: z.string().nullable(),
  /** The definition staff send for this kind (marked diveMedical / diveWaiver); null: none marked. */
  formdef: z.string().nullable(),
  latest: ZDiverForm.nullable(),
});
export const ZDiverRecord = z.object({
  customer: z.string(), name: z.string(),
  emergencyName: z.string().nullable(), emergencyPhone: z.string().nullable(),
  /** The staff's entries (paper forms at the desk); what counts is in `medical` and `waiver`. */
  medicalDate: z.string().nullable(), medicalNeedsPhysician: z.boolean(), physicianApprovedOn: z.string().nullable(), waiverDate: z.string().nullable(),
  medical: ZDiverFormState.extend({ needsPhysician: z.boolean() }),
  waiver: ZDiverFormState,
  certifications: z.array(ZCertification),
  lastDiveDate: z.string().nullable(),
});
export type TDiverRecord = z.infer<typeof ZDiverRecord>;

// Dive statistics (/stats/dive) ------------------------------------------------------------------
export const ZDiveStatsQuery = z.object({ from: ZDay, to: ZDay });
const ZCount = z.object({ key: z.string().nullable(), name: z.string(), count: z.number() });
export const ZDiveStats = z.object({
  from: z.string(), to: z.string(),
  /** Logged dives (entries whose type counts as a dive, or has no type). */
  dives: z.number(),
  divers: z.number(),
  /** Divers with more than one logged dive in the range. */
  repeatDivers: z.number(),
  perDay: z.array(ZCount), perSite: z.array(ZCount), perGuide: z.array(ZCount), perBoat: z.array(ZCount), perGas: z.array(ZCount),
});
export type TDiveStats = z.infer<typeof ZDiveStats>;
export const DIVE_STATS_DIMENSIONS = ['perDay', 'perSite', 'perGuide', 'perBoat', 'perGas'] as const;
