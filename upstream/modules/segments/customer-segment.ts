// The CRM customer segment (/crm/customer, /crm/filter/{fid}): customers matching every given
// criterion of lib/contract/segments ZCustomerCriteria, paged, with the figures the list shows.
// Stays, last stay and revenue come from customer_stats (kept current by the customers.stats job),
// certifications from the dive module's dive_certifications (read only), groups from the record.
// Everything the caller sends is a bound parameter; the two raw fragments (currency code and
// certification levels) are checked constants.
import { sql, type SQL } from 'drizzle-orm';
import type { TCustomerCriteria, TSegmentCustomer } from '../../../lib/contract/segments';
import { CERT_LEVELS } from '../../../lib/contract/resources/dive';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { searchPattern } from '../resources/list-query';
import { today } from '../../clock';
import { birthdayWindow } from '../customers/birthdays';

export type TSegmentPage = { page: number; size: number; sort?: string; order: 1 | -1 };

const uuids = (ids: string[]) => sql`ARRAY[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::uuid[]`;
const texts = (vs: string[]) => sql`ARRAY[${sql.join(vs.map((v) => sql`${v}`), sql`, `)}]::text[]`;
const currencyOf = (c: TCustomerCriteria) => (c.revenueCurrency && /^[A-Z]{3}$/.test(c.revenueCurrency) ? c.revenueCurrency : 'EUR');
/** The revenue expression exactly as the customer_stats_revenue_eur index has it, for EUR. */
const revenueOf = (cur: string) => sql.raw(`coalesce((s.revenue->>'${cur}')::bigint, 0)`);

/** Levels at or above `level` in rank order (CERT_LEVELS). */
export const levelsFrom = (level: (typeof CERT_LEVELS)[number]) => CERT_LEVELS.slice(CERT_LEVELS.indexOf(level)).filter((l) => l !== 'none');

export function customerConditions(c: TCustomerCriteria): SQL[] {
  const out: SQL[] = [];
  if (c.countries) out.push(sql`c.country = ANY(${texts(c.countries)})`);
  if (c.lastStayFrom) out.push(sql`s.last_stay >= ${c.lastStayFrom}::date`);
  if (c.lastStayTo) out.push(sql`s.last_stay <= ${c.lastStayTo}::date`);
  if (c.noStaySince) out.push(sql`(s.last_stay IS NULL OR s.last_stay < ${c.noStaySince}::date)`);
  if (c.staysMin !== undefined) out.push(c.staysMin > 0 ? sql`s.stays >= ${c.staysMin}` : sql`true`);
  if (c.staysMax !== undefined) out.push(sql`coalesce(s.stays, 0) <= ${c.staysMax}`);
  const cur = currencyOf(c);
  const revenue = revenueOf(cur);
  // Above zero, the bare expression (the customer_stats_revenue_eur index's for EUR) decides.
  if (c.revenueMin !== undefined) out.push(c.revenueMin > 0 ? sql`${sql.raw(`(s.revenue->>'${cur}')::bigint`)} >= ${c.revenueMin}` : sql`true`);
  if (c.revenueMax !== undefined) out.push(sql`${revenue} <= ${c.revenueMax}`);
  if (c.certification && c.certification !== 'none') {
    const levels = levelsFrom(c.certification);
    out.push(sql`EXISTS (SELECT 1 FROM dive_certifications dc WHERE dc.customer_id = c.id AND dc.level = ANY(${texts(levels)})
      ${c.verifiedOnly ? sql`AND dc.verified_at IS NOT NULL` : sql``})`);
  } else if (c.verifiedOnly) {
    out.push(sql`EXISTS (SELECT 1 FROM dive_certifications dc WHERE dc.customer_id = c.id AND dc.verified_at IS NOT NULL)`);
  }
  if (c.birthdayWithinDays !== undefined) {
    const keys = [...birthdayWindow(today(), c.birthdayWithinDays).keys()];
    out.push(sql`substring(c.master_data->>'birthday' from 6 for 5) = ANY(${texts(keys)})`);
  }
  if (c.birthMonth !== undefined) out.push(sql`substring(c.master_data->>'birthday' from 6 for 2) = ${String(c.birthMonth).padStart(2, '0')}`);
  if (c.agencies) out.push(sql`c.agency = ANY(${uuids(c.agencies)})`);
  if (c.direct) out.push(sql`c.agency IS NULL`);
  if (c.groups) out.push(sql`c.groups && ${uuids(c.groups)}`);
  if (c.text) out.push(sql`c.search_text LIKE lower(${searchPattern(c.text)})`);
  return out;
}

