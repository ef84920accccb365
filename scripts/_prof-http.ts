// temporary profiling script (not committed)
import { sql } from 'drizzle-orm';
import { openDb } from '../upstream/db/client';
import { createApp } from '../upstream/app';
import { registerDomains } from '../upstream/modules';
import { rowsOf } from '../upstream/db/rows';

const { db, close } = await openDb({ url: 'postgres://postgres@127.0.0.1:5432/tourbook_bench', poolSize: 4 });
const app = createApp({ db });
const ADMIN = JSON.parse(process.env.ADMIN_JSON!);
const tok = await app.request('/api/auth/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
const { token } = await tok.json() as { token: string };
const id = process.env.BOOKING!;
const N = Number(process.env.N ?? 300);
const one = async () => { const r = await app.request(`/api/price/booking/${id}`, { headers: { authorization: `Bearer ${token}` } }); if (r.status !== 200) throw new Error(await r.text()); return r.json(); };
await db.execute(sql`UPDATE specials SET status = 'active' WHERE name LIKE 'Bench %' AND valid_from = '2028-02-05'`);
try {
const first = await one() as { lines: unknown[]; specials?: unknown[]; commission?: number };
console.log('lines', first.lines.length, 'specials', first.specials?.length, 'commission', first.commission);
for (let i = 0; i < 50; i++) await one();
const c0 = process.cpuUsage(); const w0 = performance.now(); const times: number[] = [];
for (let i = 0; i < N; i++) { const t = performance.now(); await one(); times.push(performance.now() - t); }
const c = process.cpuUsage(c0); times.sort((a, b) => a - b);
console.log('wall/op', ((performance.now() - w0) / N).toFixed(2), 'cpu/op', ((c.user + c.system) / 1000 / N).toFixed(2), 'p50', times[N >> 1].toFixed(2), 'p95', times[Math.floor(N * 0.95)].toFixed(2));
void rowsOf;
} finally { await db.execute(sql`UPDATE specials SET status = 'inactive' WHERE name LIKE 'Bench %' AND valid_from = '2028-02-05'`); }
await close();
