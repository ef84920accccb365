// The counter's statistics and the day's closings (issue 36 item 5): GET /api/pos/stats (api-calls
// 7.14), POST /api/pos/closing (the Z report, numbered, never changed), the list of closings and
// GET /api/pos/external/dsfinvk, the receipt journal of closings for a German tax audit.
import { createRoute, z } from '@hono/zod-openapi';
import { desc } from 'drizzle-orm';
import { ZPosClosing, ZPosClosingList, ZPosStats, ZPosStatsQuery } from '../../../lib/contract/pos';
import { today } from '../../clock';
import { posClosings } from '../../db/schema';
import { createRouter } from '../../http/router';
import { principalOf, requireAnyScope } from '../../http/security';
import { errorResponses, jsonOk } from '../../http/openapi-helpers';
import { closeDay, closingWire } from './close-day';
import { dsfinvkExport } from './dsfinvk-export';
import { POS_READ, POS_WRITE } from './routes';
import { totalsOf } from './totals';

export const posClosingRoutes = createRouter();
const tags = ['POS'];
const DAY_MS = 86_400_000;

posClosingRoutes.openapi(createRoute({
  method: 'get', path: '/api/pos/stats', tags, middleware: [requireAnyScope(...POS_READ)], operationId: 'getPosStats',
  summary: 'The counter\'s payments of the days from..to (UTC days, default today): tickets, total, by method and by tax rate',
  request: { query: ZPosStatsQuery },
  responses: { ...jsonOk(ZPosStats, 'The sums'), ...errorResponses(400, 401, 403) },
}), async (c) => {
  const q = c.req.valid('query');
  const from = q.from ?? today();
  const to = q.to ?? from;
  // (since, until]: the instant before the first day's midnight, up to the last day's end.
  const totals = await totalsOf(c.get('readDb'), new Date(Date.parse(`${from}T00:00:00Z`) - 1), new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS - 1));
  return c.json({ ...totals, from, to }, 200);
});

posClosingRoutes.openapi(createRoute({
  method: 'post', path: '/api/pos/closing', tags, middleware: [requireAnyScope(...POS_WRITE)], operationId: 'postPosClosing',
  summary: 'Close the day (Z report): the payments since the previous closing by method and tax rate, under the next number; never changed',
  responses: { ...jsonOk(ZPosClosing, 'The closing'), ...errorResponses(401, 403, 409) },
}), async (c) => {
  const p = principalOf(c);
  const row = await c.get('db').transaction((tx) => closeDay(tx, p));
  return c.json(closingWire(row), 200);
});

posClosingRoutes.openapi(createRoute({
  method: 'get', path: '/api/pos/closing', tags, middleware: [requireAnyScope(...POS_READ)], operationId: 'getPosClosing',
  summary: 'The day\'s closings, newest first (at most 100)',
  responses: { ...jsonOk(ZPosClosingList, 'The closings'), ...errorResponses(401, 403) },
}), async (c) => {
  const rows = await c.get('db').select().from(posClosings).orderBy(desc(posClosings.number)).limit(100);
  return c.json({ closings: rows.map(closingWire) }, 200);
});

posClosingRoutes.openapi(createRoute({
  method: 'get', path: '/api/pos/external/{system}', tags, middleware: [requireAnyScope(...POS_READ)], operationId: 'getPosExternalBySystem',
  summary: 'The receipt journal of the closings from..to (numbers, default the last) for another system: dsfinvk, the DSFinV-K CSV files and index.xml in a zip',
  request: { params: z.object({ system: z.enum(['dsfinvk']) }), query: z.object({ from: z.coerce.number().int().min(1).optional(), to: z.coerce.number().int().min(1).optional() }) },
  responses: { 200: { content: { 'application/zip': { schema: z.string().openapi({ format: 'binary' }) } }, description: 'zip' }, ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const db = c.get('db');
  const q = c.req.valid('query');
  const [last] = await db.select({ n: posClosings.number }).from(posClosings).orderBy(desc(posClosings.number)).limit(1);
  const to = q.to ?? q.from ?? last?.n ?? 0;
  const from = q.from ?? to;
  const zip = await dsfinvkExport(db, { from, to, cashRegister: 'tourbook-counter-1' });
  return c.body(new Uint8Array(zip), 200, {
    'content-type': 'application/zip', 'content-disposition': `attachment; filename="dsfinvk-z${from}-${to}.zip"`, 'cache-control': 'private, no-store',
  });
});