const SORTS: Record<string, (cur: string) => SQL> = {
  fullName: () => sql`c.full_name`,
  country: () => sql`c.country`,
  lastStay: () => sql`s.last_stay`,
  stays: () => sql`coalesce(s.stays, 0)`,
  revenue: (cur) => revenueOf(cur),
  birthday: () => sql`substring(c.master_data->>'birthday' from 6 for 5)`,
  createdAt: () => sql`c.created_at`,
};
const STATS_SORTS = new Set(['lastStay', 'stays', 'revenue']);
const STATS_CRITERIA = ['lastStayFrom', 'lastStayTo', 'noStaySince', 'staysMin', 'staysMax', 'revenueMin', 'revenueMax'] as const;

type TRow = TSegmentCustomer;

/** The page's rows in full, in the order of `ids`. */
async function pageRows(db: Db, ids: string[], cur: string): Promise<TRow[]> {
  if (!ids.length) return [];
  const rows = rowsOf<TRow>(await db.execute(sql`
    SELECT c.id, c.full_name AS "fullName", c.email, c.country, c.master_data->>'birthday' AS birthday, c.agency,
      a.name AS "agencyName", coalesce(s.stays, 0)::int AS stays, s.last_stay::text AS "lastStay", ${revenueOf(cur)}::bigint AS revenue,
      (SELECT dc.level FROM dive_certifications dc WHERE dc.customer_id = c.id
        ORDER BY array_position(${texts([...CERT_LEVELS])}, dc.level) DESC LIMIT 1) AS certification,
      c.groups::text[] AS groups
    FROM customers c LEFT JOIN customer_stats s ON s.customer_id = c.id LEFT JOIN agencies a ON a.id = c.agency
    WHERE c.id = ANY(${sql`ARRAY[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::uuid[]`})`));
  const byId = new Map(rows.map((r) => [r.id, { ...r, revenue: Number(r.revenue), groups: r.groups ?? [] }]));
  return ids.map((id) => byId.get(id)!).filter(Boolean);
}

/** One page (size 0 = all) and the total. The matches' ids and sort keys are gathered once,
 *  counted and sorted, and only the page's rows are read in full (as the generic list's search
 *  does): left to itself, PostgreSQL walks the name index and tests every customer to fill a page
 *  of a rare segment. The statistics are joined only when a criterion or the order needs them. */
export async function customerSegment(db: Db, c: TCustomerCriteria, q: TSegmentPage): Promise<{ data: TRow[]; total: number; page: number; size: number }> {
  const conds = customerConditions(c);
  const where = conds.length ? sql`WHERE ${sql.join(conds, sql` AND `)}` : sql``;
  const cur = currencyOf(c);
  const sort = SORTS[q.sort ?? 'fullName'] ? (q.sort ?? 'fullName') : 'fullName';
  const key = SORTS[sort](cur);
  const dir = q.order === -1 ? sql`DESC NULLS LAST` : sql`ASC NULLS LAST`;
  const limit = q.size > 0 ? sql`LIMIT ${q.size} OFFSET ${(q.page - 1) * q.size}` : sql``;
  const stats = STATS_SORTS.has(sort) || STATS_CRITERIA.some((k) => c[k] !== undefined);
  const from = stats ? sql`FROM customers c LEFT JOIN customer_stats s ON s.customer_id = c.id` : sql`FROM customers c`;
  let ids: string[];
  let total: number;
  if (!conds.length && !stats) {
    // Everyone, in an order of the record: the sort column's index gives the page.
    const [page, count] = await Promise.all([
      db.execute(sql`SELECT c.id ${from} ORDER BY ${key} ${dir}, c.id ${limit}`).then((r) => rowsOf<{ id: string }>(r)),
      db.execute(sql`SELECT count(*)::int AS total FROM customers`).then((r) => rowsOf<{ total: number }>(r)),
    ]);
    ids = page.map((r) => r.id);
    total = Number(count[0].total);
  } else {
    const hits = rowsOf<{ id: string; total: number }>(await db.execute(sql`
      WITH m AS MATERIALIZED (SELECT c.id, ${key} AS k ${from} ${where})
      SELECT id, (SELECT count(*) FROM m)::int AS total FROM m ORDER BY k ${dir}, id ${limit}`));
    ids = hits.map((h) => h.id);
    total = hits.length ? Number(hits[0].total)
      : Number(rowsOf<{ total: number }>(await db.execute(sql`SELECT count(*)::int AS total ${from} ${where}`))[0].total);
  }
  return { data: await pageRows(db, ids, cur), total, page: q.page, size: q.size };
}
