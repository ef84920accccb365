// Global set-up of the API tests: one migrated database with the written demo records, dumped to
// a file once per run. Every test file's createTestApi() starts its own in-memory copy of it
// (tests/helpers/api.ts) instead of creating, migrating and seeding a database of its own: that
// took ~8 s of each API file's set-up on a 2-core machine; loading the copy takes a fraction.
// The seed runs on the same business clock as the tests (CLOCK_SHIFT_DAYS reaches this process).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dump of the demo database (demo records, no living business), or null. */
    apiTemplate: string | null;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tourbook-api-template-'));
  const file = path.join(dir, 'demo.tar');
  // As in the API project's workers (vitest.config.ts): the demo passwords hashed at the tests'
  // cost. Set before the upstream's modules read their environment, and put back after.
  const before = process.env.UPSTREAM_TEST;
  process.env.UPSTREAM_TEST = '1';
  const { openDb } = await import('../../upstream/db/client');
  const { migrateDb } = await import('../../upstream/db/migrate');
  const { seed } = await import('../../upstream/db/seed');
  const handle = await openDb({});
  try {
    await migrateDb(handle);
    await seed(handle.db, { demo: true, living: false });
    if (handle.connection.kind !== 'pglite') throw new Error('the API template is a PGlite database');
    // Compacted and checkpointed, a copy starts without replaying the seed's log: loading it took
    // 1.1-1.3 s instead of 1.5-1.8 s (measured 29 Nov 2026), once per API file.
    await handle.connection.client.exec('VACUUM FULL');
    await handle.connection.client.exec('CHECKPOINT');
    const dump = await handle.connection.client.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
    if (before === undefined) delete process.env.UPSTREAM_TEST;
    else process.env.UPSTREAM_TEST = before;
  }
  project.provide('apiTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
