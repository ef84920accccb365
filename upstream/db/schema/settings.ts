// Settings entries (spec section 3: group, key, value). Defaults live in lib/contract/settings.ts;
// a stored row overrides the default of its key.
import { customType, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** jsonb for values that may be bare strings. Both drivers (pg, PGlite) already parse jsonb, and
 *  drizzle's jsonb() parses a string result a second time, so '"0"' would come back as 0. */
const jsonValue = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => value,
});

export const settings = pgTable('settings', {
  id: uuid('id').primaryKey().defaultRandom(),
  group: text('group').notNull(),
  key: text('key').notNull(),
  value: jsonValue('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('settings_group_key_uq').on(t.group, t.key)]);
