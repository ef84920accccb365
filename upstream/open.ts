// Opens, migrates and (for the embedded default) seeds the database the upstream owns. The demo
// includes the living business around today (db/seed/living) when the database is new; an
// existing data folder keeps what it has unless DEMO_RESEED=1 asks to start it afresh.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { openDb, type TDbHandle } from './db/client';
import { migrateDb } from './db/migrate';
import { seed } from './db/seed';
import { upstreamEnv } from './env';

const yes = (v: string | undefined) => v === '1' || v === 'true';

/** DEMO_RESEED=1: the embedded database is removed before it is opened (never a server's). */
export function reseedAsked(url: string | undefined): boolean {
  if (!yes(upstreamEnv.DEMO_RESEED)) return false;
  if (url) throw new Error('DEMO_RESEED=1 starts the embedded data folder afresh; it never empties a DATABASE_URL database.');
  return true;
}

/** DATABASE_READ_URL: a read replica the reports read from (statistics), with a pool of its own;
 *  null without one (they read the primary). Only beside DATABASE_URL: PGlite has no replica. */
export async function openReadReplica(): Promise<TDbHandle | null> {
  const url = upstreamEnv.DATABASE_READ_URL;
  if (!url || url === upstreamEnv.DATABASE_URL) return null;
  if (!upstreamEnv.DATABASE_URL) throw new Error('DATABASE_READ_URL is a replica of the DATABASE_URL server; the embedded database has none.');
  return openDb({ url, poolSize: 10 });
}

export async function openConfiguredDb(opts: { seedDemo?: boolean } = {}): Promise<TDbHandle> {
  const url = upstreamEnv.DATABASE_URL;
  if (reseedAsked(url)) {
    rmSync(path.resolve(upstreamEnv.DATA_DIR, 'pglite'), { recursive: true, force: true });
    console.log(`[seed] DEMO_RESEED=1: the database in ${upstreamEnv.DATA_DIR} starts afresh`);
  }
  const handle = await openDb(url ? { url } : { dataDir: upstreamEnv.DATA_DIR });
  const demo = opts.seedDemo ?? (!url || yes(upstreamEnv.SEED_DEMO));
  await oneAtATime(url, async () => {
    await migrateDb(handle);
    await seed(handle.db, { demo, living: demo, livingSeed: upstreamEnv.DEMO_SEED, log: (l) => console.log(l) });
  });
  return handle;
}

/** Two upstreams started at once on one PostgreSQL (a scaled-out layout, a rolling deploy) take
 *  turns to migrate and seed: a session advisory lock on a connection of its own, so the second
 *  finds the first's work done (tests/scale). PGlite has one owning process: nothing to wait for. */
async function oneAtATime(url: string | undefined, work: () => Promise<void>): Promise<void> {
  if (!url) return work();
  const { Client } = await import('pg');
  const lock = new Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query("SELECT pg_advisory_lock(hashtext('tourbook:migrate-and-seed'))");
    await work();
  } finally {
    await lock.end();
  }
}
