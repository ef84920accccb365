// Restoring a backup: only into a new, empty database (a restore never overwrites a business that
// runs), at the backup's own schema level, then forward to this version's: the database is first
// migrated as far as the backup's was (a copy of the migrations cut there), loaded in one
// transaction, then migrated the rest of the way. A backup of a newer schema than this version
// knows is refused before anything is written.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TDbHandle } from '../client';
import { migrateDb, MIGRATIONS_FOLDER } from '../migrate';
import { loadDatabase, schemaLevel, type TBackupHead } from './archive';
import { openBackup } from './seal';

export class RestoreRefused extends Error {}

type TJournal = { entries: { tag: string }[] };
const journal = (folder: string) => JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as TJournal & Record<string, unknown>;

/** This version's migrations cut after the first `n`, in a folder of its own. */
function migrationsUpTo(n: number): { folder: string; done: () => void } {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'tb-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const j = journal(MIGRATIONS_FOLDER);
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...j, entries: j.entries.slice(0, n) }));
  return { folder, done: () => rmSync(folder, { recursive: true, force: true }) };
}

export async function restoreBackup(handle: TDbHandle, file: Buffer): Promise<TBackupHead> {
  const content = openBackup(file);
  const known = journal(MIGRATIONS_FOLDER).entries.length;
  if (content.head.migrations > known) {
    throw new RestoreRefused(`The backup was made by a newer version (schema level ${content.head.migrations}; this version knows ${known}): restore it with that version or a later one.`);
  }
  if ((await schemaLevel(handle.db)).migrations > 0) {
    throw new RestoreRefused('The database is not new: restore into a new, empty database (another DATA_DIR or DATABASE_URL), then point the application at it.');
  }
  const cut = migrationsUpTo(content.head.migrations);
  try {
    await migrateDb(handle, cut.folder);
  } finally {
    cut.done();
  }
  await handle.db.transaction((tx) => loadDatabase(tx, content));
  await migrateDb(handle);
  return content.head;
}
