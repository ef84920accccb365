// Users, user roles, tokens, password resets, login history, external links and the shared
// login-throttling counters (spec section 3: User; api-calls 7.2).
// Secrets are never stored in the clear: passwords as argon2id hashes, tokens (login, verify,
// reset) as sha256 hex digests of random values.
import { sql } from 'drizzle-orm';
import {
  boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import { searchIndex } from './resources/build-table';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A role is a named scope set in a group; assigning it copies its scopes to the user. */
export const userRoles = pgTable('user_roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  group: text('group').notNull().default('Staff'),
  scopes: text('scopes').array().notNull().default(sql`'{}'::text[]`),
  description: text('description'),
  ...timestamps,
}, (t) => [
  uniqueIndex('user_roles_name_uq').on(t.name),
  // List sort, filter and search of the generic /api/userrole resource.
  index('user_roles_group_idx').on(t.group),
  searchIndex('user_roles'),
  index('user_roles_scopes_gin').using('gin', t.scopes),
]);

export type TUserSettingsColumn = {
  showCustomersInBookingList?: boolean;
  showInvertedCurrencyExchange?: boolean;
  defaultDashboardDays?: number;
  language?: 'de' | 'en';
};

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** Stored trimmed and lower-cased; unique per realm (regular vs CRM club accounts). */
  email: text('email').notNull(),
  phone: text('phone'),
  passwordHash: text('password_hash').notNull(),
  /** user | admin | Agency | Customer (guest is never stored). */
  userType: text('user_type').notNull().default('user'),
  scopes: text('scopes').array().notNull().default(sql`'{}'::text[]`),
  roleId: uuid('role_id').references(() => userRoles.id, { onDelete: 'set null' }),
  settings: jsonb('settings').$type<TUserSettingsColumn>().notNull().default({}),
  notifications: jsonb('notifications').$type<Record<string, unknown>>().notNull().default({}),
  /** Resorts and vessels this user may work with: [{ ref, type }]. */
  assets: jsonb('assets').$type<{ ref: string; type: 'resort' | 'vessel' }[]>().notNull().default([]),
  agencyId: uuid('agency_id'),
  customerId: uuid('customer_id'),
  /** CRM club account: logs in through the club login only (docs/decisions/auth.md). */
  isCrmUser: boolean('is_crm_user').notNull().default(false),
  /** active | unverified | disabled */
  status: text('status').notNull().default('active'),
  verifyTokenHash: text('verify_token_hash'),
  verifyExpiresAt: timestamp('verify_expires_at', { withTimezone: true }),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  ...timestamps,
}, (t) => [
  uniqueIndex('users_email_realm_uq').on(t.email, t.isCrmUser),
  // List sort, filter and search of the generic /api/users resource.
  index('users_name_idx').on(t.name),
  index('users_email_idx').on(t.email),
  index('users_user_type_idx').on(t.userType),
  index('users_status_idx').on(t.status),
  index('users_created_at_idx').on(t.createdAt),
  searchIndex('users'),
  index('users_scopes_gin').using('gin', t.scopes),
  // Every writer (also the generic /api/users resource) must store the normalised form.
  check('users_email_lower_ck', sql`${t.email} = lower(btrim(${t.email}))`),
  check('users_status_ck', sql`${t.status} in ('active', 'unverified', 'disabled')`),
]);

export const authTokens = pgTable('auth_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** sha256 hex of the bearer token; the token itself is never stored. */
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  ip: text('ip'),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('auth_tokens_hash_uq').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId)]);

export const passwordResets = pgTable('password_resets', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('password_resets_hash_uq').on(t.tokenHash), index('password_resets_user_idx').on(t.userId)]);

/** Login history: successful logins and failed attempts on a known account. */
export const userLogins = pgTable('user_logins', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  success: boolean('success').notNull(),
  ip: text('ip'),
  userAgent: text('user_agent'),
}, (t) => [index('user_logins_user_at_idx').on(t.userId, t.at)]);

/** A user's account in another system (jump targets, CRM master, SSO): one per system. */
export const userLinks = pgTable('user_links', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  system: text('system').notNull(),
  externalId: text('external_id').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  ...timestamps,
}, (t) => [uniqueIndex('user_links_user_system_uq').on(t.userId, t.system)]);

/** Failed-login counters shared by every upstream instance on one PostgreSQL
 *  (rate-limiter-flexible's Drizzle store: key, points, expire). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});
