// The booking's mails sent by hand from its page, each with a preview of exactly what would go out
// (recipient, language, subject, body, attachments; secret links shown as a placeholder):
//   POST /api/bookings/{id}/sendConfirmation[/preview]   the confirmation PDF (confirmation-mail.ts)
//   POST /api/bookings/{id}/sendVoucher/preview           (sending: routes.ts)
//   POST /api/bookings/{id}/sendGuestFormMail/preview     (sending: routes.ts)
//   POST /api/bookings/{id}/sendInvoice                   the invoice PDF and its public link (send-invoice.ts)
// The spec names sendInvoice, sendMail and sendGuestFormMail; the confirmation and the previews are
// ours (docs/decisions/mail-sending.md, "The confirmation").
import { createRoute, z } from '@hono/zod-openapi';
import { ZConfirmationMail, ZGuestFormMail, ZGuestFormMailQuery, ZMailPreview, ZQueuedMails, ZVoucherMail, type TMailPreview } from '../../../lib/contract/mail';
import { createRouter } from '../../http/router';
import { principalOf, requireAuth, requireScopes } from '../../http/security';
import { loadBooking } from '../bookings/access';
import { errorResponses, jsonOk } from '../../http/openapi-helpers';
import { guestFormMail } from './booking-mail';
import { confirmationMail, type TConfirmationInput } from './confirmation-mail';
import { queueMails, worthSending, type TNewMail } from './outbox';
import { hideLinks } from './sealed-links';
import { sendInvoice } from './send-invoice';
import { voucherMail, type TVoucherMailInput } from './voucher-mail';

export const mailSendRoutes = createRouter();
const tags = ['Mail'];
const ZId = z.object({ id: z.uuid() });
const office = [requireScopes('bookings.update')];
const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: false } });

/** What the preview shows; a mail the outbox would refuse is refused here too (same 409). */
function previewOf(mail: TNewMail, language: string): TMailPreview {
  worthSending([mail]);
  return {
    to: mail.to.toLowerCase(), language, subject: mail.subject, html: hideLinks(mail.html), text: hideLinks(mail.text),
    attachments: (mail.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, size: Buffer.byteLength(a.content, 'base64') })),
  };
}

const langOf = (mail: TNewMail) => (/<html lang="en"/.test(mail.html) ? 'en' : 'de');

mailSendRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/sendConfirmation', tags, middleware: office, operationId: 'bookingSendConfirmation',
  summary: 'Queue the booking confirmation (PDF attached; the invoice where the template says so) to the lead customer or one address',
  request: { params: ZId, ...body(ZConfirmationMail) },
  responses: { ...jsonOk(ZQueuedMails, 'Queued mail'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const db = c.get('db');
  const b = await loadBooking(db, principalOf(c), c.req.valid('param').id, 'office');
  const mail = await confirmationMail(db, b.id, (c.req.valid('json') ?? {}) as TConfirmationInput);
  const ids = await queueMails(db, [mail]);
  return c.json({ queued: ids.length, ids, to: [mail.to.toLowerCase()] }, 200);
});

mailSendRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/sendConfirmation/preview', tags, middleware: office,
  summary: 'The confirmation mail as it would go out, not sent',
  request: { params: ZId, ...body(ZConfirmationMail) },
  responses: { ...jsonOk(ZMailPreview, 'The mail'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const db = c.get('db');
  const b = await loadBooking(db, principalOf(c), c.req.valid('param').id, 'office');
  const mail = await confirmationMail(db, b.id, (c.req.valid('json') ?? {}) as TConfirmationInput);
  return c.json(previewOf(mail, langOf(mail)), 200);
});

mailSendRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/sendVoucher/preview', tags, middleware: office,
  summary: 'The voucher mail as it would go out, not sent',
  request: { params: ZId, ...body(ZVoucherMail) },
  responses: { ...jsonOk(ZMailPreview, 'The mail'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const db = c.get('db');
  const b = await loadBooking(db, principalOf(c), c.req.valid('param').id, 'office');
  const mail = await voucherMail(db, b, (c.req.valid('json') ?? {}) as TVoucherMailInput);
  return c.json(previewOf(mail, langOf(mail)), 200);
});

mailSendRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/sendGuestFormMail/preview', tags, middleware: office,
  summary: 'The guest-form mail as it would go out, not sent (query force as for sending)',
  request: { params: ZId, query: ZGuestFormMailQuery, ...body(ZGuestFormMail) },
  responses: { ...jsonOk(ZMailPreview, 'The mail'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const db = c.get('db');
  const b = await loadBooking(db, principalOf(c), c.req.valid('param').id, 'office');
  const mail = await guestFormMail(db, b.id, c.req.valid('query').force === '1', (c.req.valid('json') ?? {}) as { email?: string; language?: string });
  return c.json(previewOf(mail, langOf(mail)), 200);
});

const ZSendInvoice = z.strictObject({
  /** Another address than the invoice recipient's (e.g. the agency's accounts). */
  email: z.email().optional(),
  /** A mail template for the text; the PDF is attached either way. */
  template: z.uuid().optional(),
});

mailSendRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/sendInvoice', tags: ['Invoices'], middleware: [requireAuth()], operationId: 'sendBookingInvoice',
  summary: 'Queue a mail with the booking\'s invoice (PDF attached, and its public link) to the invoice\'s recipient or one address',
  description: 'force=1 issues the invoice first when the booking has none. 409 NO_INVOICE, NO_RECIPIENT (no address).',
  request: { params: ZId, query: z.object({ force: z.enum(['0', '1']).optional() }), body: { content: { 'application/json': { schema: ZSendInvoice } }, required: false } },
  responses: { ...jsonOk(z.object({ queued: z.number().int(), ids: z.array(z.uuid()), to: z.array(z.string()) }), 'Queued mail'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const given = (c.req.header('content-type')?.includes('json') ? c.req.valid('json') : undefined) ?? {};
  return c.json(await sendInvoice(c.get('db'), principalOf(c), c.req.valid('param').id, given, c.req.valid('query').force === '1'), 200);
});
