// Rental gear of the dive module (upstream/modules/dive/gear-*.ts, docs/decisions/dive.md): the
// items with their state, an append-only history of every change, and the rentals (an item on a
// diver on a dive). At most one open rental per item: the partial unique index holds it beside the
// item's row lock that the assignment takes.
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const diveGear = pgTable('dive_gear', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').notNull(),
  size: text('size'),
  serial: text('serial').notNull(),
  /** available, rented (on a diver of an open dive) or maintenance. */
  state: text('state').notNull().default('available'),
  /** The rental product its use is billed with. */
  product: uuid('product'),
  notes: text('notes'),
  resort: uuid('resort'),
  vessel: uuid('vessel'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('dive_gear_serial').on(t.serial),
  check('dive_gear_state', sql`${t.state} IN ('available', 'rented', 'maintenance')`),
]);

/** Every change of an item, append-only: who, when, the state after it, the dive and diver. */
export const diveGearEvents = pgTable('dive_gear_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Insertion order (several entries may share one clock instant). */
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  gearId: uuid('gear_id').notNull().references(() => diveGear.id),
  event: text('event').notNull(),
  state: text('state').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  by: uuid('by'),
  byName: text('by_name'),
  planId: uuid('plan_id'),
  customerId: uuid('customer_id'),
  note: text('note'),
}, (t) => [index('dive_gear_events_gear').on(t.gearId, t.seq)]);

/** An item on a diver of a dive, from assignment until the dive's end (returned) or unassignment. */
export const diveGearRentals = pgTable('dive_gear_rentals', {
  id: uuid('id').primaryKey().defaultRandom(),
  gearId: uuid('gear_id').notNull().references(() => diveGear.id),
  planId: uuid('plan_id').notNull(),
  customerId: uuid('customer_id').notNull(),
  assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull(),
  returnedAt: timestamp('returned_at', { withTimezone: true }),
  /** The on-site item that billed it (closing bills each rental once). */
  billedItem: uuid('billed_item'),
}, (t) => [
  uniqueIndex('dive_gear_rentals_open').on(t.gearId).where(sql`${t.returnedAt} IS NULL`),
  index('dive_gear_rentals_plan').on(t.planId, t.customerId),
]);
