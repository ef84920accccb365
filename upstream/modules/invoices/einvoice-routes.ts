// E-invoice calls (issue 16): GET /api/invoices/{id}/xrechnung (XRechnung, UBL 2.1 XML) and
// GET /api/invoices/{id}/facturx (ZUGFeRD / Factur-X EN 16931, PDF/A-3 with the CII XML inside),
// for invoices and credit notes addressed to an agency; 422 EINVOICE_INCOMPLETE lists the
// mandatory data that is missing, 422 EINVOICE_INVALID what the writer rejected. The same documents: GET /api/bookings/{no}/download?template=.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { principalOf, requireAuth } from '../../http/security';
import { errorResponses } from '../../http/openapi-helpers';
import { einvoiceResponse } from './einvoice';
import { loadInvoice } from './view';
import { ZInvoiceRef } from './invoice-ref';

export const einvoiceRoutes = createRouter();
const tags = ['Invoices'];

einvoiceRoutes.openapi(createRoute({
  method: 'get', path: '/api/invoices/{id}/xrechnung', tags, middleware: [requireAuth()], operationId: 'getInvoiceXRechnung',
  summary: 'The invoice or credit note (by id or number) as XRechnung: EN 16931 UBL 2.1 XML, for an agency recipient',
  description: '422 EINVOICE_INCOMPLETE (fields: what is missing) when the document is not addressed to an agency or mandatory data of the company or the agency is missing (VAT id, address, e-mail, phone, IBAN); 422 EINVOICE_INVALID (fields: what the e-invoice writer rejected) when the document cannot be expressed in EN 16931 (e.g. amounts with three decimals).',
  request: { params: ZInvoiceRef },
  responses: { 200: { content: { 'application/xml': { schema: z.string() } }, description: 'XRechnung XML' }, ...errorResponses(401, 403, 404, 422) },
}), async (c) => {
  const db = c.get('db');
  return einvoiceResponse(c, db, await loadInvoice(db, principalOf(c), c.req.valid('param').id), 'xrechnung');
});

einvoiceRoutes.openapi(createRoute({
  method: 'get', path: '/api/invoices/{id}/facturx', tags, middleware: [requireAuth()], operationId: 'getInvoiceFacturX',
  summary: 'The invoice or credit note (by id or number) as ZUGFeRD / Factur-X (profile EN 16931): the PDF as PDF/A-3 with factur-x.xml embedded',
  description: '422 EINVOICE_INCOMPLETE and EINVOICE_INVALID as for /xrechnung.',
  request: { params: ZInvoiceRef },
  responses: { 200: { content: { 'application/pdf': { schema: z.string() } }, description: 'PDF/A-3' }, ...errorResponses(401, 403, 404, 422) },
}), async (c) => {
  const db = c.get('db');
  return einvoiceResponse(c, db, await loadInvoice(db, principalOf(c), c.req.valid('param').id), 'facturx');
});
