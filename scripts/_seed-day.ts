import { openDb } from '../upstream/db/client';
import { migrateDb } from '../upstream/db/migrate';
import { seed } from '../upstream/db/seed';
import { setClock } from '../upstream/clock';
const day = process.argv[2];
setClock({ at: new Date(`${day}T09:30:00Z`) });
const h = await openDb({});
await migrateDb(h);
const t = performance.now();
try {
  await seed(h.db, { demo: true, living: true, livingSeed: Number(process.argv[3] ?? 1), log: (l) => console.log(day, l) });
} catch (e) { console.log(day, 'FAIL', (e as Error).message); }
console.log('ms', Math.round(performance.now() - t));
await h.close();
