// GET /api/bookings/<statistic> (api-calls 7.5): statistics, incomeByMonth, utilization,
// conversions, topCountries, topAgencies, topRooms, as JSON or (export) CSV or an Excel workbook.
// Staff with bookings.read count the bookings of their assets, an agency user (agencies.self) its
// own bookings: the booking access rule in SQL (bookings/access.ts bookingSightSql). Fixed paths
// under /api/bookings: mounted before the generic GET /api/bookings/{id} (upstream/modules/index.ts).
import { createRoute, z } from '@hono/zod-openapi';
import { STAT_CALLS, STAT_SCHEMAS, ZStatsQuery, type TStatAnswer, type TStatCall } from '../../../lib/contract/statistics';
import type { Db } from '../../db/client';
import type { TPrincipal } from '../../http/context';
import { createRouter } from '../../http/router';
import { principalOf, requireAnyScope } from '../../http/security';
import { errorResponses } from '../system/openapi-helpers';
import { statsCsv, statsXlsx } from './export';
import { filterOf, type TStatsFilter } from './filter';
import { bookingStatistics, conversions, incomeByMonth, utilization } from './period-stats';
import { topAgencies, topCountries, topRooms } from './top-lists';

export const statisticsRoutes = createRouter();

const COUNT: Record<TStatCall, (db: Db, p: TPrincipal, f: TStatsFilter) => Promise<TStatAnswer>> = {
  statistics: bookingStatistics, incomeByMonth, utilization, conversions, topCountries, topAgencies, topRooms,
};

const SUMMARY: Record<TStatCall, string> = {
  statistics: 'Sold and cancelled bookings, guests and revenue per period of arrival',
  incomeByMonth: 'Revenue by arrival and payments received by payment day, per period',
  utilization: 'Available, blocked and booked bed-nights per period (the calendar\'s occupancy), and the rate',
  conversions: 'Bookings started per period (booking day) and how many of them were confirmed',
  topCountries: 'Bookings, guests and revenue by the lead customer\'s country, top `amount`',
  topAgencies: 'Bookings, guests and revenue by agency, ranked by revenue, top `amount`',
  topRooms: 'Booked bed-nights and their revenue per room, top `amount`',
};

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

for (const call of STAT_CALLS) {
  statisticsRoutes.openapi(createRoute({
    method: 'get', path: `/api/bookings/${call}`, tags: ['Bookings'],
    middleware: [requireAnyScope('bookings.read', 'agencies.self')],
    summary: SUMMARY[call],
    description: 'from..to (days, both included; default the last 12 months up to today), groupBy (default month). Money in minor units of the base currency. Definitions: docs/decisions/statistics.md.',
    request: { query: ZStatsQuery },
    responses: {
      200: {
        content: {
          'application/json': { schema: STAT_SCHEMAS[call] },
          'text/csv': { schema: z.string() },
          [XLSX]: { schema: z.string().openapi({ format: 'binary' }) },
        },
        description: 'The statistic: JSON, or with export=csv a CSV (UTF-8 with a byte-order mark, money in major units), with export=xlsx an Excel workbook',
      },
      ...errorResponses(400, 401, 403),
    },
  }), async (c) => {
    const f = filterOf(c.req.valid('query'));
    const answer = await COUNT[call](c.get('db'), principalOf(c), f);
    const name = `${call}-${f.from}-${f.to}`;
    const file = { 'content-disposition': `attachment; filename="${name}.${f.export}"`, 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' };
    if (f.export === 'csv') return c.body(statsCsv(call, answer), 200, { 'content-type': 'text/csv; charset=utf-8', ...file });
    if (f.export === 'xlsx') return new Response(await statsXlsx(call, answer), { status: 200, headers: { 'content-type': XLSX, ...file } }) as never;
    return c.json(answer, 200);
  });
}
