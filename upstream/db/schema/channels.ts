// What comes in from and goes out to other systems (issue 37): the channel (OTA) update log and
// the channel bookings it made, the accounting documents sent to an accounting system, partner API
// keys, signed webhooks with their deliveries, and OCTO reservations. Connections themselves are
// the system_connections resource (/plugins); their secrets are sealed in the settings.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { bookings } from './resources/bookings';
import { systemConnections } from './resources/forms';

const stamp = (name: string) => timestamp(name, { withTimezone: true });

/** The update log of every channel: inbound bookings, changes and cancellations, and outbound
 *  availability and rate pushes. An inbound change is kept once per (system, externalId,
 *  revision): the same message again is recognised, never applied twice. Staff read it on
 *  /booking/ota and mark it read. */
export const channelUpdates = pgTable('channel_updates', {
  id: uuid('id').primaryKey().defaultRandom(),
  system: text('system').notNull(),
  connectionId: uuid('connection_id').references(() => systemConnections.id, { onDelete: 'set null' }),
  /** 'in' (from the channel) or 'out' (to it). */
  direction: text('direction').notNull(),
  /** in: 'created' | 'modified' | 'cancelled'; out: 'availability' | 'rates'. */
  kind: text('kind').notNull(),
  /** The channel's own booking reference (inbound). */
  externalId: text('external_id'),
  /** The channel's version of that booking (a sequence or a modification stamp, compared as
   *  text of equal width); '' for outbound pushes. */
  revision: text('revision').notNull().default(''),
  bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
  /** 'applied' | 'refused' | 'stale' | 'failed' | 'pending' | 'sent'. */
  state: text('state').notNull(),
  /** Why it was refused or failed, in words staff can act on. */
  message: text('message'),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  attempts: integer('attempts').notNull().default(0),
  readAt: stamp('read_at'),
  readBy: uuid('read_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: stamp('created_at').notNull().defaultNow(),
  appliedAt: stamp('applied_at'),
}, (t) => [
  uniqueIndex('channel_updates_in_uq').on(t.system, t.externalId, t.revision).where(sql`direction = 'in'`),
  index('channel_updates_booking_idx').on(t.bookingId),
  index('channel_updates_created_idx').on(t.createdAt),
  index('channel_updates_unread_idx').on(t.createdAt).where(sql`read_at IS NULL`),
]);

/** A channel's booking and ours (the master bookings of /master/booking): one row per channel
 *  reference, with the last revision applied so that an older message never overwrites a newer. */
export const channelBookings = pgTable('channel_bookings', {
  system: text('system').notNull(),
  externalId: text('external_id').notNull(),
  bookingId: uuid('booking_id').notNull().references(() => bookings.id, { onDelete: 'cascade' }),
  connectionId: uuid('connection_id').references(() => systemConnections.id, { onDelete: 'set null' }),
  lastRevision: text('last_revision').notNull(),
  /** 'active' | 'cancelled'. */
  status: text('status').notNull().default('active'),
  meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: stamp('created_at').notNull().defaultNow(),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.system, t.externalId] }), index('channel_bookings_booking_idx').on(t.bookingId)]);

/** Each document sent to an accounting system, once: invoices, credit notes, payments, refunds.
 *  The state is what staff see per document; the job queue retries 'failed' ones. */
export const accountingDocuments = pgTable('accounting_documents', {
  id: uuid('id').primaryKey().defaultRandom(),
  system: text('system').notNull(),
  /** 'invoice' | 'creditNote' | 'payment' | 'refund'. */
  documentType: text('document_type').notNull(),
  /** Our document's id (invoices, credit notes, payments: different tables, so no foreign key). */
  documentId: uuid('document_id').notNull(),
  bookingId: uuid('booking_id'),
  /** 'pending' | 'synced' | 'failed' | 'voided'. */
  state: text('state').notNull().default('pending'),
  /** The accounting system's id of the document, once it has one. */
  externalId: text('external_id'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
  syncedAt: stamp('synced_at'),
  createdAt: stamp('created_at').notNull().defaultNow(),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('accounting_documents_doc_uq').on(t.system, t.documentType, t.documentId),
  index('accounting_documents_state_idx').on(t.state),
  index('accounting_documents_booking_idx').on(t.bookingId),
]);

/** A partner's key to the public API: shown once, stored as its SHA-256 digest, scoped, rate
 *  limited per minute and revocable. */
export const apiKeys = pgTable('api_keys', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** The first characters of the key, shown in lists so a partner's key can be told apart. */
  prefix: text('prefix').notNull(),
  tokenHash: text('token_hash').notNull(),
  scopes: jsonb('scopes').$type<string[]>().notNull().default([]),
  /** A key may act for one agency only (its bookings, its prices). */
  agencyId: uuid('agency_id'),
  rateLimitPerMinute: integer('rate_limit_per_minute').notNull().default(120),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: stamp('created_at').notNull().defaultNow(),
  lastUsedAt: stamp('last_used_at'),
  revokedAt: stamp('revoked_at'),
}, (t) => [uniqueIndex('api_keys_hash_uq').on(t.tokenHash)]);

/** Where signed webhooks go: a partner's URL, the events it wants and its signing secret (sealed). */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  /** The signing secret, sealed with the secret box (SECRETS_KEY). */
  secretSealed: text('secret_sealed').notNull(),
  events: jsonb('events').$type<string[]>().notNull().default([]),
  apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
  active: boolean('active').notNull().default(true),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: stamp('created_at').notNull().defaultNow(),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
});

/** One event to one endpoint: the delivery log (attempts, answers) and what a replay sends again. */
export const webhookDeliveries = pgTable('webhook_deliveries', {
  id: uuid('id').primaryKey().defaultRandom(),
  endpointId: uuid('endpoint_id').notNull().references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
  /** 'booking.created' | 'booking.changed' | 'booking.cancelled' | 'booking.paid'. */
  event: text('event').notNull(),
  /** The event's id, the same for every endpoint it goes to (the receiver's idempotency key). */
  eventId: uuid('event_id').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  /** 'pending' | 'delivered' | 'failed'. */
  state: text('state').notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  responseStatus: integer('response_status'),
  lastError: text('last_error'),
  replayOf: uuid('replay_of'),
  createdAt: stamp('created_at').notNull().defaultNow(),
  deliveredAt: stamp('delivered_at'),
}, (t) => [
  index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
  index('webhook_deliveries_state_idx').on(t.state),
]);

/** An OCTO reservation: a hold on a departure's places until confirmed, then the booking it made. */
export const octoBookings = pgTable('octo_bookings', {
  /** The OCTO booking uuid (the reseller's or ours). */
  uuid: uuid('uuid').primaryKey(),
  apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
  /** 'ON_HOLD' | 'CONFIRMED' | 'CANCELLED' | 'EXPIRED'. */
  status: text('status').notNull(),
  productId: text('product_id').notNull(),
  optionId: text('option_id').notNull().default('DEFAULT'),
  availabilityId: text('availability_id').notNull(),
  holdId: uuid('hold_id'),
  bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
  resellerReference: text('reseller_reference'),
  unitItems: jsonb('unit_items').$type<Record<string, unknown>[]>().notNull().default([]),
  meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
  expiresAt: stamp('expires_at'),
  createdAt: stamp('created_at').notNull().defaultNow(),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
}, (t) => [index('octo_bookings_booking_idx').on(t.bookingId)]);
