// GET /api/bookings/<statistic> (api-calls 7.5): the calls of lib/contract/statistics.ts
// STAT_CALLS, as JSON or (export) CSV or an Excel workbook.
// Staff with bookings.read count the bookings of their assets, an agency user (agencies.self) its
// own bookings: the booking access rule in SQL (bookings/access.ts bookingSightSql). Fixed paths
// under /api/bookings: mounted before the generic GET /api/bookings/{id} (upstream/modules/index.ts).
import { createRoute, z } from '@hono/zod-openapi';
import { STAT_CALLS, STAT_SCHEMAS, ZStatsQuery, type TStatAnswer, type TStatCall } from '../../../lib/contract/statistics';
import type { Db } from '../../db/client';
import type { TPrincipal } from '../../http/context';
import { createRouter } from '../../http/router';
import { principalOf, requireAnyScope } from '../../http/security';
import { errorResponses } from '../../http/openapi-helpers';
import { assetShareRoutes } from './asset-share';
import { bankReportRoutes } from './bank-report';
import { exportResponse, XLSX } from './export';
import { reportRead } from './facts';
import { financeRoutes } from './finance-routes';
import { paceRoutes } from './pace-routes';
import { ownerReportRoutes } from './owner-report-routes';
import { filterOf, reportToday, type TStatsFilter } from './filter';
import { bookingStatistics, conversions, incomeByMonth, utilization } from './period-stats';
import { topLines } from './line-lists';
import { occupancyPerYear, statsByRepeater } from './more-periods';
import { scheduleYearRoutes } from './schedule-year';
import { vesselYearRoutes } from './vessel-year';
import { topAgencies, topCountries, topRooms } from './top-lists';
import { bookingCalculationStats, bookingInfoStats, statsByAge, topWho } from './who-lists';

export const statisticsRoutes = createRouter();
statisticsRoutes.route('/', vesselYearRoutes);
statisticsRoutes.route('/', scheduleYearRoutes);
statisticsRoutes.route('/', financeRoutes);
statisticsRoutes.route('/', paceRoutes);
statisticsRoutes.route('/', ownerReportRoutes);
statisticsRoutes.route('/', bankReportRoutes);
statisticsRoutes.route('/', assetShareRoutes);

const COUNT: Record<TStatCall, (db: Db, p: TPrincipal, f: TStatsFilter) => Promise<TStatAnswer>> = {
  statistics: bookingStatistics, incomeByMonth, utilization, conversions, topCountries, topAgencies, topRooms,
  topBookings: (db, p, f) => topWho('topBookings', db, p, f), topCustomers: (db, p, f) => topWho('topCustomers', db, p, f),
  topUsers: (db, p, f) => topWho('topUsers', db, p, f), topSalesAgents: (db, p, f) => topWho('topSalesAgents', db, p, f),
  topBookingOwner: (db, p, f) => topWho('topBookingOwner', db, p, f),
  statsByAge, bookingCalculationStats, bookingInfoStats, statsByRepeater, occupancyPerYear,
  topProducts: (db, p, f) => topLines('topProducts', db, p, f), topProductCategories: (db, p, f) => topLines('topProductCategories', db, p, f),
  topSupplements: (db, p, f) => topLines('topSupplements', db, p, f),
};

const SUMMARY: Record<TStatCall, string> = {
  statistics: 'Sold and cancelled bookings, guests and revenue per period of arrival',
  incomeByMonth: 'Revenue by arrival and payments received by payment day, per period',
  utilization: 'Available, blocked and booked bed-nights per period (the calendar\'s occupancy), and the rate',
  conversions: 'Bookings started per period (booking day) and how many of them were confirmed',
  topCountries: 'Bookings, guests and revenue by the lead customer\'s country, top `amount`',
  topAgencies: 'Bookings, guests and revenue by agency, ranked by revenue, top `amount`',
  topRooms: 'Booked bed-nights and their revenue per room, top `amount`',
  topBookings: 'Bookings arriving in the range, ranked by revenue, top `amount`',
  topCustomers: 'Bookings, guests and revenue by lead customer, ranked by revenue, top `amount`',
  topUsers: 'Bookings, guests and revenue by the user who entered the booking, top `amount`',
  topSalesAgents: 'Bookings, guests and revenue by the agency user who entered the booking, top `amount`',
  topBookingOwner: 'Bookings, guests and revenue by the user who first confirmed the booking, top `amount`',
  statsByAge: 'Guests of the sold arrivals by age on the arrival day, in bands',
  bookingCalculationStats: 'Calculation lines of the arrivals by line type: how many and their amount',
  statsByRepeater: 'Sold arrivals per period by first-time and repeat lead customers',
  bookingInfoStats: 'Arrivals by state, type, channel, source, category and language: bookings and revenue',
  topProducts: 'Products on the arrivals\' calculations: quantity and amount, top `amount`',
  topProductCategories: 'The same by product category, top `amount`',
  topSupplements: 'Supplements (addons) on the arrivals\' calculations: quantity and amount, top `amount`',
  occupancyPerYear: 'Available, blocked and booked bed-nights per year and resort or vessel, and the rate',
};

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
    const q = c.req.valid('query');
    const f = filterOf(q, await reportToday(c.get('readDb'), q.assets));
    const answer = await reportRead(c.get('readDb'), (db) => COUNT[call](db, principalOf(c), f));
    return f.export ? exportResponse(c, call, answer, `${call}-${f.from}-${f.to}`, f.export) as never : c.json(answer, 200);
  });
}
