// The accounting plugin's calls (api-calls: /api/plugins/xero invoice/{id} GET, PUT, POST,
// DELETE) and the connection's state for /plugins. {id} is one of our invoices or credit notes.
// Who: reading needs a staff reader of the booking (bookings.read within its assets); acting needs
// the operator's books of the booking (bookings.update, as for invoices and payments). Agencies and
// guests never (403), a booking out of the caller's assets is a 404.
import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { ZXeroInvoiceState, ZXeroListStates, ZXeroStatus } from '../../../lib/contract/accounting';
import { now } from '../../clock';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { errorResponses, jsonOk } from '../../http/openapi-helpers';
import { createRouter } from '../../http/router';
import { principalOf, requireAnyScope } from '../../http/security';
import { loadBooking } from '../bookings/access';
import { recheck, sendNow, voidDocument } from './actions';
import { invoiceState, listStates, xeroStatus } from './view';

export const accountingRoutes = createRouter();
const tags = ['Accounting'];
const ZId = z.object({ id: z.uuid() });
const READ = ['bookings.read', 'bookings.update'] as const;
const ACT = ['bookings.update'] as const;

async function invoiceFor(db: Db, p: TPrincipal, id: string, mode: 'read' | 'office') {
  const [inv] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!inv) throw errors.notFound('Invoice not found');
  await loadBooking(db, p, inv.bookingId, mode);
  return inv;
}

const state = (db: Db, inv: typeof invoices.$inferSelect) => invoiceState(db, { id: inv.id, number: inv.number, kind: inv.kind, bookingId: inv.bookingId });
const ok = jsonOk(ZXeroInvoiceState, 'The invoice\'s document in Xero with its credit notes, payments and refunds');

// Before /invoice/{id} in reading order only; the paths differ (invoices vs invoice/{id}).
accountingRoutes.openapi(createRoute({
  method: 'get', path: '/api/plugins/xero/invoices', tags, middleware: [requireAnyScope(...READ)], operationId: 'listXeroInvoiceStates',
  summary: 'The Xero state of many invoices and credit notes at once (the invoices list: one call per page)',
  description: 'ids: up to 200 invoice ids, comma separated. Only invoices of bookings the caller may read are answered (others are left out, no error); state none: the invoice has no document (issued while no connection was active).',
  request: { query: z.object({ ids: z.string().max(200 * 37).transform((v) => v.split(',').filter(Boolean)).pipe(z.array(z.uuid()).max(200)) }) },
  responses: { ...jsonOk(ZXeroListStates, 'The states, in the order asked'), ...errorResponses(400, 401, 403) },
}), async (c) => c.json(await listStates(c.get('db'), principalOf(c), c.req.valid('query').ids), 200));

accountingRoutes.openapi(createRoute({
  method: 'get', path: '/api/plugins/xero/invoice/{id}', tags, middleware: [requireAnyScope(...READ)], operationId: 'getXeroInvoice',
  summary: 'The state in Xero of an invoice (or credit note) and of its related documents',
  description: 'States: pending (not sent yet; waitingFor names the document it waits for), synced (Xero\'s id), failed (the error; retried automatically with back-off until retryAt), voided. document is null when the invoice was issued while no Xero connection was active.',
  request: { params: ZId }, responses: { ...ok, ...errorResponses(401, 403, 404) },
}), async (c) => {
  const db = c.get('db');
  return c.json(await state(db, await invoiceFor(db, principalOf(c), c.req.valid('param').id, 'read')), 200);
});

accountingRoutes.openapi(createRoute({
  method: 'post', path: '/api/plugins/xero/invoice/{id}', tags, middleware: [requireAnyScope(...ACT)], operationId: 'sendXeroInvoice',
  summary: 'Send the invoice and the booking\'s related documents to Xero now (a failed one again)',
  description: 'Synced documents are not sent again. An invoice issued before the connection gets its document here. 409 ACCOUNTING_NOT_CONNECTED without an active connection; 502 ACCOUNTING_UNREACHABLE when Xero gives no token. A document Xero refuses ends failed with Xero\'s words (see the answer).',
  request: { params: ZId }, responses: { ...ok, ...errorResponses(401, 403, 404, 409, 502) },
}), async (c) => {
  const db = c.get('db');
  const inv = await invoiceFor(db, principalOf(c), c.req.valid('param').id, 'office');
  await sendNow(db, inv);
  return c.json(await state(db, inv), 200);
});

accountingRoutes.openapi(createRoute({
  method: 'put', path: '/api/plugins/xero/invoice/{id}', tags, middleware: [requireAnyScope(...ACT)], operationId: 'updateXeroInvoice',
  summary: 'Check Xero\'s copy against ours and send ours again where it differs (invoices never change once issued)',
  description: 'Recorded in the document\'s history. Voided in Xero marks ours voided. 409 ACCOUNTING_NOT_SENT when the document is not synced (POST first), ACCOUNTING_REFUSED when Xero refuses the update (e.g. paid); 502 ACCOUNTING_UNREACHABLE.',
  request: { params: ZId }, responses: { ...ok, ...errorResponses(401, 403, 404, 409, 502) },
}), async (c) => {
  const db = c.get('db');
  const p = principalOf(c);
  const inv = await invoiceFor(db, p, c.req.valid('param').id, 'office');
  await recheck(db, p, inv, now());
  return c.json(await state(db, inv), 200);
});

accountingRoutes.openapi(createRoute({
  method: 'delete', path: '/api/plugins/xero/invoice/{id}', tags, middleware: [requireAnyScope(...ACT)], operationId: 'voidXeroInvoice',
  summary: 'Void the invoice\'s document in Xero (state voided); one not sent yet is never sent',
  description: 'Our invoice stays as issued (a credit note reverses it in our books). 409 ACCOUNTING_REFUSED when Xero refuses (a document with payments allocated), ACCOUNTING_NOT_SENT without a document; 502 ACCOUNTING_UNREACHABLE.',
  request: { params: ZId }, responses: { ...ok, ...errorResponses(401, 403, 404, 409, 502) },
}), async (c) => {
  const db = c.get('db');
  const p = principalOf(c);
  const inv = await invoiceFor(db, p, c.req.valid('param').id, 'office');
  await voidDocument(db, p, inv, now());
  return c.json(await state(db, inv), 200);
});

accountingRoutes.openapi(createRoute({
  method: 'get', path: '/api/plugins/xero/status', tags, middleware: [requireAnyScope('systemconnection.read')], operationId: 'getXeroStatus',
  summary: 'The Xero connection and its documents: counts per state, the last sync and the newest standing error',
  description: 'For the readers of system connections (/plugins): the newest error names its document (an invoice number or a payment reference) of any booking, so booking readers limited to their assets do not get it.',
  request: {}, responses: { ...jsonOk(ZXeroStatus, 'The connection\'s state'), ...errorResponses(401, 403) },
}), async (c) => c.json(await xeroStatus(c.get('db')), 200));
