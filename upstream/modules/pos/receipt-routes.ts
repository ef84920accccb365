// GET /api/pos/receipts: the receipts of a stretch of time (a day at the counter, /pos/list) with
// their lines and payments in one answer, newest first (issue 36: the screen read each ticket on
// its own). Settled tickets only; limited to the caller's resorts and vessels like every ticket read.
import { createRoute } from '@hono/zod-openapi';
import { and, desc, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import { POS_RECEIPTS_MAX, ZPosReceiptList, ZPosReceiptsQuery } from '../../../lib/contract/pos';
import { posItems } from '../../db/schema';
import { errorResponses, jsonOk } from '../../http/openapi-helpers';
import { createRouter } from '../../http/router';
import { principalOf, requireAnyScope } from '../../http/security';
import { productInReach } from '../stock';
import { POS_READ } from './routes';
import { ticketsWire } from './ticket';

export const posReceiptRoutes = createRouter();

posReceiptRoutes.openapi(createRoute({
  method: 'get', path: '/api/pos/receipts', tags: ['POS'], middleware: [requireAnyScope(...POS_READ)], operationId: 'getPosReceipts',
  summary: 'The receipts paid from..to (instants, to excluded, at most 7 days): settled tickets with lines and payments, newest first',
  request: { query: ZPosReceiptsQuery },
  responses: { ...jsonOk(ZPosReceiptList, 'The receipts'), ...errorResponses(400, 401, 403) },
}), async (c) => {
  const p = principalOf(c);
  const db = c.get('db');
  const q = c.req.valid('query');
  const rows = await db.select().from(posItems).where(and(
    isNotNull(posItems.paidAt), gte(posItems.paidAt, new Date(q.from)), lt(posItems.paidAt, new Date(q.to)), inArray(posItems.status, ['paid', 'booked', 'void']),
  )).orderBy(desc(posItems.paidAt), desc(posItems.receiptNo));
  const seen = rows.filter((t) => productInReach(p, t));
  return c.json({ data: await ticketsWire(db, seen.slice(0, POS_RECEIPTS_MAX)), truncated: seen.length > POS_RECEIPTS_MAX }, 200);
});
