// Wire contract of the user calls (api-calls 7.2 "Users", spec section 3 "User").
// The user as other callers see it never carries a password hash or a token digest.
import { z } from 'zod';
import { ZAsset, ZAuthUser, ZEmail, ZNewPassword } from './auth';

export const USER_STATUSES = ['active', 'unverified', 'disabled'] as const;
export const ZUserStatus = z.enum(USER_STATUSES);
export type TUserStatus = z.infer<typeof ZUserStatus>;

/** User types a stored account can have (guest is the absence of a login). */
export const ACCOUNT_USER_TYPES = ['user', 'admin', 'Agency', 'Customer'] as const;
/** Every user type of the spec (section 1: guest, user, admin, Agency, Customer): the answer of
 *  GET /api/users/types. guest is the type of a caller without a login (and of the guest user). */
export const USER_TYPES = ['guest', ...ACCOUNT_USER_TYPES] as const;

/** A user record as the API answers it (ZAuthUser plus the administrative fields). */
export const ZUser = ZAuthUser.extend({
  status: ZUserStatus,
  role: z.string().nullable(),
  notifications: z.record(z.string(), z.unknown()),
  verified: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZUserSettingsPatch = z.strictObject({
  showCustomersInBookingList: z.boolean().optional(),
  showInvertedCurrencyExchange: z.boolean().optional(),
  defaultDashboardDays: z.number().int().min(1).max(366).optional(),
  language: z.enum(['de', 'en']).optional(),
  /** The newest live notification this user has seen (the bell, GET /api/events/notifications):
   *  what came after it is unread, also after a reload or on another device. */
  notificationsSeenAt: z.iso.datetime({ offset: true }).optional(),
});

/** POST /api/users/self: what a user may change on their own account. */
export const ZUserSelfUpdate = z.strictObject({
  name: z.string().trim().min(1).max(200).optional(),
  phone: z.string().trim().max(50).nullable().optional(),
  settings: ZUserSettingsPatch.optional(),
  notifications: z.record(z.string(), z.unknown()).optional(),
});
export type TUserSelfUpdate = z.infer<typeof ZUserSelfUpdate>;

/** POST /api/users/self/password: the current password proves it is the owner at the keyboard. */
export const ZSelfPasswordChange = z.strictObject({
  currentPassword: z.string().min(1).max(1024),
  password: ZNewPassword,
  ts: z.number().optional(),
});

/** POST /api/users/{id}/password (spec: email, password, keepStatus, ts). The e-mail must be the
 *  target account's (a guard against setting the password of the wrong user). */
export const ZUserPasswordSet = z.strictObject({
  email: ZEmail,
  /** Required when the target is the caller's own account (the same proof as the self call). */
  currentPassword: z.string().min(1).max(1024).optional(),
  password: ZNewPassword,
  /** true (default): the status stays; false: the account becomes active (and verified). */
  keepStatus: z.boolean().optional(),
  ts: z.number().optional(),
});

/** POST /api/users/{id}/verify */
export const ZUserVerify = z.strictObject({ token: z.string().trim().min(1).max(200) });
export const ZUserVerifyResponse = z.object({ id: z.string(), status: ZUserStatus });

export const ZUserRole = z.object({
  id: z.string(),
  name: z.string(),
  group: z.string(),
  scopes: z.array(z.string()),
  description: z.string().nullable(),
});
export type TUserRole = z.infer<typeof ZUserRole>;

/** GET /api/userrole/groups */
export const ZUserRoleGroup = z.object({ group: z.string(), roles: z.array(ZUserRole) });

/** GET /api/users/types */
export const ZUserTypes = z.array(z.enum(USER_TYPES));

export const ZUserLogin = z.object({
  id: z.string(),
  at: z.string(),
  success: z.boolean(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});

/** The listing query of spec section 3 (page from 1, size 0 = all, default 25). */
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(0).max(1000).default(25),
});

export const ZUserLoginPage = z.object({
  data: z.array(ZUserLogin),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});

/** /api/users/{user}/link/{system} */
export const ZUserLinkBody = z.strictObject({
  externalId: z.string().trim().min(1).max(200),
  data: z.record(z.string(), z.unknown()).optional(),
});
export const ZUserLink = z.object({
  user: z.string(),
  system: z.string(),
  externalId: z.string(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** Writable fields of a user for the generic /api/users resource (create and update).
 *  Status changes to 'disabled' end the user's tokens (upstream/modules/users/set-user-status.ts). */
export const ZUserWrite = z.strictObject({
  name: z.string().trim().min(1).max(200),
  email: ZEmail,
  phone: z.string().trim().max(50).nullable().optional(),
  userType: z.enum(ACCOUNT_USER_TYPES),
  permissions: z.strictObject({ scope: z.array(z.string().min(1).max(100)).max(200) }).optional(),
  role: z.uuid().nullable().optional(),
  settings: ZUserSettingsPatch.optional(),
  notifications: z.record(z.string(), z.unknown()).optional(),
  asset: z.array(ZAsset).optional(),
  agency: z.uuid().nullable().optional(),
  customer: z.uuid().nullable().optional(),
  isCRMUser: z.boolean().optional(),
  status: ZUserStatus.optional(),
  /** Only on create; later changes go through the password calls. */
  password: ZNewPassword.optional(),
});
export type TUserWrite = z.infer<typeof ZUserWrite>;
