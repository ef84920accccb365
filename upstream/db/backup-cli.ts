// npm run backup                 a backup of the configured database into DATA_DIR/backups, copied
//                                to the off-site stores configured (BACKUP_S3_*, BACKUP_DROPBOX_*)
// npm run restore -- <file>      restores a backup file into the configured database, which must be
//                                new (a new DATA_DIR, or a new empty DATABASE_URL database), with the
//                                SECRETS_KEY the backup was made under (docs/decisions/backups.md);
// npm run restore -- s3:<name>   the same from the S3 store (dropbox:<name>: from Dropbox)
import { readFileSync } from 'node:fs';
import { now } from '../clock';
import { upstreamEnv } from '../env';
import { configuredStores, makeLocalBackup, restoreBackup, storeOfSource } from './backup';
import { openDb } from './client';

const [command, file, flag] = process.argv.slice(2);
const handle = await openDb(upstreamEnv.DATABASE_URL ? { url: upstreamEnv.DATABASE_URL } : { dataDir: upstreamEnv.DATA_DIR });
try {
  if (command === 'backup') {
    const made = await makeLocalBackup(handle.db, upstreamEnv.DATA_DIR, now(), upstreamEnv.BACKUP_KEEP_DAYS, configuredStores());
    console.log(`[backup] ${made.name}: ${made.head.tables} tables, ${made.head.rows} rows, ${made.size} bytes${made.removed.length ? `; removed ${made.removed.join(', ')}` : ''}`);
    for (const c of made.copies) console.log(`[backup] copy to ${c.where}: ${c.ok ? 'ok' : `FAILED: ${c.error}`}${c.removed.length ? `; removed there ${c.removed.join(', ')}` : ''}`);
    if (made.copies.some((c) => !c.ok)) process.exitCode = 1;
  } else if (command === 'restore' && file) {
    const source = storeOfSource(file, configuredStores());
    const bytes = source ? await source.store.get(source.name) : readFileSync(file);
    if (!bytes) throw new Error(`${source?.name} is not in ${source?.store.where}`);
    const head = await restoreBackup(handle, bytes);
    if (flag === '--json') console.log(JSON.stringify({ restored: head }));
    console.log(`[restore] ${file}: ${head.tables} tables, ${head.rows} rows of ${head.createdAt} restored (schema level ${head.migrations}, then migrated to this version)`);
  } else {
    console.error('usage: npm run backup | npm run restore -- <file | s3:<name> | dropbox:<name>>');
    process.exitCode = 2;
  }
} catch (err) {
  console.error(`[${command}] ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
