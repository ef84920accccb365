// Workload 6, the public page /book through `next start`: server response time, the JavaScript
// it ships (each script of the page fetched and compressed with gzip, as next start serves it,
// and brotli, as a CDN would), split into the framework (the chunks every page loads: the build
// manifest's rootMainFiles and polyfills) and our own; the same for the booking step (the
// search and the free rooms ship none, docs/decisions/public-pages.md); then Lighthouse 12 with
// its default mobile preset in Debian's Chromium, median of 5 runs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { deferredChunkSources } from '../../../lib/pages/defer-scripts';
import { runLoad, warmUp } from '../http-load';
import { APP_ROOT, DIST_DIR } from '../servers';
import { median, type TResult } from '../stats';
import type { TContext, TWorkload } from './context';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const RUNS = 5;
export const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;

export async function scriptBytes(ctx: TContext, url: string) {
  const html = await (await fetch(new URL(url, ctx.web))).text();
  // The page's script tags and the chunks its loader adds after the first paint (lib/pages/defer-scripts.ts).
  const srcs = [...new Set([...[...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&')), ...deferredChunkSources(html)])];
  const manifest = JSON.parse(readFileSync(path.join(APP_ROOT, DIST_DIR, 'build-manifest.json'), 'utf8')) as { rootMainFiles: string[]; polyfillFiles: string[] };
  const framework = new Set([...manifest.rootMainFiles, ...manifest.polyfillFiles].map((f) => `/_next/${f}`));
  const sum = { framework: { gzip: 0, br: 0, n: 0 }, own: { gzip: 0, br: 0, n: 0 } };
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, ctx.web))).arrayBuffer());
    const part = framework.has(new URL(src, ctx.web).pathname) ? sum.framework : sum.own;
    part.gzip += gzipSync(body, { level: 6 }).length;
    part.br += brotliCompressSync(body).length;
    part.n++;
  }
  return sum;
}

/** The booking step (the lead-guest form, the one page of the flow with client code): the first
 *  "Choose" link of a search in the first house the search form offers. */
async function bookingStepUrl(ctx: TContext): Promise<string> {
  const search = await (await fetch(`${ctx.web}/book/resort`)).text();
  const asset = search.match(/<option value="([0-9a-f-]{36})"/)?.[1];
  const results = asset && await (await fetch(`${ctx.web}/book/resort?kind=resort&asset=${asset}&from=2027-04-27&to=2027-04-29&guests=2`)).text();
  const href = results && results.match(/href="(\/book\/resort\?[^"]*room=[^"]+)"/)?.[1];
  if (!href) throw new Error('no booking step found: the search offered no house or no free room');
  return href.replace(/&amp;/g, '&');
}

export async function lighthouseRuns(url: string, log: (s: string) => void) {
  const runs: { score: number; lcp: number; tbt: number; cls: number }[] = [];
  for (let i = 0; i < RUNS; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    });
    try {
      const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
      const lhr = result!.lhr;
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      runs.push({ score: Math.round((lhr.categories.performance.score ?? 0) * 100), lcp: audit('largest-contentful-paint'), tbt: audit('total-blocking-time'), cls: audit('cumulative-layout-shift') });
      log(`  lighthouse run ${i + 1}: ${JSON.stringify(runs.at(-1))}`);
    } finally {
      chrome.kill();
    }
  }
  return { score: median(runs.map((r) => r.score)), lcp: median(runs.map((r) => r.lcp)), tbt: median(runs.map((r) => r.tbt)), cls: median(runs.map((r) => r.cls)) };
}

export const bookPage: TWorkload = {
  name: 'book',
  title: '6 /book',
  async run(ctx) {
    const load = { base: ctx.web, headers: { 'accept-encoding': 'gzip, br' }, next: () => ({ path: '/book' }), connections: 1, seconds: ctx.seconds };
    await warmUp(load);
    const page = await runLoad(load);
    const bytes = await scriptBytes(ctx, '/book');
    const step = await scriptBytes(ctx, await bookingStepUrl(ctx));
    const lh = await lighthouseRuns(`${ctx.web}/book`, ctx.log);
    const w = '6 /book';
    const rows: TResult[] = [
      { workload: w, measure: 'server response (HTML)', concurrency: '1', latency: page, throughput: page.rps, pass: null },
      { workload: w, measure: `JS framework, ${bytes.framework.n} files`, concurrency: '-', value: `${kB(bytes.framework.gzip)} gz, ${kB(bytes.framework.br)} br`, pass: null },
      { workload: w, measure: `JS own, ${bytes.own.n} files`, concurrency: '-', value: `${kB(bytes.own.gzip)} gz, ${kB(bytes.own.br)} br`, target: '<= 90 kB', pass: bytes.own.gzip <= 90 * 1024 },
      { workload: w, measure: `booking step: JS framework, ${step.framework.n} files`, concurrency: '-', value: `${kB(step.framework.gzip)} gz, ${kB(step.framework.br)} br`, pass: null },
      { workload: w, measure: `booking step: JS own, ${step.own.n} files`, concurrency: '-', value: `${kB(step.own.gzip)} gz, ${kB(step.own.br)} br`, target: '<= 90 kB', pass: step.own.gzip <= 90 * 1024,
        note: 'the lead-guest form, the one page of the flow with client code' },
      { workload: w, measure: `Lighthouse performance (median of ${RUNS})`, concurrency: '-', value: String(lh.score), target: '>= 95', pass: lh.score >= 95 },
      { workload: w, measure: 'Lighthouse LCP', concurrency: '-', value: `${Math.round(lh.lcp)} ms`, target: '< 1500 ms', pass: lh.lcp < 1500 },
      { workload: w, measure: 'Lighthouse TBT', concurrency: '-', value: `${Math.round(lh.tbt)} ms`, pass: null },
      { workload: w, measure: 'Lighthouse CLS', concurrency: '-', value: lh.cls.toFixed(3), pass: null },
    ];
    return rows;
  },
};
