// Issue 38 item 3, the drill on PostgreSQL: the demo business backed up, a new database on the
// same server restored from it, every table and sequence compared (tests/api/backup-drill.test.ts
// is the same on PGlite).
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { now } from '../../upstream/clock';
import { openDb } from '../../upstream/db/client';
import { dumpDatabase, restoreBackup, RestoreRefused, restoreIntoNew, sealBackup } from '../../upstream/db/backup';
import { fingerprint } from '../helpers/db-fingerprint';
import { createDatabase, createPgTestDb, type TPgTestDb } from '../helpers/pg';
import { needsPostgres } from './pg-availability';

const pgUrl = inject('pgUrl');

describe('backup and restore on PostgreSQL', needsPostgres(pgUrl), () => {
  let t: TPgTestDb;
  let target: { name: string; url: string } | null = null;
  let screenTarget: string | null = null;
  beforeAll(async () => { t = await createPgTestDb(pgUrl!, { poolSize: 5 }); }, 120_000);
  afterAll(async () => {
    await t?.drop();
    if (target) {
      const c = new pg.Client({ connectionString: pgUrl! });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${target.name} WITH (FORCE)`);
      await c.end();
    }
    if (screenTarget) {
      const c = new pg.Client({ connectionString: pgUrl! });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${screenTarget}" WITH (FORCE)`);
      await c.end();
    }
  });

  it('a new database restored from a backup holds every row and sequence position of the old', async () => {
    const before = await fingerprint(t.handle.db);
    const file = sealBackup(await dumpDatabase(t.handle.db, now()));
    target = await createDatabase(pgUrl!, 'tb_restore');
    const fresh = await openDb({ url: target.url, poolSize: 3 });
    try {
      await restoreBackup(fresh, file);
      expect(await fingerprint(fresh.db)).toEqual(before);
    } finally {
      await fresh.close();
    }
  }, 240_000);

  it('the screen\'s restore makes a new database on the same server, never the running one, and only once', async () => {
    const before = await fingerprint(t.handle.db);
    const sealed = sealBackup(await dumpDatabase(t.handle.db, now()));
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'tb-pg-restore-')), 'backup.tbk');
    writeFileSync(file, sealed);
    const name = `tourbook-${new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z')}.tbk`;
    const { target: made } = await restoreIntoNew(t.handle.db, file, name, { databaseUrl: t.url, dataDir: '/nonexistent' });
    if (made.kind !== 'database') throw new Error('expected a database');
    screenTarget = made.name;
    expect(made.name).toMatch(/_restored_\d{8}t\d{6}z$/);
    const url = new URL(t.url);
    url.pathname = `/${made.name}`;
    const fresh = await openDb({ url: url.toString(), poolSize: 3 });
    try {
      expect(await fingerprint(fresh.db)).toEqual(before);
    } finally {
      await fresh.close();
    }
    await expect(restoreIntoNew(t.handle.db, file, name, { databaseUrl: t.url, dataDir: '/nonexistent' })).rejects.toThrow(RestoreRefused);
    expect(await fingerprint(t.handle.db)).toEqual(before);
  }, 240_000);
});
