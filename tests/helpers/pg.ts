// A fresh PostgreSQL database per test file on the cluster of tests/pg/global-setup.ts,
// migrated and seeded, with the upstream app on top; dropped again at the end.
import { randomBytes } from 'node:crypto';
import type { SQLWrapper } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { createApp } from '../../upstream/app';
import { openDb, type TDbHandle } from '../../upstream/db/client';
import { migrateDb } from '../../upstream/db/migrate';
import { seed } from '../../upstream/db/seed';

export type TPgTestDb = {
  url: string;
  handle: TDbHandle;
  app: ReturnType<typeof createApp>;
  drop: () => Promise<void>;
};

/** A new, empty database on the server of `baseUrl`: its name and URL. */
export async function createDatabase(baseUrl: string, prefix = 'tb_test'): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

export async function createPgTestDb(baseUrl: string, opts: { demo?: boolean; poolSize?: number } = {}): Promise<TPgTestDb> {
  const { name, url } = await createDatabase(baseUrl);
  const handle = await openDb({ url, poolSize: opts.poolSize ?? 60 });
  await migrateDb(handle);
  await seed(handle.db, { demo: opts.demo ?? true });
  const app = createApp({ db: handle.db });
  return {
    url,
    handle,
    app,
    drop: async () => {
      await handle.close();
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

type TJson = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export type TPgAdminApp = {
  /** The database and app of this file (set in beforeAll). */
  readonly t: TPgTestDb;
  /** A request to the app as the demo admin (JSON body when given). */
  call: (method: string, path: string, body?: unknown) => Promise<Response>;
  /** A set-up request that must succeed (status below 300): its JSON body. */
  ok: (method: string, path: string, body?: unknown) => Promise<TJson>;
  /** Rows of a statement on the file's database. */
  rows: <T>(q: SQLWrapper) => Promise<T[]>;
};

/** The set-up every race test shares: registers beforeAll (a fresh database, the demo admin's
 *  token) and afterAll (drop) in the calling describe block. */
export function pgAdminApp(baseUrl: string, opts: { poolSize: number }): TPgAdminApp {
  let t: TPgTestDb | undefined;
  let token = '';
  const call: TPgAdminApp['call'] = async (method, path, body) => t!.app.request(path, {
    method, headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), authorization: `Bearer ${token}` }, body: body === undefined ? undefined : JSON.stringify(body),
  });
  beforeAll(async () => {
    t = await createPgTestDb(baseUrl, { poolSize: opts.poolSize });
    const login = await t.app.request('/api/auth/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: 'demo-password' }) });
    token = ((await login.json()) as { token: string }).token;
  }, 60_000);
  afterAll(async () => { await t?.drop(); });
  return {
    get t() { if (!t) throw new Error('the database is made in beforeAll'); return t; },
    call,
    ok: async (method, path, body) => {
      const res = await call(method, path, body);
      expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBeLessThan(300);
      return (await res.json()) as TJson;
    },
    rows: async <T>(q: SQLWrapper) => ((await t!.handle.db.execute(q)) as unknown as { rows: T[] }).rows,
  };
}
