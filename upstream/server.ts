// The upstream process: owns the database (exactly one process per PGlite data folder),
// serves the REST API on UPSTREAM_HOST:UPSTREAM_PORT, closes the database on SIGTERM/SIGINT.
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { upstreamEnv } from './env';
import { openConfiguredDb } from './open';

const handle = await openConfiguredDb();
const app = createApp({ db: handle.db });
const server = serve({ fetch: app.fetch, port: upstreamEnv.UPSTREAM_PORT, hostname: upstreamEnv.UPSTREAM_HOST }, (info) => {
  console.log(`[upstream] listening on http://${upstreamEnv.UPSTREAM_HOST}:${info.port} (${handle.kind})`);
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[upstream] ${signal}: closing`);
  server.close();
  await handle.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
