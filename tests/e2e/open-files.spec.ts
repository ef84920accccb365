// The embedded default under a hard limit of 1024 open files (issue 30): the suite's upstream runs
// under `ulimit -n 1024` (playwright.config.ts). After every generic list has been read (every
// table and its indexes through the upstream's own queries), it takes 400 connections at once,
// answers every one, and stays under the limit. Before the cap on PGlite's open files
// (upstream/db/client.ts) it kept ~1,010 descriptors at idle and failed at once.
import { readFileSync, readdirSync } from 'node:fs';
import net from 'node:net';
import { expect, test } from './fixtures';
import { RESOURCES } from '../../lib/contract/resources';
import { adminToken, UPSTREAM } from './upstream-api';

const PORT = Number(new URL(UPSTREAM).port);
const CONNECTIONS = 400;

/** The upstream's process: node running upstream/server.ts with this suite's port. */
function upstreamPid(): number {
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (!/node$/.test(argv[0]) || !argv.some((a) => a.endsWith('upstream/server.ts'))) continue;
      if (readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`UPSTREAM_PORT=${PORT}`)) return Number(pid);
    } catch {
      /* gone, or not ours */
    }
  }
  throw new Error(`no upstream process on port ${PORT}`);
}

const openFiles = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;

/** One raw HTTP/1.1 connection, held open: connects, then on ask() sends a request and reads the status. */
function connection(): Promise<{ ask: (path: string) => Promise<number>; close: () => void }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port: PORT }, () => resolve({
      ask: (path) => new Promise<number>((res, rej) => {
        let head = '';
        socket.on('data', (chunk) => {
          head += chunk.toString('latin1');
          const m = /^HTTP\/1\.1 (\d{3})/.exec(head);
          if (m) res(Number(m[1]));
        });
        socket.once('error', rej);
        socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nConnection: keep-alive\r\n\r\n`);
      }),
      close: () => socket.destroy(),
    }));
    socket.once('error', reject);
  });
}

test('the upstream serves 400 connections at once under a hard limit of 1024 open files', async ({ request }) => {
  test.setTimeout(180_000);
  const pid = upstreamPid();
  const limits = readFileSync(`/proc/${pid}/limits`, 'utf8');
  expect(limits).toMatch(/Max open files\s+1024\s+1024/);

  // Every generic list as the admin: the upstream reads most of its tables and their indexes.
  const token = await adminToken(request);
  for (const r of RESOURCES) {
    const res = await request.get(`${UPSTREAM}${r.base}?size=5`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status(), r.base).toBeLessThan(500);
  }
  const idle = openFiles(pid);
  expect(idle).toBeLessThan(1024 - CONNECTIONS - 100);

  const conns = await Promise.all(Array.from({ length: CONNECTIONS }, () => connection()));
  try {
    // The kernel completes a connection before the upstream accepts it: wait until it has them all.
    await expect.poll(() => openFiles(pid), { timeout: 15_000 }).toBeGreaterThanOrEqual(CONNECTIONS);
    const held = openFiles(pid);
    expect(held).toBeLessThan(1024);
    // Every connection asks the public booking's asset list (a database read) and is answered.
    const statuses = await Promise.all(conns.map((c) => c.ask('/api/book/assets')));
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    console.log(`open-files: upstream ${idle} descriptors at idle, ${held} with ${CONNECTIONS} connections`);
  } finally {
    for (const c of conns) c.close();
  }
  // And it still answers afterwards.
  expect((await request.get(`${UPSTREAM}/version`)).status()).toBe(200);
});
