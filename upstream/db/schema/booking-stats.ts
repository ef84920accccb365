// Kept aggregates for the statistics (issue 35, docs/decisions/statistics.md "Speed"): a
// booking's calculation total per currency and its lead customer's country, maintained by
// triggers in the same transaction as the rows they come from (migration 0052), so they are never
// stale. The statistics read them instead of every line of every booking and every customer.
import { bigint, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './resources/bookings';

/** Sum of a booking's calculation lines in one currency (minor units) and how many lines. */
export const bookingLineTotals = pgTable('booking_line_totals', {
  bookingId: uuid('booking_id').notNull(),
  currency: text('currency').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  lines: integer('lines').notNull(),
}, (t) => [primaryKey({ columns: [t.bookingId, t.currency] })]);

/** The lead customer's country of each booking (customers.country, else its address's, upper
 *  case; null: not known), kept by row triggers on bookings (customer set or changed) and on
 *  customers (country or address changed, customer added or removed) in the writer's transaction
 *  (migration 0052): topCountries groups a year of bookings by it without reading 400,000 customers. */
export const bookingCountries = pgTable('booking_countries', {
  bookingId: uuid('booking_id').primaryKey().references(() => bookings.id, { onDelete: 'cascade' }),
  country: text('country'),
});
