// The production web server (what `npm start`, the browser tests and the benchmarks run instead
// of `next start`): Next's request handler for pages, assets and the session calls, and the BFF's
// plain-Node pass-through for every other /api/* call (lib/bff/node-pass-through.ts), because a
// Next route handler alone cost more per call than the whole upstream answer (docs/decisions/bff.md).
// It also compresses what Next answers (Next's own compression is off here: next.config.mjs), so
// that the public booking pages' head can be rewritten before compression (lib/pages/defer-scripts.ts).
//   PORT (3000), WEB_HOST (all interfaces), NEXT_DIST_DIR, UPSTREAM_URL, SESSION_SECRET,
//   CLOCK_SHIFT_DAYS (applied to the business clock by instrumentation.ts, which Next runs here too)
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import next from 'next';
import { INTERNAL } from '../lib/bff/errors';
import { passThrough, sendError, SESSION_PATHS } from '../lib/bff/node-pass-through';
import { deferChunkScripts, defersChunks } from '../lib/pages/defer-scripts';
import { rewriteHead } from '../lib/pages/rewrite-head';

process.env.TB_WEB_SERVER_COMPRESSES = '1';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.WEB_HOST || undefined;

const app = next({ dev: false, dir: root, port, hostname: host ?? 'localhost' });
const handle = app.getRequestHandler();
await app.prepare();
const compress = compression();

const server = http.createServer((req, res) => {
  const pathname = (req.url ?? '/').split('?')[0];
  if (pathname.startsWith('/api/') && !SESSION_PATHS.has(pathname)) {
    passThrough(req, res).catch((err: unknown) => {
      console.error('[web] /api pass-through failed:', err);
      sendError(req, res, INTERNAL);
    });
    return;
  }
  compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => {
    // POST too: a server-action form posted without JavaScript is answered with the page again.
    if ((req.method === 'GET' || req.method === 'POST') && defersChunks(pathname)) rewriteHead(res, deferChunkScripts);
    void handle(req, res);
  });
});
// As `next start`: keep-alive connections from a proxy in front outlive its own idle timeout.
server.keepAliveTimeout = 65_000;
server.listen(port, host, () => console.log(`[web] listening on http://${host ?? 'localhost'}:${port}`));

const stop = () => {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 3_000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
