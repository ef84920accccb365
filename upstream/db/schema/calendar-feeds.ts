// A user's secret calendar feed (issue 32 item 8): a calendar app subscribes to
// /api/calendar/{token} without a login, so the link itself is the secret. Stored as its SHA-256
// digest only (shown once when made); one in force per user, revoked by the user or by a new one.
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const calendarFeeds = pgTable('calendar_feeds', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** sha256 hex of the feed token; the token itself is never stored. */
  tokenHash: text('token_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
}, (t) => [uniqueIndex('calendar_feeds_hash_uq').on(t.tokenHash), index('calendar_feeds_user_idx').on(t.userId)]);
