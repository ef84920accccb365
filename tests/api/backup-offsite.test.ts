// Issue 38 item 3, off the machine: each backup is copied through the official SDKs to an
// S3-compatible store and to Dropbox (both local stand-ins of their HTTP APIs, real HTTP on
// loopback), checked there, pruned there by BACKUP_KEEP_DAYS, listed by GET backup/s3 and
// backup/dropbox, and restored from either (`npm run restore -- s3:<name>` does the same). A store
// that fails is recorded and answered, the other still gets its copy, and the nightly job fails so
// that the queue tries again. Runs in api-isolated: the stores come from the environment.
import { describe, expect, it, vi } from 'vitest';

const env = await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const os = await import('node:os');
  const { startS3StandIn } = await import('../helpers/s3-stand-in');
  const { startDropboxStandIn } = await import('../helpers/dropbox-stand-in');
  const s3 = await startS3StandIn();
  const dropbox = await startDropboxStandIn();
  const dir = mkdtempSync(`${os.tmpdir()}/tb-offsite-`);
  Object.assign(process.env, {
    DATA_DIR: dir,
    BACKUP_S3_BUCKET: s3.bucket, BACKUP_S3_ENDPOINT: s3.url, BACKUP_S3_ACCESS_KEY_ID: s3.accessKeyId, BACKUP_S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    BACKUP_DROPBOX_APP_KEY: dropbox.appKey, BACKUP_DROPBOX_APP_SECRET: dropbox.appSecret, BACKUP_DROPBOX_REFRESH_TOKEN: dropbox.refreshToken,
    DROPBOX_API_URL: dropbox.url,
  });
  return { dir, s3, dropbox };
});

import { afterAll } from 'vitest';
import { openDb } from '../../upstream/db/client';
import { configuredStores, openBackup, restoreBackup, storeOfSource } from '../../upstream/db/backup';
import { backupJobs } from '../../upstream/modules/settings/backup-jobs';
import { apiFile } from '../helpers/api-file';
import { fingerprint } from '../helpers/db-fingerprint';

const t = apiFile();
afterAll(async () => { await env.s3.close(); await env.dropbox.close(); });

type TCopy = { kind: string; where: string; ok: boolean; error?: string; removed: string[] };
type TMade = { name: string; size: number; copies: TCopy[] };
const make = async () => (await (await t.api.call('POST', '/api/settings/backup', { token: t.admin })).json()) as TMade;
const offsite = async (kind: string) => (await (await t.api.call('GET', `/api/settings/backup/${kind}`, { token: t.admin })).json()) as { connected: boolean; where: string; files: { name: string; size: number }[]; error: string | null };

