// Workload 1, the BFF's cost: the same upstream call made straight at the upstream with a Bearer
// token and through the BFF with the session cookie, side by side in one run:
//  - at a steady 100 requests/s (open loop, steady-load.ts), a light authenticated call (the
//    resort list, two small queries), so the upstream itself is far from saturated and the
//    difference is the BFF's own: p95 overhead, target <= 5 ms;
//  - at saturation, the booking list of workload 2: throughput ratio, target >= 0.5;
//  - a tiny public call at saturation shows the fixed cost per request;
//  - the alternative design, measured the same way: plain `next start`, where every /api call
//    goes through the Next route handler (app/api/[...path]) instead of the web server's own
//    pass-through (scripts/web-server.ts, lib/bff/node-pass-through.ts; docs/decisions/bff.md).
import { runLoad, warmUp, type TLoad, type TLoadResult } from '../http-load';
import { login, startNextStart } from '../servers';
import { runSteady } from '../steady-load';
import type { TResult } from '../stats';
import { bookingListRequests, ms, type TContext, type TWorkload } from './context';

const RATE = 100;
const SATURATION_CONNECTIONS = 16;
const W = '1 BFF cost';

type TSide = { base: string; headers: Record<string, string> };
type TFigures = { steady: TLoadResult; list: TLoadResult; assets: TLoadResult };

function lightRequests() {
  let k = 0;
  return { next: () => ({ path: `/api/resort?size=5&page=${1 + (k++ % 2)}` }) };
}

/** The three measurements of one side (direct, or one BFF design). */
async function measure(ctx: TContext, side: TSide): Promise<TFigures> {
  await warmUp({ ...side, ...lightRequests(), connections: 10, seconds: 2 });
  const steady = await runSteady({ ...side, ...lightRequests(), rate: RATE, seconds: ctx.seconds });
  const list = await runLoad({ ...side, next: bookingListRequests(), connections: SATURATION_CONNECTIONS, seconds: ctx.seconds });
  const load: TLoad = { ...side, next: () => ({ path: '/api/book/assets' }), connections: SATURATION_CONNECTIONS, seconds: Math.max(3, ctx.seconds / 2) };
  const assets = await runLoad(load);
  return { steady, list, assets };
}

function rows(name: string, f: TFigures, direct: TFigures | null): TResult[] {
  const out: TResult[] = [
    { workload: W, measure: `resort list, ${name}`, concurrency: `${RATE}/s`, latency: f.steady, throughput: f.steady.rps, pass: null },
    { workload: W, measure: `booking list, ${name}`, concurrency: `${SATURATION_CONNECTIONS}`, latency: f.list, throughput: f.list.rps, pass: null },
    { workload: W, measure: `public assets, ${name}`, concurrency: `${SATURATION_CONNECTIONS}`, latency: f.assets, throughput: f.assets.rps, pass: null,
      note: direct ? `fixed cost ~${ms(f.assets.p50 - direct.assets.p50)} at p50` : undefined },
  ];
  if (!direct) return out;
  const overhead = f.steady.p95 - direct.steady.p95;
  const ratio = f.list.rps / direct.list.rps;
  const shipped = name === 'via BFF';
  out.push(
    { workload: W, measure: `p95 overhead at 100/s, ${name}`, concurrency: `${RATE}/s`, value: ms(overhead), target: shipped ? '<= 5 ms' : undefined, pass: shipped ? overhead <= 5 : null },
    { workload: W, measure: `saturation ratio ${name}/direct`, concurrency: `${SATURATION_CONNECTIONS}`, value: ratio.toFixed(2), target: shipped ? '>= 0.50' : undefined, pass: shipped ? ratio >= 0.5 : null },
  );
  return out;
}

export const bffCost: TWorkload = {
  name: 'bff',
  title: W,
  async run(ctx) {
    const direct = await measure(ctx, { base: ctx.upstream, headers: ctx.direct.headers });
    const bff = await measure(ctx, { base: ctx.web, headers: ctx.bff.headers });
    const result = [...rows('direct', direct, null), ...rows('via BFF', bff, direct)];
    const alt = await startNextStart({ port: Number(new URL(ctx.web).port) + 1, upstreamUrl: ctx.upstream });
    try {
      const auth = await login(alt.base, 'bff');
      result.push(...rows('alt: next start (route handler)', await measure(ctx, { base: alt.base, headers: auth.headers }), direct));
    } finally {
      await alt.stop();
    }
    return result;
  },
};
