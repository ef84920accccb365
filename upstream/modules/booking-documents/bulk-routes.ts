// The document templates for many bookings in one PDF (api-calls 7.4 list level, issue 20):
// GET templates/{templateId}/occupancy (every booking holding rooms on a night between from and to,
// e.g. the vouchers of the week's guests) and POST templates/{templateId} (the bookings named).
// Each booking starts on a page of its own, in its language or the one asked for. The office's calls.
// Registered before the {id}/... shapes of this module. docs/decisions/bookings.md.
import { createRoute, z } from '@hono/zod-openapi';
import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  BULK_MAX_BOOKINGS, ZBulkTemplateBody, ZBulkTemplateParam, ZOccupancyPrintQuery,
} from '../../../lib/contract/booking-reports';
import type { Db } from '../../db/client';
import type { AppEnv, TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { principalOf, requireAuth } from '../../http/security';
import { errorResponses } from '../../http/openapi-helpers';
import { loadBooking } from '../bookings/access';
import { assertOfficeReader } from '../bookings/lists/list-queries';
import { occupyingBookings } from '../bookings/reports/report-lists';
import { renderBookingDocuments } from '../invoices/booking-document';

const tags = ['Booking documents'];
const PDF = { 200: { content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } }, description: 'One PDF, a booking per page (or pages)' } };

async function bulkPdf(db: Db, p: TPrincipal, ids: string[], template: 'confirmation' | 'voucher', language: 'de' | 'en' | undefined, fileName: string): Promise<Response> {
  assertOfficeReader(p);
  const list = [];
  for (const id of ids) {
    const b = await loadBooking(db, p, id, 'read');
    list.push(language ? { ...b, language } : b);
  }
  const pdf = await renderBookingDocuments(db, list, template);
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${fileName}"`, 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff', 'x-booking-count': String(list.length) },
  });
}

export function mountBulkTemplateRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(createRoute({
    method: 'get', path: '/api/bookings/templates/{templateId}/occupancy', tags, middleware: [requireAuth()], operationId: 'printOccupancyTemplate',
    summary: 'A document template (confirmation, voucher) for every booking holding rooms on a night between from and to, in one PDF',
    description: `from and to default to today (business clock); resort or vessel narrow it to one asset. Bookings in arrival order, only those within the caller's assets; at most ${BULK_MAX_BOOKINGS} (else 400). Nobody in house: 404. An issued invoice is printed from the booking or the invoice (templateId invoice is a 400).`,
    request: { params: ZBulkTemplateParam, query: ZOccupancyPrintQuery },
    responses: { ...PDF, ...errorResponses(400, 401, 403, 404) },
  }), async (c) => {
    const db = c.get('db');
    const p = principalOf(c);
    const q = c.req.valid('query');
    const { templateId } = c.req.valid('param');
    const found = await occupyingBookings(db, p, q);
    if (!found.ids.length) throw errors.notFound(`No booking holds rooms between ${found.from} and ${found.to}`);
    return bulkPdf(db, p, found.ids, templateId, q.language, `${templateId}-${found.from}-${found.to}.pdf`);
  });

  app.openapi(createRoute({
    method: 'post', path: '/api/bookings/templates/{templateId}', tags, middleware: [requireAuth()], operationId: 'printTemplateForBookings',
    summary: 'A document template (confirmation, voucher) for the bookings named, in this order, in one PDF',
    description: `At most ${BULK_MAX_BOOKINGS} bookings, each once; one the caller may not read is a 404 and nothing is printed. language prints all in one language instead of each booking's own.`,
    request: { params: ZBulkTemplateParam, body: { content: { 'application/json': { schema: ZBulkTemplateBody } }, required: true } },
    responses: { ...PDF, ...errorResponses(400, 401, 403, 404) },
  }), async (c) => {
    const body = c.req.valid('json');
    const { templateId } = c.req.valid('param');
    return bulkPdf(c.get('db'), principalOf(c), body.bookings, templateId, body.language, `${templateId}-${body.bookings.length}.pdf`);
  });
}
