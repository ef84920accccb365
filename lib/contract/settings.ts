// Wire contract of the settings and reference-data calls (api-calls 7.13) with the defaults of
// spec sections 3 and 9. A settings group is a flat record key → value; stored rows override
// these defaults key by key. Each writable group has a strict schema (unknown keys rejected).
import { CERT_LEVELS } from './resources/dive';
import { z } from 'zod';
import { FEATURE_FLAGS, VIEW_FLAGS, type TFeatureFlag, type TViewFlag } from './auth';
import { UPLOAD_LIMIT_KB } from './errors';

const ZCurrencyCode = z.string().regex(/^[A-Z]{3}$/, 'ISO 4217 code');
const ZLang = z.enum(['de', 'en']);
/** A language of the product's texts: de and en ship, an operator may add more (general.textLanguages). */
export const ZTextLanguage = z.string().regex(/^[a-z]{2}$/, 'a two-letter language code');

/** group 'general': the settings state of spec section 3 and the constants of section 9. */
export const ZGeneralSettings = z.strictObject({
  baseCurrency: ZCurrencyCode,
  onlineCurrency: ZCurrencyCode,
  baseOnsiteCurrency: ZCurrencyCode,
  currencies: z.array(ZCurrencyCode).min(1),
  displayCurrencies: z.array(ZCurrencyCode),
  lang: ZLang,
  supportedLanguages: z.array(ZLang).min(1),
  timezone: z.string().min(1).max(64),
  allowAgencyBooking: z.boolean(),
  allowCustomerBooking: z.boolean(),
  /** Longest stay (nights per room) a visitor may book on the public pages. */
  publicMaxNights: z.number().int().min(1).max(365),
  /** The state a public booking ends in once its guest paid online (issue 19: 'planned' for
   *  operators who confirm by hand after looking at it). */
  paidPublicBooking: z.enum(['confirmed', 'planned']),
  /** The booking confirmation by mail (docs/decisions/mail-sending.md, "The confirmation"): on a
   *  public or widget booking, when an online payment confirms, and the default of the office's
   *  "send confirmation" box on confirm. */
  confirmationMailPublic: z.boolean(),
  confirmationMailOnlinePayment: z.boolean(),
  confirmationMailOnConfirm: z.boolean(),
  /** Hours an unconfirmed public offer holds its rooms before the offer-expiry job frees them. */
  publicOfferHoldHours: z.number().int().min(1).max(24 * 30),
  /** Days before the arrival day (in the asset's time zone) that check-in is allowed; 0: from the arrival day. */
  checkinDaysBeforeArrival: z.number().int().min(0).max(365),
  maxGuestFormFileSizeinKb: z.number().int().min(1).max(102_400),
  /** Largest file the media library takes (KB; at most the upload limit of lib/contract/errors). */
  maxMediaFileSizeInKb: z.number().int().min(1).max(UPLOAD_LIMIT_KB),
  /** A customer is a child while age <= childMaxAge. */
  childMaxAge: z.number().int().min(0).max(25),
  defaultDashboardDays: z.number().int().min(1).max(366),
  /** Connected external systems (jump targets, CRM master), by key. */
  systems: z.array(z.string().min(1).max(100)),
  /** The global flag of /guestform/{id}/{token}: '1' shows the multi-guest version. */
  multiGuestForm: z.enum(['0', '1']),
  divesPerDay: z.number().int().min(1).max(20),
  diveDayDifference: z.number().int().min(-30).max(30),
  /** Days a signed diver medical questionnaire stays valid for diving (docs/decisions/dive.md, Readiness). */
  medicalValidDays: z.number().int().min(1).max(3650),
  /** Days a signed liability waiver stays valid for diving. */
  waiverValidDays: z.number().int().min(1).max(3650),
  /** Most divers one guide leads, per certification level of the divers (docs/decisions/dive.md,
   *  Warnings): a dive warns when it has more divers than the strictest of its divers' levels and
   *  its type allow. A level not named adds no limit. */
  diversPerGuideByLevel: z.partialRecord(z.enum(CERT_LEVELS), z.number().int().min(1).max(50)),
  defaultTax: z.strictObject({ value: z.number().min(0).max(100), inclusive: z.boolean() }),
  /** May an agency's or a customer's credit be applied beyond its balance (docs/decisions/credits.md). */
  allowNegativeCredits: z.boolean(),
  /** The operator's shared dive-site list (a JSON address, http or https) that
   *  GET /api/settings/scubaDatesDiveSites imports; '' when none is configured (docs/decisions/dive.md). */
  diveSitesUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(500)]),
  /** Languages the operator added to the product's texts besides de and en (/config/translations). */
  textLanguages: z.array(ZTextLanguage).max(5),
  /** Who gets the owner's monthly report (PDF) by mail on the first of each month; none: no mail
   *  (docs/decisions/statistics.md "The owner's report"). */
  ownerReportRecipients: z.array(z.email().max(200)).max(10),
});
export type TGeneralSettings = z.infer<typeof ZGeneralSettings>;

