// "List cache at most 10 entries": the selection and the rule on a real QueryCache.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { LIST_CACHE_LIMIT, isListKey, limitListCache, listQueriesToDrop, resourceKeys } from '@/components/resources/list/list-cache';

describe('list cache limit', () => {
  it('drops the oldest unobserved list queries above the limit', () => {
    const qs = Array.from({ length: 13 }, (_, i) => ({ hash: `q${i}`, updatedAt: 100 - i, observers: i === 12 ? 1 : 0 }));
    // Oldest are q12 (observed, kept), q11, q10, q9 ...
    expect(listQueriesToDrop(qs, 10)).toEqual(['q11', 'q10', 'q9']);
    expect(listQueriesToDrop(qs.slice(0, 10), 10)).toEqual([]);
  });

  it('only list keys count; item, label and option queries do not', () => {
    expect(isListKey(resourceKeys.list('port', { page: 2 }))).toBe(true);
    expect(isListKey(resourceKeys.item('port', 'x'))).toBe(false);
    expect(isListKey(resourceKeys.labels('port', ['a']))).toBe(false);
    expect(isListKey(resourceKeys.lists('port'))).toBe(false);
  });

  it('keeps at most 10 list queries in a query cache', async () => {
    const client = new QueryClient();
    const cache = client.getQueryCache();
    limitListCache(cache);
    for (let i = 1; i <= 15; i++) {
      await client.prefetchQuery({ queryKey: resourceKeys.list('port', { page: i }), queryFn: async () => ({ data: [], total: 0, page: i, size: 25 }) });
      client.setQueryData(resourceKeys.item('port', `id${i}`), { id: `id${i}` });
    }
    await new Promise((r) => setTimeout(r, 0));
    const lists = cache.getAll().filter((q) => isListKey(q.queryKey));
    expect(lists).toHaveLength(LIST_CACHE_LIMIT);
    // The newest stay.
    expect(lists.map((q) => (q.queryKey[3] as { page: number }).page).sort((a, b) => a - b)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(cache.getAll().filter((q) => q.queryKey[2] === 'item')).toHaveLength(15);
    client.clear();
  });
});
