// The upstream process: owns the database (exactly one process per PGlite data folder),
// serves the REST API on UPSTREAM_HOST:UPSTREAM_PORT and runs the job queue on the same
// database. On SIGTERM/SIGINT: stop taking requests, let the queue finish its running jobs and
// stop, and only then close the database (PGlite must be closed last, after the queue).
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { upstreamEnv } from './env';
import { startJobQueue } from './jobs/queue';
import { closeImapPool } from './modules/mailbox/imap-pool';
import { openConfiguredDb } from './open';
import { runWarmUps } from './warm-up';

const handle = await openConfiguredDb();
const jobs = await startJobQueue({ handle, work: upstreamEnv.JOBS === 'on', schedule: upstreamEnv.JOBS === 'on' });
const app = createApp({ db: handle.db });
const server = serve({ fetch: app.fetch, port: upstreamEnv.UPSTREAM_PORT, hostname: upstreamEnv.UPSTREAM_HOST }, (info) => {
  console.log(`[upstream] listening on http://${upstreamEnv.UPSTREAM_HOST}:${info.port} (${handle.kind}, jobs ${upstreamEnv.JOBS})`);
  runWarmUps(3000);
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[upstream] ${signal}: closing`);
  server.close();
  await closeImapPool().catch(() => undefined);
  try {
    await jobs.stop();
  } catch (err) {
    console.error('[upstream] job queue did not stop cleanly:', err);
  }
  await handle.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
