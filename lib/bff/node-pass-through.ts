// The BFF's pass-through on plain Node http, run by the web server (scripts/web-server.ts) in
// front of Next for every /api/* call but the session's own (/api/auth/token, left to the Next
// route handler). Same rules as lib/bff/handle.ts + forward.ts: cross-site mutations refused, the
// session cookie unsealed (cached) and replaced by the Bearer token, browser cookie and
// authorization never passed on, bodies streamed both ways and counted against the API's limit,
// 502/503 in the spec's error shape with the shared circuit breaker, a stale cookie cleared.
// Why not the route handler: a Next route handler costs ~2-4 ms of CPU per call before it does
// anything; this path costs a fraction of that (docs/decisions/bff.md, docs/benchmarks.md).
import http from 'node:http';
import { createGzip } from 'node:zlib';
import { parseCookie, stringifySetCookie } from 'cookie';
import { bodyLimitKbFor } from '../contract/errors';
import { CREDENTIAL_HEADER } from '../contract/credential';
import { webEnv } from '../env';
import { isConnectionError, markUpstreamAnswered, markUpstreamFailed, upstreamDown } from '../http/upstream-health';
import { LANGUAGE_COOKIE, requestLanguage } from '../i18n/pick-language';
import { SESSION_COOKIE, sessionOptions } from '../session/config';
import { unsealSession } from '../session/unseal';
import { clientOf } from './client-address';
import { DROP_REQUEST } from './drop-headers';
import { isPartnerPath, partnerCredential } from './partner-key';
import { isSessionPath, normalizePath, type TNormalPath } from './api-path';
import { CREDENTIAL_REFUSED, CROSS_SITE, errorBody, INVALID_PATH, tooLarge, UPSTREAM_TIMEOUT, UPSTREAM_UNAVAILABLE, type TBffError } from './errors';
import { isCrossSiteMutation } from './origin';

/** Headers every answer of the web server carries (next.config.mjs sets them on Next's own). */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin', 'x-frame-options': 'DENY',
};

const DROP_RESPONSE = new Set(['set-cookie', 'connection', 'keep-alive', 'transfer-encoding']);
// Not text/event-stream: gzip holds bytes back until its buffer fills, and a live event must reach
// the browser when it is written (GET /api/events/notifications).
const COMPRESSIBLE = /^(application\/(json|problem\+json)|text\/(?!event-stream))/;
// Idle connections are dropped after 4 s, before the upstream's own keep-alive timeout (Node's
// default, 5 s) closes them: a call sent on a connection the upstream is closing is lost (calls
// with a body cannot be sent twice; bodiless ones are retried below).
const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 4_000 });

let address: URL | null = null;
/** Parsed once: UPSTREAM_URL does not change while the server runs. */
const upstreamAddress = () => (address ??= new URL(webEnv.upstreamUrl));

const upstreamPath = (t: TNormalPath) => t.path + t.search;

function headerReader(req: http.IncomingMessage) {
  return { get: (name: string) => { const v = req.headers[name]; return v === undefined ? null : Array.isArray(v) ? v.join(', ') : v; } };
}

function cookieOf(req: http.IncomingMessage, name: string): string | undefined {
  // parseCookie decodes leniently (a malformed %-sequence stays as it is: no session then).
  return req.headers.cookie ? parseCookie(req.headers.cookie)[name] : undefined;
}

