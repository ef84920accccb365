// Benchmark of a generic list with search and sort on a table of 100,000 rows (not a test).
//
//   npx tsx scripts/bench-list.ts                      throwaway in-memory PGlite, upstream only
//   DATABASE_URL=postgres://... npx tsx scripts/bench-list.ts
//   PORT=3700 npx tsx scripts/bench-list.ts            through the BFF at http://127.0.0.1:3700
//
// The script opens the database (DATABASE_URL, else a throwaway PGlite in memory), migrates and
// seeds it, fills the customers table up to ROWS bench rows, and serves the upstream on
// UPSTREAM_PORT (4790). With PORT set it measures through the BFF, which must be started with
// UPSTREAM_URL=http://127.0.0.1:<UPSTREAM_PORT> (e.g. `UPSTREAM_URL=http://127.0.0.1:4790
// SESSION_SECRET=... npx next start -p 3700`); without PORT it measures the upstream directly.
// Prints p50/p95/p99 of GET /api/customers?search=..&sort=fullName&order=±1 (page size 25).
import { serve } from '@hono/node-server';
import { count, eq, sql } from 'drizzle-orm';
import { createApp } from '../upstream/app';
import { openDb } from '../upstream/db/client';
import { migrateDb } from '../upstream/db/migrate';
import { seed } from '../upstream/db/seed';
import { customers } from '../upstream/db/schema';

const ROWS = Number(process.env.ROWS ?? 100_000);
const REQUESTS = Number(process.env.REQUESTS ?? 300);
const UPSTREAM_PORT = Number(process.env.UPSTREAM_PORT ?? 4790);
const BFF_PORT = process.env.PORT;
const MARK = 'bench-list';

const FIRST = ['Anna', 'Lukas', 'Mia', 'Jonas', 'Sofia', 'James', 'Emma', 'Noah', 'Lea', 'Paul', 'Clara', 'Omar', 'Nina', 'Karim', 'Julia', 'Felix', 'Hanna', 'Elias', 'Lina', 'Ben'];
const LAST = ['Schmidt', 'Weber', 'Miller', 'Rossi', 'Hoffmann', 'Becker', 'Fischer', 'Wolf', 'Hassan', 'Klein', 'Clarke', 'Brandt', 'Meyer', 'Wagner', 'Schulz', 'Koch', 'Richter', 'Bauer', 'Neumann', 'Schwarz'];
const COUNTRIES = ['DE', 'AT', 'CH', 'GB', 'IT', 'FR', 'NL', 'EG', 'ID', 'US'];
const SYLLABLES = ['', 'er', 'ko', 'lin', 'man', 'sen', 'ta'];
const SEARCHES = ['ann', 'weberko', 'mia h', 'sen', 'ric', 'lea', 'hassanlin', 'ko', 'schw', 'ben k', 'talin'];

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function fill(db: Awaited<ReturnType<typeof openDb>>['db']) {
  const [{ n }] = await db.select({ n: count() }).from(customers).where(eq(customers.note, MARK));
  const missing = ROWS - n;
  if (missing <= 0) return;
  console.log(`[bench] inserting ${missing} customers...`);
  const started = Date.now();
  for (let done = 0; done < missing; done += 2000) {
    const batch = Array.from({ length: Math.min(2000, missing - done) }, (_, i) => {
      const k = n + done + i;
      // Names about as varied as a real customer base: a common first name, a surname from a
      // list plus generated syllables, so a search matches a realistic share of the rows.
      const first = FIRST[k % FIRST.length];
      const last = `${LAST[Math.floor(k / FIRST.length) % LAST.length]}${SYLLABLES[k % 7]}${SYLLABLES[Math.floor(k / 7) % 7]}${SYLLABLES[Math.floor(k / 49) % 7]}`;
      return {
        fullName: `${first} ${last} ${k}`, email: `${first}.${last}.${k}@example.com`.toLowerCase(),
        country: COUNTRIES[k % COUNTRIES.length], note: MARK,
        masterData: { firstName: first, lastName: last, gender: 'u' },
      };
    });
    await db.insert(customers).values(batch as never);
  }
  // Fresh statistics, as a production database has them (autovacuum runs ANALYZE later).
  await db.execute(sql`ANALYZE customers`);
  console.log(`[bench] inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function login(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'admin@example.com', password: 'demo-password' }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  if (!BFF_PORT) return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { cookie: cookies };
}

const handle = await openDb({ url: process.env.DATABASE_URL });
await migrateDb(handle);
await seed(handle.db, { demo: true });
await fill(handle.db);
const server = serve({ fetch: createApp({ db: handle.db }).fetch, port: UPSTREAM_PORT, hostname: '127.0.0.1' });
const base = BFF_PORT ? `http://127.0.0.1:${BFF_PORT}` : `http://127.0.0.1:${UPSTREAM_PORT}`;
console.log(`[bench] ${handle.kind}, ${ROWS} rows, ${REQUESTS} requests via ${BFF_PORT ? 'the BFF' : 'the upstream directly'} at ${base}`);

try {
  const headers = await login(base);
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < REQUESTS + 20; i++) {
    const q = new URLSearchParams({ search: SEARCHES[i % SEARCHES.length], sort: 'fullName', order: i % 2 ? '-1' : '1', page: String(1 + (i % 3)) });
    const t0 = performance.now();
    const res = await fetch(`${base}/api/customers?${q}`, { headers });
    const body = (await res.json()) as { total: number };
    const ms = performance.now() - t0;
    if (!res.ok) throw new Error(`list failed: ${res.status} ${JSON.stringify(body)}`);
    if (i >= 20) { times.push(ms); total += body.total; } // the first 20 warm up
  }
  times.sort((a, b) => a - b);
  console.log(`[bench] GET /api/customers?search&sort (avg ${Math.round(total / REQUESTS)} matches per search)`);
  console.log(`[bench] p50 ${pct(times, 50).toFixed(1)} ms   p95 ${pct(times, 95).toFixed(1)} ms   p99 ${pct(times, 99).toFixed(1)} ms   max ${times.at(-1)!.toFixed(1)} ms`);
} finally {
  server.close();
  await handle.close();
}
