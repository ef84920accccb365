// Credits of agencies and customers (owned by upstream/modules/credits; docs/decisions/credits.md):
// a credit is a ledger. Its balance is the sum of its entries; entries are never edited or
// deleted: an issue adds money, an application to a booking (a payment of method 'credit' on
// that booking) takes it, a correction is a new entry with its reason.
import { bigint, check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { agencies, customers } from './resources/parties';
import { bookings } from './resources/bookings';
import { payments } from './resources/finance';

export const credits = pgTable('credits', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Exactly one holder: an agency or a customer. */
  agencyId: uuid('agency_id').references(() => agencies.id),
  customerId: uuid('customer_id').references(() => customers.id),
  currency: text('currency').notNull(),
  /** cancellation, voucher, goodwill, manual */
  source: text('source').notNull(),
  /** The booking it came from (a cancellation's credit). */
  sourceBookingId: uuid('source_booking_id').references(() => bookings.id),
  note: text('note'),
  validUntil: date('valid_until', { mode: 'string' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  userId: uuid('user_id'),
  userName: text('user_name'),
}, (t) => [
  check('credits_one_holder', sql`(${t.agencyId} IS NULL) <> (${t.customerId} IS NULL)`),
  index('credits_agency').on(t.agencyId),
  index('credits_customer').on(t.customerId),
]);

export const creditEntries = pgTable('credit_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  creditId: uuid('credit_id').notNull().references(() => credits.id),
  /** Minor units of the credit's currency; positive adds to the balance. */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  /** issue, apply, correction */
  kind: text('kind').notNull(),
  bookingId: uuid('booking_id').references(() => bookings.id),
  paymentId: uuid('payment_id').references(() => payments.id),
  note: text('note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  userId: uuid('user_id'),
  userName: text('user_name'),
}, (t) => [index('credit_entries_credit').on(t.creditId), index('credit_entries_booking').on(t.bookingId)]);
