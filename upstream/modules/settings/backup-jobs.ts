// The nightly backup (issue 38 item 3): the job queue makes one at BACKUP_SCHEDULE (a cron, UTC;
// default 03:15; "off" for none) into DATA_DIR/backups of the upstream that runs it, and removes
// those older than BACKUP_KEEP_DAYS, then copies it off the machine (BACKUP_S3_*, BACKUP_DROPBOX_*).
// A copy that failed fails the job after it is recorded: the queue tries again (a new backup, copied
// again) and the failure shows among the jobs. With several upstreams the queue runs it once per
// night, on one of them (docs/decisions/backups.md).
import { now } from '../../clock';
import { makeLocalBackup } from '../../db/backup';
import { upstreamEnv } from '../../env';
import { DEFAULT_RETRIES, type TJobDefinition } from '../../jobs/definition';
import { backupStores } from './backup-stores';

export const NIGHTLY_BACKUP = 'backup.nightly';

export const backupJobs: TJobDefinition[] = upstreamEnv.BACKUP_SCHEDULE === 'off' ? [] : [{
  name: NIGHTLY_BACKUP,
  queue: { ...DEFAULT_RETRIES, policy: 'stately', retryLimit: 2, retryDelay: 600, expireInSeconds: 3600, deleteAfterSeconds: 7 * 86_400 },
  cron: upstreamEnv.BACKUP_SCHEDULE,
  run: async (_data, ctx) => {
    const made = await makeLocalBackup(ctx.db, upstreamEnv.DATA_DIR, now(), upstreamEnv.BACKUP_KEEP_DAYS, backupStores);
    const copied = made.copies.map((c) => `${c.where} ${c.ok ? 'ok' : 'FAILED'}`).join(', ');
    console.log(`[backup] ${made.name}: ${made.head.tables} tables, ${made.head.rows} rows${made.removed.length ? `; removed ${made.removed.length} older` : ''}${copied ? `; copies: ${copied}` : ''}`);
    const failed = made.copies.filter((c) => !c.ok);
    if (failed.length) throw new Error(`backup ${made.name} kept here, but not copied to ${failed.map((c) => `${c.where} (${c.error})`).join(', ')}`);
  },
}];
