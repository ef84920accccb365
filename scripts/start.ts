// `npm start`: builds the web app when needed, starts the upstream (it owns the database:
// migrates, seeds the embedded PGlite with demo data) and then the web server proxying to it.
//   PORT (3000), UPSTREAM_PORT (4000), DATA_DIR (./data), DATABASE_URL (PostgreSQL instead of PGlite)
//   --dev: next dev instead of a production build.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dev = process.argv.includes('--dev');
const port = process.env.PORT ?? '3000';
const upstreamPort = process.env.UPSTREAM_PORT ?? '4000';
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data');
mkdirSync(dataDir, { recursive: true });

/** The session secret: from the environment, else generated once and kept in the data folder. */
function sessionSecret(): string {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  const file = path.join(dataDir, 'session-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...readdirSync(p).map((f) => newestMtime(path.join(p, f))));
}

function needsBuild(): boolean {
  const buildId = path.join(root, '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  const sources = ['app', 'components', 'lib', 'messages', 'public', 'proxy.ts', 'next.config.mjs', 'package.json'];
  return sources.some((s) => newestMtime(path.join(root, s)) > built);
}

const env = {
  ...process.env,
  SESSION_SECRET: sessionSecret(),
  UPSTREAM_PORT: upstreamPort,
  UPSTREAM_URL: process.env.UPSTREAM_URL ?? `http://127.0.0.1:${upstreamPort}`,
  DATA_DIR: dataDir,
  NEXT_TELEMETRY_DISABLED: '1',
};

if (!dev && needsBuild()) {
  console.log('[start] building the web application (next build)...');
  const r = spawnSync('npx', ['next', 'build'], { cwd: root, stdio: 'inherit', env: { ...env, NODE_ENV: 'production' } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const children: ChildProcess[] = [];
function run(name: string, cmd: string, args: string[], extra: Record<string, string> = {}) {
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extra } });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[start] ${name} exited (${signal ?? code}); stopping`);
      void stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

async function waitForUpstream(timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`${env.UPSTREAM_URL}/version`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`upstream did not answer at ${env.UPSTREAM_URL} within ${timeoutMs / 1000}s`);
}

let stopping = false;
async function stop(code: number) {
  stopping = true;
  // The web server first, then the upstream, which must close PGlite cleanly.
  for (const c of [...children].reverse()) c.kill('SIGTERM');
  await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))));
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

run('upstream', process.execPath, ['--import', 'tsx', 'upstream/server.ts'], { NODE_ENV: dev ? 'development' : 'production' });
await waitForUpstream(120_000);
// Production: our web server (Next for pages, the BFF's plain-Node pass-through for /api/*).
if (dev) run('web', 'npx', ['next', 'dev', '-p', port], { NODE_ENV: 'development' });
else run('web', process.execPath, ['--import', 'tsx', 'scripts/web-server.ts'], { NODE_ENV: 'production', PORT: port });
console.log(`[start] open http://localhost:${port}  (upstream ${env.UPSTREAM_URL}, data ${dataDir})`);
