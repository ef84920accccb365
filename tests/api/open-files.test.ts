// The embedded database keeps at most PGLITE_MAX_FILES files open (issue 30): without the cap a
// PGlite data folder read through every table and index kept a descriptor per relation file
// (~1,000 after a walk of every screen), and the upstream failed at once under `ulimit -n 1024`.
// Here: every relation of the migrated schema read on disk, and the process's descriptors counted.
// The upstream serving 400 connections under a hard limit of 1024: tests/e2e/open-files.spec.ts.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDb, PGLITE_MAX_FILES, type TDbHandle } from '../../upstream/db/client';
import { migrateDb } from '../../upstream/db/migrate';

const dir = mkdtempSync(path.join(os.tmpdir(), 'tourbook-open-files-'));
let handle: TDbHandle | undefined;
afterAll(async () => {
  await handle?.close();
  rmSync(dir, { recursive: true, force: true });
});

const openFiles = () => readdirSync('/proc/self/fd').length;

it('reads every table and index of the schema on disk with at most PGLITE_MAX_FILES descriptors', async () => {
  const before = openFiles();
  handle = await openDb({ dataDir: dir });
  await migrateDb(handle);
  const rel = await handle.db.execute(sql`
    SELECT c.relname, c.relkind, i.indrelid::regclass::text AS tbl FROM pg_class c LEFT JOIN pg_index i ON i.indexrelid = c.oid
    WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'i')`);
  const rows = (rel as unknown as { rows: { relname: string; relkind: string; tbl: string | null }[] }).rows;
  // Far more relation files than the cap: each table has its heap, free space map and indexes.
  expect(rows.length).toBeGreaterThan(PGLITE_MAX_FILES * 2);
  let most = 0;
  for (const r of rows.filter((x) => x.relkind === 'r')) {
    await handle.db.execute(sql.raw(`SELECT count(*) FROM public."${r.relname}"`));
    most = Math.max(most, openFiles() - before);
  }
  // VACUUM goes through every table's indexes as well.
  await handle.db.execute(sql`VACUUM`);
  most = Math.max(most, openFiles() - before);
  console.log(`open-files: ${rows.length} relations read, at most ${most} descriptors more than before`);
  const setting = await handle.db.execute(sql`SHOW max_files_per_process`);
  expect((setting as unknown as { rows: { max_files_per_process: string }[] }).rows[0].max_files_per_process).toBe(String(PGLITE_MAX_FILES));
  // The cap, plus the few the WebAssembly module and the data folder's lock hold.
  expect(most).toBeLessThanOrEqual(PGLITE_MAX_FILES + 20);
}, 120_000);
