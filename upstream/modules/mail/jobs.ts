// Outgoing mail on the job queue (issue 17, docs/decisions/mail-sending.md):
// - mail.send: delivers one queued mail (modules/mail/deliver.ts). Policy `exclusive` keyed by
//   the mail's id: at most one job per mail is queued, retrying or running, whoever sends it.
//   Retries back off from 30 s doubling to 1 h; after the last one the mail and the job end failed.
// - mail.sweep (every minute): queues a send for every planned mail that is due and has no job
//   (planned for later, sent by an instance without a queue, or waiting for a mail server), and
//   queues the mails of the mail schedules that are due (modules/mail/schedules.ts).
import { and, asc, eq, lte } from 'drizzle-orm';
import { now } from '../../clock';
import { mailQueue } from '../../db/schema';
import { deliverMail } from './deliver';
import { kickMails, MAIL_SEND } from './outbox';
import { queueDueScheduleMails } from './schedule-run';
import { mailServer } from './transport';
import { DEFAULT_RETRIES, type TJobDefinition } from '../../jobs/definition';

export const MAIL_SWEEP = 'mail.sweep';
const SWEEP_LIMIT = 2000;

export const mailJobs: TJobDefinition[] = [
  {
    name: MAIL_SEND,
    queue: { ...DEFAULT_RETRIES, policy: 'exclusive', retryLimit: 8, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 300 },
    batchSize: 50,
    concurrent: true,
    run: async (data, ctx) => deliverMail(ctx.db, String(data.id), ctx.attempt),
  },
  {
    name: MAIL_SWEEP,
    queue: { ...DEFAULT_RETRIES, policy: 'stately', retryLimit: 1, retryDelay: 10, expireInSeconds: 120, deleteAfterSeconds: 86_400 },
    cron: '* * * * *',
    run: async (_data, ctx) => {
      const scheduled = await queueDueScheduleMails(ctx.db, now());
      if (!(await mailServer(ctx.db))) return { scheduled, nudged: 0, reason: 'no mail server' };
      const due = await ctx.db.select({ id: mailQueue.id }).from(mailQueue)
        .where(and(eq(mailQueue.status, 'planned'), lte(mailQueue.plannedAt, now())))
        .orderBy(asc(mailQueue.plannedAt)).limit(SWEEP_LIMIT);
      await kickMails(due.map((m) => m.id));
      return { scheduled, nudged: due.length };
    },
  },
];
