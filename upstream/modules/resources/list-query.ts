// Turns a validated listing query (lib/contract/listing) into drizzle conditions. Only fields the
// resource declares as sortable, filterable or searchable reach SQL, always as bound parameters
// through drizzle's operators; anything else is a 400 ValidationError naming the parameter.
import {
  and, arrayContains, arrayOverlaps, asc, desc, eq, getTableName, gt, gte, inArray, isNotNull, isNull, lt, lte, ne,
  notInArray, or, sql, type SQL,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { SEARCH_COLUMN } from '../../db/schema/resources/build-table';
import type { TFilterCondition, TFilterScalar, TListFilter, TListQuery } from '../../../lib/contract/listing';
import type { TFieldSpec } from '../../../lib/contract/resources/define';
import type { TFieldError } from '../../../lib/contract/errors';
import { isUuid } from '../../db/rows';
import { errors } from '../../http/errors';
import type { TBinding } from './binding';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID_SPEC: TFieldSpec = { type: 'ref', filter: true };
const TIMESTAMP_SPEC: TFieldSpec = { type: 'datetime', sort: true };

function specOf(b: TBinding, field: string): TFieldSpec | undefined {
  if (field === 'id') return ID_SPEC;
  if (field === 'createdAt' || field === 'updatedAt') return TIMESTAMP_SPEC;
  return Object.hasOwn(b.resource.fields, field) ? b.resource.fields[field] : undefined;
}

/** One filter value checked against the field's type; returns the value to bind or an error text. */
function filterValue(spec: TFieldSpec, v: TFilterScalar): { value: unknown } | { error: string } {
  if (v === null) return { value: null };
  switch (spec.type) {
    case 'int': case 'decimal':
      return typeof v === 'number' && Number.isFinite(v) ? { value: v } : { error: 'must be a number' };
    case 'bool':
      return typeof v === 'boolean' ? { value: v } : { error: 'must be true or false' };
    case 'ref': case 'refList':
      return typeof v === 'string' && isUuid(v) ? { value: v } : { error: 'must be an id' };
    case 'date':
      return typeof v === 'string' && ISO_DATE.test(v) && !Number.isNaN(Date.parse(v)) ? { value: v } : { error: 'must be a date YYYY-MM-DD' };
    case 'datetime': {
      const d = typeof v === 'string' ? new Date(v) : null;
      return d && !Number.isNaN(d.getTime()) ? { value: d } : { error: 'must be a date-time' };
    }
    case 'enum':
      return typeof v === 'string' && spec.values!.includes(v) ? { value: v } : { error: `must be one of ${spec.values!.join(', ')}` };
    case 'text': case 'textList':
      return typeof v === 'string' ? { value: v } : { error: 'must be text' };
    default:
      return { error: 'cannot be filtered' };
  }
}

function condition(col: PgColumn, spec: TFieldSpec, cond: TFilterCondition, path: string, errs: TFieldError[]): SQL | undefined {
  const isList = spec.type === 'textList' || spec.type === 'refList';
  const one = (v: TFilterScalar, p: string): unknown => {
    const r = filterValue(spec, v);
    if ('error' in r) { errs.push({ path: p, message: `${path.replace(/^filter\./, '')} ${r.error}`, code: 'invalid_filter' }); return undefined; }
    return r.value;
  };
  const many = (vs: TFilterScalar[], p: string) => vs.map((v, i) => one(v, `${p}.${i}`));
  const equals = (v: unknown) => (v === null ? isNull(col) : isList ? arrayContains(col, [v]) : eq(col, v));
  const within = (vs: unknown[]) => {
    const values = vs.filter((v) => v !== null);
    const parts: SQL[] = [];
    if (values.length) parts.push(isList ? arrayOverlaps(col, values) : inArray(col, values));
    if (values.length < vs.length) parts.push(isNull(col));
    return parts.length ? or(...parts) : undefined;
  };
  if (cond === null || typeof cond !== 'object') return equals(one(cond, path));
  if (Array.isArray(cond)) return within(many(cond, path)) ;
  const parts: (SQL | undefined)[] = [];
  const ordered = !isList && spec.type !== 'bool' && spec.type !== 'enum' && spec.type !== 'ref';
  for (const [op, raw] of Object.entries(cond)) {
    const p = `${path}.${op}`;
    if ((op === 'in' || op === 'nin') && Array.isArray(raw)) {
      const vs = many(raw, p);
      if (op === 'in') parts.push(within(vs));
      else {
        const values = vs.filter((v) => v !== null);
        const notNull = values.length < vs.length ? isNotNull(col) : undefined;
        parts.push(and(values.length ? (isList ? undefined : notInArray(col, values)) : undefined, notNull));
        if (isList && values.length) errs.push({ path: p, message: 'nin is not available for list fields', code: 'invalid_filter' });
      }
      continue;
    }
    const v = one(raw as TFilterScalar, p);
    if (op === 'eq') parts.push(equals(v));
    else if (op === 'ne') parts.push(v === null ? isNotNull(col) : isList ? undefined : ne(col, v));
    else if (!ordered || v === null) errs.push({ path: p, message: `${op} is not available for this field`, code: 'invalid_filter' });
    else parts.push(op === 'gt' ? gt(col, v) : op === 'gte' ? gte(col, v) : op === 'lt' ? lt(col, v) : lte(col, v));
  }
  return and(...parts);
}

export function filterConditions(b: TBinding, filter: TListFilter | undefined): SQL[] {
  if (!filter) return [];
  const errs: TFieldError[] = [];
  const out: SQL[] = [];
  for (const [field, cond] of Object.entries(filter)) {
    const spec = specOf(b, field);
    if (!spec || !b.resource.filterable.includes(field)) {
      errs.push({ path: `filter.${field}`, message: `${field} cannot be filtered; filterable: ${b.resource.filterable.join(', ')}`, code: 'unknown_filter_field' });
      continue;
    }
    const c = condition(b.columns[field], spec, cond, `filter.${field}`, errs);
    if (c) out.push(c);
  }
  if (errs.length) throw errors.validation(errs, 'Invalid filter');
  return out;
}

/** The LIKE pattern of a search term (its wildcards taken literally). */
export function searchPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

/** Case-insensitive '%term%' over the searchable text fields; % and _ in the term match themselves. */
export function searchCondition(b: TBinding, search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term || b.resource.searchable.length === 0) return undefined;
  const pattern = searchPattern(term);
  // A search projection (binding.ts TSearchSource) answers which rows match.
  const source = b.hooks.searchSource;
  if (source) return sql`${b.columns.id} IN (SELECT ${source.id} FROM ${source.table} WHERE ${source.condition(pattern, term)})`;
  // The searchable fields as one lowercased text (build-table.ts SEARCH_COLUMN), so a row is
  // checked once, with a plain LIKE, whichever field holds the term.
  const own = sql`${sql.identifier(getTableName(b.table as PgTable))}.${sql.identifier(SEARCH_COLUMN)} LIKE lower(${pattern})`;
  const also = b.hooks.searchAlso?.(pattern, term);
  return also ? sql`(${own} OR ${also})` : own;
}

/** The list's sort column and direction (the resource's default when the query names none). */
export function sortOf(b: TBinding, q: Pick<TListQuery, 'sort' | 'order'>): { field: string; col: PgColumn; order: 1 | -1 } {
  const field = q.sort ?? b.resource.defaultSort?.field ?? 'createdAt';
  const order = q.sort ? q.order : (b.resource.defaultSort?.order ?? -1);
  if (q.sort && !b.resource.sortable.includes(q.sort)) {
    throw errors.validation([{ path: 'sort', message: `${q.sort} cannot be sorted; sortable: ${b.resource.sortable.join(', ')}`, code: 'unknown_sort_field' }]);
  }
  return { field, col: b.columns[field], order: order === -1 ? -1 : 1 };
}

export function orderBy(b: TBinding, q: Pick<TListQuery, 'sort' | 'order'>): SQL[] {
  const { col, order } = sortOf(b, q);
  // The id breaks ties, so pages never repeat or skip rows.
  return [order === -1 ? desc(col) : asc(col), asc(b.columns.id)];
}
