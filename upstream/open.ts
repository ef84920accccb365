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

export async function openConfiguredDb(opts: { seedDemo?: boolean } = {}): Promise<TDbHandle> {
  const url = upstreamEnv.DATABASE_URL;
  if (reseedAsked(url)) {
    rmSync(path.resolve(upstreamEnv.DATA_DIR, 'pglite'), { recursive: true, force: true });
    console.log(`[seed] DEMO_RESEED=1: the database in ${upstreamEnv.DATA_DIR} starts afresh`);
  }
  const handle = await openDb(url ? { url } : { dataDir: upstreamEnv.DATA_DIR });
  await migrateDb(handle);
  const demo = opts.seedDemo ?? (!url || yes(upstreamEnv.SEED_DEMO));
  await seed(handle.db, { demo, living: demo, livingSeed: upstreamEnv.DEMO_SEED, log: (l) => console.log(l) });
  return handle;
}
