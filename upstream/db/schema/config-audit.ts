// The configuration audit trail (issue 38 item 6): who changed which setting, price list, role or
// user, when, from what to what. Append-only: written only by modules/config-audit (record.ts) in
// the transaction of the write it describes; a trigger (migration 0055) refuses UPDATE and DELETE.
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const configAudit = pgTable('config_audit', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  /** Null: the application itself (no signed-in user). */
  userId: uuid('user_id'),
  userName: text('user_name'),
  /** setting | pricelist | role | user */
  kind: text('kind').notNull(),
  /** create | update | delete */
  action: text('action').notNull(),
  /** The settings group's name, or the record's id. */
  recordId: text('record_id').notNull(),
  label: text('label'),
  /** Only the changed fields, secrets masked. Null: nothing before (create) or after (delete). */
  before: jsonb('before').$type<Record<string, unknown> | null>(),
  after: jsonb('after').$type<Record<string, unknown> | null>(),
}, (t) => [index('config_audit_at').on(t.at), index('config_audit_kind_at').on(t.kind, t.at)]);
