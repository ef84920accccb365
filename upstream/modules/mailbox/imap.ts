// The IMAP adapter of the mailbox: imapflow connections logged in with the account's sealed
// password, kept in a small pool per account and reused (imap-pool.ts). A server that cannot be reached or refuses the
// login is a 502 naming the cause (never the password); the account keeps the last error for /mail.
import { isIP } from 'node:net';
import { mailPrivateHosts } from '../../env';
import { MAIL_SERVER_UNUSABLE, mailServerAddress } from './host-rule';
import { eq, sql } from 'drizzle-orm';
import { ImapFlow } from 'imapflow';
import type { Db } from '../../db/client';
import { mailAccounts, mailboxLogins } from '../../db/schema';
import { AppError, errors } from '../../http/errors';
import { openSecret } from '../../secrets/secret-box';
import { poolKey, withPooled } from './imap-pool';

export type TAccountRow = typeof mailAccounts.$inferSelect;

const badGateway = (description: string) => errors.badGateway('MAIL_SERVER_ERROR', description);

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
  const host = account.imapHost;
  const port = account.imapPort ?? 993;
  const secure = account.secure ?? true;
  const user = account.username || account.email;
  const open = async () => {
    // Only a public address, or one the operator named (host-rule.ts); connected to as checked.
    const address = await mailServerAddress(host, mailPrivateHosts);
    if (!address) {
      await note(db, accountId, MAIL_SERVER_UNUSABLE);
      throw badGateway(MAIL_SERVER_UNUSABLE);
    }
    const client = new ImapFlow({
      host: address, servername: isIP(host) ? undefined : host, port, secure, auth: { user, pass: openSecret(secret) },
      logger: false, connectionTimeout: 15_000, greetingTimeout: 10_000, socketTimeout: 60_000,
    });
    client.on('error', () => { /* reported through the failing call, the pool drops it */ });
    try {
      await client.connect();
      return client;
    } catch (err) {
      const e = err as { authenticationFailed?: boolean; message?: string; code?: string };
      // One answer for a closed port, a timeout and a server that is no IMAP server (no probe);
      // a refused login comes from a real IMAP server that greeted us, and says so.
      const cause = e.authenticationFailed ? 'The IMAP server refused the login' : MAIL_SERVER_UNUSABLE;
      await note(db, accountId, cause);
      throw badGateway(cause);
    }
  };
  return withPooled(poolKey(accountId, [host, port, secure, user, secret]), open, async (client) => {
    try {
      return await fn(client);
    } catch (err) {
      if (err instanceof AppError) throw err;
      const e = err as { responseText?: string; message?: string };
      // Not an AppError for the pool: this connection is dropped, never reused.
      throw Object.assign(badGateway(`IMAP: ${e.responseText ?? e.message ?? 'error'}`), { brokenConnection: true });
    }
  });
}

/** Checks the login (HEAD /api/mail/refresh) and records the outcome on the account. */
export async function checkAccount(db: Db, accountId: string): Promise<number> {
  const unseen = await withImap(db, accountId, async (c) => { const s = await c.status('INBOX', { unseen: true }); return s ? s.unseen ?? 0 : 0; });
  await note(db, accountId, null);
  return unseen;
}
