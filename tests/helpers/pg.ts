// A fresh PostgreSQL database per test file on the cluster of tests/pg/global-setup.ts,
// migrated and seeded, with the upstream app on top; dropped again at the end.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
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

export async function createPgTestDb(baseUrl: string, opts: { demo?: boolean; poolSize?: number } = {}): Promise<TPgTestDb> {
  const name = `tb_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDb({ url: url.toString(), poolSize: opts.poolSize ?? 60 });
  await migrateDb(handle);
  await seed(handle.db, { demo: opts.demo ?? true });
  const app = createApp({ db: handle.db });
  return {
    url: url.toString(),
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
