// npm run db:migrate — migrate the configured database and exit.
import { openDb } from './client';
import { migrateDb } from './migrate';
import { upstreamEnv } from '../env';

const handle = await openDb(upstreamEnv.DATABASE_URL ? { url: upstreamEnv.DATABASE_URL } : { dataDir: upstreamEnv.DATA_DIR });
await migrateDb(handle);
await handle.close();
console.log('[db] migrated');
