// The list screen's URL state: query <-> URL round trips, sort cycling, filters, CSV link.
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount, allowedQuery, apiListParams, csvHref, nextSort, pageCount, readListState, withFilter, withPage, withSearch, writeListState,
} from '@/components/resources/list/list-url';

const sp = (s: string) => new URLSearchParams(s);

describe('list URL state', () => {
  it('reads the query and the open record from the URL', () => {
    const s = readListState(sp('page=3&sort=name&order=-1&search=bali&filter=%7B%22isActive%22%3Atrue%7D&edit=new&tab=x'));
    expect(s).toEqual({ query: { page: 3, sort: 'name', order: -1, search: 'bali', filter: { isActive: true } }, edit: 'new' });
  });

  it('drops invalid parts of a bookmark instead of failing', () => {
    expect(readListState(sp('page=-2&size=abc&filter=%7Bbroken&sort=1x')).query).toEqual({});
  });

  it('writes the query and keeps unrelated params such as the tab', () => {
    const next = writeListState(sp('tab=categories&page=4&search=old'), { query: { search: 'new', sort: 'code', order: -1 } });
    expect(next.get('tab')).toBe('categories');
    expect(next.get('page')).toBeNull();
    expect(next.get('search')).toBe('new');
    expect(next.get('order')).toBe('-1');
    expect(readListState(next).query).toEqual({ search: 'new', sort: 'code', order: -1 });
  });

  it('opens and closes the form dialog without touching the query', () => {
    const opened = writeListState(sp('page=2&search=x'), { edit: 'abc' });
    expect(opened.toString()).toBe('page=2&search=x&edit=abc');
    expect(writeListState(opened, { edit: null }).toString()).toBe('page=2&search=x');
  });

  it('round-trips any query through the URL', () => {
    const q = { page: 7, size: 50, sort: 'name', order: -1 as const, search: 'ä ö', filter: { country: 'ID', rating: { gte: 2, lte: 4 } } };
    expect(readListState(writeListState(sp(''), { query: q })).query).toEqual(q);
  });
});

describe('list query changes', () => {
  it('cycles a column: ascending, descending, default; another column starts ascending', () => {
    const a = nextSort({ page: 3 }, 'name');
    expect(a).toEqual({ page: 1, sort: 'name', order: 1 });
    const b = nextSort(a, 'name');
    expect(b).toEqual({ page: 1, sort: 'name', order: -1 });
    expect(nextSort(b, 'name')).toEqual({ page: 1 });
    expect(nextSort(b, 'code')).toEqual({ page: 1, sort: 'code', order: 1 });
  });

  it('search and filter go back to page 1; empty values remove the filter', () => {
    expect(withSearch({ page: 5, search: 'a' }, '  ')).toEqual({ page: 1 });
    expect(withSearch({ page: 5 }, ' bali ')).toEqual({ page: 1, search: 'bali' });
    const f = withFilter({ page: 4 }, 'isActive', false);
    expect(f).toEqual({ page: 1, filter: { isActive: false } });
    expect(activeFilterCount(f)).toBe(1);
    expect(withFilter(f, 'isActive', undefined)).toEqual({ page: 1 });
    expect(withFilter({}, 'rating', { gte: 2, lte: undefined })).toEqual({ page: 1, filter: { rating: { gte: 2 } } });
    expect(withFilter({ filter: { rating: { gte: 2 } } }, 'rating', { gte: undefined })).toEqual({ page: 1 });
    expect(withPage({ page: 1 }, 0)).toEqual({ page: 1 });
  });

  it('sends page and size always and the filter as JSON', () => {
    expect(apiListParams({})).toEqual({ page: 1, size: 25, sort: undefined, order: undefined, search: undefined, filter: undefined });
    expect(apiListParams({ sort: 'name', filter: { a: 1 } })).toMatchObject({ sort: 'name', order: 1, filter: '{"a":1}' });
  });

  it('exports every matching row: the CSV link has the query but no page or size', () => {
    expect(csvHref('/api/port', { page: 3, size: 50, sort: 'name', order: -1, search: 'x' })).toBe('/api/port/listCSV?sort=name&order=-1&search=x');
    expect(csvHref('/api/port', {})).toBe('/api/port/listCSV');
  });

  it('counts pages', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(100, 0)).toBe(1);
  });
});

describe('bookmarked queries', () => {
  it('drop sort and filter fields the resource does not allow', () => {
    const allowed = { sortable: ['name'], filterable: ['id', 'isActive'] };
    expect(allowedQuery({ sort: 'secret', order: -1, filter: { password: 'x', isActive: true }, search: 'a' }, allowed)).toEqual({ filter: { isActive: true }, search: 'a' });
    expect(allowedQuery({ sort: 'name', order: -1, filter: { password: 'x' } }, allowed)).toEqual({ sort: 'name', order: -1 });
  });
});
