// The booking list's filters (state incl. 'not resolved', stay dates, asset, agency, source,
// search, page) ⇄ the URL, and the generic list query they make (filter JSON, lib/contract/listing).
import type { TListFilter } from '../contract/listing';
import { isIsoDay } from './date-grid';

export const NOT_RESOLVED = 'notResolved';

export type TBookingListForm = {
  state: string;
  from: string;
  to: string;
  /** 'resort:<id>' or 'vessel:<id>' or ''. */
  asset: string;
  agency: string;
  source: string;
  search: string;
  /** Deleted bookings instead of the others (hidden unless asked for). */
  deleted: boolean;
  page: number;
};

const KEYS = ['state', 'from', 'to', 'asset', 'agency', 'source', 'search'] as const;

export function formFromParams(p: URLSearchParams): TBookingListForm {
  const page = Number(p.get('page'));
  const f = Object.fromEntries(KEYS.map((k) => [k, p.get(k) ?? ''])) as Omit<TBookingListForm, 'page' | 'deleted'>;
  return { ...f, deleted: p.get('deleted') === '1', page: Number.isInteger(page) && page > 0 ? page : 1 };
}

export function paramsFromForm(f: TBookingListForm): URLSearchParams {
  const p = new URLSearchParams();
  for (const k of KEYS) if (f[k]) p.set(k, f[k]);
  if (f.deleted) p.set('deleted', '1');
  if (f.page > 1) p.set('page', String(f.page));
  return p;
}

/** The filter JSON: a stay is listed when it overlaps [from, to) (either end may be open). */
export function listFilter(f: TBookingListForm): TListFilter {
  const filter: TListFilter = {};
  if (f.state === NOT_RESOLVED) filter.resolved = false;
  else if (f.state) filter.state = f.state;
  if (isIsoDay(f.from)) filter.dateTo = { gt: f.from };
  if (isIsoDay(f.to)) filter.dateFrom = { lt: f.to };
  const [kind, id] = f.asset.split(':');
  if ((kind === 'resort' || kind === 'vessel') && id) filter[kind] = id;
  if (f.agency) filter.agency = f.agency;
  if (f.source) filter.source = f.source;
  // The upstream lists deleted bookings only when the filter names deletedDate.
  if (f.deleted) filter.deletedDate = { ne: null };
  return filter;
}

/** Query parameters of GET /api/bookings for the form. */
export function listQuery(f: TBookingListForm, size = 25): Record<string, string | number> {
  const filter = listFilter(f);
  return {
    page: f.page, size, sort: 'dateFrom', order: -1,
    ...(f.search.trim() ? { search: f.search.trim() } : {}),
    ...(Object.keys(filter).length ? { filter: JSON.stringify(filter) } : {}),
  };
}
