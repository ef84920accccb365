// A steady (open-loop) load: one request every 1000/rate ms, sent on schedule whatever the
// answers do, each timed from its scheduled start to the end of its answer (so a stall shows as
// latency instead of as fewer requests). autocannon's `overallRate` is not this: each connection
// sends its share of a second back to back and then waits for the next second, so "100/s over
// 10 connections" is a burst of 10 concurrent requests each second, and the figure measures
// queueing in that burst rather than the cost of one request at a steady 100/s.
import http from 'node:http';
import { latencyOf } from './stats';
import type { TLoad, TLoadResult } from './http-load';

type TSteady = Omit<TLoad, 'connections' | 'rate'> & { rate: number };

function send(agent: http.Agent, base: URL, headers: Record<string, string>, path: string, method: string, body: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      agent, host: base.hostname, port: base.port, path, method,
      headers: { ...headers, ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}) },
    }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export async function runSteady(load: TSteady): Promise<TLoadResult> {
  const base = new URL(load.base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const interval = 1000 / load.rate;
  const total = Math.round(load.rate * load.seconds);
  const samples: number[] = [];
  const pending: Promise<void>[] = [];
  let failed = 0;
  let firstFailure = '';
  const t0 = performance.now() + 20;
  for (let i = 0; i < total; i++) {
    const due = t0 + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const r = load.next();
    const body = r.body === undefined ? undefined : JSON.stringify(r.body);
    pending.push(send(agent, base, load.headers, r.path, r.method ?? 'GET', body).then((status) => {
      if (status >= 400) {
        failed++;
        if (!firstFailure) firstFailure = `${status} ${r.path}`;
      } else samples.push(performance.now() - due);
    }, (err: Error) => {
      failed++;
      if (!firstFailure) firstFailure = err.message;
    }));
  }
  await Promise.all(pending);
  const seconds = (performance.now() - t0) / 1000;
  agent.destroy();
  if (failed > 0) throw new Error(`${failed} failed requests (first: ${firstFailure})`);
  return { ...latencyOf(samples), rps: samples.length / seconds, total: samples.length };
}