export const GENERAL_DEFAULTS: TGeneralSettings = {
  baseCurrency: 'EUR',
  onlineCurrency: 'EUR',
  baseOnsiteCurrency: 'EUR',
  currencies: ['EUR', 'USD', 'GBP', 'PHP'],
  displayCurrencies: ['EUR', 'USD'],
  lang: 'de',
  supportedLanguages: ['de', 'en'],
  timezone: 'Europe/Berlin',
  allowAgencyBooking: true,
  allowCustomerBooking: true,
  publicMaxNights: 60,
  paidPublicBooking: 'confirmed',
  confirmationMailPublic: true,
  confirmationMailOnlinePayment: true,
  confirmationMailOnConfirm: true,
  publicOfferHoldHours: 24,
  checkinDaysBeforeArrival: 0,
  maxGuestFormFileSizeinKb: 256,
  maxMediaFileSizeInKb: 10_240,
  childMaxAge: 11,
  defaultDashboardDays: 30,
  systems: [],
  multiGuestForm: '0',
  divesPerDay: 3,
  diveDayDifference: -3,
  medicalValidDays: 365,
  waiverValidDays: 365,
  defaultTax: { value: 0, inclusive: true },
  allowNegativeCredits: false,
  diveSitesUrl: '',
  diversPerGuideByLevel: {},
  textLanguages: [],
  ownerReportRecipients: [],
};

/** group 'modules': the 18 feature flags (booleans) and the 5 view flags ('On' | 'Off'). */
export const ZModulesSettings = z.strictObject({
  ...(Object.fromEntries(FEATURE_FLAGS.map((f) => [f, z.boolean()])) as Record<TFeatureFlag, z.ZodBoolean>),
  ...(Object.fromEntries(VIEW_FLAGS.map((v) => [v, z.enum(['On', 'Off'])])) as Record<TViewFlag, z.ZodEnum<{ On: 'On'; Off: 'Off' }>>),
});
export type TModulesSettings = z.infer<typeof ZModulesSettings>;

/** Off by default: the parts that need an outside system (channel manager, asset share,
 *  master bookings, a CRM master to be a client of). */
const FEATURES_OFF_BY_DEFAULT: readonly TFeatureFlag[] = ['ota', 'connect', 'assetMaster', 'crmClient'];

export const MODULES_DEFAULTS: TModulesSettings = {
  ...(Object.fromEntries(FEATURE_FLAGS.map((f) => [f, !FEATURES_OFF_BY_DEFAULT.includes(f)])) as Record<TFeatureFlag, boolean>),
  ...(Object.fromEntries(VIEW_FLAGS.map((v) => [v, 'On'])) as Record<TViewFlag, 'On'>),
};

