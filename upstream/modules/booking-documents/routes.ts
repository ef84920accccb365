// Documents on a booking (api-calls 7.4, issue 16): the document templates (list, render, render
// in another language), a generated document kept on the booking (store), uploads, the kept
// documents (list, bytes, delete) and the check-in QR code. docs/decisions/booking-documents.md.
import { createRoute, z } from '@hono/zod-openapi';
import QRCode from 'qrcode';
import {
  DOC_TEMPLATES, ZBookingDocument, ZBookingDocuments, ZCheckinQr, ZDocTemplates, ZRenderTemplate, ZStoreQuery, ZUploadQuery,
} from '../../../lib/contract/booking-documents';
import { createRouter } from '../../http/router';
import { principalOf, requireAuth } from '../../http/security';
import { errorResponses, jsonOk } from '../../http/openapi-helpers';
import { loadBooking } from '../bookings/access';
import { mountBulkTemplateRoutes } from './bulk-routes';
import { acceptUpload, deleteDocument, keepDocument, listDocuments, serveDocument } from './files';
import { listTemplates, renderTemplate, type TRendered } from './templates';

export const bookingDocumentRoutes = createRouter();
// The list-level templates/{templateId}[/occupancy] first: before the {id}/... shapes.
mountBulkTemplateRoutes(bookingDocumentRoutes);
const tags = ['Booking documents'];
const ZId = z.object({ id: z.uuid() });
const ZTemplateParam = z.object({ id: z.uuid(), templateId: z.enum(DOC_TEMPLATES) });
const ZDocParam = z.object({ id: z.uuid(), docId: z.uuid() });
const PDF = { 200: { content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } }, description: 'PDF' } };
const ZFile = z.custom<File>((v) => v instanceof File, { message: 'A file is required' }).openapi({ type: 'string', format: 'binary' });
const ZUploadBody = z.object({ file: ZFile, name: z.string().trim().max(200).optional() });

const pdfResponse = (r: TRendered) => new Response(new Uint8Array(r.pdf), {
  status: 200,
  headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${r.fileName}"`, 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' },
});

bookingDocumentRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/{id}/templates', tags, middleware: [requireAuth()], operationId: 'listBookingTemplates',
  summary: 'The document templates a booking can be rendered with (confirmation, voucher, invoice) and whether each is available now',
  request: { params: ZId }, responses: { ...jsonOk(ZDocTemplates, 'Templates'), ...errorResponses(401, 403, 404) },
}), async (c) => {
  const db = c.get('db');
  const b = await loadBooking(db, principalOf(c), c.req.valid('param').id, 'read');
  return c.json({ data: await listTemplates(db, b) }, 200);
});

bookingDocumentRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/{id}/templates/{templateId}', tags, middleware: [requireAuth()], operationId: 'renderBookingTemplate',
  summary: 'The booking rendered with a document template, in the booking\'s language (PDF)',
  description: '409 NO_INVOICE for the invoice template while the booking has no invoice in force.',
  request: { params: ZTemplateParam }, responses: { ...PDF, ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const db = c.get('db');
  const { id, templateId } = c.req.valid('param');
  return pdfResponse(await renderTemplate(db, await loadBooking(db, principalOf(c), id, 'read'), templateId));
});

bookingDocumentRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/templates/{templateId}', tags, middleware: [requireAuth()], operationId: 'renderBookingTemplateWith',
  summary: 'The booking rendered with a document template and options (another language than the booking\'s) as PDF',
  description: 'An invoice keeps the language it was issued in. 409 NO_INVOICE as the GET.',
  request: { params: ZTemplateParam, body: { content: { 'application/json': { schema: ZRenderTemplate } }, required: false } },
  responses: { ...PDF, ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const db = c.get('db');
  const { id, templateId } = c.req.valid('param');
  const body = (c.req.header('content-type')?.includes('json') ? c.req.valid('json') : undefined) ?? {};
  return pdfResponse(await renderTemplate(db, await loadBooking(db, principalOf(c), id, 'read'), templateId, body.language));
});

bookingDocumentRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/store', tags, middleware: [requireAuth()], operationId: 'storeBookingDocument',
  summary: 'Generate a document from a template and keep it on the booking (store: the name it is kept under)',
  request: { params: ZId, query: ZStoreQuery },
  responses: { 201: { content: { 'application/json': { schema: ZBookingDocument } }, description: 'The kept document' }, ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const db = c.get('db');
  const p = principalOf(c);
  const q = c.req.valid('query');
  const b = await loadBooking(db, p, c.req.valid('param').id, 'office');
  const r = await renderTemplate(db, b, q.template);
  const name = q.store ? (q.store.toLowerCase().endsWith('.pdf') ? q.store : `${q.store}.pdf`) : r.fileName;
  const doc = await keepDocument(db, { bookingId: b.id, source: 'template', template: q.template, name, file: { data: r.pdf, mimeType: 'application/pdf', width: null, height: null }, userId: p.userId });
  return c.json(doc, 201);
});

bookingDocumentRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/upload', tags, middleware: [requireAuth()], operationId: 'uploadBookingDocument',
  summary: 'Keep a file on the booking (multipart: file, optional name): pictures, PDF, text, office documents',
  description: 'The type is taken from the bytes. 413 above the settings\' maxMediaFileSizeInKb; 415 UNSUPPORTED_FILE_TYPE for anything else (HTML, SVG, scripts, archives, unknown bytes). optimize=1 (default) turns pictures upright, scales them to at most 2560 px and drops their metadata.',
  request: { params: ZId, query: ZUploadQuery, body: { content: { 'multipart/form-data': { schema: ZUploadBody } }, required: true } },
  responses: {
    201: { content: { 'application/json': { schema: ZBookingDocument } }, description: 'The kept file' },
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
}), async (c) => {
  const db = c.get('db');
  const p = principalOf(c);
  const b = await loadBooking(db, p, c.req.valid('param').id, 'office');
  const form = c.req.valid('form');
  const file = await acceptUpload(db, form.file, c.req.valid('query').optimize !== '0');
  return c.json(await keepDocument(db, { bookingId: b.id, source: 'upload', name: form.name || form.file.name, file, userId: p.userId }), 201);
});

bookingDocumentRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/{id}/documents', tags, middleware: [requireAuth()], operationId: 'listBookingDocuments',
  summary: 'The documents kept on a booking (stored from templates and uploaded), newest first',
  request: { params: ZId }, responses: { ...jsonOk(ZBookingDocuments, 'Documents'), ...errorResponses(401, 403, 404) },
}), async (c) => {
  const db = c.get('db');
  const b = await loadBooking(db, principalOf(c), c.req.valid('param').id, 'read');
  return c.json({ data: await listDocuments(db, b.id) }, 200);
});

bookingDocumentRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/{id}/documents/{docId}', tags, middleware: [requireAuth()], operationId: 'getBookingDocument',
  summary: 'A kept document\'s bytes with its content type; never active content (sandbox CSP, nosniff, a download for anything but a picture)',
  request: { params: ZDocParam },
  responses: { 200: { content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } }, description: 'The bytes' }, ...errorResponses(401, 403, 404) },
}), async (c) => {
  const db = c.get('db');
  const { id, docId } = c.req.valid('param');
  const b = await loadBooking(db, principalOf(c), id, 'read');
  return serveDocument(db, b.id, docId);
});

bookingDocumentRoutes.openapi(createRoute({
  method: 'delete', path: '/api/bookings/{id}/documents/{docId}', tags, middleware: [requireAuth()], operationId: 'deleteBookingDocument',
  summary: 'Remove a kept document or upload from the booking (issued invoices are not affected: they live on in the invoices)',
  request: { params: ZDocParam }, responses: { 204: { description: 'Removed' }, ...errorResponses(401, 403, 404) },
}), async (c) => {
  const db = c.get('db');
  const { id, docId } = c.req.valid('param');
  const b = await loadBooking(db, principalOf(c), id, 'office');
  await deleteDocument(db, b.id, docId);
  return c.body(null, 204);
});

bookingDocumentRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/qrcode', tags, middleware: [requireAuth()], operationId: 'bookingCheckinQrCode',
  summary: 'The check-in QR code of a booking: its booking number (the desk scans it into the booking search), as SVG and PNG',
  request: { params: ZId }, responses: { ...jsonOk(ZCheckinQr, 'The code'), ...errorResponses(401, 403, 404) },
}), async (c) => {
  const b = await loadBooking(c.get('db'), principalOf(c), c.req.valid('param').id, 'read');
  const reference = b.bookingNo ?? b.reservationNo ?? b.offerNo ?? b.id;
  const opts = { errorCorrectionLevel: 'M' as const, margin: 2 };
  const [svg, png] = await Promise.all([QRCode.toString(reference, { ...opts, type: 'svg' }), QRCode.toDataURL(reference, { ...opts, width: 300 })]);
  return c.json({ reference, svg, png }, 200);
});
