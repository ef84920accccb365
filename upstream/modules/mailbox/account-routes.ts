// The mailbox side of a mail account (the record itself is the generic /api/mailaccount): its
// IMAP login, sealed at rest and never answered, the accounts the caller can read mail of, and
// the OAuth connection, designed in docs/decisions/mail.md and not yet connected to a provider.
import { createRoute, z } from '@hono/zod-openapi';
import { asc, eq, sql } from 'drizzle-orm';
import { mailAccounts, mailboxLogins } from '../../db/schema';
import { createRouter } from '../../http/router';
import { errors } from '../../http/errors';
import { requireAnyScope } from '../../http/security';
import { sealSecret } from '../../secrets/secret-box';
import { errorResponses, jsonBody, jsonOk } from '../../http/openapi-helpers';

export const accountRoutes = createRouter();
const tags = ['Mailbox'];
export const MAIL_READ = requireAnyScope('mail.read', 'mail.update');
const ACCOUNT_WRITE = requireAnyScope('mail.update', 'mailaccount.update');
const ZId = z.object({ id: z.uuid() });

const ZMailbox = z.object({
  id: z.uuid(), name: z.string(), email: z.string(), provider: z.string(), imapHost: z.string().nullable(),
  hasLogin: z.boolean().describe('Whether an IMAP password (or OAuth token) is stored; the secret itself is never answered'),
  method: z.string().nullable(), checkedAt: z.string().nullable(), lastError: z.string().nullable(),
});

accountRoutes.openapi(createRoute({
  method: 'get', path: '/api/mail/accounts', tags, middleware: [MAIL_READ],
  summary: 'Active mail accounts with their mailbox state (login stored, last check and its error)',
  responses: { ...jsonOk(z.array(ZMailbox), 'Accounts'), ...errorResponses(401, 403) },
}), async (c) => {
  const rows = await c.get('db').select({
    id: mailAccounts.id, name: mailAccounts.name, email: mailAccounts.email, provider: mailAccounts.provider, imapHost: mailAccounts.imapHost,
    hasLogin: sql<boolean>`${mailboxLogins.secret} IS NOT NULL`, method: mailboxLogins.method,
    checkedAt: mailboxLogins.checkedAt, lastError: mailboxLogins.lastError,
  }).from(mailAccounts).leftJoin(mailboxLogins, eq(mailboxLogins.accountId, mailAccounts.id))
    .where(eq(mailAccounts.isActive, true)).orderBy(asc(mailAccounts.name));
  return c.json(rows.map((r) => ({ ...r, provider: r.provider ?? 'imap', hasLogin: !!r.hasLogin, checkedAt: r.checkedAt?.toISOString() ?? null })), 200);
});

accountRoutes.openapi(createRoute({
  method: 'put', path: '/api/mailaccount/{id}/password', tags, middleware: [ACCOUNT_WRITE],
  summary: 'Store the IMAP password of an account (sealed with the secrets key; never answered)',
  request: { params: ZId, ...jsonBody(z.strictObject({ password: z.string().min(1).max(1000) })) },
  responses: { 204: { description: 'Stored' }, ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const { id } = c.req.valid('param');
  const db = c.get('db');
  const [acc] = await db.select({ id: mailAccounts.id }).from(mailAccounts).where(eq(mailAccounts.id, id));
  if (!acc) throw errors.notFound('Mail account not found');
  const secret = sealSecret(c.req.valid('json').password);
  await db.insert(mailboxLogins).values({ accountId: id, method: 'password', secret })
    .onConflictDoUpdate({ target: mailboxLogins.accountId, set: { method: 'password', secret, lastError: null, checkedAt: null, updatedAt: sql`now()` } });
  return c.body(null, 204);
});

accountRoutes.openapi(createRoute({
  method: 'delete', path: '/api/mailaccount/{id}/password', tags, middleware: [ACCOUNT_WRITE],
  summary: 'Forget the stored IMAP login of an account',
  request: { params: ZId },
  responses: { 204: { description: 'Removed' }, ...errorResponses(401, 403) },
}), async (c) => {
  await c.get('db').delete(mailboxLogins).where(eq(mailboxLogins.accountId, c.req.valid('param').id));
  return c.body(null, 204);
});

accountRoutes.openapi(createRoute({
  method: 'post', path: '/api/mailaccount/{id}/oauth/connect', tags, middleware: [ACCOUNT_WRITE],
  summary: 'Start the OAuth connection of a Gmail or Microsoft 365 account (designed; not yet enabled)',
  description: 'The design (authorization-code flow with PKCE, the refresh token sealed like a password, XOAUTH2 on IMAP) is in docs/decisions/mail.md. Until an OAuth client is configured this answers 409 OAUTH_NOT_CONFIGURED; password login works now.',
  request: { params: ZId },
  responses: { ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const [acc] = await c.get('db').select({ provider: mailAccounts.provider }).from(mailAccounts).where(eq(mailAccounts.id, c.req.valid('param').id));
  if (!acc) throw errors.notFound('Mail account not found');
  if (acc.provider !== 'gmail' && acc.provider !== 'office365') {
    throw errors.validation([{ path: 'provider', message: 'OAuth applies to gmail and office365 accounts; an imap account logs in with its password' }]);
  }
  throw errors.conflict('OAUTH_NOT_CONFIGURED', `No OAuth client is configured for ${acc.provider}; store the account's app password with PUT /api/mailaccount/{id}/password meanwhile`);
});
