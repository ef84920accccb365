// PostgreSQL for tests/pg: TEST_DATABASE_URL if given, else a throw-away cluster started from
// the local PostgreSQL binaries (initdb/pg_ctl). With neither, say so loudly: only this suite skips,
// except under CI, where the run fails (pg-availability.ts).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { noServerVerdict } from './pg-availability';
import { freePort } from '../helpers/free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string | null;
    /** The throw-away cluster, for tests that restart it (null with TEST_DATABASE_URL). */
    pgCluster: TPgCluster | null;
  }
}

export type TPgCluster = { pgCtl: string; dataDir: string; logFile: string; options: string; runAsPostgres: boolean };

function findBin(name: string): string | null {
  const candidates = [
    ...(process.env.PATH ?? '').split(':').map((d) => path.join(d, name)),
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql').sort().reverse().map((v) => `/usr/lib/postgresql/${v}/bin/${name}`)
      : []),
  ];
  return candidates.find((p) => existsSync(p)) ?? null;
}

let stopCluster: (() => void) | null = null;

export async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL;
  project.provide('pgCluster', null);
  if (given) {
    project.provide('pgUrl', given);
    return;
  }
  const initdb = findBin('initdb');
  const pgCtl = findBin('pg_ctl');
  if (!initdb || !pgCtl) {
    const verdict = noServerVerdict(process.env);
    if (verdict.fail) throw new Error(verdict.message);
    console.warn(`\n${'!'.repeat(78)}\n!! ${verdict.message}\n${'!'.repeat(78)}\n`);
    project.provide('pgUrl', null);
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tb-pg-'));
  const port = await freePort();
  // Debian's PostgreSQL refuses to run as root: run the cluster as the postgres user then.
  const asRoot = process.getuid?.() === 0;
  const run = (bin: string, args: string[]) => {
    if (asRoot) {
      chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), Number(execFileSync('id', ['-g', 'postgres']).toString().trim()));
      const quoted = [bin, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
      return spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { encoding: 'utf8' });
    }
    return spawnSync(bin, args, { encoding: 'utf8' });
  };
  const dataDir = path.join(dir, 'data');
  let r = run(initdb, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  if (r.status !== 0) throw new Error(`initdb failed: ${r.stderr}`);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  r = run(pgCtl, ['-D', dataDir, '-w', '-l', path.join(dir, 'log'), '-o', options, 'start']);
  if (r.status !== 0) throw new Error(`pg_ctl start failed: ${r.stderr} ${r.stdout}`);
  project.provide('pgCluster', { pgCtl, dataDir, logFile: path.join(dir, 'log'), options, runAsPostgres: asRoot });
  stopCluster = () => {
    run(pgCtl, ['-D', dataDir, '-m', 'immediate', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  };
  project.provide('pgUrl', `postgres://postgres@127.0.0.1:${port}/postgres`);
}

export async function teardown() {
  stopCluster?.();
}
