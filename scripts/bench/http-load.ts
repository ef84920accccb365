// Load over loopback with autocannon (closed loop with N connections, or a steady rate with
// overallRate). Latencies come from autocannon's own per-response timing; every answer that is
// not 2xx/3xx is counted and makes the run fail loudly (a benchmark of error pages is worthless).
import autocannon from 'autocannon';
import { latencyOf, type TLatency } from './stats';

export type TRequest = { method?: 'GET' | 'POST'; path: string; body?: unknown };
export type TLoad = {
  base: string;
  headers: Record<string, string>;
  /** The next request; called once per request (vary the query so caches do not flatter). */
  next: () => TRequest;
  connections: number;
  seconds: number;
  /** Requests per second over all connections (steady load); absent: as fast as answers come. */
  rate?: number;
};
export type TLoadResult = TLatency & { rps: number; total: number };

export async function runLoad(load: TLoad): Promise<TLoadResult> {
  const samples: number[] = [];
  let failed = 0;
  let firstFailure = '';
  const instance = autocannon({
    url: load.base, connections: load.connections, duration: load.seconds, ...(load.rate ? { overallRate: load.rate } : {}),
    headers: load.headers,
    requests: [{
      setupRequest: (req: Record<string, unknown>) => {
        const r = load.next();
        const body = r.body === undefined ? undefined : JSON.stringify(r.body);
        return { ...req, method: r.method ?? 'GET', path: r.path, body, headers: { ...load.headers, ...(body ? { 'content-type': 'application/json' } : {}) } };
      },
      onResponse: (status: number, body: string) => {
        if (status >= 400 && !firstFailure) firstFailure = `${status} ${String(body).slice(0, 300)}`;
      },
    }],
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (status >= 400) failed++;
    else samples.push(ms);
  });
  const result = await instance;
  const errors = result.errors + result.timeouts + failed;
  if (errors > 0) throw new Error(`${errors} failed requests (${result.errors} errors, ${result.timeouts} timeouts, ${failed} >= 400; first: ${firstFailure})`);
  return { ...latencyOf(samples), rps: samples.length / (result.duration || load.seconds), total: samples.length };
}

/** A short unmeasured run first: JIT, connection pools and PostgreSQL's caches warm up. */
export async function warmUp(load: TLoad, seconds = 2): Promise<void> {
  await runLoad({ ...load, seconds, rate: undefined });
}

/** `workers` clients each running `task` `iterations` times one after another (or, with
 *  `seconds`, until that time is up, `iterations` at most); times each run. */
export async function closedLoop(workers: number, iterations: number, task: (worker: number, i: number) => Promise<void>, seconds?: number): Promise<TLoadResult> {
  const samples: number[] = [];
  const started = performance.now();
  const until = seconds === undefined ? Infinity : started + seconds * 1000;
  await Promise.all(Array.from({ length: workers }, async (_, w) => {
    for (let i = 0; i < iterations && performance.now() < until; i++) {
      const t = performance.now();
      await task(w, i);
      samples.push(performance.now() - t);
    }
  }));
  const took = (performance.now() - started) / 1000;
  return { ...latencyOf(samples), rps: samples.length / took, total: samples.length };
}
