// The online module's own tables (upstream/modules/online, docs/decisions/widget-and-payment.md):
// - widget_events: what happened on an embedded widget, one row per event, for its statistics.
//   No personal data: no address, no cookie, no booking; `visit` is a random id the page made for
//   one page view, `amount` the value of a completed booking (minor units).
// - online_checkouts: one row per checkout a guest started with a payment provider. Its status
//   moves open → paid once (a conditional update), which makes a webhook repeated ten times
//   record one payment; the payment it recorded is kept for the success page's server-side check.
// - online_refunds: one row per refund of an online payment asked of the provider. Its status
//   moves requested → recorded once (the refund call's answer or the provider's webhook, whichever
//   comes first), and only that move writes the negative payment; recorded → failed writes the
//   correcting entry once.
import { bigint, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { widgets } from './resources/forms';

export const widgetEvents = pgTable('widget_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  widgetId: uuid('widget_id').notNull().references(() => widgets.id, { onDelete: 'cascade' }),
  visit: text('visit').notNull(),
  action: text('action', { enum: ['view', 'search', 'start', 'complete'] }).notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  amount: bigint('amount', { mode: 'number' }),
  currency: text('currency'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('widget_events_widget_day').on(t.widgetId, t.day)]);

export const onlineCheckouts = pgTable('online_checkouts', {
  id: uuid('id').primaryKey().defaultRandom(),
  bookingId: uuid('booking_id').notNull(),
  providerId: uuid('provider_id').notNull(),
  /** The provider's id of the checkout (Stripe: the Checkout Session id). */
  externalId: text('external_id').notNull(),
  level: text('level', { enum: ['deposit', 'rest', 'full'] }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: ['open', 'paid', 'expired'] }).notNull().default('open'),
  /** The payment recorded on the booking when the provider confirmed it. */
  paymentId: uuid('payment_id'),
  /** The provider's event that confirmed it (for the log; the status change is the guard). */
  eventId: text('event_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('online_checkouts_external').on(t.providerId, t.externalId),
  index('online_checkouts_booking').on(t.bookingId),
]);

export const onlineRefunds = pgTable('online_refunds', {
  /** Our id of the refund (the caller's idempotency key), also in the provider's metadata. */
  id: uuid('id').primaryKey(),
  checkoutId: uuid('checkout_id').notNull().references(() => onlineCheckouts.id),
  bookingId: uuid('booking_id').notNull(),
  providerId: uuid('provider_id').notNull(),
  /** The provider's id of the refund (Stripe: re_...), once it answered. */
  externalId: text('external_id'),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: ['requested', 'recorded', 'failed'] }).notNull().default('requested'),
  /** The negative payment on the booking, and the correcting one if the refund failed after. */
  paymentId: uuid('payment_id'),
  correctionId: uuid('correction_id'),
  createdBy: uuid('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('online_refunds_external').on(t.providerId, t.externalId),
  index('online_refunds_checkout').on(t.checkoutId),
]);
