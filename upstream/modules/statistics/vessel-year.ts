// GET /api/bookings/statistics/byVesselYear[/{vessel}]?year= (api-calls 7.5, issue 35): a
// liveaboard's year by month: departures (its schedules leaving that month, cancelled ones not),
// the sold and cancelled bookings arriving then with guests and revenue (`statistics` for that
// vessel) and its bed-nights (`utilization` for that vessel). One vessel or every vessel whose
// cabins the caller may read. Definitions: docs/decisions/statistics.md.
import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { TPrincipal } from '../../http/context';
import { createRouter } from '../../http/router';
import { principalOf, requireAnyScope } from '../../http/security';
import { errorResponses } from '../../http/openapi-helpers';
import { exportResponse, XLSX } from './export';
import { reportRead } from './facts';
import { filterOf, reportToday, roomsWhere } from './filter';
import { bookingStatistics, utilization } from './period-stats';

const int = z.number().int();
const ZMonth = { departures: int, bookings: int, cancellations: int, guests: int, revenue: int, available: int, blocked: int, booked: int, rate: z.number().nullable() };
export const ZVesselYearRow = z.object({ vessel: z.string(), name: z.string(), period: z.string(), ...ZMonth });
export const ZVesselYear = z.object({ year: int, currency: z.string(), rows: z.array(ZVesselYearRow), totals: z.object(ZMonth) });
export type TVesselYear = z.infer<typeof ZVesselYear>;
const ZYearQuery = z.object({ year: z.coerce.number().int().min(2000).max(2100).optional(), export: z.enum(['csv', 'xlsx']).optional() });

const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 10_000) / 10_000 : null);

export async function vesselYear(db: Db, p: TPrincipal, year: number, only?: string): Promise<TVesselYear> {
  const all = { from: `${year}-01-01`, to: `${year}-12-31`, groupBy: 'month' as const, amount: 10, mode: 'chart' as const };
  const vessels = rowsOf<{ id: string; name: string }>(await db.execute(sql`
    SELECT v.id::text AS id, v.name FROM vessels v
    WHERE v.id IN (SELECT r.vessel FROM rooms r WHERE ${roomsWhere(p, filterOf(all, all.to))}) ${only ? sql`AND v.id = ${only}::uuid` : sql``}
    ORDER BY v.name, v.id`));
  const rows: TVesselYear['rows'] = [];
  let currency = 'EUR';
  for (const v of vessels) {
    const f = filterOf({ ...all, assets: v.id }, all.to);
    const [st, ut] = [await bookingStatistics(db, p, f), await utilization(db, p, f)];
    currency = st.currency;
    const dep = new Map(rowsOf<{ period: string; n: number }>(await db.execute(sql`
      SELECT date_trunc('month', s.date_from::timestamp)::date::text AS period, count(*)::int AS n FROM schedules s
      WHERE s.vessel = ${v.id}::uuid AND s.status <> 'cancelled' AND s.date_from >= ${f.from}::date AND s.date_from <= ${f.to}::date GROUP BY 1`))
      .map((r) => [r.period, Number(r.n)]));
    st.rows.forEach((s, i) => {
      const u = ut.rows[i];
      rows.push({ vessel: v.id, name: v.name, period: s.period, departures: dep.get(s.period) ?? 0, bookings: s.bookings, cancellations: s.cancellations,
        guests: s.guests, revenue: s.revenue, available: u.available, blocked: u.blocked, booked: u.booked, rate: u.rate });
    });
  }
  const sum = (k: 'departures' | 'bookings' | 'cancellations' | 'guests' | 'revenue' | 'available' | 'blocked' | 'booked') => rows.reduce((n, r) => n + r[k], 0);
  const totals = { departures: sum('departures'), bookings: sum('bookings'), cancellations: sum('cancellations'), guests: sum('guests'), revenue: sum('revenue'),
    available: sum('available'), blocked: sum('blocked'), booked: sum('booked'), rate: ratio(sum('booked'), sum('available') - sum('blocked')) };
  return { year, currency, rows, totals };
}

export const vesselYearRoutes = createRouter();

for (const path of ['/api/bookings/statistics/byVesselYear', '/api/bookings/statistics/byVesselYear/{vessel}'] as const) {
  const one = path.endsWith('{vessel}');
  vesselYearRoutes.openapi(createRoute({
    method: 'get', path, tags: ['Bookings'], middleware: [requireAnyScope('bookings.read', 'agencies.self')],
    summary: one ? 'One vessel\'s year by month: departures, bookings, guests, revenue and bed-nights' : 'Every readable vessel\'s year by month: departures, bookings, guests, revenue and bed-nights',
    request: { query: ZYearQuery, ...(one ? { params: z.object({ vessel: z.uuid() }) } : {}) },
    responses: {
      200: {
        content: { 'application/json': { schema: ZVesselYear }, 'text/csv': { schema: z.string() }, [XLSX]: { schema: z.string().openapi({ format: 'binary' }) } },
        description: 'Per vessel and month of the year (default: this year); with export=csv a CSV (money in major units), with export=xlsx an Excel workbook',
      },
      ...errorResponses(400, 401, 403),
    },
  }), async (c) => {
    const q = c.req.valid('query');
    const vessel = one ? c.req.param('vessel') : undefined;
    // This year: the year of the vessel's today (else the operator's), like every report's default range.
    const year = q.year ?? Number((await reportToday(c.get('readDb'), vessel)).slice(0, 4));
    const answer = await reportRead(c.get('readDb'), (db) => vesselYear(db, principalOf(c), year, vessel));
    return q.export ? exportResponse(c, 'byVesselYear', answer, `byVesselYear-${year}`, q.export) as never : c.json(answer, 200);
  });
}
