// The upstream process: owns the database (exactly one process per PGlite data folder),
// serves the REST API on UPSTREAM_HOST:UPSTREAM_PORT and runs the job queue on the same
// database. On SIGTERM/SIGINT: stop taking requests, let the queue finish its running jobs and
// stop, and only then close the database (PGlite must be closed last, after the queue).
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { upstreamEnv } from './env';
import { startJobQueue } from './jobs/queue';
import { JOB_DEFINITIONS } from './modules/jobs';
import { closeImapPool } from './modules/mailbox/imap-pool';
import { openConfiguredDb, openReadReplica } from './open';
import { runWarmUps } from './warm-up';

const handle = await openConfiguredDb();
const jobs = await startJobQueue({ handle, definitions: JOB_DEFINITIONS, work: upstreamEnv.JOBS === 'on', schedule: upstreamEnv.JOBS === 'on' });
const replica = await openReadReplica();
const app = createApp({ db: handle.db, readDb: replica?.db });
const server = serve({ fetch: app.fetch, port: upstreamEnv.UPSTREAM_PORT, hostname: upstreamEnv.UPSTREAM_HOST }, (info) => {
  console.log(`[upstream] listening on http://${upstreamEnv.UPSTREAM_HOST}:${info.port} (${handle.kind}, jobs ${upstreamEnv.JOBS})`);
  runWarmUps(3000);
});
// As the web server: a keep-alive connection from a client in front (the BFF, HAProxy, a test's
// request context) is never closed by us at the moment it sends its next request (ECONNRESET).
(server as import('node:http').Server).keepAliveTimeout = 65_000;

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
  await replica?.close();
  await handle.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
