// A fresh upstream on an in-memory PGlite database, migrated and seeded, for API tests.
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { createApp } from '../../upstream/app';
import { openDb, type TDbHandle } from '../../upstream/db/client';
import { migrateDb } from '../../upstream/db/migrate';
import { seed } from '../../upstream/db/seed';

export type TTestApi = {
  app: ReturnType<typeof createApp>;
  handle: TDbHandle;
  /** JSON request helper: api.call('POST', '/api/auth/token', { body, token }). */
  call: (method: string, path: string, opts?: { body?: unknown; token?: string; headers?: Record<string, string> }) => Promise<Response>;
};

/** demo: the written demo records (default); living: also the demo business around today (slow,
 *  only the tests of that business ask for it). */
export async function createTestApi(opts: { demo?: boolean; living?: boolean } = {}): Promise<TTestApi> {
  const demo = opts.demo ?? true;
  const living = opts.living ?? false;
  // The run's template is exactly this database (api-template.ts): a copy of it, when there is one.
  const template = demo && !living ? inject('apiTemplate') : null;
  if (template) return withApp(await openDb({ fromDump: new Blob([readFileSync(template)]) }));
  const handle = await openDb({});
  await migrateDb(handle);
  await seed(handle.db, { demo, living });
  return withApp(handle);
}

function withApp(handle: TDbHandle): TTestApi {
  const app = createApp({ db: handle.db });
  const call: TTestApi["call"] = async (method, path, o = {}) => {
    const headers: Record<string, string> = { ...(o.headers ?? {}) };
    if (o.body !== undefined) headers['content-type'] ??= 'application/json';
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    return app.request(path, {
      method,
      headers,
      body: o.body === undefined ? undefined : typeof o.body === 'string' ? o.body : JSON.stringify(o.body),
    });
  };
  return { app, handle, call };
}
