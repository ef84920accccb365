// Putting mails in the queue: one row per mail in mail_queue (state planned), fully rendered
// (subject, HTML, text, attachments), so the queue shows exactly what goes out. The row is the
// truth; the send job queued after the commit is only a nudge (the sweep in jobs/mail.ts finds
// any planned row whose job went missing).
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZMailAttachments } from '../../../lib/contract/resources/mail';
import { now } from '../../clock';
import type { Db } from '../../db/client';
import { mailQueue } from '../../db/schema';
import { trySendJobs } from '../../jobs/sender';

export const MAIL_SEND = 'mail.send';

export type TNewMail = {
  to: string; subject: string; html: string; text: string;
  kind: string; from?: string | null; replyTo?: string | null;
  attachments?: z.infer<typeof ZMailAttachments>;
  booking?: string | null; customer?: string | null; template?: string | null; schedule?: string | null;
  plannedAt?: Date;
};

/** Inserts the rows inside the caller's transaction; call kickMails(ids) after it commits. */
export async function insertMails(tx: Db, mails: TNewMail[]): Promise<string[]> {
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
export async function queueMails(db: Db, mails: TNewMail[]): Promise<string[]> {
  const ids = await db.transaction((tx) => insertMails(tx as unknown as Db, mails));
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
