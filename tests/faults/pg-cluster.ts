// Stops and starts the throw-away PostgreSQL cluster of tests/pg/global-setup.ts (as the postgres
// user when the tests run as root, as Debian's PostgreSQL demands).
import { spawnSync } from 'node:child_process';
import type { TPgCluster } from '../pg/global-setup';

function run(c: TPgCluster, args: string[]): void {
  const argv = [c.pgCtl, '-D', c.dataDir, ...args];
  const r = c.runAsPostgres
    ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', argv.map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ')], { encoding: 'utf8' })
    : spawnSync(argv[0], argv.slice(1), { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`pg_ctl ${args.join(' ')} failed: ${r.stderr} ${r.stdout}`);
}

/**
 * A restart as an operator or a failover does it: every session terminated at once (57P01), open
 * transactions rolled back, committed ones kept. (An immediate stop would lose acknowledged
 * commits here, because the throw-away cluster runs with synchronous_commit=off for speed.)
 */
export function stopCluster(c: TPgCluster): void {
  run(c, ['-m', 'fast', 'stop']);
}

export function startCluster(c: TPgCluster): void {
  run(c, ['-w', '-l', c.logFile, '-o', c.options, 'start']);
}
