// Specials a booking was given by hand (POST /api/bookings/{id}/special/{special}): they are
// applied with the auto-added ones on every price reload (docs/decisions/specials.md). Owned by
// the bookings domain.
import { boolean, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';

export const bookingSpecials = pgTable('booking_specials', {
  bookingId: uuid('booking_id').notNull(),
  specialId: uuid('special_id').notNull(),
  /** Added without checking its rules (query ignoreRules); status, date range and channel still count. */
  ignoreRules: boolean('ignore_rules').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.bookingId, t.specialId] }), index('booking_specials_special').on(t.specialId)]);
