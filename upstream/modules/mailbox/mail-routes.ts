// The mailbox calls of api-calls 7.15 on /api/mail: folders, folder, mails, body (with the
// attachments and the sender's bookings when the sender is a known guest), an attachment,
// delete, and HEAD refresh. Each call opens the account's IMAP server (imap.ts). Mounted before
// the generic /api/mail resource, whose /api/mail/{id} would catch these paths.
import { createRoute, z } from '@hono/zod-openapi';
import { asc, eq } from 'drizzle-orm';
import { mailAccounts, mailboxLogins } from '../../db/schema';
import { createRouter } from '../../http/router';
import { principalOf, requireAnyScope } from '../../http/security';
import { errorResponses, jsonBody, jsonOk } from '../../http/openapi-helpers';
import { DATA_HEADERS } from '../media/serve-data';
import { MAIL_READ } from './account-routes';
import { checkAccount, withImap } from './imap';
import { bookingsOfGuest, knownGuests } from './known-guests';
import { deleteMail, folderStatus, listFolders, listMails, readAttachment, readMail } from './read-mail';

export const mailRoutes = createRouter();
const tags = ['Mailbox'];
const ZAccount = z.object({ account: z.uuid() });
const ZFolderQ = ZAccount.extend({ folder: z.string().min(1).max(500).default('INBOX') });
const ZUidQ = ZFolderQ.extend({ uid: z.coerce.number().int().min(1) });
const ZAddress = z.object({ name: z.string(), address: z.string() });
const ZGuest = z.object({ id: z.uuid(), fullName: z.string() }).nullable();

mailRoutes.openapi(createRoute({
  method: 'get', path: '/api/mail/folders', tags, middleware: [MAIL_READ],
  summary: 'The folders of an account with their message and unseen counts',
  request: { query: ZAccount },
  responses: { ...jsonOk(z.array(z.object({ path: z.string(), name: z.string(), delimiter: z.string(), specialUse: z.string().nullable(), messages: z.number(), unseen: z.number() })), 'Folders'), ...errorResponses(400, 401, 403, 404, 409, 502, 503) },
}), async (c) => c.json(await withImap(c.get('db'), c.req.valid('query').account, listFolders), 200));

mailRoutes.openapi(createRoute({
  method: 'get', path: '/api/mail/folder', tags, middleware: [MAIL_READ],
  summary: 'One folder\'s counts',
  request: { query: ZFolderQ },
  responses: { ...jsonOk(z.object({ path: z.string(), messages: z.number(), unseen: z.number(), uidNext: z.number().nullable(), uidValidity: z.string().nullable() }), 'Folder'), ...errorResponses(400, 401, 403, 404, 409, 502, 503) },
}), async (c) => {
  const q = c.req.valid('query');
  return c.json(await withImap(c.get('db'), q.account, (imap) => folderStatus(imap, q.folder)), 200);
});

const ZMailItem = z.object({
  uid: z.number(), subject: z.string(), from: z.array(ZAddress), to: z.array(ZAddress), date: z.string().nullable(),
  seen: z.boolean(), size: z.number(), hasAttachments: z.boolean(), guest: ZGuest.describe('The sender, when a customer has this address'),
});

mailRoutes.openapi(createRoute({
  method: 'get', path: '/api/mail/mails', tags, middleware: [MAIL_READ],
  summary: 'A page of a folder\'s mails, newest first',
  request: { query: ZFolderQ.extend({ page: z.coerce.number().int().min(1).default(1), size: z.coerce.number().int().min(1).max(200).default(25) }) },
  responses: { ...jsonOk(z.object({ data: z.array(ZMailItem), total: z.number(), page: z.number(), size: z.number() }), 'Mails'), ...errorResponses(400, 401, 403, 404, 409, 502, 503) },
}), async (c) => {
  const q = c.req.valid('query');
  const db = c.get('db');
  const pageOf = await withImap(db, q.account, (imap) => listMails(imap, q.folder, q.page, q.size));
  const guests = await knownGuests(db, pageOf.data.flatMap((m) => m.from.map((a) => a.address)));
  const guestOf = (from: { address: string }[]) => { const g = from.map((a) => guests.get(a.address)).find(Boolean); return g ? { id: g.id, fullName: g.fullName } : null; };
  return c.json({ ...pageOf, data: pageOf.data.map((m) => ({ ...m, guest: guestOf(m.from) })) }, 200);
});

