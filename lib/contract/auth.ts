// Wire contract of spec api-calls 7.2 (authentication). Shared by the upstream (validation,
// OpenAPI), the BFF login handler and the forms.
import { z } from 'zod';
import { EMAIL_PATTERN } from '../validation/rules';
import { PASSWORD_MIN_LENGTH } from '../validation/messages';

export const USER_TYPES = ['guest', 'user', 'admin', 'Agency', 'Customer'] as const;
export const ZUserType = z.enum(USER_TYPES);

export const ZAsset = z.object({ ref: z.string(), type: z.enum(['resort', 'vessel']) });

/** The user as the token and bootstrap calls return it (never a password hash). */
export const ZAuthUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable().optional(),
  userType: ZUserType,
  permissions: z.object({ scope: z.array(z.string()) }),
  settings: z.object({
    showCustomersInBookingList: z.boolean().default(true),
    showInvertedCurrencyExchange: z.boolean().default(false),
    defaultDashboardDays: z.number().int().default(30),
    language: z.enum(['de', 'en']).default('de'),
  }),
  asset: z.array(ZAsset),
  agency: z.string().nullable(),
  customer: z.string().nullable(),
  isCRMUser: z.boolean(),
});

export const ZTokenRequest = z.strictObject({
  email: z.string().min(1).max(320),
  password: z.string().min(1).max(1024),
  ts: z.number().optional(),
  isCRMUser: z.boolean().optional(),
});

export const ZTokenResponse = z.object({
  token: z.string().min(51),
  /** Lifetime in seconds. */
  expiresIn: z.number().int().positive(),
  user: ZAuthUser,
  version: z.string(),
});

export type TAuthUser = z.infer<typeof ZAuthUser>;
export type TTokenRequest = z.infer<typeof ZTokenRequest>;
export type TTokenResponse = z.infer<typeof ZTokenResponse>;

export const FEATURE_FLAGS = [
  'resort', 'vessel', 'ota', 'pos', 'connect', 'bank', 'todo', 'mailScheduler', 'contest', 'crmMaster',
  'crmClient', 'forms', 'loyalityProgram', 'diveLog', 'assetMaster', 'stock', 'bookingWidget', 'customerRelation',
] as const;
export type TFeatureFlag = (typeof FEATURE_FLAGS)[number];

export const VIEW_FLAGS = ['customerDetails', 'guestforms', 'financeReports', 'bookingReports', 'diveReports'] as const;
export type TViewFlag = (typeof VIEW_FLAGS)[number];

/** GET /api/bootstrap: what the shell needs after login (and for guests, user null). */
export const ZBootstrap = z.object({
  version: z.string(),
  user: ZAuthUser.nullable(),
  language: z.enum(['de', 'en']),
  features: z.record(z.enum(FEATURE_FLAGS), z.boolean()),
  /** View flags: 'Off' blocks the routes whose 'not' list names the flag. */
  views: z.record(z.enum(VIEW_FLAGS), z.enum(['On', 'Off'])),
  settings: z.record(z.string(), z.unknown()),
});
export type TBootstrap = z.infer<typeof ZBootstrap>;

// ---------------------------------------------------------------------------------------------
// Registration, password reset, token check (api-calls 7.2). Bodies are strict: unknown fields
// are rejected. `ts` is the client's timestamp as the spec sends it; the server ignores it.

/** The spec's password rule: longer than 4 characters. 1024 caps the hashing work per request. */
export const ZNewPassword = z.string().min(PASSWORD_MIN_LENGTH + 1).max(1024);
/** The spec's basic e-mail pattern (2 to 4 letter top-level domain), trimmed. */
export const ZEmail = z.string().trim().max(320).regex(EMAIL_PATTERN, 'E-mail must be valid');

export const REGISTER_USER_TYPES = ['Agency', 'Customer'] as const;

/** POST /api/auth/register (guests only). isCRMUser registers a club account (Customer only). */
export const ZRegister = z.strictObject({
  name: z.string().trim().min(1).max(200),
  email: ZEmail,
  password: ZNewPassword,
  userType: z.enum(REGISTER_USER_TYPES),
  phone: z.string().trim().max(50).optional(),
  language: z.enum(['de', 'en']).optional(),
  isCRMUser: z.boolean().optional(),
  ts: z.number().optional(),
}).refine((v) => !v.isCRMUser || v.userType === 'Customer', {
  path: ['userType'], message: 'Club accounts are customers',
});
export type TRegister = z.infer<typeof ZRegister>;

/** The answer: the account waits for verification (the verify token goes out of band). */
export const ZRegisterResponse = z.object({
  id: z.string(),
  email: z.string(),
  userType: z.enum(REGISTER_USER_TYPES),
  isCRMUser: z.boolean(),
  status: z.literal('unverified'),
});

/** PUT /api/auth/password/reset (guests only): always answers 200. */
export const ZPasswordResetRequestBody = z.strictObject({
  email: z.string().trim().min(1).max(320),
  isCRMUser: z.boolean().optional(),
  ts: z.number().optional(),
});

/** POST /api/auth/password/reset (guests only). */
export const ZPasswordResetConfirmBody = z.strictObject({
  email: z.string().trim().min(1).max(320),
  password: ZNewPassword,
  token: z.string().trim().min(1).max(200),
  isCRMUser: z.boolean().optional(),
  ts: z.number().optional(),
});

/** GET (and HEAD) /api/auth/token: is the presented token valid, and for how long. */
export const ZTokenCheck = z.object({ valid: z.literal(true), expiresIn: z.number().int() });

export const ZOk = z.object({ ok: z.literal(true), message: z.string().optional() });
export type TOk = z.infer<typeof ZOk>;
