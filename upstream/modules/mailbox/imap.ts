// The IMAP adapter of the mailbox: one connection per call with imapflow, logged in with the
// account's sealed password, closed afterwards. A server that cannot be reached or refuses the
// login is a 502 naming the cause (never the password); the account keeps the last error for /mail.
import { eq, sql } from 'drizzle-orm';
import { ImapFlow } from 'imapflow';
import { ERROR_NAMES } from '../../../lib/contract/errors';
import type { Db } from '../../db/client';
import { mailAccounts, mailboxLogins } from '../../db/schema';
import { AppError, errors } from '../../http/errors';
import { openSecret } from '../../secrets/secret-box';

export type TAccountRow = typeof mailAccounts.$inferSelect;

const badGateway = (description: string) =>
  new AppError({ status: 502, code: ERROR_NAMES.badGateway, message: 'MAIL_SERVER_ERROR', description });

export async function loadAccount(db: Db, id: string): Promise<{ account: TAccountRow; secret: string | null }> {
  const [row] = await db.select({ account: mailAccounts, secret: mailboxLogins.secret })
    .from(mailAccounts).leftJoin(mailboxLogins, eq(mailboxLogins.accountId, mailAccounts.id)).where(eq(mailAccounts.id, id));
  if (!row) throw errors.notFound('Mail account not found');
  return row;
}

async function note(db: Db, accountId: string, error: string | null) {
  await db.update(mailboxLogins).set({ checkedAt: sql`now()`, lastError: error }).where(eq(mailboxLogins.accountId, accountId));
}

/** Runs `fn` on a logged-in connection to the account's IMAP server. */
export async function withImap<T>(db: Db, accountId: string, fn: (client: ImapFlow) => Promise<T>): Promise<T> {
  const { account, secret } = await loadAccount(db, accountId);
  if (!account.isActive) throw errors.conflict('MAIL_ACCOUNT_INACTIVE', 'The mail account is switched off');
  if (!account.imapHost) throw errors.conflict('MAIL_ACCOUNT_NO_IMAP', 'The mail account has no IMAP server');
  if (!secret) throw errors.conflict('MAIL_ACCOUNT_NO_LOGIN', 'No IMAP password is set for this account (PUT /api/mailaccount/{id}/password)');
  const client = new ImapFlow({
    host: account.imapHost, port: account.imapPort ?? 993, secure: account.secure ?? true,
    auth: { user: account.username || account.email, pass: openSecret(secret) },
    logger: false, connectionTimeout: 15_000, greetingTimeout: 10_000, socketTimeout: 60_000,
  });
  client.on('error', () => { /* reported through the failing call below */ });
  try {
    await client.connect();
  } catch (err) {
    const e = err as { authenticationFailed?: boolean; message?: string; code?: string };
    const cause = e.authenticationFailed ? 'The IMAP server refused the login' : `The IMAP server cannot be reached (${e.code ?? e.message ?? 'error'})`;
    await note(db, accountId, cause);
    throw badGateway(cause);
  }
  try {
    const out = await fn(client);
    return out;
  } catch (err) {
    if (err instanceof AppError) throw err;
    const e = err as { responseText?: string; message?: string };
    throw badGateway(`IMAP: ${e.responseText ?? e.message ?? 'error'}`);
  } finally {
    await client.logout().catch(() => client.close());
  }
}

/** Checks the login (HEAD /api/mail/refresh) and records the outcome on the account. */
export async function checkAccount(db: Db, accountId: string): Promise<number> {
  const unseen = await withImap(db, accountId, async (c) => { const s = await c.status('INBOX', { unseen: true }); return s ? s.unseen ?? 0 : 0; });
  await note(db, accountId, null);
  return unseen;
}
