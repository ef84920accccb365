// On-site items (issue 20, api-calls 7.4 "onsite"): what a guest consumes during the stay
// (products, rentals, dives, drinks), booked onto the guest's room bill. Owned by the bookings
// module (upstream/modules/bookings/onsite/onsite*.ts). Open items may be changed or deleted; once paid
// an item is never changed or deleted, only voided with a reason after its payment is taken back;
// a move keeps the old row (status moved, movedTo) and adds the new one. Desk payments are their
// own rows, taken back by status 'reversed', never deleted.
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookingRooms } from './booking-core';
import { bookings } from './resources/bookings';

export const onsitePayments = pgTable('booking_onsite_payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  bookingId: uuid('booking_id').notNull().references(() => bookings.id),
  /** Minor units of the booking's currency. */
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  method: text('method').notNull(),
  reference: text('reference'),
  /** paid, or reversed (taken back: its items are open again). */
  status: text('status').notNull().default('paid'),
  paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  createdBy: uuid('created_by'),
  reversedAt: timestamp('reversed_at', { withTimezone: true }),
  reversedBy: uuid('reversed_by'),
}, (t) => [
  index('booking_onsite_payments_booking').on(t.bookingId),
  check('booking_onsite_payments_status', sql`${t.status} IN ('paid', 'reversed')`),
]);

export const onsiteItems = pgTable('booking_onsite_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  bookingId: uuid('booking_id').notNull().references(() => bookings.id),
  bookingRoomId: uuid('booking_room_id').notNull().references(() => bookingRooms.id),
  roomId: uuid('room_id').notNull(),
  /** The guest: index in the booking room's guest list, and their customer when known. */
  guestIdx: smallint('guest_idx').notNull(),
  customer: uuid('customer'),
  product: uuid('product'),
  /** product, dive or custom. */
  kind: text('kind').notNull(),
  text: text('text').notNull(),
  ruleBase: text('rule_base'),
  /** Units the guest took (for a product: the units its rule base counts). */
  quantity: integer('quantity').notNull(),
  unitPrice: integer('unit_price').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  /** Tax held in the price (on-site prices are gross), percent. */
  taxPercent: numeric('tax_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
  serviceDate: text('service_date'),
  /** The logged dives (dive_participants) a dive item bills, so none is billed twice. */
  diveParticipantIds: uuid('dive_participant_ids').array(),
  /** open, paid, void or moved. */
  status: text('status').notNull().default('open'),
  paymentId: uuid('payment_id').references(() => onsitePayments.id),
  voidReason: text('void_reason'),
  voidedAt: timestamp('voided_at', { withTimezone: true }),
  voidedBy: uuid('voided_by'),
  movedTo: uuid('moved_to'),
  movedFrom: uuid('moved_from'),
  createdBy: uuid('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('booking_onsite_items_booking').on(t.bookingId),
  check('booking_onsite_items_status', sql`${t.status} IN ('open', 'paid', 'void', 'moved')`),
  check('booking_onsite_items_paid', sql`(${t.status} = 'paid') = (${t.paymentId} IS NOT NULL)`),
  check('booking_onsite_items_void', sql`(${t.status} = 'void') = (${t.voidReason} IS NOT NULL)`),
]);
