// Documents kept on a booking (upstream/modules/booking-documents): generated documents stored
// from a template (POST /api/bookings/{id}/store) and files uploaded to the booking (passport
// scans, flight tickets, signed forms). Not the media library: these are private to the booking
// (read with the booking's access), never public pictures. Bytes in PostgreSQL like media_data.
import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './resources/bookings';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

export const bookingDocuments = pgTable('booking_documents', {
  id: uuid('id').primaryKey().defaultRandom(),
  bookingId: uuid('booking_id').notNull().references(() => bookings.id, { onDelete: 'cascade' }),
  /** 'template': generated from a document template; 'upload': a file sent by a user. */
  source: text('source', { enum: ['template', 'upload'] }).notNull(),
  /** The template a generated document came from (invoice, confirmation, voucher). */
  template: text('template'),
  name: text('name').notNull(),
  mimeType: text('mime_type').notNull(),
  sizeInBytes: integer('size_in_bytes').notNull(),
  data: bytea('data').notNull(),
  width: integer('width'),
  height: integer('height'),
  createdBy: uuid('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('booking_documents_booking').on(t.bookingId, t.createdAt)]);
