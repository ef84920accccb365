// Files a guest sends with a guest form (a certification card, a passport page, a signed medical
// statement): upstream/modules/form-access/files.ts. Private to the form (read with the form's
// token or the form's access), never public; one file per question, a new one replaces it.
import { customType, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { guestForms } from './resources/forms';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

export const guestFormFiles = pgTable('guest_form_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  guestFormId: uuid('guest_form_id').notNull().references(() => guestForms.id, { onDelete: 'cascade' }),
  /** The question the file answers (lib/contract/guest-form-elements.ts GUEST_FORM_FILES). */
  key: text('key').notNull(),
  name: text('name').notNull(),
  mimeType: text('mime_type').notNull(),
  sizeInBytes: integer('size_in_bytes').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [unique('guest_form_files_key').on(t.guestFormId, t.key)]);
