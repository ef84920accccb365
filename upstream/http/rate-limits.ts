// Rate-limit counters (rate-limiter-flexible) where every upstream instance sees them: Redis when
// REDIS_URL is set, else the database itself (the rate_limits table, on PostgreSQL and on the
// embedded PGlite alike). Never process memory alone: a restart or a second instance must not
// hand out a fresh allowance (issue 13). Used by login throttling and the public booking limit.
import { RateLimiterDrizzle, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { upstreamEnv } from '../env';

export type TStoreKind = 'database' | 'redis';
export type TLimit = { keyPrefix: string; points: number; durationSeconds: number };

export const defaultStoreKind = (): TStoreKind => (upstreamEnv.REDIS_URL ? 'redis' : 'database');

// Connected before the first limiter uses it: without an offline queue, a command sent while the
// connection is still being made fails ("Stream isn't writeable"), and the first login after a
// start answered 500 (found by tests/scale). Later outages still fail fast, never wave through.
let redisClient: Promise<unknown> | null = null;
function redis(): Promise<unknown> {
  redisClient ??= (async () => {
    const { Redis } = await import('ioredis');
    const client = new Redis(upstreamEnv.REDIS_URL!, { enableOfflineQueue: false, lazyConnect: true });
    await client.connect();
    return client;
  })().catch((err: unknown) => { redisClient = null; throw err; });
  return redisClient;
}

// One limiter per database and key prefix, so that separate apps in one process (tests) do not
// share counters; the counters themselves live in the store, not in these objects.
const perDb = new WeakMap<Db, Map<string, Promise<RateLimiterAbstract>>>();

export function limiterFor(db: Db, limit: TLimit, kind: TStoreKind = defaultStoreKind()): Promise<RateLimiterAbstract> {
  let mine = perDb.get(db);
  if (!mine) perDb.set(db, (mine = new Map()));
  let l = mine.get(limit.keyPrefix);
  if (!l) {
    const base = { keyPrefix: limit.keyPrefix, points: limit.points, duration: limit.durationSeconds };
    l = kind === 'redis'
      ? redis().then((storeClient) => new RateLimiterRedis({ ...base, storeClient }))
      : Promise.resolve(new RateLimiterDrizzle({ ...base, storeClient: db, schema: rateLimits }));
    mine.set(limit.keyPrefix, l);
  }
  return l;
}
