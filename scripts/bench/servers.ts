// The servers under test as child processes, both built for production: the upstream
// (node --import tsx upstream/server.ts on the bench database) and the web server from the bench
// build folder (built first when it is missing or older than the sources). Logins: through the
// BFF (the session cookie) and straight at the upstream (a Bearer token).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { WARMED_UP_LINE } from '../../upstream/warm-up';

export const ROOT = path.resolve(import.meta.dirname, '../..');
/** The tree the servers run from: this repository, or BENCH_APP_ROOT (e.g. a clean export of a
 *  commit with node_modules linked in, so that half-done edits in the work tree stay out). */
export const APP_ROOT = path.resolve(process.env.BENCH_APP_ROOT ?? ROOT);
export const DIST_DIR = process.env.NEXT_DIST_DIR ?? '.next-bench';
export type TServer = { name: string; base: string; child: ChildProcess; stop: () => Promise<void> };
export type TAuth = { headers: Record<string, string> };

function newest(p: string): number {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...readdirSync(p).map((f) => newest(path.join(p, f))));
}

/** Builds the web app into DIST_DIR when its build is missing or older than the sources
 *  (BENCH_BUILD=never: use the build that is there; always: rebuild). */
export function ensureBuild(log: (s: string) => void): void {
  const id = path.join(APP_ROOT, DIST_DIR, 'BUILD_ID');
  const built = existsSync(id) ? statSync(id).mtimeMs : 0;
  const mode = process.env.BENCH_BUILD ?? 'auto';
  if (mode === 'never' && built) return;
  const sources = ['app', 'components', 'lib', 'messages', 'public', 'proxy.ts', 'next.config.mjs', 'package.json'];
  if (mode !== 'always' && built && !sources.some((s) => newest(path.join(APP_ROOT, s)) > built)) return;
  log(`building the web app into ${path.join(APP_ROOT, DIST_DIR)} (next build)...`);
  const r = spawnSync('npx', ['next', 'build'], { cwd: APP_ROOT, stdio: 'inherit', env: { ...process.env, NEXT_DIST_DIR: DIST_DIR, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' } });
  if (r.status !== 0) throw new Error('next build failed');
}

async function waitUp(url: string, child: ChildProcess, name: string, ms = 90_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} did not answer at ${url} within ${ms / 1000} s`);
}

/** BENCH_PROFILE=1: both servers run with --cpu-prof; the profiles land in bench-results/profiles
 *  when the servers stop (open them in Chrome DevTools or summarise with scripts/bench/profile.ts). */
const PROFILE = process.env.BENCH_PROFILE === '1' ? ['--cpu-prof', `--cpu-prof-dir=${path.join(ROOT, 'bench-results', 'profiles')}`] : [];

/** Resolves when the child has printed `line` (or after `ms`, with a warning). */
function printed(child: ChildProcess, line: string, ms: number): Promise<void> {
  return new Promise((resolve) => {
    let seen = '';
    const timer = setTimeout(() => { console.warn(`[bench] "${line}" not seen within ${ms / 1000} s; measuring anyway`); done(); }, ms);
    const look = (b: Buffer) => { seen = (seen + b.toString()).slice(-2000); if (seen.includes(line)) done(); };
    const done = () => { clearTimeout(timer); child.stdout!.off('data', look); resolve(); };
    child.stdout!.on('data', look);
  });
}

function launch(name: string, args: string[], env: Record<string, string>, base: string, probe: string, settledLine?: string): Promise<TServer> {
  const child = spawn(process.execPath, [...PROFILE, ...args], { cwd: APP_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  // Measuring starts after the server's deferred warm-up (it blocks the event loop while it loads).
  const settled = settledLine ? printed(child, settledLine, 30_000) : Promise.resolve();
  let tail = '';
  const keep = (b: Buffer) => { tail = (tail + b.toString()).slice(-4000); };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const stop = () => new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
  return waitUp(base + probe, child, name).then(() => settled).then(() => ({ name, base, child, stop }), (err) => {
    child.kill('SIGKILL');
    throw new Error(`${(err as Error).message}\n${tail}`);
  });
}

/** clockShiftDays moves the upstream's business clock (CLOCK_SHIFT_DAYS), e.g. to the dataset's "today". */
export function startUpstream(opts: { databaseUrl: string; port: number; clockShiftDays?: number }): Promise<TServer> {
  return launch('upstream', ['--import', 'tsx', 'upstream/server.ts'], {
    DATABASE_URL: opts.databaseUrl, NODE_ENV: 'production', UPSTREAM_PORT: String(opts.port), UPSTREAM_HOST: '127.0.0.1',
    ...(opts.clockShiftDays ? { CLOCK_SHIFT_DAYS: String(opts.clockShiftDays) } : {}),
  }, `http://127.0.0.1:${opts.port}`, '/api/book/assets', WARMED_UP_LINE);
}

/** One secret for the web server and its alternative, so both read the same cookie. */
export const SESSION_SECRET = randomBytes(32).toString('base64url');

const webEnv = (port: number, upstreamUrl: string) => ({
  NEXT_DIST_DIR: DIST_DIR, NODE_ENV: 'production', UPSTREAM_URL: upstreamUrl, PORT: String(port), SESSION_SECRET, NEXT_TELEMETRY_DISABLED: '1',
});

/** The web server as it ships (scripts/web-server.ts: Next, with the BFF's /api pass-through on plain Node). */
export function startWeb(opts: { port: number; upstreamUrl: string }): Promise<TServer> {
  return launch('web', ['--import', 'tsx', path.join(APP_ROOT, 'scripts', 'web-server.ts')], { ...webEnv(opts.port, opts.upstreamUrl), WEB_HOST: '127.0.0.1' },
    `http://127.0.0.1:${opts.port}`, '/api/book/assets');
}

/** Workload 1's alternative: plain `next start`, every /api call through the Next route handler. */
export function startNextStart(opts: { port: number; upstreamUrl: string }): Promise<TServer> {
  const next = path.join(APP_ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
  return launch('next start', [next, 'start', '-p', String(opts.port), '-H', '127.0.0.1'], webEnv(opts.port, opts.upstreamUrl),
    `http://127.0.0.1:${opts.port}`, '/api/book/assets');
}

const ADMIN = { email: 'admin@example.com', password: 'demo-password' };

/** Logs in at `base`: through the BFF the answer sets the session cookie, at the upstream it is a token. */
export async function login(base: string, via: 'bff' | 'upstream'): Promise<TAuth> {
  const res = await fetch(`${base}/api/auth/token`, {
    method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify(ADMIN),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`login at ${base} failed: ${res.status} ${text}`);
  if (via === 'upstream') return { headers: { authorization: `Bearer ${(JSON.parse(text) as { token: string }).token}` } };
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!cookie) throw new Error('the BFF set no session cookie');
  return { headers: { cookie, origin: base } };
}
