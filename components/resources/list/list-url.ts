// The list screen's state in the page URL (bookmarkable): the listing query of lib/contract/listing
// plus `edit` (a record id, or 'new', opened in the form dialog of lists without an edit route)
// and `tab` (screens with several lists). Pure: the list components read and write it.
import {
  DEFAULT_PAGE_SIZE,
  listQueryToSearchParams,
  searchParamsToListQuery,
  type TFilterCondition,
  type TListFilter,
  type TListQueryInput,
} from '@/lib/contract/listing';
import type { TQueryValue } from '@/lib/api/client-fetch';

const LIST_KEYS = ['page', 'size', 'sort', 'order', 'search', 'filter'] as const;
export const EDIT_PARAM = 'edit';
export const NEW_RECORD = 'new';

export type TListState = { query: TListQueryInput; edit: string | null };

/** The page URL's search params → the list query and the record open in the form dialog. */
export function readListState(params: URLSearchParams): TListState {
  const edit = params.get(EDIT_PARAM);
  return { query: searchParamsToListQuery(params), edit: edit && edit.trim() !== '' ? edit : null };
}

/** New page search params: the list query replaced, other params (tab, edit) kept unless given. */
export function writeListState(current: URLSearchParams, state: { query?: TListQueryInput; edit?: string | null }): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of current) {
    if (state.query && (LIST_KEYS as readonly string[]).includes(key)) continue;
    if (state.edit !== undefined && key === EDIT_PARAM) continue;
    next.append(key, value);
  }
  if (state.query) for (const [key, value] of listQueryToSearchParams(state.query)) next.set(key, value);
  if (state.edit) next.set(EDIT_PARAM, state.edit);
  return next;
}

/** '?a=b' or '' */
export function toSearch(params: URLSearchParams): string {
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** Click on a column header: ascending, then descending, then back to the default order. */
export function nextSort(query: TListQueryInput, field: string): TListQueryInput {
  const { sort, order, ...rest } = query;
  void order;
  const base = { ...rest, page: 1 };
  if (sort !== field) return { ...base, sort: field, order: 1 };
  if (query.order !== -1) return { ...base, sort: field, order: -1 };
  return base;
}

export function withSearch(query: TListQueryInput, search: string): TListQueryInput {
  const { search: _old, ...rest } = query;
  void _old;
  const t = search.trim();
  return t === '' ? { ...rest, page: 1 } : { ...rest, search: t, page: 1 };
}

export function withPage(query: TListQueryInput, page: number): TListQueryInput {
  return { ...query, page: Math.max(1, Math.floor(page)) };
}

const isEmptyCondition = (c: TFilterCondition | undefined): boolean => {
  if (c === undefined || c === '') return true;
  if (Array.isArray(c)) return c.length === 0;
  if (c !== null && typeof c === 'object') return Object.values(c).every((v) => v === undefined || v === '' || v === null);
  return false;
};

/** Sets (or, for an empty value, removes) one field's filter condition; back to page 1. */
export function withFilter(query: TListQueryInput, field: string, condition: TFilterCondition | undefined): TListQueryInput {
  const filter: TListFilter = { ...(query.filter ?? {}) };
  if (isEmptyCondition(condition)) delete filter[field];
  else if (condition !== null && typeof condition === 'object' && !Array.isArray(condition)) {
    filter[field] = Object.fromEntries(Object.entries(condition).filter(([, v]) => v !== undefined && v !== '' && v !== null)) as TFilterCondition;
  } else filter[field] = condition as TFilterCondition;
  const { filter: _f, ...rest } = query;
  void _f;
  return Object.keys(filter).length > 0 ? { ...rest, filter, page: 1 } : { ...rest, page: 1 };
}

export function activeFilterCount(query: TListQueryInput): number {
  return Object.keys(query.filter ?? {}).length;
}

/** The query as apiFetch parameters for GET {base}: page and size always, the rest when set. */
export function apiListParams(query: TListQueryInput): Record<string, TQueryValue> {
  return {
    page: query.page ?? 1,
    size: query.size ?? DEFAULT_PAGE_SIZE,
    sort: query.sort,
    order: query.sort ? (query.order ?? 1) : undefined,
    search: query.search,
    filter: query.filter && Object.keys(query.filter).length > 0 ? JSON.stringify(query.filter) : undefined,
  };
}

/** GET {base}/listCSV of the current query: every matching row, so no page and no size. */
export function csvHref(base: string, query: TListQueryInput): string {
  const { page: _p, size: _s, ...rest } = query;
  void _p;
  void _s;
  return `${base}/listCSV${toSearch(listQueryToSearchParams(rest))}`;
}

export function pageCount(total: number, size: number): number {
  if (size <= 0) return 1;
  return Math.max(1, Math.ceil(total / size));
}

/** A bookmarked query limited to what the resource allows (unknown sort or filter fields are
 *  dropped instead of failing the screen with a 400). */
export function allowedQuery(query: TListQueryInput, allowed: { sortable: readonly string[]; filterable: readonly string[] }): TListQueryInput {
  const out: TListQueryInput = { ...query };
  if (out.sort && !allowed.sortable.includes(out.sort)) {
    delete out.sort;
    delete out.order;
  }
  if (out.filter) {
    const kept = Object.fromEntries(Object.entries(out.filter).filter(([k]) => allowed.filterable.includes(k)));
    if (Object.keys(kept).length > 0) out.filter = kept;
    else delete out.filter;
  }
  return out;
}
