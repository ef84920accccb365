// Workload "mail" (issue 17): 1,000 mails queued at once on PostgreSQL and delivered by the
// mail.send jobs (pg-boss, in this process, as the upstream runs them) through nodemailer to a
// real SMTP server on loopback (smtp-server). Reports mails per second (first queued to last
// delivered) and the p50/p95 from queueing a mail to the SMTP server having its data.
// Standalone: its own database (BENCH_MAIL_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/tourbook_bench_mail, recreated), not the bench dataset.
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { openDb, type Db } from '../../../upstream/db/client';
import { migrateDb } from '../../../upstream/db/migrate';
import { mailAccounts } from '../../../upstream/db/schema';
import { mailJobs } from '../../../upstream/modules/mail/jobs';
import { startJobQueue } from '../../../upstream/jobs/queue';
import { insertMails, kickMails } from '../../../upstream/modules/mail/outbox';
import { closeMailTransports } from '../../../upstream/modules/mail/transport';
import { latencyOf, type TResult } from '../stats';
import type { TWorkload } from './context';

const MAILS = 1000;
const SMTP_PORT = Number(process.env.BENCH_SMTP_PORT ?? 2526);

async function freshDatabase(url: string): Promise<void> {
  const admin = new URL(url);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const c = new pg.Client({ connectionString: admin.toString() });
  await c.connect();
  try {
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.query(`CREATE DATABASE "${name}"`);
  } finally { await c.end(); }
}

export const mailDelivery: TWorkload = {
  name: 'mail',
  title: 'mail delivery',
  standalone: true,
  async run(ctx) {
    const url = process.env.BENCH_MAIL_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tourbook_bench_mail';
    await freshDatabase(url);
    const handle = await openDb({ url, poolSize: 4 });
    await migrateDb(handle);
    const delivered = new Map<string, number>();
    const server = new SMTPServer({
      authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
      onData(stream, _s, cb) {
        let head = '';
        stream.on('data', (c: Buffer) => { if (head.length < 4000) head += c.toString('utf8'); });
        stream.on('end', () => {
          const id = /^Message-ID:\s*<([^@>]+)@/im.exec(head)?.[1];
          if (id) delivered.set(id, performance.now());
          cb();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(SMTP_PORT, '127.0.0.1', () => resolve()));
    const db: Db = handle.db;
    await db.insert(mailAccounts).values({ name: 'Bench', email: 'bench@example.org', smtpHost: '127.0.0.1', smtpPort: SMTP_PORT, secure: false, useForSending: true });
    const queue = await startJobQueue({ handle, definitions: mailJobs, schedule: false, pollingIntervalSeconds: 0.5 });
    try {
      const html = '<p>Dear guest,</p><p>your booking B-2027-0001 is confirmed. We look forward to seeing you.</p>';
      const t0 = performance.now();
      const ids = await db.transaction((tx) => insertMails(tx as unknown as Db, Array.from({ length: MAILS }, (_, i) => ({
        to: `guest${i}@example.org`, subject: `Your booking ${i}`, html, text: 'Dear guest, your booking is confirmed.', kind: 'bench',
      }))));
      const queuedAt = performance.now();
      await kickMails(ids);
      ctx.log(`mail: ${MAILS} mails queued in ${(queuedAt - t0).toFixed(0)} ms, jobs sent after ${(performance.now() - t0).toFixed(0)} ms`);
      const until = Date.now() + 300_000;
      while (delivered.size < MAILS && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      if (delivered.size < MAILS) throw new Error(`only ${delivered.size} of ${MAILS} mails arrived in 5 minutes`);
      const times = ids.map((id) => delivered.get(id)! - queuedAt);
      const last = Math.max(...times);
      const lat = latencyOf(times);
      const rows: TResult[] = [
        { workload: 'mail', measure: `${MAILS} queued mails → local SMTP`, concurrency: 'batch 50', throughput: MAILS / ((last + (queuedAt - t0)) / 1000), latency: lat, pass: null,
          note: 'queue-to-delivery latency; mails/s from the first insert to the last delivery' },
      ];
      return rows;
    } finally {
      await queue.stop();
      closeMailTransports();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await handle.close();
    }
  },
};
