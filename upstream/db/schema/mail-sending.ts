// The mail module's own tables next to the generic mail resources (upstream/modules/mail):
// - mail_schedule_sends: one row per mail schedule and booking that got its mail. The unique key
//   makes "once per rule and booking" hold with any number of upstream instances.
// - mail_schedule_customer_sends: the same for customer rules (birthday): once per rule, customer
//   and year.
import { index, integer, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const mailScheduleSends = pgTable('mail_schedule_sends', {
  id: uuid('id').primaryKey().defaultRandom(),
  scheduleId: uuid('schedule_id').notNull(),
  bookingId: uuid('booking_id').notNull(),
  mailId: uuid('mail_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('mail_schedule_sends_once').on(t.scheduleId, t.bookingId),
  index('mail_schedule_sends_booking').on(t.bookingId),
]);

export const mailScheduleCustomerSends = pgTable('mail_schedule_customer_sends', {
  id: uuid('id').primaryKey().defaultRandom(),
  scheduleId: uuid('schedule_id').notNull(),
  customerId: uuid('customer_id').notNull(),
  year: integer('year').notNull(),
  mailId: uuid('mail_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('mail_schedule_customer_sends_once').on(t.scheduleId, t.customerId, t.year),
  index('mail_schedule_customer_sends_customer').on(t.customerId),
]);
