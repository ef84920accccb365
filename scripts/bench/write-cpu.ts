// CPU per booking write (workload 5's create + confirm), one client, one after the other: the
// upstream process's CPU (from /proc), the PostgreSQL backends' CPU (every backend of the
// database, from /proc) and this process's own (the load generator), per operation. Load on
// the machine disturbs these far less than it disturbs latencies.
//   npx tsx scripts/bench/write-cpu.ts [--ops=200] [--warm=60] [--port=4790 | --upstream=<base> --pid=<its pid>]
// DATABASE_URL as for the bench (default the full dataset's tourbook_bench, which must be loaded:
// `npm run bench -- --workloads=write` loads it). BENCH_PROFILE=1: the upstream runs with --cpu-prof
// (bench-results/profiles; summarise with scripts/bench/profile.ts). Writes bookings after the
// newest one, as workload 5 does.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildAssets, YEARS } from './dataset/assets';
import { dayOf, isoOf } from './prng';
import { login, ROOT, startUpstream } from './servers';

const { values } = parseArgs({ options: { ops: { type: 'string' }, warm: { type: 'string' }, port: { type: 'string' }, upstream: { type: 'string' }, pid: { type: 'string' } } });
const ops = Number(values.ops ?? 200);
const warm = Number(values.warm ?? 60);
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tourbook_bench';
const TICK = 100; // clock ticks per second (getconf CLK_TCK on Linux)

/** utime + stime of a process in ms. */
function cpuOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / TICK;
  } catch { return 0; }
}

const admin = new pg.Client({ connectionString: url });
await admin.connect();
const backends = async () => (await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')).rows.map((r) => r.pid);
const pgCpu = async () => (await backends()).reduce((s, pid) => s + cpuOf(pid), 0);

const assets = buildAssets(42, 365 * YEARS);
const rooms = assets.resortRooms.flatMap((r) => r.slice(0, 2)).slice(0, 10);
// --upstream=<base> --pid=<pid>: an upstream started by hand (e.g. with node flags to try).
const upstream = values.upstream
  ? { base: values.upstream, child: { pid: Number(values.pid) }, stop: async () => undefined }
  : await startUpstream({ databaseUrl: url, port: Number(values.port ?? 4790) });
try {
  const auth = await login(upstream.base, 'upstream');
  const post = async (p: string, body?: unknown) => {
    const r = await fetch(`${upstream.base}${p}`, {
      method: 'POST', headers: { ...auth.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await r.text();
    if (!r.ok) throw new Error(`POST ${p}: ${r.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as { id: string; state: string; dateTo: string };
  };
  const newest = (await admin.query<{ d: string | null }>(`SELECT max(date_to)::text AS d FROM bookings`)).rows[0].d ?? '2028-01-01';
  let day = Math.max(dayOf('2028-01-10'), dayOf(newest) + 1);
  let n = 0;
  const one = async () => {
    const room = rooms[n++ % rooms.length];
    if (n % rooms.length === 0) day += 2;
    const b = await post('/api/bookings', {
      rooms: [{ room: room.id, dateFrom: isoOf(day), dateTo: isoOf(day + 2), guests: [{ firstName: 'Bench', lastName: 'Writer', gender: 'f' }, { firstName: 'Second', lastName: 'Writer', gender: 'm' }] }],
    });
    const c = await post(`/api/bookings/${b.id}/confirm?withoutPrice=1`); // beyond the price lists (issue 33 item 5)
    if (c.state !== 'confirmed') throw new Error(`confirm left ${c.state}`);
  };
  for (let i = 0; i < warm; i++) await one();
  const child = upstream.child.pid ?? 0;
  const [node0, pg0, self0, t0] = [cpuOf(child), await pgCpu(), process.cpuUsage(), performance.now()];
  for (let i = 0; i < ops; i++) await one();
  const wall = performance.now() - t0;
  const self = process.cpuUsage(self0);
  const [node1, pg1] = [cpuOf(child), await pgCpu()];
  const per = (x: number) => (x / ops).toFixed(2);
  console.log(`${ops} create + confirm (after ${warm} unmeasured), sequential: wall ${per(wall)} ms, upstream CPU ${per(node1 - node0)} ms, PostgreSQL CPU ${per(pg1 - pg0)} ms, load generator CPU ${per((self.user + self.system) / 1000)} ms per operation`);
} finally {
  await upstream.stop();
  await admin.end();
  if (process.env.BENCH_PROFILE === '1') console.log(`profiles in ${path.join(ROOT, 'bench-results', 'profiles')}`);
}
