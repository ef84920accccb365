// The booking core next to the generic `bookings` record: the room list of a booking, the
// occupancy that makes overbooking impossible, gapless numbers, idempotent creates and the
// version history. The exclusion constraints on `occupancy` are in the custom migration
// (Drizzle cannot express EXCLUDE; docs/stack.md):
//   no two holding rows for the same room and bed overlap in nights;
//   in a room that does not allow mixed genders, holding rows of different genders never
//   overlap, and two different 'x' (mixed) parties never overlap.
import { sql } from 'drizzle-orm';
import type { TGuest } from '../../../lib/contract/booking-core';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './resources/bookings';

/** One room (or cabin) of a booking for a date range, with the beds it takes and its guests. */
export const bookingRooms = pgTable('booking_rooms', {
  id: uuid('id').primaryKey().defaultRandom(),
  bookingId: uuid('booking_id').notNull(),
  roomId: uuid('room_id').notNull(),
  roomTypeId: uuid('room_type_id'),
  /** First night. */
  dateFrom: date('date_from', { mode: 'string' }).notNull(),
  /** Departure day (exclusive: the last night is the day before). */
  dateTo: date('date_to', { mode: 'string' }).notNull(),
  /** Bed indexes in the room's configuration that this booking takes. */
  beds: smallint('beds').array().notNull(),
  /** [{ customer, firstName, lastName, gender, birthday }] */
  guests: jsonb('guests').$type<TGuest[]>().notNull().default([]),
  variant: text('variant'),
  locked: boolean('locked').notNull().default(false),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('booking_rooms_booking').on(t.bookingId),
  index('booking_rooms_room_dates').on(t.roomId, t.dateFrom),
  check('booking_rooms_dates', sql`${t.dateTo} > ${t.dateFrom}`),
]);

/** One row per bed and date range that is taken: by a booking's room or by a blocker. */
export const occupancy = pgTable('occupancy', {
  id: uuid('id').primaryKey().defaultRandom(),
  roomId: uuid('room_id').notNull(),
  bed: smallint('bed').notNull(),
  dateFrom: date('date_from', { mode: 'string' }).notNull(),
  dateTo: date('date_to', { mode: 'string' }).notNull(),
  bookingId: uuid('booking_id'),
  bookingRoomId: uuid('booking_room_id'),
  blockerId: uuid('blocker_id'),
  /** 'booking' or a blocker type: Maintanance, OutOfOrder, Event. */
  kind: text('kind').notNull(),
  /** Whether the row holds inventory (the booking's state holds it; blockers always do). */
  holds: boolean('holds').notNull().default(true),
  /** The party's gender in this room: m, f, u (unknown) or x (mixed party). */
  gender: text('gender').notNull().default('u'),
  /** Copied from the room: when false, parties of different genders never share it. */
  mixedGender: boolean('mixed_gender').notNull().default(true),
}, (t) => [
  index('occupancy_booking').on(t.bookingId),
  index('occupancy_blocker').on(t.blockerId),
  index('occupancy_room_from').on(t.roomId, t.dateFrom),
  check('occupancy_dates', sql`${t.dateTo} > ${t.dateFrom}`),
]);

/** Room blockers (api-calls 7.3 addBlocker/removeBlocker). */
export const roomBlockers = pgTable('room_blockers', {
  id: uuid('id').primaryKey().defaultRandom(),
  roomId: uuid('room_id').notNull(),
  type: text('type').notNull(),
  dateFrom: date('date_from', { mode: 'string' }).notNull(),
  dateTo: date('date_to', { mode: 'string' }).notNull(),
  note: text('note'),
  createdBy: uuid('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('room_blockers_room').on(t.roomId, t.dateFrom), check('room_blockers_dates', sql`${t.dateTo} > ${t.dateFrom}`)]);

/** Numbers issued so far per kind and year, as the seeds and the benchmark loader write them: a
 *  new number sequence starts after them (bookings/numbers.ts). A gapless counter for invoices
 *  would be taken here inside the transaction that uses it. */
export const numberSequences = pgTable('number_sequences', {
  name: text('name').primaryKey(),
  value: integer('value').notNull().default(0),
});

/** The first answer to a create with an Idempotency-Key, per user, with the SHA-256 of the
 *  request it answered (route + canonical body), so a key reused for another request is refused. */
export const idempotencyKeys = pgTable('idempotency_keys', {
  userId: uuid('user_id').notNull(),
  key: text('key').notNull(),
  route: text('route').notNull(),
  requestHash: text('request_hash'),
  status: integer('status'),
  body: jsonb('body'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.key] })]);

/** Every change of a booking as a full snapshot (history, history/{version}, history/diff). */
export const bookingVersions = pgTable('booking_versions', {
  bookingId: uuid('booking_id').notNull(),
  version: integer('version').notNull(),
  action: text('action').notNull(),
  snapshot: jsonb('snapshot').notNull(),
  userId: uuid('user_id'),
  userName: text('user_name'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.bookingId, t.version] })]);

/** A booking's calculation (spec: Calculation line): engine lines from the price list, lines
 *  staff add by hand, the cancellation fee. Amounts in minor units; the total is their sum. */
export const calculationLines = pgTable('booking_calculation_lines', {
  id: uuid('id').primaryKey().defaultRandom(),
  bookingId: uuid('booking_id').notNull(),
  /** Calculation line type (room_cost, cost, addon, tax, discount, ...). */
  type: text('type').notNull(),
  /** 'engine' (replaced by every price reload), 'manual' or 'cancellation'. */
  source: text('source').notNull(),
  /** A messages key (pricing.lines.*) with its values, or a free text. */
  textKey: text('text_key'),
  textValues: jsonb('text_values').notNull().default({}),
  text: text('text'),
  quantity: integer('quantity').notNull().default(1),
  unitPrice: integer('unit_price').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  sort: integer('sort').notNull().default(0),
  editable: boolean('editable').notNull().default(false),
  deletable: boolean('deletable').notNull().default(false),
  customData: jsonb('custom_data'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('booking_calculation_lines_booking').on(t.bookingId, t.sort)]);

/** An offer made on the public pages holds its rooms until expiresAt (setting
 *  general.publicOfferHoldHours at the time it was made); the offer-expiry job then releases it
 *  unless it was confirmed, planned or cancelled before. */
export const offerHolds = pgTable('offer_holds', {
  bookingId: uuid('booking_id').primaryKey().references(() => bookings.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('offer_holds_expires').on(t.expiresAt)]);
