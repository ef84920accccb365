// Report calls of the bookings list level (api-calls 7.4): report/{templateId} (GET with a query, POST with a body: the list reports as JSON, CSV or PDF).
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ZReport, ZReportBody, ZReportQuery, ZReportTemplateParam, type TReportFilter, type TReportTemplate } from '../../../../lib/contract/booking-reports';
import { today } from '../../../clock';
import type { AppEnv } from '../../../http/context';
import { createRouter } from '../../../http/router';
import { principalOf, requireAuth } from '../../../http/security';
import { errorResponses } from '../../../http/openapi-helpers';
import { reportRows, statesOf } from './report-lists';
import { reportCsv, reportPdf } from './report-output';

export const bookingReportRoutes = createRouter();

const REPORT_ANSWERS = {
  200: {
    content: {
      'application/json': { schema: ZReport },
      'text/csv': { schema: z.string() },
      'application/pdf': { schema: z.string().openapi({ format: 'binary' }) },
    },
    description: 'The report: JSON (default), CSV (format=csv: UTF-8 with byte-order mark, amounts in minor units) or PDF (format=pdf)',
  },
  ...errorResponses(400, 401, 403),
};
const REPORT_DESCRIPTION = 'Templates: bookings (arriving from..to, any state but deleted, or the states named), arrivals and departures (bookings holding rooms that arrive / leave from..to), inhouse (holding rooms on a night from..to), openPayments (holding rooms, arriving from..to, money still owed). Only bookings within the caller\'s assets; the office\'s call (bookings.read or bookings.update). from and to default to today; at most 366 days.';

async function answerReport(c: Context<AppEnv>, t: TReportTemplate, f: TReportFilter): Promise<Response> {
  const r = await reportRows(c.get('db'), principalOf(c), t, f);
  const lang = f.language ?? 'en';
  const name = `${t}-${r.from}-${r.to}`;
  if (f.format === 'csv') return c.body(reportCsv(r, lang), 200, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${name}.csv"` });
  if (f.format === 'pdf') {
    return new Response(new Uint8Array(await reportPdf(r, lang, today())), {
      status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${name}.pdf"`, 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' },
    });
  }
  return c.json(r, 200);
}

bookingReportRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/report/{templateId}', tags: ['Bookings'], middleware: [requireAuth()], operationId: 'bookingReport',
  summary: 'A list report of bookings (template) for the days from..to: rows with money, totals per currency',
  description: `${REPORT_DESCRIPTION} state: a comma list of states (template bookings).`,
  request: { params: ZReportTemplateParam, query: ZReportQuery }, responses: REPORT_ANSWERS,
}), async (c) => {
  const { state, ...q } = c.req.valid('query');
  return answerReport(c, c.req.valid('param').templateId, { ...q, states: statesOf(state) });
});

bookingReportRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/report/{templateId}', tags: ['Bookings'], middleware: [requireAuth()], operationId: 'bookingReportWith',
  summary: 'The list report with the filter as a body; bookings: only these (the rows a user ticked), still within the filter',
  description: REPORT_DESCRIPTION,
  request: { params: ZReportTemplateParam, body: { content: { 'application/json': { schema: ZReportBody } }, required: true } },
  responses: REPORT_ANSWERS,
}), async (c) => answerReport(c, c.req.valid('param').templateId, c.req.valid('json')));
