// Putting mails in the queue: one row per mail in mail_queue (state planned), fully rendered
// (subject, HTML, text, attachments), so the queue shows exactly what goes out. The row is the
// truth; the send job queued after the commit is only a nudge (the sweep in modules/mail/jobs.ts finds
// any planned row whose job went missing). No mail without content is ever queued (the one gate,
// `worthSending`): an empty text, or a mail that misses what it exists to carry (a guest's form
// link, the amount open), is refused with 409 MAIL_WITHOUT_CONTENT when someone sends it by hand
// and left out with a log line when the product sends it by itself (schedules, confirmations).
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZMailAttachments } from '../../../lib/contract/resources/mail';
import { now } from '../../clock';
import type { Db } from '../../db/client';
import { mailQueue } from '../../db/schema';
import { errors } from '../../http/errors';
import { trySendJobs } from '../../jobs/sender';

export const MAIL_SEND = 'mail.send';

export type TNewMail = {
  to: string; subject: string; html: string; text: string;
  kind: string; from?: string | null; replyTo?: string | null;
  attachments?: z.infer<typeof ZMailAttachments>;
  booking?: string | null; customer?: string | null; template?: string | null; schedule?: string | null;
  plannedAt?: Date;
  /** What the mail exists to carry, each of which must appear in it: a guest's form link, the
   *  amount open. An empty value means there is nothing to carry (nothing open): no mail. */
  carries?: { what: string; value: string }[];
};

/** Queued by a person (refused with an error) or by the product itself (left out, logged). */
export type TQueueMode = { automatic?: boolean };

/** Why a mail is not worth sending, or null. */
export function lacking(m: TNewMail): string | null {
  if (!m.subject.trim()) return 'it has no subject';
  if (!m.text.replace(/\s+/g, '')) return 'its text is empty';
  for (const c of m.carries ?? []) {
    if (!c.value) return `there is no ${c.what}`;
    if (!m.html.includes(c.value) && !m.text.includes(c.value)) return `it does not carry ${c.what}`;
  }
  return null;
}

/** The mails worth sending; an incomplete one is an error (by hand) or left out with a log line. */
export function worthSending(mails: TNewMail[], mode: TQueueMode = {}): TNewMail[] {
  return mails.filter((m) => {
    const why = lacking(m);
    if (!why) return true;
    if (!mode.automatic) throw errors.conflict('MAIL_WITHOUT_CONTENT', `The mail to ${m.to} is not sent: ${why}.`);
    console.warn(`[mail] not queued (${m.kind}${m.booking ? `, booking ${m.booking}` : ''}): ${why}`);
    return false;
  });
}

/** Inserts the rows inside the caller's transaction; call kickMails(ids) after it commits. */
export async function insertMails(tx: Db, all: TNewMail[], mode: TQueueMode = {}): Promise<string[]> {
  const mails = worthSending(all, mode);
  if (mails.length === 0) return [];
  const at = now();
  const rows = await tx.insert(mailQueue).values(mails.map((m) => ({
    to: m.to.trim().toLowerCase(), subject: m.subject.slice(0, 500), html: m.html, text: m.text, kind: m.kind,
    from: m.from ?? null, replyTo: m.replyTo ?? null, attachments: m.attachments ?? [],
    booking: m.booking ?? null, customer: m.customer ?? null, template: m.template ?? null, schedule: m.schedule ?? null,
    status: 'planned' as const, attempts: 0, plannedAt: m.plannedAt ?? at,
  }))).returning({ id: mailQueue.id });
  return rows.map((r) => r.id);
}

/** Nudges the sender for mails that are due now (later ones are found by the sweep). */
export async function kickMails(ids: string[]): Promise<void> {
  await trySendJobs(MAIL_SEND, ids.map((id) => ({ data: { id }, singletonKey: id })));
}

/** Queues mails in one transaction of their own and nudges the sender. */
export async function queueMails(db: Db, all: TNewMail[], mode: TQueueMode = {}): Promise<string[]> {
  const mails = worthSending(all, mode);
  const ids = await db.transaction((tx) => insertMails(tx, mails));
  const at = now().getTime();
  await kickMails(ids.filter((_, i) => (mails[i].plannedAt?.getTime() ?? 0) <= at));
  return ids;
}

/** Plans mails again (retry of a failed one, or a new time): back to planned, attempts kept. */
export async function planAgain(db: Db, ids: string[], at: Date): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.update(mailQueue).set({ status: 'planned', plannedAt: at, updatedAt: now() })
    .where(and(inArray(mailQueue.id, ids), inArray(mailQueue.status, ['planned', 'failed', 'cancelled'])))
    .returning({ id: mailQueue.id });
  if (at.getTime() <= now().getTime()) await kickMails(rows.map((r) => r.id));
  return rows.map((r) => r.id);
}

export async function cancelMail(db: Db, id: string): Promise<boolean> {
  const rows = await db.update(mailQueue).set({ status: 'cancelled', updatedAt: now() })
    .where(and(eq(mailQueue.id, id), inArray(mailQueue.status, ['planned', 'failed']))).returning({ id: mailQueue.id });
  return rows.length > 0;
}