export function sendError(req: http.IncomingMessage, res: http.ServerResponse, e: TBffError, extra: Record<string, string | string[]> = {}) {
  if (res.headersSent) return void res.destroy();
  const path = (req.url ?? '/').split('?')[0];
  res.writeHead(e.status, { ...API_HEADERS, ...extra, 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(errorBody(e, path, req.method ?? 'GET')));
}

/** The upstream's answer passed on: hop-by-hop headers and its cookies dropped, ours added,
 *  gzip when the browser accepts it and the body is text over 1 kB (as `next start` did). */
function answer(req: http.IncomingMessage, res: http.ServerResponse, up: http.IncomingMessage, extra: Record<string, string>) {
  if (up.headers[CREDENTIAL_HEADER] !== undefined) {
    // A token answer reached the pass-through (lib/contract/credential.ts): it never goes on.
    up.resume();
    console.error('[web] refused an upstream answer carrying a credential for', req.method, req.url);
    return sendError(req, res, CREDENTIAL_REFUSED, extra);
  }
  const status = up.statusCode ?? 502;
  const headers: http.OutgoingHttpHeaders = { ...API_HEADERS };
  for (const [key, value] of Object.entries(up.headers)) if (!DROP_RESPONSE.has(key) && value !== undefined) headers[key] = value;
  Object.assign(headers, extra);
  const size = Number(up.headers['content-length'] ?? NaN);
  const gzip = req.method !== 'HEAD' && status !== 204 && status !== 304 && !up.headers['content-encoding']
    && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && COMPRESSIBLE.test(String(up.headers['content-type'] ?? ''))
    && !(size < 1024);
  if (gzip) {
    delete headers['content-length'];
    headers['content-encoding'] = 'gzip';
    headers.vary = up.headers.vary ? `${String(up.headers.vary)}, Accept-Encoding` : 'Accept-Encoding';
  }
  res.writeHead(status, headers);
  if (gzip) up.pipe(createGzip()).pipe(res);
  else up.pipe(res);
}

/** `target`: the request's normal form (lib/bff/api-path.ts) when the caller has it already. */
export async function passThrough(req: http.IncomingMessage, res: http.ServerResponse, target = normalizePath(req.url ?? '/')): Promise<void> {
  const headersIn = headerReader(req);
  const method = req.method ?? 'GET';
  if (isCrossSiteMutation({ method, headers: headersIn })) return sendError(req, res, CROSS_SITE);
  // The upstream's host and port are ours alone; the browser's request line only gives the path
  // (an absolute-form or '//' URL must never pick the host the token goes to), and the upstream
  // gets the normal form the decisions were taken on. The session call is never passed through.
  if (!target || isSessionPath(target.path)) return sendError(req, res, INVALID_PATH);
  const path = upstreamPath(target);
  // The partner API: the partner's key, never a session, no cookie cleared (lib/bff/partner-key.ts).
  const partnerKey = partnerCredential(target.path, req.headers.authorization);
  const sealed = isPartnerPath(target.path) ? undefined : cookieOf(req, SESSION_COOKIE);
  const session = await unsealSession(sealed);
  // A cookie that no longer opens, or that the upstream refuses (401), is cleared on the answer.
  const clearIf = (status: number): Record<string, string> => (sealed && (status === 401 || !session)
    ? { 'set-cookie': stringifySetCookie({ ...sessionOptions(headersIn).cookieOptions, name: SESSION_COOKIE, value: '', maxAge: 0 } as Parameters<typeof stringifySetCookie>[0]) }
    : {});
  const down = upstreamDown();
  if (down) return sendError(req, res, down === 'timeout' ? UPSTREAM_TIMEOUT : UPSTREAM_UNAVAILABLE, clearIf(0));

  const hasBody = method !== 'GET' && method !== 'HEAD' && (req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined);
  const limitKb = bodyLimitKbFor(method, target.path);
  const limit = limitKb * 1024;
  if (hasBody && Number(req.headers['content-length'] ?? 0) > limit) return sendError(req, res, tooLarge(limitKb), clearIf(0));

  const headers: http.OutgoingHttpHeaders = {};
  for (const [key, value] of Object.entries(req.headers)) if (!DROP_REQUEST.has(key) && value !== undefined) headers[key] = value;
  if (req.headers['content-length'] !== undefined) headers['content-length'] = req.headers['content-length'];
  headers['x-forwarded-for'] = clientOf(req);
  headers['accept-language'] = requestLanguage(cookieOf(req, LANGUAGE_COOKIE), headersIn.get('accept-language'));
  if (session?.token) headers.authorization = `Bearer ${session.token}`;
  else if (partnerKey) headers.authorization = partnerKey;

  let settled = false;
  let overLimit = false;
  const started = Date.now();
  const timer = setTimeout(() => {
    if (settled) return;
    settled = true;
    // Only a bodiless call without an answer says something about the upstream (forward.ts).
    if (!hasBody) markUpstreamFailed('timeout', started);
    out.destroy();
    sendError(req, res, UPSTREAM_TIMEOUT, clearIf(0));
  }, webEnv.UPSTREAM_TIMEOUT_MS);

  const send = (retry: boolean): http.ClientRequest => {
    const { hostname, port } = upstreamAddress();
    const call = http.request({ host: hostname, port, path, method, headers, agent });
    call.on('response', (up) => {
      clearTimeout(timer);
      if (settled) return void up.resume();
      settled = true;
      markUpstreamAnswered();
      answer(req, res, up, clearIf(up.statusCode ?? 502));
    });
    call.on('error', (err: NodeJS.ErrnoException) => {
      if (settled) return void res.destroy();
      // A kept-alive connection the upstream closed just as it was reused: the call never reached
      // it, so a bodiless call goes once more on a fresh connection (what fetch does too). It says
      // nothing about the upstream's health.
      if (retry && call.reusedSocket && !hasBody && (err.code === 'ECONNRESET' || err.code === 'EPIPE')) {
        out = send(false);
        out.end();
        return;
      }
      clearTimeout(timer);
      settled = true;
      if (overLimit) {
        // The rest of the body is read and dropped for a moment, so the sender gets to read the
        // 413 (closing at once resets the connection, and a reset loses the answer on its way);
        // an endless body is then cut off.
        req.resume();
        res.on('finish', () => setTimeout(() => req.destroy(), 2_000).unref());
        return sendError(req, res, tooLarge(limitKb), clearIf(0));
      }
      if (isConnectionError({ cause: err }) && !call.reusedSocket) markUpstreamFailed('unreachable');
      sendError(req, res, UPSTREAM_UNAVAILABLE, clearIf(0));
    });
    return call;
  };
  let out = send(true);
  // The browser went away: stop the upstream call too. Settled first, so the socket error the
  // destroy raises is not taken for an unreachable upstream (it tripped the breaker, and every call
  // of the next seconds answered UPSTREAM_UNAVAILABLE, when a screen navigated with a fetch open).
  res.on('close', () => {
    if (res.writableFinished) return;
    settled = true;
    clearTimeout(timer);
    out.destroy();
  });

  if (!hasBody) return void out.end();
  let seen = 0;
  req.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > limit && !overLimit) {
      // Cut off at the API's limit with our own 413, whatever the upstream's closed socket gives.
      overLimit = true;
      req.unpipe(out);
      out.destroy(new Error('request body over the limit'));
    }
  });
  req.pipe(out);
}
