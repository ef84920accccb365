// Issue 38 item 3, the calls: the admin makes a backup (kept in DATA_DIR/backups, a temporary
// folder here), lists and downloads it; the file opens to the business as it was; old backups go
// after BACKUP_KEEP_DAYS; staff and guests are refused; a name that is not a backup's is 400/404.
// Dropbox and S3 say they are not set up (tests/api/backup-offsite.test.ts sets them up). Runs in api-isolated: DATA_DIR is set before the upstream loads.
import { describe, expect, it, vi } from 'vitest';

const env = vi.hoisted(() => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { mkdtempSync } = require('node:fs') as typeof import('node:fs');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const os = require('node:os') as typeof import('node:os');
  const dir = mkdtempSync(`${os.tmpdir()}/tb-backup-`);
  process.env.DATA_DIR = dir;
  return { dir };
});

import { existsSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { openBackup } from '../../upstream/db/backup';
import { openDb } from '../../upstream/db/client';
import { fingerprint } from '../helpers/db-fingerprint';
import { backupJobs, NIGHTLY_BACKUP } from '../../upstream/modules/settings/backup-jobs';
import { apiFile } from '../helpers/api-file';

const t = apiFile({ users: ['staff'] });
type TMade = { name: string; size: number; tables: number; rows: number; schemaLevel: number; removed: string[] };

describe('the backup calls', () => {
  it('makes a backup, lists it, and downloads a file that opens to the business', async () => {
    const res = await t.api.call('POST', '/api/settings/backup', { token: t.admin });
    expect(res.status).toBe(200);
    const made = (await res.json()) as TMade;
    expect(made.name).toMatch(/^tourbook-\d{8}T\d{6}Z\.tbk$/);
    expect(made.tables).toBeGreaterThan(50);
    expect(existsSync(path.join(env.dir, 'backups', made.name))).toBe(true);
    const list = (await (await t.api.call('GET', '/api/settings/backup/local', { token: t.admin })).json()) as { name: string; size: number }[];
    expect(list.map((b) => b.name)).toContain(made.name);
    const file = await t.api.call('GET', `/api/settings/backup/local/${made.name}`, { token: t.admin });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/octet-stream');
    const content = openBackup(Buffer.from(await file.arrayBuffer()));
    expect(content.head).toMatchObject({ tables: made.tables, rows: made.rows, migrations: made.schemaLevel });
    expect(content.tables.find((x) => x.name === 'users')?.json).toContain('admin@example.com');
  });

  it('removes backups older than BACKUP_KEEP_DAYS when a new one is made', async () => {
    const [old] = (await (await t.api.call('GET', '/api/settings/backup/local', { token: t.admin })).json()) as { name: string }[];
    const longAgo = new Date(Date.now() - 40 * 86_400_000);
    utimesSync(path.join(env.dir, 'backups', old.name), longAgo, longAgo);
    await new Promise((r) => setTimeout(r, 1100));
    const made = (await (await t.api.call('POST', '/api/settings/backup', { token: t.admin })).json()) as TMade;
    expect(made.removed).toEqual([old.name]);
    expect(existsSync(path.join(env.dir, 'backups', old.name))).toBe(false);
  });

  it('the nightly job (BACKUP_SCHEDULE, 03:15 UTC by default) makes one', async () => {
    const [job] = backupJobs;
    expect(job).toMatchObject({ name: NIGHTLY_BACKUP, cron: '15 3 * * *' });
    const list = async () => ((await (await t.api.call('GET', '/api/settings/backup/local', { token: t.admin })).json()) as { name: string }[]).map((b) => b.name);
    const before = await list();
    await new Promise((r) => setTimeout(r, 1100));
    await job.run({}, { db: t.api.handle.db } as never);
    expect((await list()).filter((n) => !before.includes(n))).toHaveLength(1);
  });

  it('is the admin\'s: staff 403, a guest 401; a name that is not a backup\'s is refused; Dropbox is not connected', async () => {
    for (const p of ['/api/settings/backup/local', '/api/settings/backup/dropbox']) {
      expect((await t.api.call('GET', p, { token: t.token.staff })).status).toBe(403);
      expect((await t.api.call('GET', p)).status).toBe(401);
    }
    expect((await t.api.call('POST', '/api/settings/backup', { token: t.token.staff })).status).toBe(403);
    expect((await t.api.call('GET', '/api/settings/backup/local/..%2F..%2Fsecrets-key', { token: t.admin })).status).toBe(400);
    expect((await t.api.call('GET', '/api/settings/backup/local/tourbook-20000101T000000Z.tbk', { token: t.admin })).status).toBe(404);
    for (const kind of ['dropbox', 's3']) expect(await (await t.api.call('GET', `/api/settings/backup/${kind}`, { token: t.admin })).json()).toEqual({ connected: false, where: null, files: [], error: null });
  });

  it('restores a backup from the screen into a new data folder beside the running one, once', async () => {
    const made = (await (await t.api.call('POST', '/api/settings/backup', { token: t.admin })).json()) as TMade;
    const restore = (name: string, token = t.admin) => t.api.call('POST', '/api/settings/backup/restore', { token, body: { source: 'local', name } });
    expect((await restore(made.name, t.token.staff)).status).toBe(403);
    expect((await restore('tourbook-20000101T000000Z.tbk')).status).toBe(404);
    const res = await restore(made.name);
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ state: 'running', name: made.name });
    // Runs in the background: one at a time, followed by GET.
    expect((await restore(made.name)).status).toBe(409);
    let done = { state: 'running' } as { state: string; target: { kind: string; path: string }; tables: number; rows: number };
    for (let i = 0; i < 120 && done.state === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 500));
      done = (await (await t.api.call('GET', '/api/settings/backup/restore', { token: t.admin })).json()) as typeof done;
    }
    expect(done).toMatchObject({ state: 'done', target: { kind: 'dataDir', path: path.join(env.dir, 'restored', made.name.replace('.tbk', '')) }, tables: made.tables, rows: made.rows });
    const restored = await openDb({ dataDir: done.target.path });
    try {
      const [a, b] = [await fingerprint(t.api.handle.db), await fingerprint(restored.db)];
      for (const table of ['bookings', 'customers', 'invoices', 'payments', 'settings', 'media_data']) expect(b[table], table).toBe(a[table]);
    } finally {
      await restored.close();
    }
    const again = await restore(made.name);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: 'RESTORE_REFUSED' });
    expect((await t.api.call('POST', '/api/settings/backup/restore', { token: t.admin, body: { source: 's3', name: made.name } })).status).toBe(404);
  });
});
