// Invoice calls (issue 16): issue from a booking (all lines or split among recipients), the
// credit note, the booking's invoices and the finance list with its CSV, one invoice and its PDF.
import { createRoute, z } from '@hono/zod-openapi';
import { desc, eq } from 'drizzle-orm';
import { ZCreditNote, ZInvoice, ZInvoiceList, ZInvoiceListQuery, ZIssueInvoice, ZSplitInvoice } from '../../../lib/contract/invoices';
import { now, today } from '../../clock';
import { invoices } from '../../db/schema';
import { createRouter } from '../../http/router';
import { principalOf, requireAuth } from '../../http/security';
import { errorResponses, jsonBody, jsonOk } from '../../http/openapi-helpers';
import { loadBooking } from '../bookings/access';
import { recordCurrentVersion } from '../bookings/booking-change';
import { issueCreditNote } from './credit-note';
import { issueInvoices } from './issue-invoice';
import { partsByGuest } from './split-guests';
import { invoicesCsv, listInvoices } from './list';
import { invoicePdfResponse } from './pdf-response';
import { invoiceView, loadInvoice } from './view';
import { ZInvoiceRef } from './invoice-ref';

export const invoiceRoutes = createRouter();
const tags = ['Invoices'];
const ZId = z.object({ id: z.uuid() });
const ZInvoices = z.object({ data: z.array(ZInvoice) });

invoiceRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/invoice', tags, middleware: [requireAuth()], operationId: 'issueBookingInvoice',
  summary: 'Issue the invoice of a booking: all its calculation lines to the customer (default) or the agency',
  description: 'The number is gapless per year and taken inside the transaction. 409 ALREADY_INVOICED while an invoice of the booking is in force (issue a credit note first), NOTHING_TO_INVOICE without lines; 422 COMPANY_DATA_MISSING (fields) while /config/company lacks the name, address or VAT id / tax number an invoice must state.',
  request: { params: ZId, ...jsonBody(ZIssueInvoice) },
  responses: { 201: { content: { 'application/json': { schema: ZInvoice } }, description: 'The invoice' }, ...errorResponses(400, 401, 403, 404, 409, 422) },
}), async (c) => {
  const body = c.req.valid('json');
  const inv = await c.get('db').transaction(async (tx) => {
    const [id] = await issueInvoices(tx, principalOf(c), c.req.valid('param').id, [{ recipient: body.recipient ?? 'customer' }], now());
    const [row] = await tx.select().from(invoices).where(eq(invoices.id, id));
    return invoiceView(tx, row);
  });
  return c.json(inv, 201);
});

invoiceRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/splitInvoice', tags, middleware: [requireAuth()], operationId: 'splitBookingInvoice',
  summary: 'Issue several invoices of one booking: its calculation lines divided among recipients (e.g. the agency and a guest paying extras), or by guests',
  description: '{ parts }: each calculation line in exactly one part. { by: "guest", rest }: every guest with a customer record gets their own price lines; the other lines go to rest (customer or agency) first. 409 ALREADY_INVOICED, NOTHING_TO_SPLIT (one recipient only); 422 COMPANY_DATA_MISSING as for one invoice.',
  request: { params: ZId, ...jsonBody(ZSplitInvoice) },
  responses: { 201: { content: { 'application/json': { schema: ZInvoices } }, description: 'The invoices, one per part' }, ...errorResponses(400, 401, 403, 404, 409, 422) },
}), async (c) => {
  const body = c.req.valid('json');
  const p = principalOf(c);
  const data = await c.get('db').transaction(async (tx) => {
    const parts = 'parts' in body ? body.parts : await partsByGuest(tx, await loadBooking(tx, p, c.req.valid('param').id, 'office', true), body.rest);
    const ids = await issueInvoices(tx, p, c.req.valid('param').id, parts, now());
    const out = [];
    for (const id of ids) out.push(await invoiceView(tx, (await tx.select().from(invoices).where(eq(invoices.id, id)))[0]));
    return out;
  });
  return c.json({ data }, 201);
});

invoiceRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/{id}/invoices', tags, middleware: [requireAuth()], operationId: 'listBookingInvoices',
  summary: 'The invoices and credit notes of a booking, newest first',
  request: { params: ZId }, responses: { ...jsonOk(ZInvoices, 'Invoices'), ...errorResponses(401, 403, 404) },
}), async (c) => {
  const db = c.get('db');
  const b = await loadBooking(db, principalOf(c), c.req.valid('param').id, 'read');
  const rows = await db.select().from(invoices).where(eq(invoices.bookingId, b.id)).orderBy(desc(invoices.createdAt), desc(invoices.seq));
  const data = [];
  for (const r of rows) data.push(await invoiceView(db, r));
  return c.json({ data }, 200);
});

invoiceRoutes.openapi(createRoute({
  method: 'get', path: '/api/invoices', tags, middleware: [requireAuth()], operationId: 'listInvoices',
  summary: 'Every invoice and credit note the caller may see (/finance/invoices), with filters and totals per currency',
  request: { query: ZInvoiceListQuery }, responses: { ...jsonOk(ZInvoiceList, 'Invoices'), ...errorResponses(400, 401, 403) },
}), async (c) => c.json(await listInvoices(c.get('db'), principalOf(c), c.req.valid('query'), today()), 200));

invoiceRoutes.openapi(createRoute({
  method: 'get', path: '/api/invoices/csv', tags, middleware: [requireAuth()], operationId: 'exportInvoicesCsv',
  summary: 'The list of /api/invoices as CSV (same filters)',
  request: { query: ZInvoiceListQuery },
  responses: { 200: { content: { 'text/csv': { schema: z.string() } }, description: 'CSV' }, ...errorResponses(400, 401, 403) },
}), async (c) => {
  const csv = invoicesCsv(await listInvoices(c.get('db'), principalOf(c), c.req.valid('query'), today()));
  return c.body(csv, 200, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="invoices.csv"' });
});

invoiceRoutes.openapi(createRoute({
  method: 'get', path: '/api/invoices/{id}', tags, middleware: [requireAuth()], operationId: 'getInvoice',
  summary: 'One invoice or credit note, by id or number',
  request: { params: ZInvoiceRef }, responses: { ...jsonOk(ZInvoice, 'The invoice'), ...errorResponses(401, 403, 404) },
}), async (c) => {
  const db = c.get('db');
  return c.json(await invoiceView(db, await loadInvoice(db, principalOf(c), c.req.valid('param').id)), 200);
});

invoiceRoutes.openapi(createRoute({
  method: 'get', path: '/api/invoices/{id}/pdf', tags, middleware: [requireAuth()], operationId: 'getInvoicePdf',
  summary: 'The invoice or credit note as PDF (by id or number)',
  request: { params: ZInvoiceRef },
  responses: { 200: { content: { 'application/pdf': { schema: z.string() } }, description: 'PDF' }, ...errorResponses(401, 403, 404) },
}), async (c) => {
  const db = c.get('db');
  return invoicePdfResponse(c, db, await loadInvoice(db, principalOf(c), c.req.valid('param').id));
});

invoiceRoutes.openapi(createRoute({
  method: 'post', path: '/api/invoices/{id}/creditNote', tags, middleware: [requireAuth()], operationId: 'issueCreditNote',
  summary: 'A credit note for an invoice: in full (the booking can then be invoiced again), for selected lines, or for a partial amount',
  description: 'Body: reason; lines [{ position, amount? }] (a line\'s rest or part of it) or amount (spread over the lines). The invoice is never changed; its credit notes never exceed it: 409 OVER_CREDIT. 409 ALREADY_CREDITED when nothing is left, NOT_AN_INVOICE for a credit note.',
  request: { params: ZInvoiceRef, ...jsonBody(ZCreditNote) },
  responses: { 201: { content: { 'application/json': { schema: ZInvoice } }, description: 'The credit note' }, ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const p = principalOf(c);
  const cn = await c.get('db').transaction(async (tx) => {
    const inv = await loadInvoice(tx, p, c.req.valid('param').id);
    await loadBooking(tx, p, inv.bookingId, 'office', true);
    const { reason, lines, amount } = c.req.valid('json');
    const id = await issueCreditNote(tx, { invoiceId: inv.id, reason, lines, amount, now: now(), userId: p.userId });
    await recordCurrentVersion(tx, inv.bookingId, 'creditNote', p);
    return invoiceView(tx, (await tx.select().from(invoices).where(eq(invoices.id, id)))[0]);
  });
  return c.json(cn, 201);
});
