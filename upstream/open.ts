// Opens, migrates and (for the embedded default) seeds the database the upstream owns.
import { openDb, type TDbHandle } from './db/client';
import { migrateDb } from './db/migrate';
import { seed } from './db/seed';
import { upstreamEnv } from './env';

export async function openConfiguredDb(opts: { seedDemo?: boolean } = {}): Promise<TDbHandle> {
  const url = upstreamEnv.DATABASE_URL;
  const handle = await openDb(url ? { url } : { dataDir: upstreamEnv.DATA_DIR });
  await migrateDb(handle);
  const demoAsked = upstreamEnv.SEED_DEMO === '1' || upstreamEnv.SEED_DEMO === 'true';
  await seed(handle.db, { demo: opts.seedDemo ?? (!url || demoAsked) });
  return handle;
}
