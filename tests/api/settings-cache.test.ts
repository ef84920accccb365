// Issue 38 item 1: the 3-hour settings group cache stays right across instances. Two upstream
// instances (two createApp, each with its own caches, as two processes have) on one database: a
// change made through one is seen by the other's very next read; the ETag changes with it; an
// unchanged group is served from the cache; POST /clearCache drops an instance's entries (admin).
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../upstream/app';
import { readGroupCached, settingsCacheOf } from '../../upstream/modules/settings/group-cache';
import { tokenOf } from './resources-fixtures';
import { apiFile } from '../helpers/api-file';

const t = apiFile({ users: ['staff'] });
type TApp = ReturnType<typeof createApp>;
let a: TApp;
let b: TApp;
beforeAll(() => {
  a = createApp({ db: t.api.handle.db });
  b = createApp({ db: t.api.handle.db });
});

function req(app: TApp, method: string, path: string, token: string, opts: { body?: unknown; etag?: string } = {}) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.etag) headers['if-none-match'] = opts.etag;
  return app.request(path, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
}
const general = async (app: TApp) => (await (await req(app, 'GET', '/api/settings/group/general', t.token.staff)).json()) as Record<string, unknown>;

describe('two instances on one database', () => {
  it('a change made through one instance is seen by the other at once', async () => {
    expect(await general(a)).toMatchObject({ childMaxAge: 11 });
    expect(await general(b)).toMatchObject({ childMaxAge: 11 });
    expect((await req(b, 'POST', '/api/settings/group/general', t.admin, { body: { childMaxAge: 14 } })).status).toBe(200);
    expect(await general(a)).toMatchObject({ childMaxAge: 14 });
    expect((await req(a, 'POST', '/api/settings/group/general', t.admin, { body: { childMaxAge: null } })).status).toBe(200);
    expect(await general(b)).toMatchObject({ childMaxAge: 11 });
  });

  it('a change made in the database by hand is seen too', async () => {
    await general(a);
    const set = (n: number) => t.rows(sql`INSERT INTO settings ("group", key, value) VALUES ('general', 'publicMaxNights', ${String(n)}::jsonb)
      ON CONFLICT ("group", key) DO UPDATE SET value = excluded.value`);
    await set(61);
    expect(await general(a)).toMatchObject({ publicMaxNights: 61 });
    await set(60);
    expect(await general(a)).toMatchObject({ publicMaxNights: 60 });
  });

  it('the ETag answers 304 while unchanged, and a change on the other instance ends that', async () => {
    const first = await req(a, 'GET', '/api/settings/group/general', t.token.staff);
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toContain('no-cache');
    expect((await req(b, 'GET', '/api/settings/group/general', t.token.staff, { etag })).status).toBe(304);
    await req(b, 'POST', '/api/settings/group/general', t.admin, { body: { divesPerDay: 4 } });
    const after = await req(a, 'GET', '/api/settings/group/general', t.token.staff, { etag });
    expect(after.status).toBe(200);
    expect(await after.json()).toMatchObject({ divesPerDay: 4 });
    expect(after.headers.get('etag')).not.toBe(etag);
  });
});

describe('the cache', () => {
  it('serves an unchanged group without loading it again, and reloads after a change', async () => {
    const cache = settingsCacheOf(new Map());
    const db = t.api.handle.db;
    await readGroupCached(db, cache, 'general');
    await readGroupCached(db, cache, 'general');
    expect({ loads: cache.loads, hits: cache.hits }).toEqual({ loads: 1, hits: 1 });
    await req(a, 'POST', '/api/settings/group/general', t.admin, { body: { waiverValidDays: 200 } });
    expect((await readGroupCached(db, cache, 'general')).value).toMatchObject({ waiverValidDays: 200 });
    expect(cache.loads).toBe(2);
  });

  it('POST /clearCache (and /api/clearCache) drops the instance\'s entries; admin only', async () => {
    await general(a);
    const res = await req(a, 'POST', '/clearCache', t.admin);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { cleared: number }).cleared).toBeGreaterThan(0);
    expect(await (await req(a, 'POST', '/api/clearCache', t.admin)).json()).toEqual({ cleared: 0 });
    const denied = await req(a, 'POST', '/clearCache', await tokenOf(t.api, 'staff@example.com'));
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({ statusCode: 403, path: '/clearCache', method: 'POST' });
  });
});
