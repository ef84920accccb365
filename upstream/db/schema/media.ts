// The media module's own table next to the generic `media` record: the stored bytes of each
// file (upstream/modules/media). Kept in the database so every upstream instance serves every
// file and a backup holds the library whole; the record row stays small for lists.
import { customType, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { media } from './resources/media';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

export const mediaData = pgTable('media_data', {
  mediaId: uuid('media_id').primaryKey().references(() => media.id, { onDelete: 'cascade' }),
  data: bytea('data').notNull(),
  width: integer('width'),
  height: integer('height'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
