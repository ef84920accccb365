// Saved filters (segments) of the CRM customer list and the agency list, owned by
// upstream/modules/segments (docs/decisions/customers.md, "Saved filters"). A filter belongs to
// the user who saved it; `shared` shows it to every user who may run its kind.
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const savedFilters = pgTable('saved_filters', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** customers | agencies */
  kind: text('kind').notNull(),
  name: text('name').notNull(),
  criteria: jsonb('criteria').$type<Record<string, unknown>>().notNull().default({}),
  shared: boolean('shared').notNull().default(false),
  /** Set null when the user is deleted: a shared filter stays for the others. */
  ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
  ownerName: text('owner_name'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('saved_filters_kind_owner').on(t.kind, t.ownerId)]);
