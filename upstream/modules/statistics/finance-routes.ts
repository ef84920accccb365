// GET /api/bookings/report/finance (api-calls 7.4 list-level, issue 35 item 3): the finance report
// as JSON, CSV or an Excel workbook, with the statistics' query and access (bookings.read within the
// assets, an agency user its own bookings: the booking access rule in SQL), and the payment readers
// (payments.read, bookingpayment.read) within their assets, as the payment history. A fixed path:
// the template reports' report/{templateId} matches only its template names (an enum).
import { createRoute, z } from '@hono/zod-openapi';
import { ZFinanceReport } from '../../../lib/contract/finance-report';
import { ZStatsQuery } from '../../../lib/contract/statistics';
import { createRouter } from '../../http/router';
import { principalOf, requireAnyScope } from '../../http/security';
import { errorResponses } from '../../http/openapi-helpers';
import { exportResponse, XLSX } from './export';
import { reportRead } from './facts';
import { financeReport } from './finance-report';
import { filterOf, reportToday } from './filter';

export const financeRoutes = createRouter();

financeRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/report/finance', tags: ['Bookings'], operationId: 'financeReport',
  middleware: [requireAnyScope('bookings.read', 'agencies.self', 'payments.read', 'bookingpayment.read')],
  summary: 'Revenue, invoices, credit notes, payments received and the open balance per period',
  description: 'The statistics\' query (from..to, groupBy, assets, categories, sources, mode, export; amount is not used). Money in minor units of the base currency. Definitions: docs/decisions/statistics.md, "The finance report".',
  request: { query: ZStatsQuery },
  responses: {
    200: {
      content: {
        'application/json': { schema: ZFinanceReport },
        'text/csv': { schema: z.string() },
        [XLSX]: { schema: z.string().openapi({ format: 'binary' }) },
      },
      description: 'The report: JSON, or with export=csv a CSV (UTF-8 with a byte-order mark, money in major units), with export=xlsx an Excel workbook',
    },
    ...errorResponses(400, 401, 403),
  },
}), async (c) => {
  const q = c.req.valid('query');
  const f = filterOf(q, await reportToday(c.get('readDb'), q.assets));
  const answer = await reportRead(c.get('readDb'), (db) => financeReport(db, principalOf(c), f));
  return f.export ? exportResponse(c, 'finance', answer, `finance-${f.from}-${f.to}`, f.export) : c.json(answer, 200);
});
