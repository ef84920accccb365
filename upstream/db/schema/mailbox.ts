// The mailbox module's own table next to the generic `mail_accounts` record: how the upstream
// logs in to an account's IMAP server. The password (or, once connected, the OAuth refresh
// token) is sealed with the secrets key (upstream/secrets/secret-box.ts) and never leaves the
// upstream; the API answers only whether one is set.
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { mailAccounts } from './resources/mail';

export const mailboxLogins = pgTable('mailbox_logins', {
  accountId: uuid('account_id').primaryKey().references(() => mailAccounts.id, { onDelete: 'cascade' }),
  /** 'password' now; 'oauth' once {id}/oauth/connect is built (docs/decisions/mail.md). */
  method: text('method').notNull().default('password'),
  /** Sealed secret: the IMAP password, or the OAuth refresh token. */
  secret: text('secret').notNull(),
  /** Last refresh (HEAD /api/mail/refresh) and its error, shown on /mail. */
  checkedAt: timestamp('checked_at', { withTimezone: true }),
  lastError: text('last_error'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
