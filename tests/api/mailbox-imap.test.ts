// The mailbox against a real IMAP server (dovecot, started by the test on loopback): an account
// with a sealed password, folders, paged mails, a body with its HTML sanitised and its
// attachment, the sender's bookings when the sender is a known guest, delete, refresh and a
// refused login. Mails are put in with IMAP APPEND.
import { ImapFlow } from 'imapflow';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeImapPool, configureImapPool, imapPoolStats } from '../../upstream/modules/mailbox/imap-pool';
import { MAIL_SERVER_UNUSABLE } from '../../upstream/modules/mailbox/host-rule';
import { createTestApi, type TTestApi } from '../helpers/api';
import { NO_DOVECOT, startDovecot, type TDovecot } from '../helpers/dovecot';
import { skipWhen } from '../helpers/skips';
import { tokenOf, userWith } from './resources-fixtures';

// Not installed: skipped, with the reason listed at the end of `npm test` (a CI run fails).
// Installed but not starting: the file's set-up fails.
const dovecot: TDovecot | null = await startDovecot();

let api: TTestApi;
let admin: string;
let account: string;
let guestBooking: { id: string; customer: string; email: string };

const json = async <T = Record<string, unknown>>(res: Response, status = 200): Promise<T> => {
  if (res.status !== status) throw new Error(`${res.status}: ${await res.text()}`);
  return res.json() as Promise<T>;
};
const q = (o: Record<string, string | number>) => new URLSearchParams(Object.entries(o).map(([k, v]) => [k, String(v)])).toString();

async function append(raw: string, folder = 'INBOX') {
  const c = new ImapFlow({ host: dovecot!.host, port: dovecot!.port, secure: false, auth: { user: dovecot!.user, pass: dovecot!.password }, logger: false });
  await c.connect();
  await c.append(folder, raw.replace(/\r?\n/g, '\r\n'));
  await c.logout();
}

const HTML_MAIL = (from: string) => `From: Ann Guest <${from}>
To: office@example.com
Subject: Our dives next week
Date: Tue, 10 Nov 2026 09:00:00 +0000
MIME-Version: 1.0
Content-Type: multipart/mixed; boundary="b1"

--b1
Content-Type: multipart/alternative; boundary="b2"

--b2
Content-Type: text/plain; charset=utf-8

Hello, see the list attached.
--b2
Content-Type: text/html; charset=utf-8

<p onclick="steal()">Hello, <b>see</b> the list attached.</p><script>alert(1)</script><img src="https://tracker.example/pixel.gif"><a href="javascript:alert(2)">x</a><a href="https://example.com/info">info</a>
--b2--
--b1
Content-Type: text/csv; name="divers.csv"
Content-Disposition: attachment; filename="divers.csv"
Content-Transfer-Encoding: base64

${Buffer.from('name,level\nAnn,AOWD\n').toString('base64')}
--b1--
`;

