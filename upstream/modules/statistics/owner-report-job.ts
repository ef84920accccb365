// The owner's monthly report by mail (issue 35 item 5): on the first of each month the job
// `statistics.ownerReport` sends the month before's report (owner-report-pdf.ts) to the recipients
// of settings.general.ownerReportRecipients, through the mail outbox (mail_queue, the sender job),
// all assets, in the operator's language. Once per month and recipient: a retry or a second
// instance finds the month's mails queued (kind ownerReport, the month in the attachment's name).
import { and, eq, sql } from 'drizzle-orm';
import { mailQueue } from '../../db/schema';
import type { Db } from '../../db/client';
import type { TPrincipal } from '../../http/context';
import { DEFAULT_RETRIES, type TJobDefinition } from '../../jobs/definition';
import { docLang } from '../../shared/pdf/texts';
import { insertMails, kickMails, type TNewMail } from '../mail/outbox';
import { readGeneral, readGroup } from '../settings/store';
import { reportRead } from './facts';
import { reportToday } from './filter';
import { ownerReport, previousMonth } from './owner-report';
import { ownerReportPdf } from './owner-report-pdf';

export const OWNER_REPORT = 'statistics.ownerReport';
const KIND = 'ownerReport';
/** The report reads every booking, as the owner (admin) would. */
const OWNER: TPrincipal = {
  userId: '00000000-0000-0000-0000-000000000000', tokenId: '', email: '', name: 'Monthly report', userType: 'system',
  scopes: ['admin'], assets: [], agencyId: null, customerId: null, language: 'en', isCrmUser: false,
};

/** Queues the report of `month` (default: the month before today's) to every recipient that has
 *  not had it; answers the ids of the mails queued. */
export async function sendOwnerReport(db: Db, month?: string): Promise<string[]> {
  const general = await readGeneral(db);
  const recipients = (general.ownerReportRecipients as string[] | undefined) ?? [];
  if (!recipients.length) return [];
  const today = await reportToday(db);
  const m = month ?? previousMonth(today);
  const lang = docLang(String(general.lang ?? 'de'));
  const report = await reportRead(db, (tx) => ownerReport(tx, OWNER, m, [], today));
  const company = String((await readGroup(db, 'company')).name ?? '');
  const pdf = await ownerReportPdf(report, company, lang);
  const filename = `owner-report-${m}.pdf`;
  const subject = lang === 'de' ? `Monatsbericht ${m}${company ? ` – ${company}` : ''}` : `Monthly report ${m}${company ? ` – ${company}` : ''}`;
  const text = lang === 'de' ? `Der Monatsbericht für ${m} ist angehängt.` : `The monthly report for ${m} is attached.`;
  const ids = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`${KIND}:${m}`}))`);
    const sent = await tx.select({ to: mailQueue.to }).from(mailQueue)
      .where(and(eq(mailQueue.kind, KIND), sql`${mailQueue.attachments}::text LIKE ${`%"${filename}"%`}`));
    const have = new Set(sent.map((r) => r.to));
    const mails: TNewMail[] = recipients.filter((to) => !have.has(to.trim().toLowerCase())).map((to) => ({
      to, subject, text, html: `<p>${text}</p>`, kind: KIND,
      attachments: [{ filename, contentType: 'application/pdf', content: pdf.toString('base64') }],
    }));
    return insertMails(tx, mails, { automatic: true });
  });
  await kickMails(ids);
  return ids;
}

export const ownerReportJobs: TJobDefinition[] = [{
  name: OWNER_REPORT,
  queue: { ...DEFAULT_RETRIES, policy: 'stately' },
  cron: '0 6 1 * *',
  run: async (data, ctx) => ({ queued: (await sendOwnerReport(ctx.db, typeof data.month === 'string' ? data.month : undefined)).length }),
}];
