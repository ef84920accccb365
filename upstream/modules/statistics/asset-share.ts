// GET /api/bookings/assetShare (api-calls 7.4 list-level, issue 35): for a range, each resort's and
// vessel's share of the caller's bookings, guests and revenue (statistics' arrivals, by the
// booking's asset) and of the booked bed-nights (utilization's, by the room's asset). One
// statement; the bookings the caller may read (the booking access rule in SQL, bookingsWhere), the
// rooms its asset limit allows (roomsWhere), so the columns add up to statistics' and
// utilization's totals for the same query. Definitions: lib/contract/asset-share.ts,
// docs/decisions/statistics.md ("The asset share").
import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { ZAssetShare, type TAssetShare } from '../../../lib/contract/asset-share';
import { ZStatsQuery } from '../../../lib/contract/statistics';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { TPrincipal } from '../../http/context';
import { createRouter } from '../../http/router';
import { principalOf, requireAnyScope } from '../../http/security';
import { errorResponses } from '../../http/openapi-helpers';
import { exportResponse, XLSX } from './export';
import { reportRead } from './facts';
import { bookingsWhere, currencyOf, filterOf, reportToday, roomsWhere, type TStatsFilter } from './filter';
import { arrivalsSql } from './period-stats';

type TSqlRow = { key: string | null; name: string | null; kind: 'resort' | 'vessel' | null; bookings: string; guests: string; nights: string; revenue: string };
const FIGURES = ['bookings', 'guests', 'nights', 'revenue'] as const;
const shareOf = (a: number, total: number) => (total ? Math.round((a / total) * 10_000) / 10_000 : null);

export async function assetShare(db: Db, p: TPrincipal, f: TStatsFilter): Promise<TAssetShare> {
  const cur = await currencyOf(db);
  const raw = rowsOf<TSqlRow>(await db.execute(sql`
    WITH ${arrivalsSql(p, f, cur)},
    sold AS (SELECT coalesce(x.resort, x.vessel) AS asset, count(*) FILTER (WHERE x.state <> 'aborted') AS bookings,
        coalesce(sum(x.no_of_pax) FILTER (WHERE x.state <> 'aborted'), 0) AS guests, coalesce(sum(x.revenue), 0) AS revenue
      FROM x GROUP BY 1),
    nt AS (SELECT coalesce(r.resort, r.vessel) AS asset, sum(least(o.date_to, ${f.to}::date + 1) - greatest(o.date_from, ${f.from}::date)) AS nights
      FROM occupancy o JOIN rooms r ON r.id = o.room_id
      WHERE o.kind = 'booking' AND o.holds AND o.date_from <= ${f.to}::date AND o.date_to > ${f.from}::date AND r.is_active AND ${roomsWhere(p, f)}
        AND o.booking_id IN (SELECT b.id FROM bookings b WHERE ${bookingsWhere(p, f)})
      GROUP BY 1),
    a AS (SELECT id, name, 'resort' AS kind FROM resorts UNION ALL SELECT id, name, 'vessel' FROM vessels),
    g AS (SELECT asset FROM sold UNION SELECT asset FROM nt)
    SELECT g.asset::text AS key, a.name, a.kind, coalesce(sold.bookings, 0)::text AS bookings, coalesce(sold.guests, 0)::text AS guests,
      coalesce(nt.nights, 0)::text AS nights, coalesce(sold.revenue, 0)::text AS revenue
    FROM g LEFT JOIN sold ON sold.asset IS NOT DISTINCT FROM g.asset LEFT JOIN nt ON nt.asset IS NOT DISTINCT FROM g.asset LEFT JOIN a ON a.id = g.asset
    ORDER BY coalesce(sold.revenue, 0) DESC, coalesce(sold.bookings, 0) DESC, coalesce(nt.nights, 0) DESC, a.name NULLS LAST, g.asset`));
  const rows = raw.map((r) => ({ key: r.key, name: r.name ?? '', kind: r.key ? r.kind : null,
    bookings: Number(r.bookings), guests: Number(r.guests), nights: Number(r.nights), revenue: Number(r.revenue) }));
  const sums = Object.fromEntries(FIGURES.map((k) => [k, rows.reduce((n, r) => n + r[k], 0)])) as Record<(typeof FIGURES)[number], number>;
  const shares = (r: typeof sums) => ({ bookingsShare: shareOf(r.bookings, sums.bookings), guestsShare: shareOf(r.guests, sums.guests),
    nightsShare: shareOf(r.nights, sums.nights), revenueShare: shareOf(r.revenue, sums.revenue) });
  return {
    from: f.from, to: f.to, groupBy: f.groupBy, currency: cur.base,
    rows: rows.map((r) => ({ ...r, ...shares(r) })), totals: { ...sums, ...shares(sums) },
  };
}

export const assetShareRoutes = createRouter();

assetShareRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/assetShare', tags: ['Bookings'], operationId: 'assetShare',
  middleware: [requireAnyScope('bookings.read', 'agencies.self')],
  summary: 'Each resort\'s and vessel\'s share of the bookings, guests, bed-nights and revenue of a range',
  description: 'The statistics\' query (from..to, assets, categories, sources, export; groupBy, amount and mode are not used). Money in minor units of the base currency. Definitions: docs/decisions/statistics.md, "The asset share".',
  request: { query: ZStatsQuery },
  responses: {
    200: {
      content: { 'application/json': { schema: ZAssetShare }, 'text/csv': { schema: z.string() }, [XLSX]: { schema: z.string().openapi({ format: 'binary' }) } },
      description: 'Per asset: JSON, or with export=csv a CSV (money in major units), with export=xlsx an Excel workbook',
    },
    ...errorResponses(400, 401, 403),
  },
}), async (c) => {
  const q = c.req.valid('query');
  const f = filterOf(q, await reportToday(c.get('readDb'), q.assets));
  const answer = await reportRead(c.get('readDb'), (db) => assetShare(db, principalOf(c), f));
  return f.export ? exportResponse(c, 'assetShare', answer, `assetShare-${f.from}-${f.to}`, f.export) : c.json(answer, 200);
});
