// Delivering one queued mail (the mail.send job). Safe with several upstream instances and after
// a crash:
// - the row is claimed with one UPDATE ... WHERE status = 'planned' (only one worker wins);
// - a row found still 'sending' by a later attempt was interrupted mid-send (process killed):
//   whether the server took it is unknown, so it is NOT sent again automatically; it ends failed
//   with that reason and an operator decides (retry on /config/mailqueue). A graceful stop lets a
//   running send finish (the queue waits up to 10 s).
// - temporary refusals (connection, timeouts, 4xx) go back to planned and the job retries with
//   back-off; a permanent refusal (5xx) or the last attempt ends failed with the error.
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { TJobContext } from '../../jobs/definition';
import { now } from '../../clock';
import type { Db } from '../../db/client';
import { mailQueue } from '../../db/schema';
import { mailServer } from './transport';
import { openLinks } from './sealed-links';

export const NO_SERVER = 'not sent: no mail server configured';
export const EMPTY = 'not sent: the mail has no text';
export const INTERRUPTED = 'interrupted while sending (the upstream stopped): it may or may not have been delivered; retry to send it again';

type TOutcome = { id: string; result: 'sent' | 'noServer' | 'skipped' | 'interrupted'; status?: string };

function isPermanent(err: unknown): boolean {
  const code = (err as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function messageOf(err: unknown): string {
  const e = err as { message?: string; response?: string };
  return String(e.response || e.message || err).slice(0, 2000);
}

export async function deliverMail(db: Db, id: string, attempt: TJobContext['attempt']): Promise<TOutcome> {
  const server = await mailServer(db);
  if (!server) {
    await db.update(mailQueue).set({ lastError: NO_SERVER, updatedAt: now() })
      .where(and(eq(mailQueue.id, id), eq(mailQueue.status, 'planned')));
    return { id, result: 'noServer' };
  }
  const at = now();
  const [row] = await db.update(mailQueue)
    .set({ status: 'sending', attempts: sql`${mailQueue.attempts} + 1`, updatedAt: at })
    .where(and(eq(mailQueue.id, id), eq(mailQueue.status, 'planned'), or(isNull(mailQueue.plannedAt), lte(mailQueue.plannedAt, at))))
    .returning();
  if (!row) {
    const [cur] = await db.select({ status: mailQueue.status }).from(mailQueue).where(eq(mailQueue.id, id));
    if (cur?.status === 'sending' && attempt && attempt.retryCount > 0) {
      await db.update(mailQueue).set({ status: 'failed', lastError: INTERRUPTED, updatedAt: now() })
        .where(and(eq(mailQueue.id, id), eq(mailQueue.status, 'sending')));
      return { id, result: 'interrupted' };
    }
    return { id, result: 'skipped', status: cur?.status };
  }
  // A row written around the outbox's gate (an import, a seed): nothing empty ever goes out.
  if (!(row.text ?? '').trim() || !(row.subject ?? '').trim()) {
    await db.update(mailQueue).set({ status: 'failed', lastError: EMPTY, updatedAt: now() }).where(eq(mailQueue.id, id));
    return { id, result: 'skipped', status: 'failed' };
  }
  const messageId = `<${row.id}@tourbook.mail>`;
  try {
    const info = await server.transport.sendMail({
      messageId, from: row.from || server.from, to: row.to, replyTo: row.replyTo || undefined,
      // Sealed links (sealed-links.ts) are opened here, for the mail server only.
      subject: row.subject, html: openLinks(row.html) ?? undefined, text: openLinks(row.text) ?? undefined,
      attachments: (row.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content, 'base64') })),
    });
    await db.update(mailQueue).set({ status: 'sent', sentAt: now(), lastError: null, messageId: info.messageId ?? messageId, updatedAt: now() })
      .where(eq(mailQueue.id, id));
    return { id, result: 'sent' };
  } catch (err) {
    const last = !attempt || attempt.retryCount >= attempt.retryLimit;
    const status = isPermanent(err) || last ? 'failed' : 'planned';
    await db.update(mailQueue).set({ status, lastError: messageOf(err), updatedAt: now() }).where(eq(mailQueue.id, id));
    if (status === 'failed' && isPermanent(err)) return { id, result: 'skipped', status };
    throw err;
  }
}
