// "List cache at most 10 entries" (spec section 9): list queries share one key prefix; when more
// than LIST_CACHE_LIMIT are cached, the least recently updated ones that no screen shows right
// now are dropped. Pure selection (listQueriesToDrop) plus the cache subscription that applies it.
import type { QueryCache, QueryKey } from '@tanstack/react-query';
import type { TListQueryInput } from '@/lib/contract/listing';

export const LIST_CACHE_LIMIT = 10;

export const resourceKeys = {
  all: (resource: string) => ['resource', resource] as const,
  lists: (resource: string) => ['resource', resource, 'list'] as const,
  list: (resource: string, query: TListQueryInput) => ['resource', resource, 'list', query] as const,
  item: (resource: string, id: string) => ['resource', resource, 'item', id] as const,
  /** Labels of referenced records (ref columns, ref selects): not a list of the cache rule. */
  labels: (resource: string, ids: readonly string[]) => ['resource', resource, 'labels', [...ids].sort()] as const,
  options: (resource: string, search: string) => ['resource', resource, 'options', search] as const,
  /** A form's or guest form's guest links (lib/resources/form-links). */
  links: (resource: string, id: string) => ['resource', resource, 'links', id] as const,
};

export function isListKey(key: QueryKey): boolean {
  return key[0] === 'resource' && key[2] === 'list' && key.length === 4;
}

export type TCachedQuery = { hash: string; updatedAt: number; observers: number };

/** Which cached list queries to remove so that at most `limit` stay; shown ones are never removed. */
export function listQueriesToDrop(queries: readonly TCachedQuery[], limit: number = LIST_CACHE_LIMIT): string[] {
  if (queries.length <= limit) return [];
  const removable = queries.filter((q) => q.observers === 0).sort((a, b) => a.updatedAt - b.updatedAt);
  return removable.slice(0, queries.length - limit).map((q) => q.hash);
}

const installed = new WeakSet<QueryCache>();

/** Applies the rule on every query added to the cache (once per cache). */
export function limitListCache(cache: QueryCache, limit: number = LIST_CACHE_LIMIT): void {
  if (installed.has(cache)) return;
  installed.add(cache);
  cache.subscribe((event) => {
    if (event.type !== 'added' && event.type !== 'observerRemoved') return;
    const lists = cache.getAll().filter((q) => isListKey(q.queryKey));
    const drop = new Set(
      listQueriesToDrop(
        lists.map((q) => ({
          hash: q.queryHash,
          // Just added (no answer yet) counts as the newest.
          updatedAt: q.state.dataUpdatedAt || q.state.errorUpdatedAt || Number.MAX_SAFE_INTEGER,
          observers: q.getObserversCount(),
        })),
        limit,
      ),
    );
    if (drop.size === 0) return;
    // Removing inside the notification would re-enter the cache's listeners: next tick.
    queueMicrotask(() => {
      for (const q of lists) if (drop.has(q.queryHash) && q.getObserversCount() === 0) cache.remove(q);
    });
  });
}
