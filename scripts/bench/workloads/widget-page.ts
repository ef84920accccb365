// Workload 6b, the embeddable widget /widget/{slug} through `next start`, measured like /book
// (book-page.ts): the server's response time for the widget's first step (which also reports the
// page view to the widget's statistics, POST /api/widget/t/..., rate-limited per client address
// like in production, so most of a load run's reports are refused and cost one rate-limit check),
// the JavaScript it ships, and Lighthouse 12 mobile, median of 5. The bench widget (slug
// bench-widget, the first resort the public page offers) is made once through the API.
import { runLoad, warmUp } from '../http-load';
import type { TResult } from '../stats';
import type { TContext, TWorkload } from './context';
import { kB, lighthouseRuns, RUNS, scriptBytes } from './book-page';

const SLUG = 'bench-widget';

async function ensureWidget(ctx: TContext): Promise<void> {
  const known = await fetch(`${ctx.upstream}/api/book/widget/${SLUG}`);
  if (known.ok) return;
  const assets = (await (await fetch(`${ctx.upstream}/api/book/assets`)).json()) as { id: string; kind: string }[];
  const resort = assets.find((a) => a.kind === 'resort')?.id;
  if (!resort) throw new Error('no resort for the bench widget');
  const res = await fetch(`${ctx.upstream}/api/widget`, {
    method: 'POST', headers: { ...ctx.direct.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench widget', slug: SLUG, language: 'en', resort, allowedOrigins: ['https://shop.example'], isActive: true }),
  });
  if (!res.ok) throw new Error(`creating the bench widget: ${res.status} ${await res.text()}`);
}

export const widgetPage: TWorkload = {
  name: 'widget',
  title: '6b /widget/{slug}',
  async run(ctx) {
    await ensureWidget(ctx);
    const path = `/widget/${SLUG}`;
    const load = { base: ctx.web, headers: { 'accept-encoding': 'gzip, br' }, next: () => ({ path }), connections: 1, seconds: ctx.seconds };
    await warmUp(load);
    const page = await runLoad(load);
    const bytes = await scriptBytes(ctx, path);
    const lh = await lighthouseRuns(`${ctx.web}${path}`, ctx.log);
    const w = '6b /widget/{slug}';
    const rows: TResult[] = [
      { workload: w, measure: 'server response (HTML)', concurrency: '1', latency: page, throughput: page.rps, pass: null },
      { workload: w, measure: `JS framework, ${bytes.framework.n} files`, concurrency: '-', value: `${kB(bytes.framework.gzip)} gz, ${kB(bytes.framework.br)} br`, pass: null },
      { workload: w, measure: `JS own, ${bytes.own.n} files`, concurrency: '-', value: `${kB(bytes.own.gzip)} gz, ${kB(bytes.own.br)} br`, target: '<= 90 kB', pass: bytes.own.gzip <= 90 * 1024 },
      { workload: w, measure: `Lighthouse performance (median of ${RUNS})`, concurrency: '-', value: String(lh.score), target: '>= 95', pass: lh.score >= 95 },
      { workload: w, measure: 'Lighthouse LCP', concurrency: '-', value: `${Math.round(lh.lcp)} ms`, target: '< 1500 ms', pass: lh.lcp < 1500 },
      { workload: w, measure: 'Lighthouse TBT', concurrency: '-', value: `${Math.round(lh.tbt)} ms`, pass: null },
      { workload: w, measure: 'Lighthouse CLS', concurrency: '-', value: lh.cls.toFixed(3), pass: null },
    ];
    return rows;
  },
};