/** group 'exchangeRates': units of each currency per 1 unit of the base currency. */
export const ZExchangeRatesSettings = z.record(ZCurrencyCode, z.number().positive().max(1e9));
export const EXCHANGE_RATES_DEFAULTS: Record<string, number> = { EUR: 1 };

const ZMessageKey = z.string().min(1).max(200).regex(/^[A-Za-z0-9_.-]+$/);

/** group 'translations': the operator's wording of message texts, key → language → text, kept
 *  apart from the shipped texts (messages/*.json), so a release never loses it. */
export const ZTranslationsSettings = z.record(ZMessageKey, z.record(ZTextLanguage, z.string().max(5000)));

/** A write of the translations group: per key the languages to set, null removes one language's
 *  override (the shipped text shows again); a key set to null removes all of its overrides.
 *  Languages not named keep their override. */
export const ZTranslationsWrite = z.record(ZMessageKey, z.record(ZTextLanguage, z.string().min(1).max(5000).nullable()).nullable());

/** group 'system': operator settings, read-only through the API. */
export const SYSTEM_DEFAULTS = {
  /** The named accounts that may change the modules group (besides holding admin). */
  modulesAdmins: ['admin@example.com'] as string[],
};

export const SETTINGS_GROUPS = ['general', 'modules', 'exchangeRates', 'translations', 'system', 'company'] as const;
export type TSettingsGroup = (typeof SETTINGS_GROUPS)[number];

/** GET /api/settings/types: the groups, whether the API can write them, and who may. */
export const ZSettingsType = z.object({
  type: z.string(),
  writable: z.boolean(),
  /** 'admin' or 'modulesAdmin' (admin and a named account). */
  writeAccess: z.enum(['admin', 'modulesAdmin', 'none']),
  keys: z.array(z.string()),
});

export const ZSettingsGroupValues = z.record(z.string(), z.unknown());

export const ZLangInfo = z.object({
  lang: ZLang,
  supportedLanguages: z.array(ZLang),
  /** The caller's language from Accept-Language (de or en). */
  current: ZLang,
});

export const ZCurrencyInfo = z.object({ code: z.string(), name: z.string(), symbol: z.string(), digits: z.number().int() });
export const ZCurrencies = z.object({
  baseCurrency: z.string(),
  onlineCurrency: z.string(),
  baseOnsiteCurrency: z.string(),
  currencies: z.array(z.string()),
  displayCurrencies: z.array(z.string()),
  list: z.array(ZCurrencyInfo),
});

/** Every configured currency has an entry: its stored rate, or null while none has been set
 *  (listed in `missing`; the settings group exchangeRates sets it). No rate is ever invented. */
export const ZExchangeRate = z.object({
  base: z.string(),
  rates: z.record(z.string(), z.number().nullable()),
  missing: z.array(z.string()),
  updatedAt: z.string().nullable(),
});

export const ZCountry = z.object({
  code: z.string(),
  /** In the caller's language. */
  name: z.string(),
  translations: z.record(z.string(), z.string()),
  callingCodes: z.array(z.string()),
  states: z.array(z.object({ code: z.string(), name: z.string() })),
  currencies: z.array(z.string()),
});
export type TCountry = z.infer<typeof ZCountry>;

export const ZAirport = z.object({ id: z.string(), code: z.string(), name: z.string(), city: z.string(), country: z.string() });

/** GET /api/translation/keys */
export const ZTranslationKeys = z.object({
  /** de, en, then the languages the operator added. */
  languages: z.array(ZTextLanguage),
  keys: z.array(z.string()),
  overrides: ZTranslationsSettings,
});

/** GET /api/currency/keys: every ISO 4217 code the server knows, named in the caller's language. */
export const ZCurrencyKeys = z.object({ keys: z.array(z.string()), currencies: z.array(ZCurrencyInfo) });

/** GET /version (and /api/version). */
export const ZVersion = z.object({ name: z.string(), version: z.string() });
