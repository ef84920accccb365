// npm run db:seed — migrate and seed (demo data included: this command is the explicit ask).
import { openDb } from './client';
import { migrateDb } from './migrate';
import { seed } from './seed';
import { upstreamEnv } from '../env';

const handle = await openDb(upstreamEnv.DATABASE_URL ? { url: upstreamEnv.DATABASE_URL } : { dataDir: upstreamEnv.DATA_DIR });
await migrateDb(handle);
await seed(handle.db, { demo: true });
await handle.close();
console.log('[db] seeded');
