// Backups kept on this machine: DATA_DIR/backups/tourbook-<time>.tbk, the newest first, those
// older than `keepDays` removed when a new one is made, each copied to the off-site stores the
// environment configures (offsite/), with what each copy did kept beside it (<name>.copies.json).
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../client';
import { dumpDatabase, type TBackupHead } from './archive';
import { BACKUP_NAME_PATTERN } from './offsite/names';
import { copyOffsite, type TCopy, type TOffsiteStore } from './offsite';
import { sealBackup } from './seal';

export const BACKUP_NAME = BACKUP_NAME_PATTERN;
export type TLocalBackup = { name: string; size: number; createdAt: string; copies: TCopy[] };

const folderOf = (dataDir: string) => path.resolve(dataDir, 'backups');
const copiesFile = (dataDir: string, name: string) => path.join(folderOf(dataDir), `${name}.copies.json`);
const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');

function readCopies(dataDir: string, name: string): TCopy[] {
  try { return JSON.parse(readFileSync(copiesFile(dataDir, name), 'utf8')) as TCopy[]; } catch { return []; }
}

export function listLocalBackups(dataDir: string): TLocalBackup[] {
  let names: string[];
  try { names = readdirSync(folderOf(dataDir)); } catch { return []; }
  return names.filter((n) => BACKUP_NAME.test(n)).sort().reverse().map((name) => {
    const s = statSync(path.join(folderOf(dataDir), name));
    return { name, size: s.size, createdAt: s.mtime.toISOString(), copies: readCopies(dataDir, name) };
  });
}

/** Where one backup's file is (whether or not it exists). */
export const localBackupPath = (dataDir: string, name: string) => path.join(folderOf(dataDir), name);

/** The file of one backup, or null (a name that is not one of ours never reaches the disk). */
export function readLocalBackup(dataDir: string, name: string): Buffer | null {
  if (!BACKUP_NAME.test(name)) return null;
  try { return readFileSync(path.join(folderOf(dataDir), name)); } catch { return null; }
}

export type TMadeBackup = TLocalBackup & { head: TBackupHead; removed: string[] };

/** Makes a backup now, keeps it, removes those older than keepDays (the new one never), and copies
 *  it to each off-site store. A failed copy is recorded (and answered), never hidden. */
export async function makeLocalBackup(db: Db, dataDir: string, at: Date, keepDays: number, stores: TOffsiteStore[] = []): Promise<TMadeBackup> {
  const content = await dumpDatabase(db, at);
  const file = sealBackup(content);
  mkdirSync(folderOf(dataDir), { recursive: true, mode: 0o700 });
  const name = `tourbook-${stamp(at)}.tbk`;
  writeFileSync(path.join(folderOf(dataDir), name), file, { mode: 0o600 });
  const limit = at.getTime() - keepDays * 86_400_000;
  const removed: string[] = [];
  for (const b of listLocalBackups(dataDir)) {
    if (b.name !== name && Date.parse(b.createdAt) < limit) {
      rmSync(path.join(folderOf(dataDir), b.name), { force: true });
      rmSync(copiesFile(dataDir, b.name), { force: true });
      removed.push(b.name);
    }
  }
  const copies = await copyOffsite(stores, name, file, at, keepDays);
  if (copies.length) writeFileSync(copiesFile(dataDir, name), JSON.stringify(copies), { mode: 0o600 });
  return { name, size: file.length, createdAt: at.toISOString(), copies, head: content.head, removed };
}
