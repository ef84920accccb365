// The BFF's pass-through contract, run against both implementations (the Next route handler,
// bff-forward.test.ts, and the web server's plain-Node path, bff-node-pass-through.test.ts) with a
// small stand-in upstream on loopback: headers in and out, body streaming and its limit, the
// session's token, and the answers when the upstream is down or too slow. Each test file gets its
// own module instances (and circuit breaker), so the two never see each other's state.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

export type TCall = (path: string, init?: RequestInit & { duplex?: 'half' }) => Promise<Response>;
/** Called after the environment is set: the implementation under test and its own origin. */
export type TSetup = () => Promise<{ call: TCall; origin: string; close?: () => Promise<void> }>;

type TSeen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };

/** The upstream's raw token, as a lenient upstream would hand it out for its session route. */
export const RAW_TOKEN = 'RAW-UPSTREAM-TOKEN-'.padEnd(80, 'x');
/** Spellings of the session call (issue 13: each one handed the raw token to the browser). */
export const SESSION_SPELLINGS = [
  '/api/auth/token', '/api/auth/%74oken', '/api/auth/%74%6f%6b%65%6e', '/api/auth//token', '/api//auth/token', '/api/./auth/token',
  '/api/x/../auth/token', '/api/%2e/auth/token', '/api/auth/token/', '/API/auth/TOKEN', '/api/auth%2Ftoken', '/api/auth/%2574oken', '/api/auth/token?x=1',
];

/** A reader more lenient than ours: decodes twice, ignores case, empty and dot segments. */
function lenientPath(url: string): string {
  let p = url.split('?')[0];
  for (let i = 0; i < 2; i++) try { p = decodeURIComponent(p); } catch { /* as it is */ }
  const out: string[] = [];
  for (const s of p.toLowerCase().split('/')) {
    if (s === '' || s === '.') continue;
    if (s === '..') out.pop(); else out.push(s);
  }
  return `/${out.join('/')}`;
}