describe('mailbox on a real IMAP server', skipWhen(!dovecot, NO_DOVECOT), () => {
  beforeAll(async () => {
    api = await createTestApi();
    admin = await tokenOf(api, 'admin@example.com');
    // A demo booking's lead customer gets an address: mails from it come from a known guest.
    const b = (await json<{ data: { id: string; customer: string | null }[] }>(await api.call('GET', `/api/bookings?size=50`, { token: admin }))).data.find((x) => x.customer)!;
    const email = 'ann.guest@example.org';
    await json(await api.call('POST', `/api/customers/${b.customer}`, { token: admin, body: { email } }));
    guestBooking = { id: b.id, customer: b.customer!, email };
    account = (await json<{ id: string }>(await api.call('POST', '/api/mailaccount', { token: admin, body: {
      name: 'Office inbox', email: dovecot!.user, imapHost: dovecot!.host, imapPort: dovecot!.port, secure: false, username: dovecot!.user,
    } }))).id;
    for (let i = 1; i <= 30; i++) {
      await append(`From: Sender ${i} <sender${i}@example.net>\nTo: office@example.com\nSubject: Request ${i}\nDate: Mon, 2 Nov 2026 10:${String(i).padStart(2, '0')}:00 +0000\n\nBody ${i}\n`);
    }
    await append(HTML_MAIL('Ann.Guest@example.org'));
  }, 120_000);
  afterAll(async () => { await closeImapPool(); await api?.handle.close(); await dovecot?.stop(); });

  it('refuses mail calls before a password is stored, then keeps the password sealed and never answers it', async () => {
    const before = await api.call('GET', `/api/mail/folders?${q({ account })}`, { token: admin });
    expect(before.status).toBe(409);
    expect((await before.json()).message).toBe('MAIL_ACCOUNT_NO_LOGIN');
    expect((await api.call('PUT', `/api/mailaccount/${account}/password`, { token: admin, body: { password: dovecot!.password } })).status).toBe(204);
    const stored = await api.handle.db.execute(sql`SELECT secret FROM mailbox_logins WHERE account_id = ${account}`);
    const secret = (stored as unknown as { rows: { secret: string }[] }).rows[0].secret;
    expect(secret.startsWith('v1.')).toBe(true);
    expect(secret).not.toContain(dovecot!.password);
    for (const path of [`/api/mailaccount/${account}`, '/api/mailaccount', '/api/mail/accounts']) {
      const text = await (await api.call('GET', path, { token: admin })).text();
      expect(text).not.toContain(dovecot!.password);
      expect(text).not.toContain(secret);
    }
    const listed = await json<{ id: string; hasLogin: boolean }[]>(await api.call('GET', '/api/mail/accounts', { token: admin }));
    expect(listed.find((a) => a.id === account)?.hasLogin).toBe(true);
  });

  it('lists the folders with their counts and pages a folder newest first', async () => {
    const folders = await json<{ path: string; specialUse: string | null; messages: number; unseen: number }[]>(await api.call('GET', `/api/mail/folders?${q({ account })}`, { token: admin }));
    expect(folders.map((f) => f.path).sort()).toEqual(['INBOX', 'Sent', 'Trash']);
    expect(folders.find((f) => f.path === 'INBOX')).toMatchObject({ messages: 31, unseen: 31 });
    expect(folders.find((f) => f.path === 'Trash')?.specialUse).toBe('\\Trash');
    const p1 = await json<{ total: number; data: { subject: string; from: { address: string }[]; hasAttachments: boolean; guest: { id: string } | null }[] }>(
      await api.call('GET', `/api/mail/mails?${q({ account, folder: 'INBOX', page: 1, size: 10 })}`, { token: admin }));
    expect(p1.total).toBe(31);
    expect(p1.data.map((m) => m.subject)).toEqual(['Our dives next week', ...Array.from({ length: 9 }, (_, i) => `Request ${30 - i}`)]);
    expect(p1.data[0]).toMatchObject({ hasAttachments: true, guest: { id: guestBooking.customer }, from: [{ address: 'ann.guest@example.org' }] });
    expect(p1.data[1].guest).toBeNull();
    const p4 = await json<{ data: { subject: string }[] }>(await api.call('GET', `/api/mail/mails?${q({ account, folder: 'INBOX', page: 4, size: 10 })}`, { token: admin }));
    expect(p4.data.map((m) => m.subject)).toEqual(['Request 1']);
    const p5 = await json<{ data: unknown[] }>(await api.call('GET', `/api/mail/mails?${q({ account, folder: 'INBOX', page: 5, size: 10 })}`, { token: admin }));
    expect(p5.data).toEqual([]);
    const folder = await json(await api.call('GET', `/api/mail/folder?${q({ account, folder: 'INBOX' })}`, { token: admin }));
    expect(folder).toMatchObject({ path: 'INBOX', messages: 31 });
    expect((await api.call('GET', `/api/mail/mails?${q({ account, folder: 'Nope' })}`, { token: admin })).status).toBe(404);
  });

  it('opens a mail with its HTML sanitised, its attachment downloadable and the guest\'s bookings, and marks it read', async () => {
    const page = await json<{ data: { uid: number; seen: boolean }[] }>(await api.call('GET', `/api/mail/mails?${q({ account, size: 1 })}`, { token: admin }));
    const uid = page.data[0].uid;
    expect(page.data[0].seen).toBe(false);
    const body = await json<{ html: string; text: string; attachments: { index: number; filename: string; contentType: string }[]; guest: { id: string }; bookings: { id: string }[] }>(
      await api.call('GET', `/api/mail/body?${q({ account, folder: 'INBOX', uid })}`, { token: admin }));
    expect(body.text).toContain('see the list attached');
    expect(body.html).toContain('<b>see</b>');
    for (const bad of ['<script', 'onclick', 'javascript:', 'tracker.example']) expect(body.html).not.toContain(bad);
    expect(body.html).toContain('href="https://example.com/info"');
    expect(body.html).toContain('rel="noopener noreferrer nofollow"');
    expect(body.attachments).toEqual([expect.objectContaining({ filename: 'divers.csv', contentType: 'text/csv' })]);
    expect(body.guest.id).toBe(guestBooking.customer);
    expect(body.bookings.map((b) => b.id)).toContain(guestBooking.id);
    const file = await api.call('GET', `/api/mail/attachment?${q({ account, folder: 'INBOX', uid, index: body.attachments[0].index })}`, { token: admin });
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('name,level\nAnn,AOWD\n');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="divers.csv"/);
    expect(file.headers.get('content-security-policy')).toContain('sandbox');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    const after = await json<{ data: { seen: boolean }[] }>(await api.call('GET', `/api/mail/mails?${q({ account, size: 1 })}`, { token: admin }));
    expect(after.data[0].seen).toBe(true);
    expect((await api.call('GET', `/api/mail/body?${q({ account, folder: 'INBOX', uid: 99999 })}`, { token: admin })).status).toBe(404);
  });

  it('deletes into the trash, then for good from the trash; refresh reports the unseen count', async () => {
    const page = await json<{ data: { uid: number; subject: string }[] }>(await api.call('GET', `/api/mail/mails?${q({ account, size: 2, page: 16 })}`, { token: admin }));
    const target = page.data[0];
    const del = await json(await api.call('POST', '/api/mail/delete', { token: admin, body: { account, folder: 'INBOX', uids: [target.uid] } }));
    expect(del).toEqual({ deleted: 1, movedTo: 'Trash' });
    const trash = await json<{ total: number; data: { uid: number; subject: string }[] }>(await api.call('GET', `/api/mail/mails?${q({ account, folder: 'Trash' })}`, { token: admin }));
    expect(trash.data.map((m) => m.subject)).toEqual([target.subject]);
    expect(await json(await api.call('POST', '/api/mail/delete', { token: admin, body: { account, folder: 'Trash', uids: [trash.data[0].uid] } }))).toEqual({ deleted: 1, movedTo: null });
    expect((await json<{ total: number }>(await api.call('GET', `/api/mail/mails?${q({ account, folder: 'Trash' })}`, { token: admin }))).total).toBe(0);
    expect((await json<{ total: number }>(await api.call('GET', `/api/mail/mails?${q({ account })}`, { token: admin }))).total).toBe(30);
    const head = await api.call('HEAD', `/api/mail/refresh?${q({ account })}`, { token: admin });
    expect(head.status).toBe(204);
    expect(head.headers.get('x-mail-unseen')).toBe('29');
  });

  it('reuses pooled connections instead of one login per call, bounded per account, logged out when idle', async () => {
    await closeImapPool();
    configureImapPool({ idleMs: 400 });
    const before = imapPoolStats().logins;
    for (let i = 0; i < 5; i++) await json(await api.call('GET', `/api/mail/folders?${q({ account })}`, { token: admin }));
    expect(imapPoolStats().logins - before).toBe(1);
    expect(imapPoolStats()).toMatchObject({ accounts: 1, open: 1, idle: 1 });
    const pages = await Promise.all(Array.from({ length: 8 }, (_, i) => api.call('GET', `/api/mail/mails?${q({ account, folder: 'INBOX', page: 1 + (i % 3), size: 5 })}`, { token: admin })));
    expect(pages.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(imapPoolStats().open).toBeLessThanOrEqual(3);
    expect(imapPoolStats().logins - before).toBeLessThanOrEqual(3);
    await new Promise((r) => setTimeout(r, 900));
    expect(imapPoolStats()).toMatchObject({ accounts: 0, open: 0 });
    configureImapPool({ idleMs: 60_000 });
  });

  it('reports a refused login as 502 and keeps the error on the account; callers without mail scopes get 403', async () => {
    expect((await api.call('PUT', `/api/mailaccount/${account}/password`, { token: admin, body: { password: 'wrong-password' } })).status).toBe(204);
    const res = await api.call('GET', `/api/mail/folders?${q({ account })}`, { token: admin });
    expect(res.status).toBe(502);
    expect((await res.json()).description).toBe('The IMAP server refused the login');
    expect((await api.call('HEAD', '/api/mail/refresh', { token: admin })).status).toBe(502);
    const listed = await json<{ id: string; lastError: string | null }[]>(await api.call('GET', '/api/mail/accounts', { token: admin }));
    expect(listed.find((a) => a.id === account)?.lastError).toBe('The IMAP server refused the login');
    const nobody = await userWith(api, ['bookings.read']);
    expect((await api.call('GET', `/api/mail/folders?${q({ account })}`, { token: nobody })).status).toBe(403);
    expect((await api.call('PUT', `/api/mailaccount/${account}/password`, { token: nobody, body: { password: 'x' } })).status).toBe(403);
    expect((await api.call('POST', `/api/mailaccount/${account}/oauth/connect`, { token: admin })).status).toBe(400);
  });

  it('an account pointed into the operator\'s network is refused with the one answer, open port or closed (issue 31)', async () => {
    const answers: string[] = [];
    for (const [imapHost, imapPort] of [['169.254.169.254', 80], ['10.0.0.1', 22], ['127.0.0.2', dovecot!.port], ['127.0.0.1', 1]] as const) {
      const made = await api.call('POST', '/api/mailaccount', { token: admin, body: { name: `Probe ${imapHost}:${imapPort}`, email: 'probe@example.com', imapHost, imapPort, secure: false, username: 'x' } });
      expect(made.status, await made.clone().text()).toBeLessThan(300);
      const id = ((await made.json()) as { id: string }).id;
      expect((await api.call('PUT', `/api/mailaccount/${id}/password`, { token: admin, body: { password: 'x' } })).status).toBe(204);
      const res = await api.call('GET', `/api/mail/folders?${q({ account: id })}`, { token: admin });
      expect(res.status).toBe(502);
      answers.push((await res.json()).description);
    }
    // Private and link-local hosts are never dialled; a closed port on an allowed host reads the same.
    expect(new Set(answers)).toEqual(new Set([MAIL_SERVER_UNUSABLE]));
  });
});
