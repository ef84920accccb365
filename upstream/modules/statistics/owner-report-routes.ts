// GET /api/bookings/report/owner: the owner's monthly report as a PDF (owner-report.ts; issue 35
// item 5), for a month (default the one before today's) and assets, in the caller's language, with
// the statistics' access. The monthly mail of it is owner-report-job.ts.
import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses } from '../../http/openapi-helpers';
import { createRouter } from '../../http/router';
import { principalOf, requireAnyScope } from '../../http/security';
import { readGroup } from '../settings/store';
import { reportRead } from './facts';
import { reportToday } from './filter';
import { ownerReport, previousMonth } from './owner-report';
import { ownerReportPdf } from './owner-report-pdf';

export const ownerReportRoutes = createRouter();
const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

ownerReportRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/report/owner', tags: ['Bookings'], operationId: 'ownerReport',
  middleware: [requireAnyScope('bookings.read')],
  summary: 'The owner\'s monthly report (PDF): the month beside the same month a year before, the strongest countries and agencies, the next months on the books',
  request: {
    query: z.object({
      month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'YYYY-MM').optional(),
      assets: z.string().regex(new RegExp(`^${UUID}(,${UUID}){0,49}$`), 'A comma list of at most 50 ids').optional(),
    }),
  },
  responses: { 200: { content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } }, description: 'PDF' }, ...errorResponses(400, 401, 403) },
}), async (c) => {
  const q = c.req.valid('query');
  const db = c.get('readDb');
  const today = await reportToday(db, q.assets);
  const month = q.month ?? previousMonth(today);
  const report = await reportRead(db, (tx) => ownerReport(tx, principalOf(c), month, q.assets ? q.assets.toLowerCase().split(',') : [], today));
  const company = String((await readGroup(db, 'company')).name ?? '');
  const pdf = await ownerReportPdf(report, company, c.get('lang'));
  return c.body(new Uint8Array(pdf), 200, {
    'content-type': 'application/pdf', 'content-disposition': `inline; filename="owner-report-${month}.pdf"`,
    'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store',
  });
});
