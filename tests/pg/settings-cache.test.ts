// Issue 38 item 1 on PostgreSQL: two upstream instances, each with its own connection pool and its
// own settings cache (as two processes have), on one database. A change made through either is
// seen by the other's next read, and the other's ETag no longer answers 304.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../../upstream/app';
import { openDb, type TDbHandle } from '../../upstream/db/client';
import { pgAdminApp } from '../helpers/pg';
import { needsPostgres } from './pg-availability';

const pgUrl = inject('pgUrl');

describe('settings cache across instances on PostgreSQL', needsPostgres(pgUrl), () => {
  const a = pgAdminApp(pgUrl!, { poolSize: 5 });
  let second: TDbHandle;
  let b: ReturnType<typeof createApp>;
  let token = '';
  beforeAll(async () => {
    second = await openDb({ url: a.t.url, poolSize: 5 });
    b = createApp({ db: second.db });
    const login = await b.request('/api/auth/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: 'demo-password' }) });
    token = ((await login.json()) as { token: string }).token;
  });
  afterAll(async () => { await second?.close(); });
  const onB = (method: string, path: string, body?: unknown, etag?: string) => b.request(path, {
    method, body: body === undefined ? undefined : JSON.stringify(body),
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(etag ? { 'if-none-match': etag } : {}) },
  });

  it('a change through one instance is seen by the other at once, both ways', async () => {
    const first = await onB('GET', '/api/settings/group/general');
    const etag = first.headers.get('etag')!;
    expect(await first.json()).toMatchObject({ childMaxAge: 11 });
    expect((await onB('GET', '/api/settings/group/general', undefined, etag)).status).toBe(304);
    await a.ok('POST', '/api/settings/group/general', { childMaxAge: 15 });
    const after = await onB('GET', '/api/settings/group/general', undefined, etag);
    expect(after.status).toBe(200);
    expect(await after.json()).toMatchObject({ childMaxAge: 15 });
    expect((await onB('POST', '/api/settings/group/general', { childMaxAge: 9 })).status).toBe(200);
    expect(await a.ok('GET', '/api/settings/group/general')).toMatchObject({ childMaxAge: 9 });
  });

  it('the operator\'s texts too: /api/translation/keys follows a change made on the other instance', async () => {
    const etag = (await a.call('GET', '/api/translation/keys')).headers.get('etag')!;
    expect((await onB('POST', '/api/settings/group/translations', { 'common.save': { de: 'Sichern' } })).status).toBe(200);
    const res = await a.call('GET', '/api/translation/keys');
    expect(res.headers.get('etag')).not.toBe(etag);
    expect(((await res.json()) as { overrides: Record<string, unknown> }).overrides['common.save']).toEqual({ de: 'Sichern' });
  });
});