mailRoutes.openapi(createRoute({
  method: 'get', path: '/api/mail/body', tags, middleware: [MAIL_READ],
  summary: 'One mail: its sanitised HTML, its text, its attachments, and the sender\'s bookings when the sender is a known guest; marks it read',
  request: { query: ZUidQ },
  responses: { ...jsonOk(z.object({
    uid: z.number(), subject: z.string(), messageId: z.string().nullable(), from: z.array(ZAddress), to: z.array(ZAddress), cc: z.array(ZAddress), replyTo: z.array(ZAddress),
    date: z.string().nullable(), html: z.string().nullable(), text: z.string().nullable(),
    attachments: z.array(z.object({ index: z.number(), filename: z.string(), contentType: z.string(), size: z.number() })),
    guest: ZGuest, bookings: z.array(z.object({ id: z.uuid(), bookingNo: z.string().nullable(), title: z.string().nullable(), state: z.string(), dateFrom: z.string().nullable(), dateTo: z.string().nullable() })),
  }), 'The mail'), ...errorResponses(400, 401, 403, 404, 409, 502, 503) },
}), async (c) => {
  const q = c.req.valid('query');
  const db = c.get('db');
  const mail = await withImap(db, q.account, (imap) => readMail(imap, q.folder, q.uid));
  const guest = [...(await knownGuests(db, mail.from.map((a) => a.address))).values()][0] ?? null;
  const bookings = guest ? await bookingsOfGuest(db, principalOf(c), guest.id) : [];
  return c.json({ ...mail, guest: guest ? { id: guest.id, fullName: guest.fullName } : null, bookings }, 200);
});

mailRoutes.openapi(createRoute({
  method: 'get', path: '/api/mail/attachment', tags, middleware: [MAIL_READ],
  summary: 'One attachment of a mail, as a download (never shown as active content)',
  request: { query: ZUidQ.extend({ index: z.coerce.number().int().min(0) }) },
  responses: { 200: { content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } }, description: 'The attachment' }, ...errorResponses(400, 401, 403, 404, 409, 502, 503) },
}), async (c) => {
  const q = c.req.valid('query');
  const a = await withImap(c.get('db'), q.account, (imap) => readAttachment(imap, q.folder, q.uid, q.index));
  return new Response(new Uint8Array(a.content), { status: 200, headers: {
    ...DATA_HEADERS, 'content-type': a.contentType, 'cache-control': 'private, no-store',
    'content-disposition': `attachment; filename="${a.filename.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(a.filename)}`,
  } });
});

mailRoutes.openapi(createRoute({
  method: 'post', path: '/api/mail/delete', tags, middleware: [requireAnyScope('mail.update')],
  summary: 'Delete mails: moved to the account\'s trash folder, or removed for good when already there (or there is none)',
  request: jsonBody(z.strictObject({ account: z.uuid(), folder: z.string().min(1).max(500), uids: z.array(z.number().int().min(1)).min(1).max(500) })),
  responses: { ...jsonOk(z.object({ deleted: z.number(), movedTo: z.string().nullable() }), 'Deleted'), ...errorResponses(400, 401, 403, 404, 409, 502, 503) },
}), async (c) => {
  const b = c.req.valid('json');
  return c.json(await withImap(c.get('db'), b.account, (imap) => deleteMail(imap, b.folder, b.uids)), 200);
});

// The spec's HEAD refresh, declared as such; GET answers the same (for a link or a plain client).
for (const method of ['head', 'get'] as const) {
  mailRoutes.openapi(createRoute({
    method, path: '/api/mail/refresh', tags, middleware: [MAIL_READ],
    summary: 'Check the mailbox of one account (or every active account with a login): 204 with X-Mail-Unseen, 502 when a server fails',
    request: { query: z.object({ account: z.uuid().optional() }) },
    responses: { 204: { description: 'Checked; X-Mail-Unseen holds the unseen count of the inboxes' }, ...errorResponses(400, 401, 403, 404, 502, 503) },
  }), async (c) => {
    const db = c.get('db');
    const one = c.req.valid('query').account;
    const ids = one ? [one] : (await db.select({ id: mailAccounts.id }).from(mailAccounts)
      .innerJoin(mailboxLogins, eq(mailboxLogins.accountId, mailAccounts.id)).where(eq(mailAccounts.isActive, true)).orderBy(asc(mailAccounts.name))).map((r) => r.id);
    let unseen = 0;
    for (const id of ids) unseen += await checkAccount(db, id);
    return c.body(null, 204, { 'x-mail-unseen': String(unseen), 'cache-control': 'no-store' });
  });
}
