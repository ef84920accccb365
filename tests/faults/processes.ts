// Processes the fault tests start themselves: an upstream on its own data folder and a
// the web server (scripts/web-server.ts) on the existing production build pointing at it. Each runs in its own process
// group so that stop/pause/kill reach it (and only it); killAll() is for afterAll.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const started = new Set<ChildProcess>();

export type TFaultStack = { webPort: number; upstreamPort: number; dataDir: string; distDir: string };

export function launch(cmd: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.on('data', (c: Buffer) => { if (process.env.FAULTS_DEBUG) process.stderr.write(c); });
  started.add(child);
  child.on('exit', () => started.delete(child));
  return child;
}

export function startUpstream(s: TFaultStack, fresh: boolean): ChildProcess {
  if (fresh) rmSync(path.join(ROOT, s.dataDir), { recursive: true, force: true });
  return launch(process.execPath, ['--import', 'tsx', 'upstream/server.ts'], {
    UPSTREAM_PORT: String(s.upstreamPort), DATA_DIR: s.dataDir, UPSTREAM_TEST: '1', NODE_ENV: 'production',
  });
}

export function startWeb(s: TFaultStack): ChildProcess {
  return launch(process.execPath, ['--import', 'tsx', 'scripts/web-server.ts'], {
    PORT: String(s.webPort), UPSTREAM_URL: `http://127.0.0.1:${s.upstreamPort}`, NEXT_DIST_DIR: s.distDir,
    SESSION_SECRET: 'faults-session-secret-0123456789-abcdefghijkl', NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1',
  });
}

/** Signals the whole process group of a child we started. */
export function signal(child: ChildProcess, sig: NodeJS.Signals): void {
  if (child.pid && child.exitCode === null && child.signalCode === null) {
    try { process.kill(-child.pid, sig); } catch { /* already gone */ }
  }
}

export function exited(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const t = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => { clearTimeout(t); resolve(true); });
  });
}

/** Stops a child for good: continue (if paused), SIGTERM, then SIGKILL after a grace period. */
export async function stop(child: ChildProcess, graceMs = 5_000): Promise<void> {
  signal(child, 'SIGCONT');
  signal(child, 'SIGTERM');
  if (!(await exited(child, graceMs))) {
    signal(child, 'SIGKILL');
    await exited(child, 2_000);
  }
}

export async function killAll(): Promise<void> {
  await Promise.all([...started].map((c) => stop(c)));
}

/** Polls url until check(status) holds; returns the elapsed milliseconds, or throws after timeoutMs. */
export async function waitFor(url: string, check: (status: number) => boolean, timeoutMs: number, intervalMs = 250): Promise<number> {
  const t0 = Date.now();
  let last = 'no answer';
  while (Date.now() - t0 < timeoutMs) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(Math.min(4_000, timeoutMs)) });
      await res.arrayBuffer();
      if (check(res.status)) return Date.now() - t0;
      last = String(res.status);
    } catch (err) {
      last = String(err);
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`${url}: condition not met within ${timeoutMs} ms (last: ${last})`);
}
