// Faults (issue 5): the upstream stopped (SIGTERM), paused (SIGSTOP) and restarted while the web
// server runs. The web server answers a clear 502/503 in the spec's error shape within 5 s
// (/api/* as JSON, pages with a readable message) and recovers by itself within 10 s of the
// upstream answering again. This file starts its own upstream and web server (of the build the
// e2e run already has) on ports of its own, and always stops them (afterAll, also on failure).
import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import { expect, shiftClock, test } from './fixtures';
import type { ChildProcess } from 'node:child_process';
import { ZApiError } from '../../lib/contract/errors';
import { killAll, signal, startUpstream, startWeb, stop, waitFor, type TFaultStack } from '../faults/processes';

const S: TFaultStack = {
  webPort: Number(process.env.FAULTS_WEB_PORT ?? 3631),
  upstreamPort: Number(process.env.FAULTS_UPSTREAM_PORT ?? 4631),
  dataDir: process.env.FAULTS_DATA_DIR ?? '.data/faults',
  distDir: process.env.NEXT_DIST_DIR || '.next',
};
const WEB = `http://localhost:${S.webPort}`;
const UP = `http://127.0.0.1:${S.upstreamPort}`;
const ANSWER_MS = 5_000;
const RECOVER_MS = 10_000;

let upstream: ChildProcess;
let web: ChildProcess;
let ctx: BrowserContext;

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  test.setTimeout(300_000);
  upstream = startUpstream(S, true);
  web = startWeb(S);
  // A fresh upstream migrates and seeds its data folder first (slow on a busy 2-core machine).
  await waitFor(`${UP}/version`, (s) => s === 200, 240_000, 500);
  await waitFor(`${WEB}/login`, (s) => s === 200, 60_000, 500);
  ctx = await browser.newContext({ baseURL: WEB, locale: 'en-GB' });
  await shiftClock(ctx);
  const login = await ctx.request.post('/api/auth/token', { data: { email: 'admin@example.com', password: 'demo-password' } });
  expect(login.status()).toBe(200);
});

test.afterAll(async () => {
  await ctx?.close();
  await killAll();
});

/** One /api/* call through the BFF: its status, its body in the spec's error shape, its time. */
async function apiCall(request: APIRequestContext, path: string) {
  const t0 = Date.now();
  const res = await request.get(path, { timeout: 15_000 });
  const ms = Date.now() - t0;
  return { status: res.status(), ms, body: res.status() >= 400 ? ZApiError.parse(await res.json()) : null };
}

/** The upstream is unusable: /api/* answers 502/503 JSON fast, pages show a readable message. */
async function expectClearFailure(statuses: number[]) {
  for (const path of ['/api/book/assets', '/api/bootstrap', '/api/customers?size=5']) {
    const r = await apiCall(ctx.request, path);
    expect(statuses, `${path} answered ${r.status}`).toContain(r.status);
    expect(r.ms, `${path} took ${r.ms} ms`).toBeLessThan(ANSWER_MS);
    console.log(`[faults] ${path}: ${r.status} after ${r.ms} ms`);
    expect(r.body).toMatchObject({ statusCode: r.status, path: path.split('?')[0], method: 'GET' });
    expect(r.body!.description).toMatch(/booking service/i);
  }
  const page = await ctx.newPage();
  try {
    // The public booking page says the service cannot be reached; the home page keeps the session's
    // facts and says which part could not be loaded.
    for (const [path, text] of [['/book', /booking service cannot be reached/i], ['/', /could not be loaded|no connection to the server/i]] as const) {
      const t0 = Date.now();
      await page.goto(path, { timeout: 15_000 });
      await expect(page.getByText(text).first()).toBeVisible({ timeout: ANSWER_MS });
      expect(Date.now() - t0, `${path}: the message took too long`).toBeLessThan(ANSWER_MS + 2_000);
      console.log(`[faults] page ${path}: message shown after ${Date.now() - t0} ms`);
    }
  } finally {
    await page.close();
  }
}

/** Everything works again: the elapsed time from `since` until /api/* and a page answer normally. */
async function expectRecovery(since: number) {
  await waitFor(`${WEB}/api/book/assets`, (s) => s === 200, RECOVER_MS, 200);
  const took = Date.now() - since;
  console.log(`[faults] recovered ${took} ms after the upstream answered again`);
  expect(took).toBeLessThan(RECOVER_MS);
  const r = await apiCall(ctx.request, '/api/bootstrap');
  expect(r.status).toBe(200); // the session survived the outage
  const page = await ctx.newPage();
  await page.goto('/book');
  await expect(page.getByText(/booking service cannot be reached/i)).toHaveCount(0);
  await page.close();
}

test('baseline: the stack answers', async () => {
  expect((await apiCall(ctx.request, '/api/book/assets')).status).toBe(200);
  expect((await apiCall(ctx.request, '/api/bootstrap')).status).toBe(200);
});

test('upstream paused (SIGSTOP): 503 within 5 s; recovers within 10 s of SIGCONT', async () => {
  signal(upstream, 'SIGSTOP');
  try {
    await expectClearFailure([503]);
  } finally {
    signal(upstream, 'SIGCONT');
  }
  await expectRecovery(Date.now());
});

test('upstream stopped (SIGTERM): 502 within 5 s; recovers within 10 s of a restart', async () => {
  await stop(upstream);
  await expectClearFailure([502, 503]);
  upstream = startUpstream(S, false);
  await waitFor(`${UP}/version`, (s) => s === 200, 120_000, 100);
  await expectRecovery(Date.now());
});

test('upstream restarted at once (crash and respawn): the web server follows by itself', async () => {
  signal(upstream, 'SIGKILL');
  await stop(upstream);
  upstream = startUpstream(S, false);
  // Requests during the restart get clear answers, never a hang.
  const during = await apiCall(ctx.request, '/api/book/assets');
  expect([200, 502, 503]).toContain(during.status);
  expect(during.ms).toBeLessThan(ANSWER_MS);
  await waitFor(`${UP}/version`, (s) => s === 200, 120_000, 100);
  await expectRecovery(Date.now());
});

test.afterAll(async () => {
  // Belt and braces: the web server too (killAll covers both; this keeps the order explicit).
  if (web) await stop(web);
});
