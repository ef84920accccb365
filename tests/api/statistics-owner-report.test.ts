// The owner's monthly report (issue 35 item 5): GET /api/bookings/report/owner draws the month
// beside the same month a year before with the figures the statistics calls answer for the same
// days (read back from the PDF with pdf.js), and the monthly job queues it once per recipient
// through the mail outbox, whatever the retries.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { today } from '../../upstream/clock';
import { yearBefore } from '../../lib/contract/statistics-periods';
import { money } from '../../upstream/shared/pdf/pdf-text';
import { sendOwnerReport } from '../../upstream/modules/statistics/owner-report-job';
import { apiFile } from '../helpers/api-file';
import { addDays } from '../helpers/dates';
import { readPdf } from '../helpers/pdf-read';

const t = apiFile({ users: ['agency'] });
const lastDay = (m: string) => new Date(Date.UTC(Number(m.slice(0, 4)), Number(m.slice(5, 7)), 0)).toISOString().slice(0, 10);

async function stats(month: string) {
  const q = `from=${month}-01&to=${lastDay(month)}&groupBy=month&mode=table`;
  const get = async (call: string) => (await (await t.api.call('GET', `/api/bookings/${call}?${q}`, { token: t.admin })).json()) as { totals: Record<string, number> };
  return { st: (await get('statistics')).totals, inc: (await get('incomeByMonth')).totals };
}

describe('the owner\'s monthly report', () => {
  it('draws the month and the year before with the statistics\' figures', async () => {
    // A month of the demo business with sold stays.
    const span = (await (await t.api.call('GET', `/api/bookings/statistics?from=${addDays(today(), -400)}&to=${addDays(today(), 400)}&groupBy=month&mode=table`, { token: t.admin })).json()) as { rows: { period: string; bookings: number; revenue: number }[] };
    const month = span.rows.find((r) => r.bookings > 0 && r.revenue > 0)!.period.slice(0, 7);
    const res = await t.api.call('GET', `/api/bookings/report/owner?month=${month}`, { token: t.admin, headers: { 'accept-language': 'en' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = await readPdf(new Uint8Array(await res.arrayBuffer()));
    const now = await stats(month);
    const before = await stats(yearBefore(`${month}-01`).slice(0, 7));
    expect(now.st.bookings).toBeGreaterThan(0);
    const lines = pdf.items.split('\n');
    const row = (label: string) => lines.slice(lines.indexOf(label) + 1, lines.indexOf(label) + 3);
    expect(row('Bookings')).toEqual([String(now.st.bookings), String(before.st.bookings)]);
    expect(row('Revenue (by arrival)')).toEqual([money(now.st.revenue, 'EUR', 'en'), money(before.st.revenue, 'EUR', 'en')]);
    expect(row('Money received')).toEqual([money(now.inc.received, 'EUR', 'en'), money(before.inc.received, 'EUR', 'en')]);
    expect(pdf.text).toContain('On the books (coming months)');

    const de = await t.api.call('GET', `/api/bookings/report/owner?month=${month}`, { token: t.admin, headers: { 'accept-language': 'de' } });
    expect((await readPdf(new Uint8Array(await de.arrayBuffer()))).text).toContain('Monatsbericht');
  });

  it('is the back office\'s: refused to agencies and guests, and a bad month is a 400', async () => {
    expect((await t.api.call('GET', '/api/bookings/report/owner?month=2026-13', { token: t.admin })).status).toBe(400);
    expect((await t.api.call('GET', '/api/bookings/report/owner', { token: t.token.agency })).status).toBe(403);
    expect((await t.api.call('GET', '/api/bookings/report/owner')).status).toBe(401);
  });

  it('is mailed once per month and recipient through the outbox, however often the job runs', async () => {
    expect(await sendOwnerReport(t.api.handle.db, '2026-01')).toEqual([]); // no recipients: nothing
    const set = await t.api.call('POST', '/api/settings/group/general', { token: t.admin, body: { ownerReportRecipients: ['owner@example.org', 'Partner@Example.org'] } });
    expect(set.status, await set.clone().text()).toBe(200);
    expect((await t.api.call('POST', '/api/settings/group/general', { token: t.admin, body: { ownerReportRecipients: ['not a mail'] } })).status).toBe(400);
    const month = today().slice(0, 7);
    const first = await sendOwnerReport(t.api.handle.db, month);
    expect(first).toHaveLength(2);
    expect(await sendOwnerReport(t.api.handle.db, month)).toEqual([]);
    const rows = await t.rows<{ to: string; kind: string; attachments: { filename: string; content: string }[] }>(sql`SELECT "to", kind, attachments FROM mail_queue WHERE kind = 'ownerReport'`);
    expect(rows.map((r) => r.to).sort()).toEqual(['owner@example.org', 'partner@example.org']);
    expect(rows[0].attachments[0].filename).toBe(`owner-report-${month}.pdf`);
    expect((await readPdf(Buffer.from(rows[0].attachments[0].content, 'base64'))).pages).toBeGreaterThanOrEqual(1);
    // The default month is the one before today's.
    const previous = await sendOwnerReport(t.api.handle.db);
    expect(previous).toHaveLength(2);
    await t.api.call('POST', '/api/settings/group/general', { token: t.admin, body: { ownerReportRecipients: [] } });
  });
});
