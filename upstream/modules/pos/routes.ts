// The counter calls of api-calls 7.14 (issue 36 item 5; docs/decisions/pos.md): fixed paths under
// the generic /api/pos base, whose records (tickets) this module owns (registrations.ts). Each
// write is one transaction; the ticket's row is locked first.
import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { ZPosAddProduct, ZPosCombine, ZPosPay, ZPosRemoveProductQuery, ZPosTakeover, ZPosTicket } from '../../../lib/contract/pos';
import type { Db } from '../../db/client';
import { resorts, vessels } from '../../db/schema';
import { createRouter } from '../../http/router';
import { principalOf, requireAnyScope } from '../../http/security';
import { errorResponses, jsonBody, jsonOk } from '../../http/openapi-helpers';
import { receiptPdf } from './receipt-pdf';
import { reversePayment, settleTicket } from './settle';
import { assertOpen, loadTicket, ticketWire, type TTicketRow } from './ticket';
import { addProduct, combineTickets, removeLine } from './ticket-lines';
import { takeOver } from './take-over';

export const posRoutes = createRouter();
const tags = ['POS'];
export const POS_READ = ['pos.read', 'pos.update', 'pos.create'];
export const POS_WRITE = ['pos.update', 'pos.create'];
const ZId = z.object({ id: z.uuid() });
const answer = { ...jsonOk(ZPosTicket, 'The ticket with its lines and payments'), ...errorResponses(400, 401, 403, 404, 409, 422) };

posRoutes.openapi(createRoute({
  method: 'post', path: '/api/pos/combineItems', tags, middleware: [requireAnyScope(...POS_WRITE)], operationId: 'postPosCombineItems',
  summary: 'Combine open tickets: the lines of the others move onto the first, the emptied tickets go',
  request: jsonBody(ZPosCombine), responses: answer,
}), async (c) => {
  const p = principalOf(c);
  const db = c.get('db');
  const t = await db.transaction((tx) => combineTickets(tx, p, c.req.valid('json').tickets));
  return c.json(await ticketWire(db, t), 200);
});

posRoutes.openapi(createRoute({
  method: 'get', path: '/api/pos/{id}/ticket', tags, middleware: [requireAnyScope(...POS_READ)], operationId: 'getPosByIdTicket',
  summary: 'A ticket with its lines, payments and the change of a cash payment',
  request: { params: ZId }, responses: answer,
}), async (c) => {
  const db = c.get('db');
  return c.json(await ticketWire(db, await loadTicket(db, principalOf(c), c.req.valid('param').id)), 200);
});

posRoutes.openapi(createRoute({
  method: 'post', path: '/api/pos/{id}/product', tags, middleware: [requireAnyScope(...POS_WRITE)], operationId: 'postPosByIdProduct',
  summary: 'Ring up a product (by id, or by its SKU as a scanner reads it) on an open ticket; the same product again adds to its line',
  request: { params: ZId, ...jsonBody(ZPosAddProduct) }, responses: answer,
}), async (c) => {
  const p = principalOf(c);
  const db = c.get('db');
  const t = await db.transaction((tx) => addProduct(tx, p, c.req.valid('param').id, c.req.valid('json')));
  return c.json(await ticketWire(db, t), 200);
});

posRoutes.openapi(createRoute({
  method: 'delete', path: '/api/pos/{id}/product', tags, middleware: [requireAnyScope(...POS_WRITE)], operationId: 'deletePosByIdProduct',
  summary: 'Take a line off an open ticket (query line)',
  request: { params: ZId, query: ZPosRemoveProductQuery }, responses: answer,
}), async (c) => {
  const p = principalOf(c);
  const db = c.get('db');
  const t = await db.transaction((tx) => removeLine(tx, p, c.req.valid('param').id, c.req.valid('query').line));
  return c.json(await ticketWire(db, t), 200);
});

posRoutes.openapi(createRoute({
  method: 'post', path: '/api/pos/{id}/payment', tags, middleware: [requireAnyScope(...POS_WRITE)], operationId: 'postPosByIdPayment',
  summary: 'Pay the ticket in cash (given: what was handed over) or by card: it gets the next receipt number and its goods leave the stock (409 STOCK_INSUFFICIENT refuses it whole)',
  request: { params: ZId, ...jsonBody(ZPosPay) }, responses: answer,
}), async (c) => {
  const p = principalOf(c);
  const db = c.get('db');
  const b = c.req.valid('json');
  const t = await db.transaction(async (tx) => {
    const row = await loadTicket(tx, p, c.req.valid('param').id, true);
    assertOpen(row);
    await settleTicket(tx, p, row, { method: b.method, given: b.given });
    return loadTicket(tx, p, row.id);
  });
  return c.json(await ticketWire(db, t), 200);
});

posRoutes.openapi(createRoute({
  method: 'delete', path: '/api/pos/{id}/payment', tags, middleware: [requireAnyScope(...POS_WRITE)], operationId: 'deletePosByIdPayment',
  summary: 'Take a paid ticket\'s payment back: the opposite payment is appended, the ticket is void and its goods return to stock',
  request: { params: ZId }, responses: answer,
}), async (c) => {
  const p = principalOf(c);
  const db = c.get('db');
  const t = await db.transaction(async (tx) => {
    const row = await loadTicket(tx, p, c.req.valid('param').id, true);
    await reversePayment(tx, p, row);
    return loadTicket(tx, p, row.id);
  });
  return c.json(await ticketWire(db, t), 200);
});

posRoutes.openapi(createRoute({
  method: 'post', path: '/api/pos/{id}/booking', tags, middleware: [requireAnyScope(...POS_WRITE)], operationId: 'postPosByIdBooking',
  summary: 'Take the ticket over onto a guest\'s room bill (booking, room, guest idx): its lines become on-site items of the booking (needs bookings.update)',
  request: { params: ZId, ...jsonBody(ZPosTakeover) }, responses: answer,
}), async (c) => {
  const p = principalOf(c);
  const db = c.get('db');
  const t = await db.transaction((tx) => takeOver(tx, p, c.req.valid('param').id, c.req.valid('json')));
  return c.json(await ticketWire(db, t), 200);
});

async function placeName(db: Db, t: TTicketRow): Promise<string> {
  const [r] = t.resort ? await db.select({ name: resorts.name }).from(resorts).where(eq(resorts.id, t.resort)) : [];
  const [v] = !r && t.vessel ? await db.select({ name: vessels.name }).from(vessels).where(eq(vessels.id, t.vessel)) : [];
  return r?.name ?? v?.name ?? '';
}

posRoutes.openapi(createRoute({
  method: 'post', path: '/api/pos/{id}/print', tags, middleware: [requireAnyScope(...POS_READ)], operationId: 'postPosByIdPrint',
  summary: 'The ticket\'s receipt as a PDF (80 mm wide), in the caller\'s language',
  request: { params: ZId },
  responses: { 200: { content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } }, description: 'PDF' }, ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const db = c.get('db');
  const t = await loadTicket(db, principalOf(c), c.req.valid('param').id);
  const pdf = await receiptPdf(await ticketWire(db, t), await placeName(db, t), c.get('lang'));
  return c.body(new Uint8Array(pdf), 200, {
    'content-type': 'application/pdf', 'content-disposition': `inline; filename="receipt-${t.receiptNo ?? 'open'}.pdf"`,
    'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store',
  });
});
