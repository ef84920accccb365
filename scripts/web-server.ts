// The production web server (what `npm start`, the browser tests and the benchmarks run instead
// of `next start`): Next's request handler for pages, assets and the session calls, and the BFF's
// plain-Node pass-through for every other /api/* call (lib/bff/node-pass-through.ts), because a
// Next route handler alone cost more per call than the whole upstream answer (docs/decisions/bff.md).
// It also compresses what Next answers (Next's own compression is off here: next.config.mjs), so
// that the public booking pages' head can be rewritten before compression (lib/pages/defer-scripts.ts).
//   PORT (3000), WEB_HOST (all interfaces), NEXT_DIST_DIR, UPSTREAM_URL, SESSION_SECRET, TRUSTED_PROXIES, PUBLIC_URL,
//   CLOCK_SHIFT_DAYS (applied to the business clock by instrumentation.ts, which Next runs here too)
import './web-server-env';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import next from 'next';
import { isApiPath, isSessionPath, normalizePath, SESSION_PATH } from '../lib/bff/api-path';
import { clientOf } from '../lib/bff/client-address';
import { INTERNAL, INVALID_PATH } from '../lib/bff/errors';
import { passThrough, sendError } from '../lib/bff/node-pass-through';
import { deferChunkScripts, defersChunks } from '../lib/pages/defer-scripts';
import { rewriteHead } from '../lib/pages/rewrite-head';
import { guardFrames } from '../lib/security/frame-guard';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.WEB_HOST || undefined;

const app = next({ dev: false, dir: root, port, hostname: host ?? 'localhost' });
const handle = app.getRequestHandler();
await app.prepare();
const compress = compression();

const server = http.createServer((req, res) => {
  // Every decision below is taken on the path's normal form (lib/bff/api-path.ts), never on the
  // raw request line: a spelling such as /api/auth/%74oken is the session call, answered by Next's
  // route handler (which keeps the token in the cookie), never a pass-through to the upstream.
  const target = normalizePath(req.url ?? '/');
  if (!target) return void sendError(req, res, INVALID_PATH);
  // The client's address, from the socket and only trusted proxies' X-Forwarded-For, replaces
  // whatever the browser claimed, so that Next's handlers (the login) pass on the real one.
  req.headers['x-forwarded-for'] = clientOf(req);
  delete req.headers['x-real-ip'];
  delete req.headers.forwarded;
  const pathname = (req.url ?? '/').split('?')[0];
  if (isApiPath(target.path)) {
    if (isSessionPath(target.path)) req.url = SESSION_PATH + target.search;
    else {
      passThrough(req, res, target).catch((err: unknown) => {
        console.error('[web] /api pass-through failed:', err);
        sendError(req, res, INTERNAL);
      });
      return;
    }
  }
  // Nothing Next answers is framable unless proxy.ts gave it a policy that says by whom.
  guardFrames(res);
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
