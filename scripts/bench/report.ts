// The result table on the console and the JSON file in bench-results/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import type { TResult } from './stats';

const f = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '' : n < 10 ? n.toFixed(2) : n.toFixed(1));

export function table(results: TResult[]): string {
  const head = ['workload', 'measure', 'conc', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'target', 'result'];
  const body = results.map((r) => {
    const lat = r.latency ? [f(r.latency.p50), f(r.latency.p95), f(r.latency.p99)] : ['', '', ''];
    const verdict = r.pass === null ? '' : r.pass ? 'pass' : 'MISS';
    return [r.workload, r.measure, r.concurrency, ...lat, r.throughput === undefined ? '' : r.throughput.toFixed(0), r.target ?? '', verdict + (r.note ? `  (${r.note})` : '')];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const numeric = (i: number) => i >= 3 && i <= 6;
  const cells = (row: string[], from: number, to: number) => row.slice(from, to).map((c, k) => (numeric(from + k) ? c.padStart(widths[from + k]) : c.padEnd(widths[from + k])));
  return [head, widths.map((w) => '-'.repeat(w)), ...body].map((row, k) => {
    const r = k >= 2 ? results[k - 2] : undefined;
    // A figure that is not a latency (bytes, a score, a ratio) spans the three latency columns.
    const middle = r && !r.latency ? [(r.value ?? '').padStart(widths[3] + widths[4] + widths[5] + 4)] : cells(row, 3, 6);
    return [...cells(row, 0, 3), ...middle, ...cells(row, 6, 8), row[8]].join('  ').trimEnd();
  }).join('\n');
}

export function machine() {
  return { cpus: availableParallelism(), cpuModel: cpus()[0]?.model ?? '', memoryGb: Math.round(totalmem() / 2 ** 30), loadAverage: loadavg().map((x) => Number(x.toFixed(2))), node: process.version };
}

export function writeJson(root: string, payload: Record<string, unknown>): string {
  const dir = path.join(root, 'bench-results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(payload, null, 2)}\n`);
  return file;
}
