// Reads of one generic resource, always through its binding's whitelisted columns and the
// caller's asset limits, own-records limits and parent's visibility (parent-scope.ts). A record
// the caller may not see is "not found" (404). The writes are in writes.ts.
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TListAnswer, TListQuery } from '../../../lib/contract/listing';
import type { Db } from '../../db/client';
import { accessAsked } from '../../db/access-witness';
import type { Context } from 'hono';
import type { AppEnv, TPrincipal } from '../../http/context';
import { principalOf } from '../../http/security';
import { errors } from '../../http/errors';
import { readableCondition } from './asset-scope';
import { bookingSightSql } from './booking-sight';
import type { TBinding, TRow } from './binding';
import { filterConditions, orderBy, searchCondition, searchPattern, sortOf } from './list-query';
import { parentCondition } from './parent-scope';
import { selfCondition } from './self-access';
import { searchHits, type TSearchSpec } from './search-page';
import { wireFor } from './wire';
import type { TResourceAction } from '../../../lib/contract/resources/define';

export type TStoreContext = { db: Db; principal: TPrincipal; lang: 'de' | 'en' };

/** The store context of a request (401 without a login). */
export function storeContext(c: Context<AppEnv>): TStoreContext {
  return { db: c.get('db'), principal: principalOf(c), lang: c.get('lang') };
}

/** A row that belongs to a booking (a `booking` field referring to bookings) only when the caller
 *  may see that booking in full (booking-sight.ts; `hooks.bookingReaders` name scopes that read
 *  such rows in their own right within their assets, as payments.read does payments). */
function bookingCondition(b: TBinding, p: TPrincipal): SQL | undefined {
  const spec = Object.hasOwn(b.resource.fields, 'booking') ? b.resource.fields.booking : undefined;
  if (b.resource.name === 'bookings' || spec?.type !== 'ref' || spec.ref !== 'bookings') return undefined;
  const col = b.columns.booking;
  return sql`(${col} IS NULL OR EXISTS (SELECT 1 FROM bookings bk WHERE bk.id = ${col} AND ${bookingSightSql(p, 'bk', b.hooks.bookingReaders ?? [])}))`;
}

/** Rows the caller may reach for an action: asset limits, the booking access rule for rows of a
 *  booking, own-records limits, and for a child record its parent's visibility (a condition on the
 *  resource's table). */
export function reachable(b: TBinding, p: TPrincipal, action: TResourceAction): SQL | undefined {
  accessAsked();
  return and(readableCondition(b, p), bookingCondition(b, p), selfCondition(b, p, action), parentCondition(b, p, action));
}

/** What a list keeps besides its search: the caller's reach, the filter, the owner's condition. */
function keptWhere(b: TBinding, q: TListQuery, p: TPrincipal): SQL | undefined {
  return and(reachable(b, p, 'read'), ...filterConditions(b, q.filter), b.hooks.listCondition?.(q.filter));
}

function listWhere(b: TBinding, q: TListQuery, p: TPrincipal): SQL | undefined {
  return and(searchCondition(b, q.search), keptWhere(b, q, p));
}

export async function listRecords(b: TBinding, q: TListQuery, ctx: TStoreContext): Promise<TListAnswer<Record<string, unknown>>> {
  if (q.search?.trim() && q.size > 0) return searchPage(b, q, ctx);
  const where = listWhere(b, q, ctx.principal);
  const order = orderBy(b, q);
  const table = b.table as PgTable;
  const base = ctx.db.select().from(table).where(where).orderBy(...order);
  // The page and the total in parallel: two pool connections on PostgreSQL (PGlite queues them).
  const [rows, [{ total }]] = await Promise.all([
    q.size === 0 ? base : base.limit(q.size).offset((q.page - 1) * q.size),
    ctx.db.select({ total: count() }).from(table).where(where),
  ]);
  return { data: await listed(b, ctx.db, rows as TRow[], ctx.principal), total, page: q.page, size: q.size };
}

/** Rows → the list's records, with what the owner adds (hooks.listRecords). */
async function listed(b: TBinding, db: Db, rows: TRow[], p: TPrincipal): Promise<Record<string, unknown>[]> {
  const records = rows.map((r) => wireFor(b, r, p));
  return b.hooks.listRecords && records.length ? b.hooks.listRecords(db, records) : records;
}

/** A page of a search (search-page.ts: the total is estimated when more than 1,000 rows match).
 *  Only the page's rows are read in full. Left to itself, PostgreSQL walks the sort column's index
 *  and filters every row on the way: a search whose matches sit at the far end of the order read
 *  250,000 of 400,000 customers (0.4-0.5 s) to fill one page. */
async function searchPage(b: TBinding, q: TListQuery, ctx: TStoreContext): Promise<TListAnswer<Record<string, unknown>>> {
  const hits = await searchHits({ db: ctx.db, ...searchedTable(b, q, ctx.principal), offset: (q.page - 1) * q.size, size: q.size });
  const rows = hits.ids.length
    ? await ctx.db.select().from(b.table as PgTable).where(inArray(b.columns.id, hits.ids)).orderBy(...orderBy(b, q)) : [];
  const answer = { data: await listed(b, ctx.db, rows as TRow[], ctx.principal), total: hits.total, page: q.page, size: q.size };
  return hits.estimated ? { ...answer, estimated: true } : answer;
}

/** Where a search page is read: the resource's search projection when it has one that holds the
 *  sort field (the rest of the list's conditions then pick the projection's rows by id), else the
 *  resource's own table. */
function searchedTable(b: TBinding, q: TListQuery, p: TPrincipal): Pick<TSearchSpec, 'table' | 'id' | 'col' | 'order' | 'where' | 'ordered'> {
  const { field, col, order } = sortOf(b, q);
  const source = b.hooks.searchSource;
  const term = q.search?.trim() ?? '';
  if (!source?.sorts[field] || !term) return { table: b.table as PgTable, id: b.columns.id, col, order, where: listWhere(b, q, p) };
  const kept = keptWhere(b, q, p);
  return {
    table: source.table, id: source.id, col: source.sorts[field], order, ordered: source.orderedBy === field,
    where: and(source.condition(searchPattern(term), term),
      kept && sql`${source.id} IN (SELECT ${b.columns.id} FROM ${b.table as PgTable} WHERE ${kept})`),
  };
}

/** Every matching row in list order (the CSV export), in chunks so that a large table is never
 *  held in memory at once. The query is checked (400) before the first chunk is read. */
export function recordChunks(b: TBinding, q: TListQuery, ctx: TStoreContext, chunk = 2000) {
  const where = listWhere(b, q, ctx.principal);
  const order = orderBy(b, q);
  return async function* chunks(): AsyncGenerator<Record<string, unknown>[]> {
    for (let offset = 0; ; offset += chunk) {
      const rows = await ctx.db.select().from(b.table as PgTable).where(where).orderBy(...order).limit(chunk).offset(offset);
      if (rows.length) yield await listed(b, ctx.db, rows as TRow[], ctx.principal);
      if (rows.length < chunk) return;
    }
  };
}

export async function findVisible(b: TBinding, id: string, ctx: TStoreContext, action: TResourceAction = 'read'): Promise<TRow> {
  const [row] = await ctx.db.select().from(b.table as PgTable)
    .where(and(eq(b.columns.id, id), reachable(b, ctx.principal, 'read'), action === 'read' ? undefined : selfCondition(b, ctx.principal, action))).limit(1);
  if (!row) throw errors.notFound(`${b.resource.name} ${id} not found`);
  return row as TRow;
}
