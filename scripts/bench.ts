// `npm run bench`: the benchmark suite (not part of the test run). Loads the bench dataset into
// PostgreSQL (once per seed and scale), starts the upstream and `next start` built for
// production, runs the workloads, prints the table and writes bench-results/<timestamp>.json.
// Options (flags or environment); see docs/benchmarks.md:
//   --workloads=bff,list,availability,price,deals,write,book,widget,calendar,dashboard,mail,customers,invoice,einvoice,statistics   BENCH_WORKLOADS   (default: all)
//   --scale=1        BENCH_SCALE    share of the full dataset (3 years, ~150,000 bookings); 0.05 for a quick run
//   --seed=42        BENCH_SEED
//   --seconds=10     BENCH_SECONDS  length of each measured run
//   DATABASE_URL (default postgres://postgres@127.0.0.1:5432/tourbook_bench[_<scale>]),
//   BENCH_WEB_PORT (3710), BENCH_UPSTREAM_PORT (4710), NEXT_DIST_DIR (.next-bench), CHROMIUM_PATH
import { parseArgs } from 'node:util';
import { ensureDataset } from './bench/dataset/load';
import { machine, table, writeJson } from './bench/report';
import { ensureBuild, login, ROOT, startUpstream, startWeb, type TServer } from './bench/servers';
import type { TResult } from './bench/stats';
import { bffCost } from './bench/workloads/bff-cost';
import { bookPage } from './bench/workloads/book-page';
import { widgetPage } from './bench/workloads/widget-page';
import { calendar } from './bench/workloads/calendar';
import { dashboard } from './bench/workloads/dashboard';
import { customers } from './bench/workloads/customers';
import type { TContext, TWorkload } from './bench/workloads/context';
import { price } from './bench/workloads/price';
import { deals } from './bench/workloads/deals';
import { availability, bookingList } from './bench/workloads/reads';
import { bookingWrite } from './bench/workloads/write';
import { mailDelivery } from './bench/workloads/mail';
import { invoice } from './bench/workloads/invoice';
import { einvoice } from './bench/workloads/einvoice';
import { statistics } from './bench/workloads/statistics';

const WORKLOADS: TWorkload[] = [bffCost, bookingList, availability, price, deals, bookingWrite, bookPage, widgetPage, calendar, dashboard, mailDelivery, customers, invoice, einvoice, statistics];
const WEB_WORKLOADS = ['bff', 'book', 'widget', 'calendar'];
const log = (s: string) => console.log(`[bench] ${s}`);

export async function runBench(argv: string[] = process.argv.slice(2)): Promise<number> {
  const { values } = parseArgs({ args: argv, options: {
    workloads: { type: 'string' }, scale: { type: 'string' }, seed: { type: 'string' }, seconds: { type: 'string' },
  } });
  const names = (values.workloads ?? process.env.BENCH_WORKLOADS ?? WORKLOADS.map((w) => w.name).join(',')).split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = names.filter((n) => !WORKLOADS.some((w) => w.name === n));
  if (unknown.length) throw new Error(`unknown workload ${unknown.join(', ')}; known: ${WORKLOADS.map((w) => w.name).join(', ')}`);
  const selected = WORKLOADS.filter((w) => names.includes(w.name));
  const scale = Number(values.scale ?? process.env.BENCH_SCALE ?? 1);
  const seed = Number(values.seed ?? process.env.BENCH_SEED ?? 42);
  const seconds = Number(values.seconds ?? process.env.BENCH_SECONDS ?? 10);
  if (!(scale > 0 && scale <= 1) || !Number.isInteger(seed) || !(seconds > 0)) throw new Error('scale must be in (0, 1], seed an integer, seconds > 0');
  const dbName = scale === 1 ? 'tourbook_bench' : `tourbook_bench_${String(scale).replace('.', '_')}`;
  const url = process.env.DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/${dbName}`;
  const webPort = Number(process.env.BENCH_WEB_PORT ?? 3710);
  const upstreamPort = Number(process.env.BENCH_UPSTREAM_PORT ?? 4710);

  // Only the BFF, the public page and the calendar need the web server (and its build).
  const needsWeb = selected.some((w) => WEB_WORKLOADS.includes(w.name));
  // Workloads that bring their own database and servers (mail) need neither the dataset nor ours.
  if (selected.every((w) => w.standalone)) return runStandalone(selected, seconds);
  const dataset = await ensureDataset({ url, seed, scale, log });
  if (needsWeb) ensureBuild(log);
  const servers: TServer[] = [];
  const results: TResult[] = [];
  const failures: { workload: string; error: string }[] = [];
  try {
    const upstream = await startUpstream({ databaseUrl: url, port: upstreamPort });
    servers.push(upstream);
    const web = needsWeb ? await startWeb({ port: webPort, upstreamUrl: upstream.base }) : null;
    if (web) servers.push(web);
    log(`upstream ${upstream.base}, web ${web?.base ?? '(not needed)'}; ${seconds} s per run; load average ${machine().loadAverage.join(' ')}`);
    const ctx: TContext = {
      dataset, upstream: upstream.base, web: web?.base ?? '', direct: await login(upstream.base, 'upstream'),
      bff: web ? await login(web.base, 'bff') : { headers: {} }, seconds, log,
    };
    for (const w of selected) {
      log(`${w.title}...`);
      try {
        const rows = await w.run(ctx);
        results.push(...rows);
        console.log(table(rows));
      } catch (err) {
        failures.push({ workload: w.title, error: (err as Error).message });
        log(`${w.title} FAILED: ${(err as Error).stack ?? err}`);
      }
    }
  } finally {
    for (const s of servers.reverse()) await s.stop();
  }
  console.log(`\n${table(results)}`);
  const file = writeJson(ROOT, {
    date: new Date().toISOString(), machine: machine(), seed, scale, seconds, database: url.replace(/:[^:@/]*@/, ':***@'),
    dataset: { counts: dataset.counts, today: dataset.today, loadedInSeconds: dataset.loadedIn }, results, failures,
  });
  const missed = results.filter((r) => r.pass === false).length;
  log(`${results.length} figures, ${missed} targets missed, ${failures.length} workloads failed; written to ${file}`);
  log('the machine is shared and noisy: compare runs on the same machine and load only');
  return failures.length ? 1 : 0;
}

async function runStandalone(selected: TWorkload[], seconds: number): Promise<number> {
  const ctx = { dataset: undefined as never, upstream: '', web: '', direct: { headers: {} }, bff: { headers: {} }, seconds, log } satisfies TContext;
  const results: TResult[] = [];
  const failures: { workload: string; error: string }[] = [];
  for (const w of selected) {
    log(`${w.title}...`);
    try {
      results.push(...await w.run(ctx));
    } catch (err) {
      failures.push({ workload: w.title, error: (err as Error).message });
      log(`${w.title} FAILED: ${(err as Error).stack ?? err}`);
    }
  }
  console.log(`\n${table(results)}`);
  const file = writeJson(ROOT, { date: new Date().toISOString(), machine: machine(), seconds, results, failures });
  log(`${results.length} figures, ${failures.length} workloads failed; written to ${file}`);
  return failures.length ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('scripts/bench.ts')) {
  process.exitCode = await runBench();
}
