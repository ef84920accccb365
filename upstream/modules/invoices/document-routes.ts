// Document calls of a booking (api-calls 7.4): {no}/download (force, template), the EPC payment
// QR code, and the public link of its invoice; plus the public reads behind /invoice/{id} and
// /club/invoice/{id} (by the invoice's unguessable token, no login).
import { createRoute, z } from '@hono/zod-openapi';
import { and, desc, eq, or } from 'drizzle-orm';
import { ZInvoice, ZPublicLink, ZPublicLinkQuery } from '../../../lib/contract/invoices';
import { now } from '../../clock';
import type { Db } from '../../db/client';
import { bookings, invoices } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { createRouter } from '../../http/router';
import { principalOf, requireAuth } from '../../http/security';
import { errorResponses, jsonOk } from '../../http/openapi-helpers';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context';
import { loadBooking, type TBookingRow } from '../bookings/access';
import { balanceOf } from '../bookings/payments/balance';
import { renderBookingDocument, type TBookingDocKind } from './booking-document';
import { einvoiceResponse } from './einvoice';
import { epcPayload, epcSvg } from './epc-qr';
import { invoicesInForce, issueInvoices, readCompany } from './issue-invoice';
import { invoicePdfResponse } from './pdf-response';
import { invoiceByToken, invoiceView, loadInvoice } from './view';
import { ZBookingNo } from './invoice-ref';

export const invoiceDocumentRoutes = createRouter();
const tags = ['Invoices'];
const ZId = z.object({ id: z.uuid() });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A booking by id or by one of its numbers, with the caller's access. */
async function bookingByRef(db: Db, p: TPrincipal, ref: string, mode: 'read' | 'office') {
  const [b] = await db.select({ id: bookings.id }).from(bookings)
    .where(UUID.test(ref) ? eq(bookings.id, ref) : or(eq(bookings.bookingNo, ref), eq(bookings.reservationNo, ref), eq(bookings.offerNo, ref))).limit(1);
  if (!b) throw errors.notFound('Booking not found');
  return loadBooking(db, p, b.id, mode);
}

invoiceDocumentRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/{no}/download', tags, middleware: [requireAuth()], operationId: 'downloadBookingDocument',
  summary: 'A booking\'s document as PDF: {no} is an invoice or credit note number, or a booking (id or number) whose invoice in force is meant',
  description: 'template: invoice (default), xrechnung or facturx (the invoice as e-invoice, see /api/invoices/{id}/xrechnung; 422 when incomplete) or confirmation (the booking confirmation, {no} a booking). force=1 issues the invoice first when the booking has none (office only); without it a booking without an invoice is 404.',
  request: { params: ZBookingNo, query: z.object({ force: z.enum(['0', '1']).optional(), template: z.enum(['invoice', 'xrechnung', 'facturx', 'confirmation']).optional() }) },
  responses: { 200: { content: { 'application/pdf': { schema: z.string() }, 'application/xml': { schema: z.string() } }, description: 'PDF (XML for xrechnung)' }, ...errorResponses(400, 401, 403, 404, 409, 422) },
}), async (c) => {
  const db = c.get('db');
  const p = principalOf(c);
  const { no } = c.req.valid('param');
  const { template } = c.req.valid('query');
  const answer = async (id: string) => {
    const row = await loadInvoice(db, p, id);
    return template === 'xrechnung' || template === 'facturx' ? einvoiceResponse(c, db, row, template) : invoicePdfResponse(c, db, row, true);
  };
  if (template === 'confirmation') return pdfAnswer(c, await bookingByRef(db, p, no, 'read'), 'confirmation');
  const [byNumber] = UUID.test(no) ? [] : await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.number, no));
  if (byNumber) return answer(byNumber.id);
  const booking = await bookingByRef(db, p, no, 'read');
  let [inv] = await invoicesInForce(db, booking.id);
  if (!inv && c.req.valid('query').force === '1') {
    const [id] = await db.transaction((tx) => issueInvoices(tx, p, booking.id, [{ recipient: 'customer' }], now()));
    inv = { id, number: '', language: '' };
  }
  if (!inv) throw errors.notFound('The booking has no invoice yet (force=1 issues it)');
  return answer(inv.id);
});

async function pdfAnswer(c: Context<AppEnv>, b: TBookingRow, kind: TBookingDocKind): Promise<Response> {
  const pdf = await renderBookingDocument(c.get('db'), b, kind);
  const file = `${kind}-${(b.bookingNo ?? b.reservationNo ?? b.offerNo ?? b.id).replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`;
  return c.body(new Uint8Array(pdf), 200, { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${file}"`, 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' });
}

invoiceDocumentRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/{no}/voucher', tags, middleware: [requireAuth()], operationId: 'bookingVoucher',
  summary: 'The voucher of a booking (by id or number) as PDF: place, dates, rooms, guests and a QR code of the booking number',
  request: { params: ZBookingNo },
  responses: { 200: { content: { 'application/pdf': { schema: z.string() } }, description: 'PDF' }, ...errorResponses(401, 403, 404) },
}), async (c) => pdfAnswer(c, await bookingByRef(c.get('db'), principalOf(c), c.req.valid('param').no, 'read'), 'voucher'));

