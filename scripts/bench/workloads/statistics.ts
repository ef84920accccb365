// Workload 13, statistics (issue 35): the statistics of /stats/booking at the upstream, as the
// owner opens them: a year up to the dataset's today, every asset, by month, for the admin (the
// largest sight). One line per call, requests one at a time, each asking about a slightly
// different year (the end day moves) so no answer is a cached one.
// Target (issue 35): p95 ≤ 200 ms at the upstream for every statistic over a year.
import { runLoad, warmUp, type TRequest } from '../http-load';
import { dayOf, isoOf } from '../prng';
import type { TResult } from '../stats';
import type { TWorkload } from './context';

const TARGET_MS = 200;
// The first seven, then those of the second slice that read the dataset's rows (the dataset has no
// calculation lines, versions or payments, so bookingCalculationStats, topUsers, topSalesAgents and
// topBookingOwner would measure empty tables and are left out).
const CALLS = [
  'statistics', 'incomeByMonth', 'utilization', 'conversions', 'topCountries', 'topAgencies', 'topRooms',
  'occupancyPerYear', 'statsByRepeater', 'statsByAge', 'topCustomers', 'topBookings',
] as const;

function yearRequests(call: string, today: string): () => TRequest {
  let i = 0;
  const end = dayOf(today);
  return () => {
    const to = isoOf(end - (i++ % 14));
    const from = isoOf(dayOf(to) - 365);
    return { path: `/api/bookings/${call}?${new URLSearchParams({ from, to, groupBy: 'month' })}` };
  };
}

export const statistics: TWorkload = {
  name: 'statistics',
  title: '13 statistics',
  async run(ctx) {
    const base = { base: ctx.upstream, headers: ctx.direct.headers };
    const results: TResult[] = [];
    for (const call of CALLS) {
      await warmUp({ ...base, next: yearRequests(call, ctx.dataset.today), connections: 1, seconds: 1 }, 1);
      const one = await runLoad({ ...base, next: yearRequests(call, ctx.dataset.today), connections: 1, seconds: Math.max(2, Math.round(ctx.seconds / 3)) });
      results.push({
        workload: '13 statistics', measure: `${call}, a year, all assets, by month`, concurrency: '1', latency: one, throughput: one.rps,
        target: `p95 ≤ ${TARGET_MS} ms`, pass: one.p95 <= TARGET_MS,
      });
    }
    return results;
  },
};
