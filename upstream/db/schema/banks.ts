// What a bank entry paid (owned by upstream/modules/banks; docs/decisions/banks.md): one row per
// line of a confirmed match, a payment recorded on a booking through the bookings module, or a
// bank fee or currency difference of that payment. The entry's lines (while not undone) add up to
// at most its amount; an undone line stays with when and by whom (the booking's history keeps the
// payment's removal or its correcting entry).
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './resources/bookings';
import { bankEntries } from './resources/finance';

export const bankEntryMatches = pgTable('bank_entry_matches', {
  id: uuid('id').primaryKey().defaultRandom(),
  entryId: uuid('entry_id').notNull().references(() => bankEntries.id),
  /** payment, fee, currency; credit: the entry topped up an agency's or a customer's credit. */
  kind: text('kind', { enum: ['payment', 'fee', 'currency', 'credit'] }).notNull(),
  bookingId: uuid('booking_id').references(() => bookings.id),
  /** The booking's payment this line recorded (or, for a fee or difference line, settled). No
   *  foreign key: undoing removes the payment while this row stays as the record of the match. */
  paymentId: uuid('payment_id'),
  /** Minor units of the entry's currency. */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  rate: text('rate'),
  rateType: text('rate_type'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  userId: uuid('user_id'),
  undoneAt: timestamp('undone_at', { withTimezone: true }),
  undoneBy: uuid('undone_by'),
  /** When the payment could not be removed (an invoice lists it): its correcting entry. */
  correctionId: uuid('correction_id'),
  /** A credit line: the credit topped up and its ledger entry (written by the credits module);
   *  undone by a correction entry of the credit (credit_correction_id). No foreign keys, as above. */
  creditId: uuid('credit_id'),
  creditEntryId: uuid('credit_entry_id'),
  creditCorrectionId: uuid('credit_correction_id'),
}, (t) => [
  index('bank_entry_matches_entry').on(t.entryId),
  index('bank_entry_matches_booking').on(t.bookingId),
  index('bank_entry_matches_payment').on(t.paymentId),
  index('bank_entry_matches_credit_entry').on(t.creditEntryId),
]);
