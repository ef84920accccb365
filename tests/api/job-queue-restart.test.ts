// A queued job survives a restart of the upstream (PGlite in a data folder): sent, the queue
// stopped and the database closed before it ran, then both opened again: the job runs once.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../upstream/db/client';
import type { TJobDefinition } from '../../upstream/jobs/definition';
import { startJobQueue } from '../../upstream/jobs/queue';
import { waitUntil } from '../helpers/jobs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'tb-jobs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('job queue across a restart', () => {
  it('runs a job that was queued before the restart, once', async () => {
    const seen: unknown[] = [];
    const probe: TJobDefinition = { name: 'test.restart', queue: { retryLimit: 0 }, run: async (data) => { seen.push(data); } };

    const first = await openDb({ dataDir: dir });
    const q1 = await startJobQueue({ handle: first, definitions: [probe], work: false, schedule: false });
    expect(await q1.send('test.restart', { n: 1 })).toBeTruthy();
    await q1.stop();
    await first.close();
    expect(seen).toEqual([]);

    const second = await openDb({ dataDir: dir });
    const q2 = await startJobQueue({ handle: second, definitions: [probe], pollingIntervalSeconds: 0.5, schedule: false });
    try {
      await waitUntil(async () => seen.length > 0);
      await new Promise((r) => setTimeout(r, 1000));
      expect(seen).toEqual([{ n: 1 }]);
    } finally {
      await q2.stop();
      await second.close();
    }
  });
});