export function bffContract(name: string, setup: TSetup): void {
  let seen: TSeen[] = [];
  let server: http.Server;
  let call: TCall;
  let base = '';
  let close: (() => Promise<void>) | undefined;
  let sealSession: typeof import('@/lib/session/unseal').sealSession;
  const origin = () => base;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
        if ((lenientPath(req.url!) === '/api/auth/token' && req.method !== 'GET') || req.url === '/api/leaky') {
          res.writeHead(200, { 'content-type': 'application/json', 'x-tourbook-credential': 'bearer-token' });
          return void res.end(JSON.stringify({ token: RAW_TOKEN, expiresIn: 3600, user: null, version: '1' }));
        }
        if (req.url === '/api/slow') return void setTimeout(() => res.end('{}'), 2000);
        if (req.url === '/api/events/notifications') {
          // A live event stream: one event now, the next after longer than the BFF's upstream timeout.
          res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
          res.write('event: notification\ndata: {"n":1}\n\n');
          return void setTimeout(() => res.end('event: notification\ndata: {"n":2}\n\n'), 1200);
        }
        if (req.url === '/api/revoked' || req.url === '/api/partner/revoked') {
          res.writeHead(401, { 'content-type': 'application/json' });
          return void res.end(JSON.stringify({ error: 'UnauthorizedError', message: 'revoked', statusCode: 401 }));
        }
        res.writeHead(201, { 'content-type': 'application/json', 'set-cookie': 'up=1', 'x-upstream': 'yes' });
        res.end(JSON.stringify({ echo: body }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    vi.stubEnv('UPSTREAM_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    vi.stubEnv('SESSION_SECRET', 'unit-test-session-secret-0123456789abcdef');
    vi.stubEnv('UPSTREAM_TIMEOUT_MS', '500');
    // The test's browser is on loopback: trusting no proxy makes it an ordinary client.
    vi.stubEnv('TRUSTED_PROXIES', 'none');
    ({ sealSession } = await import('@/lib/session/unseal'));
    ({ call, origin: base, close } = await setup());
  });
  afterAll(async () => {
    server.close();
    await close?.();
    vi.unstubAllEnvs();
  });

  const user = { id: '1', name: 'A', email: 'a@x.de', userType: 'admin', scopes: ['admin'], assets: [], agencyId: null, customerId: null, language: 'de' as const, isCrmUser: false };
  const token = 'k'.repeat(64);
  async function cookieHeader() {
    const sealed = await sealSession({ token, expiresAt: Date.now() + 3_600_000, lifetime: 3600, user, features: [], viewsOff: [], modulesAdmins: [] });
    return `tb_session=${sealed}; lang=en; other=1`;
  }

  describe(`BFF pass-through (${name})`, () => {
    it('adds the Bearer token and language, drops the browser cookie and authorization, streams the body', async () => {
      seen = [];
      const res = await call('/api/things?x=1', {
        method: 'POST',
        headers: { cookie: await cookieHeader(), authorization: 'Bearer forged', 'content-type': 'application/json', origin: origin() },
        body: JSON.stringify({ name: 'x' }),
      });
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ echo: '{"name":"x"}' });
      expect(res.headers.get('x-upstream')).toBe('yes');
      expect(res.headers.get('set-cookie')).toBeNull();
      const up = seen[0];
      expect(up.url).toBe('/api/things?x=1');
      expect(up.headers.authorization).toBe(`Bearer ${token}`);
      expect(up.headers.cookie).toBeUndefined();
      expect(up.headers['accept-language']).toBe('en');
    });

    it('passes an event stream on as it comes: not gzipped, not held back, not cut by the upstream timeout', async () => {
      const started = Date.now();
      const res = await call('/api/events/notifications', { headers: { cookie: await cookieHeader(), 'accept-encoding': 'gzip' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/event-stream');
      expect(res.headers.get('content-encoding')).toBeNull();
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      const first = await reader.read();
      expect(first.value).toContain('{"n":1}');
      expect(Date.now() - started).toBeLessThan(1000);
      let rest = '';
      for (let r = await reader.read(); !r.done; r = await reader.read()) rest += r.value;
      expect(rest).toContain('{"n":2}');
    });

    it('cuts a body stream off at the limit with a 413 of its own; the upstream never gets the excess', async () => {
      seen = [];
      const chunk = new Uint8Array(256 * 1024).fill(97);
      let sent = 0;
      const endless = new ReadableStream<Uint8Array>({
        pull(ctl) { sent += chunk.length; if (sent > 64 * 1024 * 1024) ctl.close(); else ctl.enqueue(chunk); },
      });
      const res = await call('/api/things', {
        method: 'POST', body: endless, duplex: 'half', headers: { 'content-type': 'application/json', origin: origin() },
      } as never);
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ error: 'PayloadTooLargeError', statusCode: 413, path: '/api/things', method: 'POST' });
      expect(sent).toBeLessThan(8 * 1024 * 1024);
      expect(seen.every((s) => s.body.length <= 1024 * 1024)).toBe(true);
      const declared = await call('/api/things', {
        method: 'POST', body: 'x'.repeat(2 * 1024 * 1024), headers: { 'content-type': 'application/json', origin: origin() },
      });
      expect(declared.status).toBe(413);
    });

    it('no spelling of the session call hands the browser the upstream token', async () => {
      for (const path of SESSION_SPELLINGS) {
        for (const method of ['POST', 'PUT']) {
          seen = [];
          const res = await call(path, { method, headers: { cookie: await cookieHeader(), 'content-type': 'application/json', origin: origin() }, body: JSON.stringify({ email: 'a@x.de', password: 'p' }) });
          const text = await res.text();
          expect(text, `${method} ${path}`).not.toContain(RAW_TOKEN);
          expect(text, `${method} ${path}`).not.toContain('RAW-UPSTREAM');
          // Whatever reached the upstream went there in its normal form.
          for (const s of seen) expect(s.url, `${method} ${path}`).toMatch(/^\/api\/auth\/token(\?x=1)?$/);
        }
      }
    });

    it('never passes on an upstream answer marked as carrying a credential, on any path', async () => {
      const res = await call('/api/leaky', { headers: { cookie: await cookieHeader() } });
      expect(res.status).toBe(502);
      expect(await res.text()).not.toContain(RAW_TOKEN);
    });

    it('passes on the client address it saw, never the browser\'s own X-Forwarded-For, X-Real-IP or Forwarded', async () => {
      seen = [];
      await call('/api/things', { headers: { 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '6.6.6.7', forwarded: 'for=6.6.6.8' } });
      const h = seen[0].headers;
      expect(JSON.stringify(h)).not.toMatch(/6\.6\.6\./);
      expect(h['x-real-ip']).toBeUndefined();
      expect(h.forwarded).toBeUndefined();
      // The plain-Node path knows its socket (the test's loopback client); the route handler under
      // `next dev` knows no address and sends none.
      expect([undefined, '127.0.0.1']).toContain(h['x-forwarded-for']);
    });

    it('a guest call goes without a token', async () => {
      seen = [];
      await call('/api/things', { headers: { authorization: 'Bearer forged', 'accept-language': 'de-DE,de;q=0.9' } });
      expect(seen[0].headers.authorization).toBeUndefined();
      expect(seen[0].headers['accept-language']).toBe('de');
    });

    it('the partner API gets the partner\'s own key, never the session; its 401 clears no cookie', async () => {
      seen = [];
      const key = `Bearer tbk_${'a'.repeat(43)}`;
      await call('/api/partner/v1/me', { headers: { cookie: await cookieHeader(), authorization: key } });
      expect(seen[0].headers.authorization).toBe(key);
      expect(seen[0].headers.cookie).toBeUndefined();
      await call('/api/partner/v1/me', { headers: { cookie: await cookieHeader() } });
      expect(seen[1].headers.authorization).toBeUndefined();
      await call('/api/partner/v1/me', { headers: { authorization: 'Bearer not-a-key' } });
      expect(seen[2].headers.authorization).toBeUndefined();
      await call('/api/things', { headers: { authorization: key } });
      expect(seen[3].headers.authorization).toBeUndefined();
      const res = await call('/api/partner/revoked', { headers: { cookie: await cookieHeader(), authorization: key } });
      expect(res.headers.get('set-cookie')).toBeNull();
    });

    it('clears the session cookie when the upstream refuses the token', async () => {
      const res = await call('/api/revoked', { headers: { cookie: await cookieHeader() } });
      expect(res.status).toBe(401);
      expect(res.headers.get('set-cookie')).toMatch(/tb_session=;.*Max-Age=0/i);
    });

    it('refuses a cross-site mutation before it reaches the upstream', async () => {
      seen = [];
      const res = await call('/api/things', { method: 'DELETE', headers: { origin: 'https://evil.example' } });
      expect(res.status).toBe(403);
      expect(seen).toHaveLength(0);
    });

    it('a trickled upload that times out gets 503 but does not make the upstream look down for others', async () => {
      const endless = new ReadableStream<Uint8Array>({ start(c) { c.enqueue(new TextEncoder().encode('{"a":"')); } });
      const res = await call('/api/things', {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: endless, duplex: 'half',
      } as never);
      expect(res.status).toBe(503);
      seen = [];
      const other = await call('/api/things');
      expect(other.status).toBe(201);
      expect(seen).toHaveLength(1);
    });

    it('one slow call while others are answered gets its 503 but makes the upstream look down for nobody', async () => {
      const slow = call('/api/slow');
      await new Promise((r) => setTimeout(r, 100));
      expect((await call('/api/things')).status).toBe(201);
      expect((await slow).status).toBe(503);
      seen = [];
      const after = await call('/api/things');
      expect(after.status).toBe(201);
      expect(seen).toHaveLength(1);
      await new Promise((r) => setTimeout(r, 5));
    });

    it('answers 503 in the error shape when the upstream is too slow', async () => {
      const res = await call('/api/slow');
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ statusCode: 503, path: '/api/slow', method: 'GET', message: 'UPSTREAM_TIMEOUT' });
    });

    it('after a failure, answers at once for a short while (circuit breaker), then tries again', async () => {
      const { BREAKER_MS } = await import('@/lib/http/upstream-health');
      seen = [];
      const t0 = performance.now();
      const res = await call('/api/things');
      expect(res.status).toBe(503); // the slow call just before tripped it
      expect(performance.now() - t0).toBeLessThan(200);
      expect(seen).toHaveLength(0);
      await new Promise((r) => setTimeout(r, BREAKER_MS + 50));
      const again = await call('/api/things');
      expect(again.status).toBe(201);
      expect(seen).toHaveLength(1);
    });

    it('answers 502 in the error shape when the upstream is down', async () => {
      await new Promise<void>((r) => server.close(() => r()));
      server.closeAllConnections();
      const res = await call('/api/things');
      expect(res.status).toBe(502);
      expect(await res.json()).toMatchObject({ error: 'BadGateway', statusCode: 502, path: '/api/things', method: 'GET' });
    });
  });
}
