// The scaled-out layout of issue 39 on loopback (docs/scaling.md): HAProxy in front of two web
// servers and two upstreams, one PostgreSQL database, one Redis. The web servers reach the
// upstreams through HAProxy too, so a page or BFF call may land on either upstream. Both
// upstreams run the job queue (JOBS=on): the queue must make that safe. Everything listens on
// 127.0.0.1 at free ports; stop() ends every process this file started.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { launch, stop, waitFor } from '../faults/processes';
import { freePort } from '../helpers/free-port';
import { createDatabase } from '../helpers/pg';

export type TInstance = { name: string; port: number; base: string; child: ChildProcess };

export type TLayout = {
  /** HAProxy's front for the browser (the web servers) and for the API (the upstreams). */
  web: string;
  api: string;
  upstreams: TInstance[];
  webs: TInstance[];
  dbUrl: string;
  redisUrl: string;
  /** Starts upstream i again (after a stop or a kill) and waits until it answers. */
  startUpstream: (i: number) => Promise<TInstance>;
  /** A command to HAProxy's runtime API (e.g. "set server upstreams/up1 state drain"). */
  haproxy: (command: string) => Promise<string>;
  stop: () => Promise<void>;
};

const SESSION_SECRET = 'scale-session-secret-0123456789-abcdefghijklmn';
/** One key for the secrets sealed in the database (mail links, SMTP passwords) on every upstream:
 *  without it each generates its own into its DATA_DIR, and a mail queued by one could not be
 *  opened by the other (found by this suite: "unable to authenticate data"). */
const SECRETS_KEY = randomBytes(32).toString('hex');

function haproxyConfig(dir: string, webPort: number, apiPort: number, webs: number[], ups: number[]): string {
  const servers = (prefix: string, ports: number[], inter: number) => ports.map((p, i) => `  server ${prefix}${i + 1} 127.0.0.1:${p} check inter ${inter} fall 2 rise 1`).join('\n');
  return `global
  stats socket ${dir}/haproxy.sock mode 600 level admin
  maxconn 4000
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout check 3s
  # A request that found its server gone (refused, or closed before any answer) goes to the other.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response
  option forwardfor
frontend web
  bind 127.0.0.1:${webPort}
  default_backend webs
frontend api
  bind 127.0.0.1:${apiPort}
  default_backend upstreams
backend webs
  balance roundrobin
  option httpchk
  http-check send meth GET uri /login ver HTTP/1.1 hdr Host localhost
${servers('web', webs, 1000)}
backend upstreams
  balance roundrobin
  option httpchk
  http-check send meth GET uri /version ver HTTP/1.1 hdr Host localhost
  http-check expect status 200
${servers('up', ups, 500)}
`;
}

function command(socket: string, line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const c = createConnection(socket);
    let out = '';
    c.on('connect', () => c.end(`${line}\n`));
    c.on('data', (d) => { out += d.toString(); });
    c.on('end', () => resolve(out));
    c.on('error', reject);
  });
}

export async function startLayout(opts: { pgUrl: string; distDir: string; clockShiftDays?: string }): Promise<TLayout> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tb-scale-'));
  const [redisPort, webPort, apiPort, ...ports] = await Promise.all(Array.from({ length: 7 }, freePort));
  const upPorts = ports.slice(0, 2);
  const webPorts = ports.slice(2, 4);
  const { url: dbUrl } = await createDatabase(opts.pgUrl, 'tb_scale');
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  const children: ChildProcess[] = [];
  const redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { detached: true, stdio: 'ignore' });
  children.push(redis);
  const shift: Record<string, string> = opts.clockShiftDays ? { CLOCK_SHIFT_DAYS: opts.clockShiftDays } : {};
  const upstreamEnv = (port: number) => ({
    UPSTREAM_PORT: String(port), UPSTREAM_HOST: '127.0.0.1', DATABASE_URL: dbUrl, SEED_DEMO: '1', REDIS_URL: redisUrl,
    JOBS: 'on', SECRETS_KEY, UPSTREAM_TEST: '1', NODE_ENV: 'production', DATA_DIR: path.join(dir, `up-${port}`), ...shift,
  });
  const upstreams: TInstance[] = [];
  const startUpstream = async (i: number): Promise<TInstance> => {
    const port = upPorts[i];
    const child = launch(process.execPath, ['--import', 'tsx', 'upstream/server.ts'], upstreamEnv(port));
    children.push(child);
    const inst = { name: `up${i + 1}`, port, base: `http://127.0.0.1:${port}`, child };
    upstreams[i] = inst;
    await waitFor(`${inst.base}/version`, (s) => s === 200, 240_000, 250);
    return inst;
  };
  const cfg = path.join(dir, 'haproxy.cfg');
  writeFileSync(cfg, haproxyConfig(dir, webPort, apiPort, webPorts, upPorts));
  const socket = path.join(dir, 'haproxy.sock');
  const layout: TLayout = {
    web: `http://127.0.0.1:${webPort}`, api: `http://127.0.0.1:${apiPort}`, upstreams, webs: [], dbUrl, redisUrl,
    startUpstream, haproxy: (line) => command(socket, line),
    stop: async () => {
      await Promise.all(children.map((c) => stop(c, 10_000)));
      rmSync(dir, { recursive: true, force: true });
      const admin = new pg.Client({ connectionString: opts.pgUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${new URL(dbUrl).pathname.slice(1)} WITH (FORCE)`).catch(() => undefined);
      await admin.end();
    },
  };
  try {
    // Both at once on the empty database: they take turns to migrate and seed (upstream/open.ts).
    await Promise.all([startUpstream(0), startUpstream(1)]);
    const haproxy = launch('haproxy', ['-f', cfg, '-db'], {});
    children.push(haproxy);
    await waitFor(`${layout.api}/version`, (s) => s === 200, 20_000, 200);
    for (const [i, port] of webPorts.entries()) {
      const child = launch(process.execPath, ['--import', 'tsx', 'scripts/web-server.ts'], {
        PORT: String(port), WEB_HOST: '127.0.0.1', UPSTREAM_URL: layout.api, NEXT_DIST_DIR: opts.distDir,
        SESSION_SECRET, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...shift,
      });
      children.push(child);
      layout.webs.push({ name: `web${i + 1}`, port, base: `http://127.0.0.1:${port}`, child });
    }
    for (const w of layout.webs) await waitFor(`${w.base}/login`, (s) => s === 200, 120_000, 300);
    await waitFor(`${layout.web}/login`, (s) => s === 200, 20_000, 200);
    return layout;
  } catch (err) {
    await layout.stop();
    throw err;
  }
}
