// The customers domain's own tables next to the generic `customers` record (owned by
// upstream/modules/customers; docs/decisions/customers.md): the history of every write, free
// key/value data of other systems (meta), references to the customer in external systems, the
// stays statistics and the log of staff privacy actions (export, erasure, merge).
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { agencies, customers } from './resources/parties';

/** Every write of a customer as a full snapshot ({id}/diff/{from}, the view's history). */
export const customerVersions = pgTable('customer_versions', {
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  action: text('action').notNull(),
  snapshot: jsonb('snapshot').notNull(),
  userId: uuid('user_id'),
  userName: text('user_name'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.customerId, t.version] })]);

/** {id}/meta[/key]: values other systems or plugins keep on a customer. */
export const customerMeta = pgTable('customer_meta', {
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  key: text('key').notNull(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.customerId, t.key] })]);

/** {id}/reference/{system}/{external}: the customer's id in an external system; one external id
 *  of a system names one customer. */
export const customerReferences = pgTable('customer_references', {
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  system: text('system').notNull(),
  external: text('external').notNull(),
  data: jsonb('data').notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.customerId, t.system, t.external] }), unique('customer_references_system_external').on(t.system, t.external)]);

/** {id}/stats/recalculate: stays, nights and revenue per currency from the customer's bookings. */
export const customerStats = pgTable('customer_stats', {
  customerId: uuid('customer_id').primaryKey().references(() => customers.id, { onDelete: 'cascade' }),
  bookings: integer('bookings').notNull().default(0),
  stays: integer('stays').notNull().default(0),
  nights: integer('nights').notNull().default(0),
  /** Minor units per currency, e.g. { "EUR": 123400 }. */
  revenue: jsonb('revenue').$type<Record<string, number>>().notNull().default({}),
  firstStay: date('first_stay', { mode: 'string' }),
  lastStay: date('last_stay', { mode: 'string' }),
  recalculatedAt: timestamp('recalculated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  // The CRM segments' criteria (upstream/modules/segments): stays, last stay, revenue in EUR.
  index('customer_stats_stays').on(t.stays),
  index('customer_stats_last_stay').on(t.lastStay),
  index('customer_stats_revenue_eur').on(sql`((revenue->>'EUR')::bigint)`),
]);

/** Staff privacy and merge actions on a customer. No foreign key: the entry outlives an erased or
 *  merged-away record; `detail` never holds the personal data itself (counts and ids only). */
export const customerAudit = pgTable('customer_audit', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  customerId: uuid('customer_id').notNull(),
  action: text('action').notNull(),
  detail: jsonb('detail').notNull().default({}),
  userId: uuid('user_id'),
  userName: text('user_name'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('customer_audit_customer').on(t.customerId, t.createdAt)]);

/** api-calls 7.10 {agency}/link/{system}: the agency's id in an external system (a channel
 *  manager, an accounting system); one per system and agency, one agency per external id. */
export const agencyLinks = pgTable('agency_links', {
  agencyId: uuid('agency_id').notNull().references(() => agencies.id, { onDelete: 'cascade' }),
  system: text('system').notNull(),
  external: text('external').notNull(),
  data: jsonb('data').notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.agencyId, t.system] }), unique('agency_links_system_external').on(t.system, t.external)]);

/** What the customer list's search reads (docs/decisions/customer-search.md): a narrow copy of
 *  each customer's searchable and sortable values, ~45 MB for 400,000 customers where the
 *  customers table holds 136 MB, kept by a trigger on customers (migration 0049, every writer
 *  included) and physically in name order (the customers.search-order job). `search_text` is the
 *  customer's own (name, e-mail) with the passport number and the phone's digits. */
export const customerSearch = pgTable('customer_search', {
  id: uuid('id').primaryKey().references(() => customers.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull(),
  email: text('email'),
  customerType: text('customer_type').notNull(),
  country: text('country'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  searchText: text('search_text').notNull(),
}, (t) => [
  index('customer_search_name_order').on(t.fullName, t.id),
  index('customer_search_trgm').using('gin', sql`"search_text" gin_trgm_ops`),
]);
