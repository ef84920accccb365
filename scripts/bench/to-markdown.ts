// A results file as the markdown table of docs/benchmarks.md:
//   npx tsx scripts/bench/to-markdown.ts bench-results/<timestamp>.json
import { readFileSync } from 'node:fs';
import type { TResult } from './stats';

const file = process.argv[2];
if (!file) throw new Error('usage: to-markdown.ts <results.json>');
const run = JSON.parse(readFileSync(file, 'utf8')) as { date: string; machine: { cpus: number; loadAverage: number[]; node: string }; scale: number; seconds: number; results: TResult[]; failures: { workload: string; error: string }[] };
const f = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1));
console.log(`Run finished ${run.date.slice(0, 16).replace('T', ' ')} UTC, scale ${run.scale}, ${run.seconds} s per measured run, ${run.machine.cpus} cores, Node ${run.machine.node}, load average at the end ${run.machine.loadAverage.join(' / ')}.\n`);
console.log('| workload | measure | conc. | p50 ms | p95 ms | p99 ms | req/s | target | result |');
console.log('| --- | --- | --- | ---: | ---: | ---: | ---: | --- | --- |');
for (const r of run.results) {
  const lat = r.latency ? [f(r.latency.p50), f(r.latency.p95), f(r.latency.p99)] : [r.value ?? '', '', ''];
  const verdict = r.pass === null ? '' : r.pass ? 'pass' : '**miss**';
  console.log(`| ${r.workload} | ${r.measure} | ${r.concurrency} | ${lat.join(' | ')} | ${r.throughput === undefined ? '' : r.throughput.toFixed(0)} | ${r.target ?? ''} | ${verdict}${r.note ? ` (${r.note})` : ''} |`);
}
for (const x of run.failures) console.log(`\nFailed: ${x.workload}: ${x.error}`);
