// /stats/dive: the dive log of a date range counted per day, site, guide, boat and gas, with
// divers and repeat divers. Only entries whose type counts as a dive (or that have none) count;
// the caller sees the entries of their assets (the divelog resource's asset limit).
import { sql, type SQL } from 'drizzle-orm';
import { DIVE_STATS_DIMENSIONS, type TDiveStats } from '../../../lib/contract/dive';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { readableCondition } from '../resources/asset-scope';
import { bindingOf } from '../resources/registry';

type TRow = { dim: string; key: string | null; name: string | null; count: number };

/** The longest range one call counts (a few years of daily rows). */
const MAX_DAYS = 1100;

export async function diveStats(db: Db, p: TPrincipal, from: string, to: string): Promise<TDiveStats> {
  if (to < from) throw errors.validation([{ path: 'to', message: 'to must not be before from' }]);
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 > MAX_DAYS) throw errors.validation([{ path: 'to', message: `At most ${MAX_DAYS} days` }]);
  const limit: SQL = readableCondition(bindingOf('divelog')!, p) ?? sql`true`;
  const base = sql`SELECT l.* FROM dive_logs l LEFT JOIN dive_types t ON t.id = l.type
    WHERE l.date >= ${from}::date AND l.date <= ${to}::date AND coalesce(t.counts_as_dive, true) AND l.id IN (SELECT id FROM dive_logs WHERE ${limit})`;
  const rows = rowsOf<TRow>(await db.execute(sql`
    WITH x AS (${base})
    SELECT 'perDay' AS dim, x.date::text AS key, x.date::text AS name, count(*)::int AS count FROM x GROUP BY x.date
    UNION ALL SELECT 'perSite', x.dive_site::text, s.name, count(*)::int FROM x LEFT JOIN dive_sites s ON s.id = x.dive_site GROUP BY x.dive_site, s.name
    UNION ALL SELECT 'perGuide', x.dive_guide::text, e.name, count(*)::int FROM x LEFT JOIN employees e ON e.id = x.dive_guide GROUP BY x.dive_guide, e.name
    UNION ALL SELECT 'perBoat', x.boat::text, b.name, count(*)::int FROM x LEFT JOIN dive_boats b ON b.id = x.boat GROUP BY x.boat, b.name
    UNION ALL SELECT 'perGas', coalesce(x.air_mix, ''), coalesce(x.air_mix, ''), count(*)::int FROM x GROUP BY x.air_mix
    UNION ALL SELECT 'total', NULL, NULL, count(*)::int FROM x
    UNION ALL SELECT 'divers', NULL, NULL, count(DISTINCT x.customer)::int FROM x
    UNION ALL SELECT 'repeat', NULL, NULL, count(*)::int FROM (SELECT x.customer FROM x WHERE x.customer IS NOT NULL GROUP BY x.customer HAVING count(*) > 1) r`));
  const one = (dim: string) => rows.find((r) => r.dim === dim)?.count ?? 0;
  const list = (dim: string) => rows.filter((r) => r.dim === dim).map((r) => ({ key: r.key, name: r.name ?? '', count: r.count }))
    .sort((a, b) => (dim === 'perDay' ? (a.key ?? '').localeCompare(b.key ?? '') : b.count - a.count || a.name.localeCompare(b.name)));
  const out = { from, to, dives: one('total'), divers: one('divers'), repeatDivers: one('repeat') } as TDiveStats;
  for (const d of DIVE_STATS_DIMENSIONS) out[d] = list(d);
  return out;
}
