// The counter's own tables (owned by upstream/modules/pos; docs/decisions/pos.md). A ticket is the
// generic `pos` resource (pos_items); its lines, payments and the day's closings are here.
// Payments and closings are append-only (a database trigger refuses UPDATE and DELETE): taking a
// payment back is a new row with the opposite amount, and a closing (Z report) is never changed.
import { bigint, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { posItems, products } from './resources/products';

export const posLines = pgTable('pos_lines', {
  id: uuid('id').primaryKey().defaultRandom(),
  ticketId: uuid('ticket_id').notNull().references(() => posItems.id),
  product: uuid('product').references(() => products.id),
  /** The product's name when rung up (the receipt keeps it if the product is renamed). */
  text: text('text').notNull(),
  quantity: integer('quantity').notNull(),
  /** Gross unit price (tax included), minor units. */
  unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  taxPercent: numeric('tax_percent', { precision: 5, scale: 2 }).notNull().default('0'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('pos_lines_ticket').on(t.ticketId)]);

export const posPayments = pgTable('pos_payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  ticketId: uuid('ticket_id').notNull().references(() => posItems.id),
  /** cash, card, room (taken over onto a booking's room bill). */
  method: text('method', { enum: ['cash', 'card', 'room'] }).notNull(),
  /** Minor units; a reversal is the same amount negative. */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  /** Cash handed over (change = given - amount). */
  given: bigint('given', { mode: 'number' }),
  /** The payment this row takes back. */
  reverses: uuid('reverses'),
  /** The booking a room payment went to. */
  bookingId: uuid('booking_id'),
  /** The business instant (the injectable clock): the day's closing reads it. */
  at: timestamp('at', { withTimezone: true }).notNull(),
  userId: uuid('user_id'),
}, (t) => [index('pos_payments_ticket').on(t.ticketId), index('pos_payments_at').on(t.at)]);

/** The day's closing (Z report): numbered consecutively, covering the payments after the previous
 *  closing up to `until`; `totals` holds the sums by method and tax rate as printed. */
export const posClosings = pgTable('pos_closings', {
  id: uuid('id').primaryKey().defaultRandom(),
  number: integer('number').notNull(),
  since: timestamp('since', { withTimezone: true }),
  until: timestamp('until', { withTimezone: true }).notNull(),
  totals: jsonb('totals').notNull(),
  userId: uuid('user_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('pos_closings_number').on(t.number)]);
