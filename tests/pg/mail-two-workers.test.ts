// Mail on a real PostgreSQL with two upstream instances (two connection pools, two queue workers)
// on one database (issue 17): the mail schedules run on both at once, many times over, yet each
// rule queues one mail per booking (the unique key of mail_schedule_sends); and the mails are
// delivered by whichever worker claims them, each exactly once, to a real SMTP server.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { now, today } from '../../upstream/clock';
import { openDb, type TDbHandle } from '../../upstream/db/client';
import { mailAccounts, mailSchedules, mailTemplates } from '../../upstream/db/schema';
import { mailJobs } from '../../upstream/modules/mail/jobs';
import { startJobQueue, type TJobQueue } from '../../upstream/jobs/queue';
import { kickMails } from '../../upstream/modules/mail/outbox';
import { queueDueScheduleMails } from '../../upstream/modules/mail/schedule-run';
import { closeMailTransports } from '../../upstream/modules/mail/transport';
import { waitUntil } from '../helpers/jobs';
import { createPgTestDb, type TPgTestDb } from '../helpers/pg';
import { portFor, testSmtp } from '../helpers/smtp';
import { needsPostgres } from './pg-availability';

const pgUrl = inject('pgUrl');
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

describe('mail with two upstream instances on PostgreSQL', needsPostgres(pgUrl), () => {
  let t: TPgTestDb;
  let second: TDbHandle;
  const queues: TJobQueue[] = [];
  const smtp = testSmtp(portFor('pg-mail-two-workers') + (process.pid % 50));

  beforeAll(async () => {
    await smtp.start();
    t = await createPgTestDb(pgUrl!, { poolSize: 10 });
    second = await openDb({ url: t.url, poolSize: 10 });
  }, 120_000);
  afterAll(async () => {
    for (const q of queues) await q.stop();
    closeMailTransports();
    await smtp.stop();
    await second?.close();
    await t?.drop();
  });

  it('a rule queues one mail per booking however often both instances run it, and each mail is delivered once', async () => {
    const db = t.handle.db;
    // Six confirmed bookings arriving in 14 days, each with a customer that has an address.
    const picked = rowsOf<{ id: string }>(await db.execute(sql`SELECT b.id FROM bookings b JOIN customers c ON c.id = b.customer
      WHERE c.email IS NOT NULL ORDER BY b.id LIMIT 6`)).map((r) => r.id);
    expect(picked.length).toBeGreaterThanOrEqual(3);
    await db.execute(sql`UPDATE bookings SET state = 'confirmed', date_from = ${today()}::date + 14, date_to = ${today()}::date + 21
      WHERE id IN (${sql.join(picked.map((id) => sql`${id}::uuid`), sql`, `)})`);
    const [tpl] = await db.insert(mailTemplates).values({ name: 'Soon', subject: { en: 'See you on {{booking.dateFrom}}' }, body: { en: 'Hello {{customer.name}}' } }).returning();
    const [rule] = await db.insert(mailSchedules).values({ name: '14 days before', template: tpl.id, trigger: 'beforeArrival', offsetDays: 14, time: '00:00', recipients: 'customer', language: 'en' }).returning();
    await db.insert(mailAccounts).values({ name: 'Out', email: 'office@lagoon.example', smtpHost: '127.0.0.1', smtpPort: smtp.port, secure: false, useForSending: true });

    const at = now();
    await Promise.all(Array.from({ length: 6 }, (_, i) => queueDueScheduleMails(i % 2 ? second.db : db, at)));
    const sends = rowsOf<{ booking_id: string; n: number }>(await db.execute(sql`SELECT booking_id, count(*)::int AS n FROM mail_schedule_sends WHERE schedule_id = ${rule.id} GROUP BY booking_id`));
    expect(sends.map((s) => s.booking_id).sort()).toEqual(expect.arrayContaining(picked.sort()));
    expect(sends.every((s) => s.n === 1)).toBe(true);
    const mails = rowsOf<{ id: string }>(await db.execute(sql`SELECT id FROM mail_queue WHERE schedule = ${rule.id}`));
    expect(mails).toHaveLength(sends.length);

    for (const [name, handle] of [['upstream-a', t.handle], ['upstream-b', second]] as const) {
      queues.push(await startJobQueue({ handle, definitions: mailJobs, instanceName: name, pollingIntervalSeconds: 0.5, schedule: false }));
    }
    // Both instances nudge every mail; the queue keeps one job per mail, the claim one sender.
    await kickMails(mails.map((m) => m.id));
    await Promise.all(mails.map((m) => queues[0].send('mail.send', { id: m.id }, { singletonKey: m.id })));
    await waitUntil(async () => rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM mail_queue WHERE schedule = ${rule.id} AND status = 'sent'`))[0].n === mails.length, 60_000);
    await new Promise((r) => setTimeout(r, 1500));
    const ids = smtp.mails.map((m) => m.messageId);
    expect(ids).toHaveLength(mails.length);
    expect(new Set(ids).size).toBe(ids.length);
  }, 120_000);

  it('a birthday rule queues one mail per customer and year however often both instances run it', async () => {
    const db = t.handle.db;
    const day = today();
    const birthday = `${day.slice(5) === '02-29' ? '1992' : '1990'}-${day.slice(5)}`;
    const picked = rowsOf<{ id: string }>(await db.execute(sql`SELECT id FROM customers WHERE email IS NOT NULL ORDER BY id LIMIT 5`)).map((r) => r.id);
    expect(picked.length).toBeGreaterThanOrEqual(3);
    await db.execute(sql`UPDATE customers SET master_data = coalesce(master_data, '{}'::jsonb) || ${JSON.stringify({ birthday })}::jsonb, customer_type = 'customer'
      WHERE id IN (${sql.join(picked.map((id) => sql`${id}::uuid`), sql`, `)})`);
    const [tpl] = await db.insert(mailTemplates).values({ name: 'Birthday', subject: { en: 'Happy birthday {{customer.firstName}}' }, body: { en: 'Hello {{customer.name}}' } }).returning();
    const [rule] = await db.insert(mailSchedules).values({ name: 'Birthday', template: tpl.id, trigger: 'birthday', offsetDays: 0, time: '00:00', recipients: 'customer', language: 'en' }).returning();
    const at = now();
    await Promise.all(Array.from({ length: 6 }, (_, i) => queueDueScheduleMails(i % 2 ? second.db : db, at)));
    const sends = rowsOf<{ customer_id: string; n: number }>(await db.execute(sql`SELECT customer_id, count(*)::int AS n FROM mail_schedule_customer_sends WHERE schedule_id = ${rule.id} GROUP BY customer_id`));
    expect(sends.map((s) => s.customer_id)).toEqual(expect.arrayContaining(picked));
    expect(sends.every((s) => s.n === 1)).toBe(true);
    const mails = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM mail_queue WHERE schedule = ${rule.id}`));
    expect(mails[0].n).toBe(sends.length);
  });
});
