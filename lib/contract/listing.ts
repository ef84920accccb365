// The listing query and answer of every generic list (api-calls 3 and 7.1; spec section 3
// "Listing query"): page, size (0 = all, default 25), sort, order (1 | -1), search, filter (JSON).
// Shared by the upstream (validation, OpenAPI) and the web side (URL <-> query, list screens).
//
// filter is a JSON object keyed by field name. Each value is one of
//   a scalar or null                    field equals the value (null: field is empty)
//   an array of scalars                 field is one of them
//   an object of operators              { "gte": 1, "lt": 5 } (ops: FILTER_OPERATORS)
// Which fields may be filtered, sorted and searched is per resource (lib/contract/resources).
import { z } from 'zod';
import { MAX_JSON_DEPTH, tooDeep } from '../validation/json-depth';

export const DEFAULT_PAGE_SIZE = 25;
/** Largest page a caller may ask for apart from size 0 (= every matching row). */
export const MAX_PAGE_SIZE = 1000;
export const MAX_SEARCH_LENGTH = 200;

export const FILTER_OPERATORS = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in', 'nin'] as const;
export type TFilterOperator = (typeof FILTER_OPERATORS)[number];

export const ZFilterScalar = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);
export type TFilterScalar = z.infer<typeof ZFilterScalar>;

const ZFilterOps = z.strictObject({
  eq: ZFilterScalar.optional(),
  ne: ZFilterScalar.optional(),
  gt: ZFilterScalar.optional(),
  gte: ZFilterScalar.optional(),
  lt: ZFilterScalar.optional(),
  lte: ZFilterScalar.optional(),
  in: z.array(ZFilterScalar).max(500).optional(),
  nin: z.array(ZFilterScalar).max(500).optional(),
}).refine((o) => Object.keys(o).length > 0, { message: 'An operator object needs at least one operator' });

export const ZFilterCondition = z.union([ZFilterScalar, z.array(ZFilterScalar).max(500), ZFilterOps]);
export type TFilterCondition = z.infer<typeof ZFilterCondition>;

export const ZListFilter = z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'Unknown filter field'), ZFilterCondition);
export type TListFilter = z.infer<typeof ZListFilter>;

/** The filter query parameter: a JSON text, parsed and checked (malformed JSON is a validation issue). */
export const ZFilterParam = z.string().max(8000).transform((text, ctx): TListFilter => {
  if (text.trim() === '') return {};
  if (tooDeep(text)) {
    ctx.addIssue({ code: 'custom', message: `filter is nested deeper than ${MAX_JSON_DEPTH} levels` });
    return z.NEVER;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'filter is not valid JSON' });
    return z.NEVER;
  }
  // zod's record silently drops an own "__proto__" key (JSON.parse makes one): the caller's
  // condition would vanish and the list answer unfiltered. Refuse it like any unknown field.
  if (value !== null && typeof value === 'object' && Object.hasOwn(value, '__proto__')) {
    ctx.addIssue({ code: 'custom', message: 'Unknown filter field', path: ['__proto__'] });
    return z.NEVER;
  }
  const parsed = ZListFilter.safeParse(value);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  }
  return parsed.data;
});

const ZIntParam = (min: number, max: number) => z.union([z.number(), z.string().regex(/^-?\d+$/, 'Must be a whole number')])
  .transform(Number).pipe(z.number().int().min(min).max(max));

/** GET {base} and GET {base}/listCSV query, as it arrives in the URL. */
export const ZListQuery = z.object({
  page: ZIntParam(1, 1_000_000).default(1),
  size: ZIntParam(0, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'Unknown sort field').optional(),
  order: z.union([z.literal('1'), z.literal('-1'), z.literal(1), z.literal(-1)]).transform((o) => (Number(o) === -1 ? -1 : 1) as 1 | -1).default(1),
  search: z.string().trim().max(MAX_SEARCH_LENGTH).optional(),
  filter: ZFilterParam.optional(),
});
export type TListQuery = z.output<typeof ZListQuery>;
/** A list query as the web side builds it before it becomes a URL. */
export type TListQueryInput = {
  page?: number;
  size?: number;
  sort?: string;
  order?: 1 | -1;
  search?: string;
  filter?: TListFilter;
};

/** The list answer: `{ data, total, page, size }`; total counts every matching row. A search
 *  matching more than 1,000 rows answers an estimated total and `estimated: true` (the page
 *  itself is exact; docs/decisions/list-search-totals.md). */
export function ZListAnswer<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int().min(0),
    estimated: z.literal(true).optional().describe('total is an estimate (a search matching more than 1,000 rows)'),
    page: z.number().int().min(1),
    size: z.number().int().min(0),
  });
}
export type TListAnswer<T> = { data: T[]; total: number; estimated?: true; page: number; size: number };

/** A list query → URL search parameters (defaults left out, so equal queries give equal URLs). */
export function listQueryToSearchParams(q: TListQueryInput): URLSearchParams {
  const p = new URLSearchParams();
  if (q.page !== undefined && q.page !== 1) p.set('page', String(q.page));
  if (q.size !== undefined && q.size !== DEFAULT_PAGE_SIZE) p.set('size', String(q.size));
  if (q.sort) {
    p.set('sort', q.sort);
    if (q.order === -1) p.set('order', '-1');
  }
  if (q.search && q.search.trim() !== '') p.set('search', q.search.trim());
  if (q.filter && Object.keys(q.filter).length > 0) p.set('filter', JSON.stringify(q.filter));
  return p;
}

/** URL search parameters → a list query; invalid parts are dropped (a bookmark never breaks a screen). */
export function searchParamsToListQuery(params: URLSearchParams): TListQueryInput {
  const raw: Record<string, string> = {};
  for (const key of ['page', 'size', 'sort', 'order', 'search', 'filter']) {
    const v = params.get(key);
    if (v !== null) raw[key] = v;
  }
  const out: TListQueryInput = {};
  for (const [key, value] of Object.entries(raw)) {
    const one = ZListQuery.safeParse({ [key]: value });
    if (!one.success) continue;
    const v = one.data[key as keyof TListQuery];
    if (v !== undefined) (out as Record<string, unknown>)[key] = v;
  }
  return out;
}
