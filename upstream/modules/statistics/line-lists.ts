// The top lists of api-calls 7.5 over the arrivals' calculation lines (issue 35): topProducts
// (lines of products put on a booking: their custom_data names the product), topProductCategories
// (the same by the product's category) and topSupplements (addon lines: a supplement chosen for the
// booking names itself in custom_data; the price engine's supplement lines carry only its label,
// which is then their name, with key null). Quantity and amount in the base currency, converted per
// row and currency and rounded once there. Definitions: docs/decisions/statistics.md.
import { sql, type SQL } from 'drizzle-orm';
import type { TTopLines } from '../../../lib/contract/statistics';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { TPrincipal } from '../../http/context';
import { bookingsWhere, currencyOf, revenueStates, type TStatsFilter } from './filter';
import { head, rankedSql, shape, type TRaw } from './top-lists';

export type TLineCall = 'topProducts' | 'topProductCategories' | 'topSupplements';
const UUID_RE = `'^[0-9a-fA-F-]{36}$'`;
const idIn = (field: string) => sql.raw(`CASE WHEN l.custom_data->>'${field}' ~ ${UUID_RE} THEN (l.custom_data->>'${field}')::uuid END`);

/** Per call: which lines, their key and label, and where the top keys' names are. */
const LINES: Record<TLineCall, { where: SQL; key: SQL; label: SQL; join?: SQL; names: string }> = {
  topProducts: { where: sql`l.type = 'product' AND l.custom_data ? 'product'`, key: idIn('product'), label: sql`l.text`, names: 'products' },
  topProductCategories: {
    where: sql`l.type = 'product' AND l.custom_data ? 'product'`, key: sql`pr.category`, label: sql`NULL::text`,
    join: sql`LEFT JOIN products pr ON pr.id = ${idIn('product')}`, names: 'product_categories',
  },
  topSupplements: { where: sql`l.type = 'addon'`, key: idIn('addon'), label: sql`coalesce(l.text_values->>'supplement', l.text)`, names: 'supplements' },
};
const FIG = ['quantity', 'amount'] as const;

export async function topLines(call: TLineCall, db: Db, p: TPrincipal, f: TStatsFilter): Promise<TTopLines> {
  const cur = await currencyOf(db);
  const d = LINES[call];
  const raw = rowsOf<TRaw>(await db.execute(sql`
    WITH l AS (SELECT ${d.key} AS key, CASE WHEN ${d.key} IS NULL THEN ${d.label} END AS label, l.currency, sum(l.quantity) AS q, sum(l.amount) AS amount
      FROM booking_calculation_lines l ${d.join ?? sql``}
      WHERE ${d.where} AND l.booking_id IN (SELECT b.id FROM bookings b WHERE b.state IN (${revenueStates})
        AND b.date_from >= ${f.from}::date AND b.date_from <= ${f.to}::date AND ${bookingsWhere(p, f)})
      GROUP BY 1, 2, 3),
    g AS (SELECT l.key, l.label AS name, sum(l.q) AS quantity, sum(round(l.amount::numeric * fx.factor)) AS amount
      FROM l JOIN (${cur.fx}) fx ON fx.currency = l.currency GROUP BY l.key, l.label)
    ${rankedSql(sql`g.amount DESC, g.quantity DESC, g.key, g.name`, FIG, f.amount)}`));
  const ids = raw.filter((r) => r.top && r.key).map((r) => r.key as string);
  const names = new Map(ids.length ? rowsOf<{ id: string; name: string }>(await db.execute(sql`
    SELECT id::text AS id, name FROM ${sql.identifier(d.names)} WHERE id = ANY(${`{${ids.join(',')}}`}::uuid[])`)).map((r) => [r.id, r.name]) : []);
  const named = raw.map((r) => (r.top && r.key ? { ...r, name: names.get(r.key) ?? '' } as TRaw : r));
  return { ...head(f, cur.base), ...shape(f, named, FIG) };
}
