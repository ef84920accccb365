// GET /api/bookings/statistics/bySchedule?year=&vessel= (issue 35, /stats/tour): each departure's
// load: per schedule of a vessel whose cabins the caller may read (cancelled ones not), leaving in
// the year, its berths (the schedule's maxPax, else the beds of the vessel's active cabins), the
// sold bookings on it with their guests, the revenue of its sold and cancelled bookings (as
// statistics counts it), and the rate guests / berths. Bookings are the caller's (the booking access
// rule in SQL, bookingsWhere). Definitions: docs/decisions/statistics.md ("Departures").
import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { TPrincipal } from '../../http/context';
import { createRouter } from '../../http/router';
import { principalOf, requireAnyScope } from '../../http/security';
import { errorResponses } from '../../http/openapi-helpers';
import { exportResponse, XLSX } from './export';
import { reportRead, revenueSql } from './facts';
import { bookingsWhere, currencyOf, filterOf, reportToday, revenueStates, roomsWhere } from './filter';
import { bedsSql } from './period-stats';

const int = z.number().int();
const ZFigures = { berths: int, bookings: int, guests: int, revenue: int, rate: z.number().nullable() };
export const ZScheduleRow = z.object({ key: z.string(), name: z.string(), vessel: z.string(), vesselName: z.string(), period: z.string(), dateTo: z.string(), ...ZFigures });
export const ZScheduleYear = z.object({ year: int, currency: z.string(), rows: z.array(ZScheduleRow), totals: z.object(ZFigures) });
export type TScheduleYear = z.infer<typeof ZScheduleYear>;

const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 10_000) / 10_000 : null);
type TSqlRow = { key: string; name: string; vessel: string; vessel_name: string; period: string; date_to: string; berths: string; bookings: string; guests: string; revenue: string };

export async function scheduleYear(db: Db, p: TPrincipal, year: number, vessel?: string): Promise<TScheduleYear> {
  const f = filterOf({ from: `${year}-01-01`, to: `${year}-12-31`, groupBy: 'month', amount: 10, mode: 'chart' }, `${year}-12-31`);
  const cur = await currencyOf(db);
  const raw = rowsOf<TSqlRow>(await db.execute(sql`
    WITH v AS (SELECT vs.id, vs.name, (SELECT coalesce(sum(${bedsSql}), 0) FROM rooms r WHERE r.vessel = vs.id AND r.is_active) AS beds FROM vessels vs
        WHERE vs.id IN (SELECT r.vessel FROM rooms r WHERE ${roomsWhere(p, f)}) ${vessel ? sql`AND vs.id = ${vessel}::uuid` : sql``}),
      s AS (SELECT s.id, s.name, s.vessel, s.date_from, s.date_to, coalesce(nullif(s.max_pax, 0), v.beds) AS berths, v.name AS vessel_name
        FROM schedules s JOIN v ON v.id = s.vessel
        WHERE s.status <> 'cancelled' AND s.date_from >= ${f.from}::date AND s.date_from <= ${f.to}::date),
      x AS MATERIALIZED (SELECT b.id, b.schedule, b.state, b.no_of_pax FROM bookings b
        WHERE b.schedule IN (SELECT id FROM s) AND b.state IN (${revenueStates}) AND ${bookingsWhere(p, f)}),
      rev AS (${revenueSql(cur, sql`SELECT id FROM x`)}),
      g AS (SELECT x.schedule, count(*) FILTER (WHERE x.state <> 'aborted') AS bookings,
          coalesce(sum(x.no_of_pax) FILTER (WHERE x.state <> 'aborted'), 0) AS guests, coalesce(sum(rev.revenue), 0) AS revenue
        FROM x LEFT JOIN rev ON rev.id = x.id GROUP BY x.schedule)
    SELECT s.id::text AS key, coalesce(nullif(s.name, ''), s.vessel_name) AS name, s.vessel::text AS vessel, s.vessel_name, s.date_from::text AS period,
      s.date_to::text AS date_to, s.berths::text AS berths, coalesce(g.bookings, 0)::text AS bookings, coalesce(g.guests, 0)::text AS guests,
      coalesce(g.revenue, 0)::text AS revenue
    FROM s LEFT JOIN g ON g.schedule = s.id ORDER BY s.vessel_name, s.date_from, s.id`));
  const rows = raw.map((r) => {
    const berths = Number(r.berths); const guests = Number(r.guests);
    return { key: r.key, name: r.name, vessel: r.vessel, vesselName: r.vessel_name, period: r.period, dateTo: r.date_to,
      berths, bookings: Number(r.bookings), guests, revenue: Number(r.revenue), rate: ratio(guests, berths) };
  });
  const sum = (k: 'berths' | 'bookings' | 'guests' | 'revenue') => rows.reduce((n, r) => n + r[k], 0);
  return { year, currency: cur.base, rows, totals: { berths: sum('berths'), bookings: sum('bookings'), guests: sum('guests'), revenue: sum('revenue'), rate: ratio(sum('guests'), sum('berths')) } };
}

export const scheduleYearRoutes = createRouter();
const ZQuery = z.object({ year: z.coerce.number().int().min(2000).max(2100).optional(), vessel: z.uuid().optional(), export: z.enum(['csv', 'xlsx']).optional() });

scheduleYearRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/statistics/bySchedule', tags: ['Bookings'], operationId: 'statisticsBySchedule',
  middleware: [requireAnyScope('bookings.read', 'agencies.self')],
  summary: 'Each departure of the year (one vessel or every readable one): berths, bookings, guests, revenue and guests per berth',
  request: { query: ZQuery },
  responses: {
    200: {
      content: { 'application/json': { schema: ZScheduleYear }, 'text/csv': { schema: z.string() }, [XLSX]: { schema: z.string().openapi({ format: 'binary' }) } },
      description: 'Per departure (default: this year); with export=csv a CSV (money in major units), with export=xlsx an Excel workbook',
    },
    ...errorResponses(400, 401, 403),
  },
}), async (c) => {
  const q = c.req.valid('query');
  // This year: the year of the vessel's today (else the operator's), like every report's default range.
  const year = q.year ?? Number((await reportToday(c.get('readDb'), q.vessel)).slice(0, 4));
  const answer = await reportRead(c.get('readDb'), (db) => scheduleYear(db, principalOf(c), year, q.vessel));
  return q.export ? exportResponse(c, 'bySchedule', answer, `bySchedule-${year}`, q.export) as never : c.json(answer, 200);
});
