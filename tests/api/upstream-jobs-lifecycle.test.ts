// The upstream process (upstream/server.ts: what `npm start` and the e2e runs start) runs the job
// queue on its PGlite and shuts down cleanly on SIGTERM: queue stopped first, then the database
// closed, exit code 0. Its data folder then holds the queue and the offer-expiry schedule.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../upstream/db/client';
import { exited, killAll, signal, startUpstream, waitFor } from '../faults/processes';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tb-upstream-'));
afterAll(async () => {
  await killAll();
  rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

describe('upstream process with its job queue', () => {
  it('starts the queue, stops it and closes PGlite on SIGTERM with exit code 0', async () => {
    const upstreamPort = await freePort();
    const child = startUpstream({ upstreamPort, dataDir, webPort: 0, distDir: '' }, false);
    await waitFor(`http://127.0.0.1:${upstreamPort}/version`, (s) => s === 200, 240_000, 500);
    signal(child, 'SIGTERM');
    expect(await exited(child, 30_000)).toBe(true);
    expect(child.exitCode).toBe(0);

    const handle = await openDb({ dataDir });
    try {
      const schedules = await handle.db.execute(sql`SELECT name, cron FROM pgboss.schedule ORDER BY name`);
      expect((schedules as unknown as { rows: { name: string; cron: string }[] }).rows).toEqual([
        { name: 'accounting.sync', cron: '* * * * *' }, { name: 'backup.nightly', cron: '15 3 * * *' }, { name: 'bookings.dueFlags', cron: '0 1 * * *' }, { name: 'channels.pull', cron: '* * * * *' }, { name: 'channels.push', cron: '* * * * *' }, { name: 'channels.rates', cron: '* * * * *' }, { name: 'customers.search-order', cron: '40 3 * * *' }, { name: 'customers.stats', cron: '*/10 * * * *' }, { name: 'loyalty.earn', cron: '30 2 * * *' }, { name: 'mail.sweep', cron: '* * * * *' }, { name: 'offers.sweep', cron: '* * * * *' }, { name: 'statistics.ownerReport', cron: '0 6 1 * *' }, { name: 'todos.rules', cron: '*/15 * * * *' }, { name: 'webhooks.sweep', cron: '* * * * *' },
      ]);
      const queues = await handle.db.execute(sql`SELECT name FROM pgboss.queue WHERE NOT starts_with(name, '__pgboss') ORDER BY name`);
      expect((queues as unknown as { rows: { name: string }[] }).rows.map((r) => r.name)).toEqual(['accounting.sync', 'backup.nightly', 'bookings.dueFlags', 'channels.pull', 'channels.push', 'channels.rates', 'customers.search-order', 'customers.stats', 'loyalty.earn', 'mail.send', 'mail.sweep', 'offers.expire', 'offers.sweep', 'statistics.ownerReport', 'todos.rules', 'webhooks.deliver', 'webhooks.sweep']);
    } finally {
      await handle.close();
    }
  }, 360_000);
});