const ZPaymentQr = z.object({ amount: z.number().int(), currency: z.string(), payload: z.string(), svg: z.string() });

invoiceDocumentRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/paymentqrcode', tags, middleware: [requireAuth()], operationId: 'bookingPaymentQrCode',
  summary: 'An EPC (SEPA credit transfer, EPC069-12) QR code for what the booking still owes (its lines and room bill less all payments: the amount its invoice asks for), with the booking reference',
  description: '409 NO_PAYMENT_QR when nothing is open, the currency is not EUR, or the company has no IBAN (/config/company).',
  request: { params: ZId }, responses: { ...jsonOk(ZPaymentQr, 'The code'), ...errorResponses(401, 403, 404, 409) },
}), async (c) => {
  const db = c.get('db');
  const b = await loadBooking(db, principalOf(c), c.req.valid('param').id, 'read');
  // The booking's one balance (bookings/balance.ts): the same amount its invoice asks for.
  const { open } = await balanceOf(db, b.id);
  const co = await readCompany(db);
  const payload = epcPayload({ name: co.accountHolder || co.name, iban: co.iban, bic: co.bic, amount: open, currency: b.currency, remittance: b.bookingNo ?? b.reservationNo ?? b.offerNo ?? b.id });
  if (!payload) throw errors.conflict('NO_PAYMENT_QR', 'No transfer to encode: nothing open, not EUR, or no IBAN and name in /config/company.');
  return c.json({ amount: open, currency: b.currency, payload, svg: await epcSvg(payload) }, 200);
});

invoiceDocumentRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/invoice/public', tags, middleware: [requireAuth()], operationId: 'publicInvoiceLink',
  summary: 'The public link (/invoice/{token}, /club/invoice/{token}) of the booking\'s newest invoice in force',
  description: 'provider and level are stored for the pay button of the online payment issue. 409 NO_INVOICE when the booking has none.',
  request: { params: ZId, query: ZPublicLinkQuery }, responses: { ...jsonOk(ZPublicLink, 'The link'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const q = c.req.valid('query');
  const out = await c.get('db').transaction(async (tx) => {
    const b = await loadBooking(tx, principalOf(c), c.req.valid('param').id, 'office', true);
    const [inv] = await tx.select().from(invoices)
      .where(and(eq(invoices.bookingId, b.id), eq(invoices.kind, 'invoice'))).orderBy(desc(invoices.createdAt), desc(invoices.seq)).limit(1);
    if (!inv || !(await invoicesInForce(tx, b.id)).some((i) => i.id === inv.id)) throw errors.conflict('NO_INVOICE', 'The booking has no invoice in force.');
    if (q.provider !== undefined || q.level !== undefined) {
      // The link's options only; the document itself is never changed.
      await tx.update(invoices).set({ publicProvider: q.provider ?? inv.publicProvider, publicLevel: q.level ?? inv.publicLevel }).where(eq(invoices.id, inv.id));
    }
    return { invoice: inv.id, number: inv.number, token: inv.publicToken, url: `/invoice/${inv.publicToken}`, clubUrl: `/club/invoice/${inv.publicToken}` };
  });
  return c.json(out, 200);
});

const ZToken = z.object({ token: z.string().min(1).max(100) });

invoiceDocumentRoutes.openapi(createRoute({
  method: 'get', path: '/api/invoice/public/{token}', tags, operationId: 'getPublicInvoice',
  summary: 'The invoice behind a public link (no login; the token is the secret)',
  request: { params: ZToken }, responses: { ...jsonOk(ZInvoice, 'The invoice'), ...errorResponses(404) },
}), async (c) => {
  const db = c.get('db');
  const inv = await invoiceByToken(db, c.req.valid('param').token);
  if (!inv) throw errors.notFound('Invoice not found');
  c.header('cache-control', 'private, no-store');
  c.header('x-robots-tag', 'noindex');
  return c.json(await invoiceView(db, inv), 200);
});

invoiceDocumentRoutes.openapi(createRoute({
  method: 'get', path: '/api/invoice/public/{token}/pdf', tags, operationId: 'getPublicInvoicePdf',
  summary: 'The PDF of the invoice behind a public link',
  request: { params: ZToken },
  responses: { 200: { content: { 'application/pdf': { schema: z.string() } }, description: 'PDF' }, ...errorResponses(404) },
}), async (c) => {
  const db = c.get('db');
  const inv = await invoiceByToken(db, c.req.valid('param').token);
  if (!inv) throw errors.notFound('Invoice not found');
  c.header('x-robots-tag', 'noindex');
  return invoicePdfResponse(c, db, inv);
});
