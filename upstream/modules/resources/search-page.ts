// A page of a generic list's search, and its total, without reading every match when there are
// many. Decided in docs/decisions/list-search-totals.md.
//
// 1. A sample: the first `exactUpTo` + 1 matches in the table's physical order (the trigram index
//    finds them; at most that many rows are read from the heap), sorted by the list's order.
//    When the sample holds every match (there are at most exactUpTo), it is the answer: the page
//    is a slice of it and the total is exact.
// 2. Otherwise the sample came from the first fraction f of the table's pages (the last page the
//    scan reached tells f), and the total is estimated as sample / f. The sample also tells
//    where in the sort order the page ends: about (offset + size) * f of the sample's rows sort
//    before it. With twice that margin, the sample's row there is a boundary B, and the page is
//    read from the matches that sort up to B only (a small range of the sort column's index).
//    Those matches are a prefix of all matches in list order, so when they fill the page, the
//    page is exactly the page of all matches. When they do not (the sample was unlucky, or the
//    page lies deep in the list), the exact way below is taken.
// 3. The exact way: every match's id and sort key, counted and sorted (what a search matching
//    16,500 of 400,000 customers cost 31 ms of heap reads for).
// A table kept on disk in the order of the sort column (`ordered`, e.g. the customers' search
// projection in name order) turns this around: its first matches on disk are the first of the
// list, so the boundary is taken at least a page (and slack) into the sample; and its sample says
// nothing about the others, so the estimated total is the planner's (its statistics are fresh
// after the job that keeps the order).
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** Searches matching more rows than this get an estimated total (and a page from the boundary). */
export const SEARCH_EXACT_UP_TO = 1000;
/** The boundary sits this many times further into the sample than the page's end needs. */
const MARGIN = 2;
const SLACK_ROWS = 10;
/** The boundary is used only when the planner expects at most this many rows (of all, matching or
 *  not) to sort up to it: the matches may cluster (a first name in a list sorted by first name),
 *  and then PostgreSQL would walk the sort index through most of the table for one page. */
const RANGE_ROWS = 20_000;

export type TSearchSpec = {
  db: Db; table: PgTable; id: PgColumn; col: PgColumn; order: 1 | -1;
  where: SQL | undefined; offset: number; size: number; exactUpTo?: number; rangeUpTo?: number;
  /** The table's rows lie on disk in the order of `col` ascending (mostly: later rows anywhere). */
  ordered?: boolean;
};
export type TSearchHits = { ids: string[]; total: number; estimated: boolean };

type TSampleRow = { id: string; k: string | null; block: number; pages: number };

export async function searchHits(s: TSearchSpec): Promise<TSearchHits> {
  const cap = s.exactUpTo ?? SEARCH_EXACT_UP_TO;
  const where = s.where ?? sql`true`;
  const dir = s.order === -1 ? sql`DESC` : sql`ASC`;
  const name = getTableName(s.table);
  const sample = rowsOf<TSampleRow>(await s.db.execute(sql`
    WITH m AS MATERIALIZED (SELECT ${s.id} AS id, ${s.col} AS k, ctid AS c FROM ${s.table} WHERE ${where} LIMIT ${cap + 1})
    SELECT id, k::text AS k,
      (SELECT max((c::text::point)[0]) FROM m)::int AS block,
      greatest(1, pg_relation_size(to_regclass(${name})) / current_setting('block_size')::int)::int AS pages
    FROM m ORDER BY m.k ${dir}, id ASC`));
  if (sample.length <= cap) {
    return { ids: sample.slice(s.offset, s.offset + s.size).map((r) => r.id), total: sample.length, estimated: false };
  }
  const fraction = Math.min(1, (Number(sample[0].block) + 1) / Number(sample[0].pages));
  const total = Math.max(sample.length, s.ordered ? await plannedRows(s, where) : Math.round(sample.length / fraction));
  const inOrder = s.ordered && s.order === 1 ? s.offset + s.size + SLACK_ROWS : 0;
  const at = Math.max(inOrder, Math.ceil((s.offset + s.size) * fraction * MARGIN) + SLACK_ROWS);
  const range = at < sample.length && (s.order === -1 || sample[at].k !== null) ? upTo(s, sample[at].k) : null;
  const bounded = range && await plannedRows(s, range) <= (s.rangeUpTo ?? RANGE_ROWS) ? await pageUpTo(s, where, dir, range) : null;
  if (bounded) return { ids: bounded, total: Math.max(total, s.offset + bounded.length), estimated: true };
  return exactHits(s, where, dir);
}

/** The rows sorting up to the boundary. Empty sort keys sort last ascending and first
 *  descending (PostgreSQL's default). */
function upTo(s: TSearchSpec, boundary: string | null): SQL {
  if (s.order === 1) return sql`${s.col} <= ${boundary}`;
  return boundary === null ? sql`${s.col} IS NULL` : sql`(${s.col} IS NULL OR ${s.col} >= ${boundary})`;
}

/** How many rows of the table the planner expects a condition to keep (its statistics only). */
async function plannedRows(s: TSearchSpec, condition: SQL): Promise<number> {
  const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(await s.db.execute(sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${s.table} WHERE ${condition}`));
  const plan = typeof row['QUERY PLAN'] === 'string' ? JSON.parse(row['QUERY PLAN']) : row['QUERY PLAN'];
  return Number((plan as { Plan: { 'Plan Rows': number } }[])[0].Plan['Plan Rows']);
}

/** The page among the matches sorting up to the boundary; null when they do not fill the page. */
async function pageUpTo(s: TSearchSpec, where: SQL, dir: SQL, upTo: SQL): Promise<string[] | null> {
  const rows = rowsOf<{ id: string }>(await s.db.execute(sql`
    SELECT ${s.id} AS id FROM ${s.table} WHERE ${where} AND ${upTo}
    ORDER BY ${s.col} ${dir}, ${s.id} ASC LIMIT ${s.size} OFFSET ${s.offset}`));
  return rows.length === s.size ? rows.map((r) => r.id) : null;
}

/** Every match's id and sort key, counted and sorted once. */
async function exactHits(s: TSearchSpec, where: SQL, dir: SQL): Promise<TSearchHits> {
  const rows = rowsOf<{ id: string; total: number }>(await s.db.execute(sql`
    WITH m AS MATERIALIZED (SELECT ${s.id} AS id, ${s.col} AS k FROM ${s.table} WHERE ${where})
    SELECT id, (SELECT count(*) FROM m)::int AS total FROM m ORDER BY k ${dir}, id ASC
    LIMIT ${s.size} OFFSET ${s.offset}`));
  const total = rows.length ? Number(rows[0].total) : rowsOf<{ n: number }>(await s.db.execute(sql`SELECT count(*)::int AS n FROM ${s.table} WHERE ${where}`))[0].n;
  return { ids: rows.map((r) => r.id), total: Number(total), estimated: false };
}
