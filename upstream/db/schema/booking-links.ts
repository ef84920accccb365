// How bookings come from one another (issue 20): a rebooked booking points to its new booking
// (kind 'rebook'), a split one to the booking its guests moved to (kind 'split'). fromState keeps
// the state the source had, so revertRebook can give it back.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './resources/bookings';

export const bookingLinks = pgTable('booking_links', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The booking that was rebooked or split. */
  fromBooking: uuid('from_booking').notNull().references(() => bookings.id),
  /** The booking it was rebooked to, or the new booking of the guests split off. */
  toBooking: uuid('to_booking').notNull().references(() => bookings.id),
  /** 'rebook' or 'split'. */
  kind: text('kind').notNull(),
  fromState: text('from_state').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('booking_links_from').on(t.fromBooking), index('booking_links_to').on(t.toBooking)]);
