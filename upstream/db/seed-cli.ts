// npm run db:seed — migrate and seed (demo data included: this command is the explicit ask). The
// living demo business goes only into a database without bookings; DEMO_RESEED=1 (embedded data
// folder only) starts it afresh first (upstream/open.ts).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { openDb } from './client';
import { migrateDb } from './migrate';
import { seed } from './seed';
import { upstreamEnv } from '../env';
import { reseedAsked } from '../open';

if (reseedAsked(upstreamEnv.DATABASE_URL)) rmSync(path.resolve(upstreamEnv.DATA_DIR, 'pglite'), { recursive: true, force: true });
const handle = await openDb(upstreamEnv.DATABASE_URL ? { url: upstreamEnv.DATABASE_URL } : { dataDir: upstreamEnv.DATA_DIR });
await migrateDb(handle);
await seed(handle.db, { demo: true, living: true, livingSeed: upstreamEnv.DEMO_SEED, log: (l) => console.log(l) });
await handle.close();
console.log('[db] seeded');
