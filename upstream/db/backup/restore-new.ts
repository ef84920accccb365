// A restore from the screen (issue 38 item 3: "one command and one screen"): the backup goes into a
// NEW database beside the running one, never over it. Embedded: a new data folder
// DATA_DIR/restored/<backup>/ (with the secrets key the backup was sealed with, so the folder runs
// as it is); PostgreSQL: a new database <name>_restored_<time> on the same server. The operator
// then points the application at it and restarts (the answer says how): a running business never
// changes under its users' hands. `restoreTarget` checks at once that the target is new; `fill`
// does the long part in a child process: the command `npm run restore` itself, pointed at the new
// target (PGlite works on the thread that calls it: a restore inside the upstream would stop it from
// answering anyone for as long as the restore takes).
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { childProcessEnv, upstreamEnv } from '../../env';
import type { Db } from '../client';
import { rowsOf } from '../rows';
import type { TBackupHead } from './archive';
import { RestoreRefused } from './restore';

export type TRestoreTarget = { kind: 'dataDir'; path: string } | { kind: 'database'; name: string; url: string };
type TWhere = { databaseUrl?: string; dataDir: string };
/** `source`: a backup file's path, or `s3:<name>` / `dropbox:<name>` (as `npm run restore` takes). */
export type TPreparedRestore = { target: TRestoreTarget; fill: (source: string) => Promise<TBackupHead> };

const CLI = path.resolve(import.meta.dirname, '..', 'backup-cli.ts');

/** `npm run restore -- <source> --json` with the target's environment; its report, or its error. */
function runRestore(source: string, env: Record<string, string>): Promise<TBackupHead> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'restore', source, '--json'], {
      cwd: path.resolve(import.meta.dirname, '..', '..', '..'),
      // An empty value removes the variable (the embedded target: no DATABASE_URL).
      env: childProcessEnv({ ...env, JOBS: 'off' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => { out += d.toString(); });
    child.stderr.on('data', (d: Buffer) => { err += d.toString(); });
    child.on('error', reject);
    child.on('close', (code) => {
      const report = out.split('\n').find((l) => l.startsWith('{"restored":'));
      if (code === 0 && report) return resolve((JSON.parse(report) as { restored: TBackupHead }).restored);
      const why = err.trim().split('\n').filter(Boolean).pop() ?? `the restore ended with ${code}`;
      reject(/refused|newer version|not new/i.test(why) ? new RestoreRefused(why.replace(/^\[restore\] /, '')) : new Error(why.replace(/^\[restore\] /, '')));
    });
  });
}

const stampOf = (name: string) => name.replace(/^tourbook-/, '').replace(/\.tbk$/, '').toLowerCase();
/** The address without its password, for the screen and the logs. */
const shown = (u: URL) => { const c = new URL(u); if (c.password) c.password = '***'; return c.toString(); };

/** Where `backupName` would be restored, refused at once when it was restored there before.
 *  `running` is the application's database: DATABASE_URL's, or the embedded one in DATA_DIR. */
export async function restoreTarget(running: Db, backupName: string, where: TWhere = { databaseUrl: upstreamEnv.DATABASE_URL, dataDir: upstreamEnv.DATA_DIR }): Promise<TPreparedRestore> {
  if (!where.databaseUrl) {
    const dataDir = path.resolve(where.dataDir, 'restored', backupName.replace(/\.tbk$/, ''));
    if (existsSync(dataDir)) throw new RestoreRefused(`This backup was restored before, into ${dataDir}: start the application with that DATA_DIR, or remove the folder to restore it again.`);
    return {
      target: { kind: 'dataDir', path: dataDir },
      fill: async (source) => {
        // The key the backup was sealed with goes first: the restore opens the file with it.
        mkdirSync(dataDir, { recursive: true });
        const key = path.resolve(where.dataDir, 'secrets-key');
        if (!upstreamEnv.SECRETS_KEY && existsSync(key)) copyFileSync(key, path.join(dataDir, 'secrets-key'));
        try {
          return await runRestore(source, { DATA_DIR: dataDir, DATABASE_URL: '' });
        } catch (err) {
          rmSync(dataDir, { recursive: true, force: true });
          throw err;
        }
      },
    };
  }
  const url = new URL(where.databaseUrl);
  const name = `${url.pathname.slice(1) || 'tourbook'}_restored_${stampOf(backupName)}`.replace(/[^a-z0-9_]/gi, '_').slice(0, 63).toLowerCase();
  const exists = await running.execute(sql`SELECT 1 FROM pg_database WHERE datname = ${name}`);
  if (rowsOf(exists).length) throw new RestoreRefused(`This backup was restored before, into the database ${name}: point DATABASE_URL at it, or drop it to restore again.`);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'database', name, url: shown(url) },
    fill: async (source) => {
      await running.execute(sql.raw(`CREATE DATABASE "${name}"`));
      try {
        return await runRestore(source, { DATABASE_URL: url.toString() });
      } catch (err) {
        await running.execute(sql.raw(`DROP DATABASE IF EXISTS "${name}"`));
        throw err;
      }
    },
  };
}

/** Both steps at once (the tests). */
export async function restoreIntoNew(running: Db, source: string, backupName: string, where?: TWhere): Promise<{ target: TRestoreTarget; head: TBackupHead }> {
  const prepared = await restoreTarget(running, backupName, where);
  return { target: prepared.target, head: await prepared.fill(source) };
}
