// Workload 1, the BFF's cost: the same upstream call made straight at the upstream with a Bearer
// token and through the BFF with the session cookie, side by side in one run:
//  - at a steady 100 requests/s, a light authenticated call (the resort list, two small
//    queries), so the upstream itself is far from saturated and the difference is the BFF's
//    own: p95 overhead, target <= 5 ms (the booking list at 100/s saturates a busy 2-core box);
//  - at saturation, the booking list of workload 2: throughput ratio, target >= 0.5;
//  - a tiny public call at saturation shows the fixed cost per request;
//  - the same calls through a bare Node proxy doing the BFF's pass-through work (alt-proxy.ts),
//    without and with a cache of unsealed sessions: the alternatives, side by side.
import { runLoad, warmUp, type TLoad } from '../http-load';
import type { TResult } from '../stats';
import { startAltProxy } from '../servers';
import { bookingListRequests, ms, type TContext, type TWorkload } from './context';

const RATE = 100;
const SATURATION_CONNECTIONS = 16;

async function pair(ctx: TContext, make: () => Omit<TLoad, 'base' | 'headers'>) {
  const direct = await runLoad({ ...make(), base: ctx.upstream, headers: ctx.direct.headers });
  const bff = await runLoad({ ...make(), base: ctx.web, headers: ctx.bff.headers });
  return { direct, bff };
}

export const bffCost: TWorkload = {
  name: 'bff',
  title: '1 BFF cost',
  async run(ctx) {
    let k = 0;
    const light = () => ({ next: () => ({ path: `/api/resort?size=5&page=${1 + (k++ % 2)}` }), connections: 10, seconds: ctx.seconds, rate: RATE });
    await warmUp({ ...light(), base: ctx.upstream, headers: ctx.direct.headers });
    await warmUp({ ...light(), base: ctx.web, headers: ctx.bff.headers });
    const steady = await pair(ctx, light);
    const overhead = steady.bff.p95 - steady.direct.p95;
    const sat = await pair(ctx, () => ({ next: bookingListRequests(), connections: SATURATION_CONNECTIONS, seconds: ctx.seconds }));
    const ratio = sat.bff.rps / sat.direct.rps;
    const assets = await pair(ctx, () => ({ next: () => ({ path: '/api/book/assets' }), connections: SATURATION_CONNECTIONS, seconds: Math.max(3, ctx.seconds / 2) }));
    const rows: TResult[] = [
      { workload: '1 BFF cost', measure: 'resort list, direct', concurrency: `${RATE}/s`, latency: steady.direct, throughput: steady.direct.rps, pass: null },
      { workload: '1 BFF cost', measure: 'resort list, via BFF', concurrency: `${RATE}/s`, latency: steady.bff, throughput: steady.bff.rps, pass: null },
      { workload: '1 BFF cost', measure: 'p95 overhead at 100/s', concurrency: `${RATE}/s`, value: ms(overhead), target: '<= 5 ms', pass: overhead <= 5 },
      { workload: '1 BFF cost', measure: 'booking list, direct', concurrency: `${SATURATION_CONNECTIONS}`, latency: sat.direct, throughput: sat.direct.rps, pass: null },
      { workload: '1 BFF cost', measure: 'booking list, via BFF', concurrency: `${SATURATION_CONNECTIONS}`, latency: sat.bff, throughput: sat.bff.rps, pass: null },
      { workload: '1 BFF cost', measure: 'saturation ratio BFF/direct', concurrency: `${SATURATION_CONNECTIONS}`, value: ratio.toFixed(2), target: '>= 0.50', pass: ratio >= 0.5 },
      { workload: '1 BFF cost', measure: 'public assets, direct', concurrency: `${SATURATION_CONNECTIONS}`, latency: assets.direct, throughput: assets.direct.rps, pass: null },
      { workload: '1 BFF cost', measure: 'public assets, via BFF', concurrency: `${SATURATION_CONNECTIONS}`, latency: assets.bff, throughput: assets.bff.rps, pass: null,
        note: `fixed cost ~${ms(assets.bff.p50 - assets.direct.p50)} at p50` },
    ];
    rows.push(...await alternatives(ctx, sat.direct.rps, assets.direct.rps));
    return rows;
  },
};

/** Saturation throughput of the booking list and the public call through each alternative proxy. */
async function alternatives(ctx: TContext, listDirect: number, assetsDirect: number): Promise<TResult[]> {
  const rows: TResult[] = [];
  for (const cache of [false, true]) {
    const proxy = await startAltProxy({ port: Number(new URL(ctx.web).port) + 1 + Number(cache), upstreamUrl: ctx.upstream, cache });
    try {
      const headers = { ...ctx.bff.headers, origin: proxy.base };
      await warmUp({ base: proxy.base, headers, next: bookingListRequests(), connections: SATURATION_CONNECTIONS, seconds: 2 });
      const list = await runLoad({ base: proxy.base, headers, next: bookingListRequests(), connections: SATURATION_CONNECTIONS, seconds: ctx.seconds });
      const assets = await runLoad({ base: proxy.base, headers, next: () => ({ path: '/api/book/assets' }), connections: SATURATION_CONNECTIONS, seconds: Math.max(3, ctx.seconds / 2) });
      const name = `alt: node proxy${cache ? ' + session cache' : ''}`;
      rows.push(
        { workload: '1 BFF cost', measure: `booking list, ${name}`, concurrency: `${SATURATION_CONNECTIONS}`, latency: list, throughput: list.rps, pass: null, note: `ratio ${(list.rps / listDirect).toFixed(2)}` },
        { workload: '1 BFF cost', measure: `public assets, ${name}`, concurrency: `${SATURATION_CONNECTIONS}`, latency: assets, throughput: assets.rps, pass: null, note: `ratio ${(assets.rps / assetsDirect).toFixed(2)}` },
      );
    } finally {
      await proxy.stop();
    }
  }
  return rows;
}
