// Workload 8 at the upstream: the home screen's one call, GET /api/dashboard, for the admin (every
// asset: the largest desk) on the dataset's "today". The dashboard reads the business clock, so it
// runs on an upstream of its own whose clock is moved to the dataset's today (same database, so
// the login's token works there too); the other workloads keep their server as it is.
// Target: p95 under 50 ms one request at a time; a second line with 8 connections.
import { runLoad, warmUp, type TRequest } from '../http-load';
import { dayOf } from '../prng';
import { startUpstream } from '../servers';
import type { TWorkload } from './context';

const TARGET_MS = 50;

/** Around the default 30 days, so no two requests in a row ask the very same question. */
function dashboardRequests(): () => TRequest {
  let i = 0;
  return () => ({ path: `/api/dashboard?days=${26 + (i++ % 9)}` });
}

export const dashboard: TWorkload = {
  name: 'dashboard',
  title: '8 dashboard',
  async run(ctx) {
    const port = Number(new URL(ctx.upstream).port) + 2;
    const shift = dayOf(ctx.dataset.today) - dayOf(new Date().toISOString().slice(0, 10));
    const server = await startUpstream({ databaseUrl: ctx.dataset.url, port, clockShiftDays: shift });
    try {
      const base = { base: server.base, headers: ctx.direct.headers };
      await warmUp({ ...base, next: dashboardRequests(), connections: 2, seconds: 2 });
      const one = await runLoad({ ...base, next: dashboardRequests(), connections: 1, seconds: ctx.seconds });
      const eight = await runLoad({ ...base, next: dashboardRequests(), connections: 8, seconds: ctx.seconds });
      const workload = '8 dashboard';
      const measure = `admin, all assets, ~30 days (today ${ctx.dataset.today})`;
      return [
        { workload, measure, concurrency: '1', latency: one, throughput: one.rps, target: `p95 < ${TARGET_MS} ms`, pass: one.p95 < TARGET_MS },
        { workload, measure, concurrency: '8', latency: eight, throughput: eight.rps, pass: null },
      ];
    } finally {
      await server.stop();
    }
  },
};
