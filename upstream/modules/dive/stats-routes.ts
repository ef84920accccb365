// GET /api/dive/stats and /api/dive/stats/csv (divelog.read): the dive statistics of /stats/dive.
import { createRoute, z } from '@hono/zod-openapi';
import { DIVE_STATS_DIMENSIONS, ZDiveStats, ZDiveStatsQuery } from '../../../lib/contract/dive';
import { createRouter } from '../../http/router';
import { principalOf, requireScopes } from '../../http/security';
import { errorResponses, jsonOk } from '../../http/openapi-helpers';
import { csvLines } from '../resources/csv';
import { diveStats } from './dive-stats';

export const diveStatsRoutes = createRouter();
const tags = ['Dive'];

diveStatsRoutes.openapi(createRoute({
  method: 'get', path: '/api/dive/stats', tags, middleware: [requireScopes('divelog.read')],
  summary: 'Logged dives of a date range per day, site, guide, boat and gas, with divers and repeat divers',
  request: { query: ZDiveStatsQuery },
  responses: { ...jsonOk(ZDiveStats, 'The statistics'), ...errorResponses(400, 401, 403) },
}), async (c) => {
  const { from, to } = c.req.valid('query');
  return c.json(await diveStats(c.get('db'), principalOf(c), from, to), 200);
});

diveStatsRoutes.openapi(createRoute({
  method: 'get', path: '/api/dive/stats/csv', tags, middleware: [requireScopes('divelog.read')],
  summary: 'The same statistics as CSV: one row per dimension and value (UTF-8 with a byte-order mark)',
  request: { query: ZDiveStatsQuery },
  responses: { 200: { content: { 'text/csv': { schema: z.string() } }, description: 'CSV' }, ...errorResponses(400, 401, 403) },
}), async (c) => {
  const { from, to } = c.req.valid('query');
  const s = await diveStats(c.get('db'), principalOf(c), from, to);
  const rows = [
    { dimension: 'total', key: '', name: 'dives', count: s.dives },
    { dimension: 'total', key: '', name: 'divers', count: s.divers },
    { dimension: 'total', key: '', name: 'repeatDivers', count: s.repeatDivers },
    ...DIVE_STATS_DIMENSIONS.flatMap((d) => s[d].map((r) => ({ dimension: d, key: r.key ?? '', name: r.name, count: r.count }))),
  ];
  const columns = ['dimension', 'key', 'name', 'count'];
  return c.body(`\uFEFF${csvLines(columns, [Object.fromEntries(columns.map((k) => [k, k]))])}${csvLines(columns, rows)}`, 200, {
    'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="dive-stats-${from}-${to}.csv"`,
  });
});