describe('backups off the machine', () => {
  it('copies each backup to S3 and to Dropbox through their SDKs, byte for byte, and lists them', async () => {
    const made = await make();
    expect(made.copies.map((c) => [c.kind, c.ok, c.error])).toEqual([['s3', true, undefined], ['dropbox', true, undefined]]);
    const local = openBackup(Buffer.from(await (await t.api.call('GET', `/api/settings/backup/local/${made.name}`, { token: t.admin })).arrayBuffer()));
    const inS3 = env.s3.objects.get(`tourbook-backups/${made.name}`)?.body;
    const inDropbox = env.dropbox.files.get(`/tourbook-backups/${made.name}`.toLowerCase())?.body;
    expect(inS3?.length).toBe(made.size);
    expect(inDropbox && inS3 && Buffer.compare(inDropbox, inS3)).toBe(0);
    expect(openBackup(inS3!).head).toEqual(local.head);
    expect(env.dropbox.calls).toContain('/oauth2/token');
    for (const kind of ['s3', 'dropbox']) {
      const listed = await offsite(kind);
      expect(listed).toMatchObject({ connected: true, error: null });
      expect(listed.files).toContainEqual(expect.objectContaining({ name: made.name, size: made.size }));
    }
    const [row] = (await (await t.api.call('GET', '/api/settings/backup/local', { token: t.admin })).json()) as { name: string; copies: TCopy[] }[];
    expect(row.name).toBe(made.name);
    expect(row.copies.map((c) => c.ok)).toEqual([true, true]);
  });

  it('restores from the store: the business as it was, every table', async () => {
    const [latest] = await configuredStores()[0].list();
    const source = storeOfSource(`s3:${latest.name}`, configuredStores());
    const file = await source!.store.get(source!.name);
    const fresh = await openDb({});
    try {
      await restoreBackup(fresh, file!);
      const content = openBackup(file!);
      // The file in the store was made from this database a moment ago: every table equal.
      const [original, restored] = [await fingerprint(t.api.handle.db), await fingerprint(fresh.db)];
      expect(content.head.tables).toBeGreaterThan(100);
      for (const table of ['bookings', 'customers', 'invoices', 'payments', 'settings']) expect(restored[table], table).toBe(original[table]);
    } finally {
      await fresh.close();
    }
    expect(storeOfSource('dropbox:x', configuredStores())?.store.kind).toBe('dropbox');
    expect(storeOfSource('/tmp/x.tbk', configuredStores())).toBeNull();
  });

  it('prunes each store by BACKUP_KEEP_DAYS, never the new backup', async () => {
    const old = 'tourbook-20200101T031500Z.tbk';
    env.s3.objects.set(`tourbook-backups/${old}`, { body: Buffer.from('old'), at: new Date() });
    env.dropbox.files.set(`/tourbook-backups/${old}`.toLowerCase(), { body: Buffer.from('old'), at: new Date(), path: `/tourbook-backups/${old}` });
    await new Promise((r) => setTimeout(r, 1100));
    const made = await make();
    expect(made.copies.map((c) => c.removed)).toEqual([[old], [old]]);
    expect(env.s3.objects.has(`tourbook-backups/${old}`)).toBe(false);
    expect(env.dropbox.files.has(`/tourbook-backups/${old}`.toLowerCase())).toBe(false);
    expect(env.s3.objects.has(`tourbook-backups/${made.name}`)).toBe(true);
  });

  it('a store that fails is recorded and answered; the other gets its copy; the nightly job fails for the queue to retry', async () => {
    await new Promise((r) => setTimeout(r, 1100));
    env.s3.failNext(20);
    const made = await make();
    const [s3, dropbox] = made.copies;
    expect(s3).toMatchObject({ kind: 's3', ok: false });
    expect(s3.error).toBeTruthy();
    expect(dropbox).toMatchObject({ kind: 'dropbox', ok: true });
    expect(env.dropbox.files.has(`/tourbook-backups/${made.name}`.toLowerCase())).toBe(true);
    await new Promise((r) => setTimeout(r, 1100));
    env.s3.failNext(20);
    await expect(backupJobs[0].run({}, { db: t.api.handle.db } as never)).rejects.toThrow(/not copied to s3:\/\/tourbook-test/);
    env.s3.failNext(0);
  });

  it('a store that refuses the credentials says so on the list', async () => {
    const wrong = configuredStores({ ...process.env, BACKUP_S3_PREFIX: 'tourbook-backups/', BACKUP_S3_REGION: 'us-east-1', BACKUP_S3_SECRET_ACCESS_KEY: 'x', BACKUP_S3_ACCESS_KEY_ID: 'AKIAWRONG', BACKUP_DROPBOX_FOLDER: '/tourbook-backups' } as never);
    await expect(wrong[0].list()).rejects.toThrow();
    expect(() => configuredStores({ BACKUP_DROPBOX_APP_KEY: 'k', BACKUP_S3_PREFIX: 'p/', BACKUP_S3_REGION: 'r', BACKUP_DROPBOX_FOLDER: '/f' } as never)).toThrow(/together/);
  });
});
