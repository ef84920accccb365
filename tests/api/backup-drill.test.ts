// Issue 38 item 3, the drill on PGlite: the demo business (with its living bookings, uploaded
// files, append-only ledgers) backed up, a new empty database restored from it, every table and
// sequence compared. A backup of a newer schema, a damaged file and a restore onto a database that
// is not new are refused with nothing written.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { now } from '../../upstream/clock';
import { openDb } from '../../upstream/db/client';
import { dumpDatabase, openBackup, restoreBackup, RestoreRefused, sealBackup, BackupUnreadable } from '../../upstream/db/backup';
import { rowsOf } from '../../upstream/db/rows';
import { apiFile } from '../helpers/api-file';
import { fingerprint } from '../helpers/db-fingerprint';

const t = apiFile({ living: true });

describe('backup and restore on PGlite', () => {
  it('a new database restored from a backup holds every row, file and sequence position of the old', async () => {
    // A change that leaves an entry in an append-only table (the configuration audit).
    expect((await t.api.call('POST', '/api/settings/group/general', { token: t.admin, body: { childMaxAge: 13 } })).status).toBe(200);
    const before = await fingerprint(t.api.handle.db);
    expect(before.config_audit).not.toMatch(/^0:/);
    const files = await t.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM media_data`);
    expect(files[0].n).toBeGreaterThan(0);
    const file = sealBackup(await dumpDatabase(t.api.handle.db, now()));
    expect(file.includes(Buffer.from('admin@example.com'))).toBe(false);
    const fresh = await openDb({});
    try {
      const head = await restoreBackup(fresh, file);
      expect(head.rows).toBeGreaterThan(1000);
      expect(await fingerprint(fresh.db)).toEqual(before);
      // The append-only tables came back and still refuse changes (their triggers are on again).
      await expect(fresh.db.execute(sql`DELETE FROM config_audit`)).rejects.toThrow();
    } finally {
      await fresh.close();
    }
  }, 240_000);

  it('refuses a newer schema, a damaged file and a database that is not new; writes nothing', async () => {
    const content = await dumpDatabase(t.api.handle.db, now());
    const newer = sealBackup({ ...content, head: { ...content.head, migrations: content.head.migrations + 1 } });
    const fresh = await openDb({});
    try {
      await expect(restoreBackup(fresh, newer)).rejects.toThrow(RestoreRefused);
      const damaged = sealBackup(content);
      damaged[damaged.length - 5] ^= 0xff;
      await expect(restoreBackup(fresh, damaged)).rejects.toThrow(BackupUnreadable);
      expect(rowsOf(await fresh.db.execute(sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`))).toEqual([]);
      await expect(restoreBackup(t.api.handle, sealBackup(content))).rejects.toThrow(RestoreRefused);
      expect(openBackup(sealBackup(content)).head).toEqual(content.head);
    } finally {
      await fresh.close();
    }
  }, 120_000);
});
