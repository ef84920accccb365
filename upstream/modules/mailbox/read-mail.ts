// Reading an account's mailbox: folders, one folder's status, a page of its mails (newest
// first), one mail parsed (mailparser) with its HTML sanitised (sanitize-html), an attachment,
// and delete (to the trash folder, or expunged when already there or there is none).
import type { ImapFlow } from 'imapflow';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { errors } from '../../http/errors';
import { sanitizeMailHtml } from './sanitize';

export type TAddress = { name: string; address: string };
const addresses = (a: AddressObject | AddressObject[] | undefined): TAddress[] =>
  (Array.isArray(a) ? a : a ? [a] : []).flatMap((o) => o.value).map((v) => ({ name: v.name ?? '', address: (v.address ?? '').toLowerCase() }));

export async function listFolders(c: ImapFlow) {
  const list = await c.list({ statusQuery: { messages: true, unseen: true } });
  return list.map((f) => ({
    path: f.path, name: f.name, delimiter: f.delimiter ?? '/', specialUse: f.specialUse ?? null,
    messages: f.status?.messages ?? 0, unseen: f.status?.unseen ?? 0,
  }));
}

export async function folderStatus(c: ImapFlow, path: string) {
  const s = await c.status(path, { messages: true, unseen: true, uidNext: true, uidValidity: true }).catch(() => false as const);
  if (!s) throw errors.notFound('Mail folder not found');
  return { path: s.path, messages: s.messages ?? 0, unseen: s.unseen ?? 0, uidNext: s.uidNext ?? null, uidValidity: s.uidValidity?.toString() ?? null };
}

async function locked<T>(c: ImapFlow, path: string, fn: () => Promise<T>, readOnly = true): Promise<T> {
  const lock = await c.getMailboxLock(path, { readOnly }).catch(() => { throw errors.notFound('Mail folder not found'); });
  try { return await fn(); } finally { lock.release(); }
}

/** Page `page` (from 1) of `size` mails, newest first by arrival (sequence numbers). */
export async function listMails(c: ImapFlow, path: string, page: number, size: number) {
  return locked(c, path, async () => {
    const total = c.mailbox ? c.mailbox.exists : 0;
    const last = total - (page - 1) * size;
    if (last < 1) return { data: [], total, page, size };
    const first = Math.max(1, last - size + 1);
    const rows = await c.fetchAll(`${first}:${last}`, { uid: true, envelope: true, flags: true, size: true, bodyStructure: true, internalDate: true });
    const data = rows.sort((a, b) => b.seq - a.seq).map((m) => ({
      uid: m.uid,
      subject: m.envelope?.subject ?? '',
      from: (m.envelope?.from ?? []).map((a) => ({ name: a.name ?? '', address: (a.address ?? '').toLowerCase() })),
      to: (m.envelope?.to ?? []).map((a) => ({ name: a.name ?? '', address: (a.address ?? '').toLowerCase() })),
      date: (m.envelope?.date ?? m.internalDate ?? null) ? new Date(m.envelope?.date ?? m.internalDate!).toISOString() : null,
      seen: m.flags?.has('\\Seen') ?? false,
      size: m.size ?? 0,
      hasAttachments: JSON.stringify(m.bodyStructure ?? {}).includes('"disposition":"attachment"'),
    }));
    return { data, total, page, size };
  });
}

async function parsed(c: ImapFlow, uid: number): Promise<ParsedMail> {
  const msg = await c.fetchOne(String(uid), { source: true }, { uid: true });
  if (!msg || !msg.source) throw errors.notFound('Mail not found');
  return simpleParser(msg.source);
}

export async function readMail(c: ImapFlow, path: string, uid: number) {
  return locked(c, path, async () => {
    const m = await parsed(c, uid);
    await c.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
    return {
      uid, subject: m.subject ?? '', messageId: m.messageId ?? null,
      from: addresses(m.from), to: addresses(m.to), cc: addresses(m.cc), replyTo: addresses(m.replyTo),
      date: m.date ? m.date.toISOString() : null,
      html: typeof m.html === 'string' ? sanitizeMailHtml(m.html) : null,
      text: m.text ?? null,
      attachments: m.attachments.filter((a) => !a.related).map((a, i) => ({
        index: m.attachments.indexOf(a), filename: a.filename ?? `attachment-${i + 1}`, contentType: a.contentType, size: a.size,
      })),
    };
  }, false);
}

export async function readAttachment(c: ImapFlow, path: string, uid: number, index: number) {
  return locked(c, path, async () => {
    const a = (await parsed(c, uid)).attachments[index];
    if (!a) throw errors.notFound('Attachment not found');
    return { filename: a.filename ?? `attachment-${index + 1}`, contentType: a.contentType || 'application/octet-stream', content: a.content };
  });
}

export async function deleteMail(c: ImapFlow, path: string, uids: number[]) {
  const trash = (await c.list()).find((f) => f.specialUse === '\\Trash' || /^(trash|deleted( items| messages)?)$/i.test(f.name));
  return locked(c, path, async () => {
    const range = uids.join(',');
    if (trash && trash.path !== path) {
      await c.messageMove(range, trash.path, { uid: true });
      return { deleted: uids.length, movedTo: trash.path };
    }
    await c.messageDelete(range, { uid: true });
    return { deleted: uids.length, movedTo: null };
  }, false);
}
