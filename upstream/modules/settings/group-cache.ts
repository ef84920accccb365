// The settings group cache of the spec ("group/{group} cached 3 hours"), one per upstream instance
// (kept in the instance's caches, which createApp makes and the request context carries). Several instances run on one database,
// so an entry is served only while the group's stamp in the database is the one it was read at:
// the stamp is a hash of the group's stored rows, computed by the database, so a change made by any
// instance (or by hand in SQL) is seen by the next read everywhere, with no message between
// instances to get lost. What the cache saves is sending and parsing the group's values (the
// translations group holds thousands of texts); the stamp is one small row.
// Entries live at most 3 hours; POST /clearCache drops them (docs/decisions/settings-and-texts.md).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { readGroup } from './store';

export const SETTINGS_CACHE_TTL_MS = 3 * 3600 * 1000;

type TEntry = { stamp: string; value: Record<string, unknown>; readAt: number };
export type TSettingsCache = { entries: Map<string, TEntry>; hits: number; loads: number };

/** This instance's settings cache, made on first use. */
export function settingsCacheOf(caches: Map<string, unknown>): TSettingsCache {
  let cache = caches.get('settings') as TSettingsCache | undefined;
  if (!cache) caches.set('settings', cache = { entries: new Map(), hits: 0, loads: 0 });
  return cache;
}

/** The group's stamp: a hash of its keys and values as stored now ('' for a group with no rows). */
export async function groupStamp(db: Db, group: string): Promise<string> {
  const [r] = rowsOf<{ stamp: string | null }>(await db.execute(sql`
    SELECT md5(string_agg(key || '=' || value::text, ',' ORDER BY key)) AS stamp FROM settings WHERE "group" = ${group}`));
  return r?.stamp ?? '';
}

/** The group (defaults merged) and its stamp, from the cache while the stamp is unchanged. Real
 *  time on purpose: the entry's age is a cache timer, not a business date. */
export async function readGroupCached(db: Db, cache: TSettingsCache, group: string): Promise<{ value: Record<string, unknown>; stamp: string }> {
  const stamp = await groupStamp(db, group);
  const hit = cache.entries.get(group);
  if (hit && hit.stamp === stamp && Date.now() - hit.readAt < SETTINGS_CACHE_TTL_MS) {
    cache.hits += 1;
    return { value: hit.value, stamp };
  }
  const value = await readGroup(db, group);
  // Stored with the stamp read before the values: a change landing in between makes the next
  // read's stamp differ, so it reloads; never the other way round.
  cache.entries.set(group, { stamp, value, readAt: Date.now() });
  cache.loads += 1;
  return { value, stamp };
}

/** Drops every entry of this instance (the others hold only entries their stamps still prove). */
export function clearSettingsCache(cache: TSettingsCache): number {
  const n = cache.entries.size;
  cache.entries.clear();
  return n;
}
