// Issue 13: a body nested 10,000 levels deep must not crash the web server. The BFF streams
// bodies through to the upstream without parsing them (the upstream refuses them with 400), so
// the web server neither stalls nor answers 5xx, and keeps serving afterwards.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const DEEP = 10_000;
const bodies = { array: '['.repeat(DEEP) + ']'.repeat(DEEP), object: '{"a":'.repeat(DEEP) + '1' + '}'.repeat(DEEP) };
let upstream: http.Server;
let web: http.Server;
let base = '';
const seen: number[] = [];

beforeAll(async () => {
  // A stand-in upstream that reads the whole body and answers 400, as the real one does.
  upstream = http.createServer((req, res) => {
    let n = 0;
    req.on('data', (c: Buffer) => { n += c.length; });
    req.on('end', () => {
      seen.push(n);
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'ValidationError', message: 'JSON nested too deeply', statusCode: 400, path: req.url, method: req.method, timestamp: new Date().toISOString() }));
    });
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  vi.resetModules();
  vi.stubEnv('UPSTREAM_URL', `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
  const { passThrough } = await import('@/lib/bff/node-pass-through');
  const { markUpstreamAnswered } = await import('@/lib/http/upstream-health');
  markUpstreamAnswered();
  web = http.createServer((req, res) => void passThrough(req, res));
  await new Promise<void>((r) => web.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
});
afterAll(() => {
  web.closeAllConnections(); web.close(); upstream.close(); vi.unstubAllEnvs();
});

describe('deeply nested JSON through the web server', () => {
  it('is streamed to the upstream unparsed and its 400 passed back, for arrays and objects', async () => {
    for (const body of Object.values(bodies)) {
      const res = await fetch(`${base}/api/customers`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe('ValidationError');
    }
    expect(seen).toEqual([bodies.array.length, bodies.object.length]);
  });

  // The Next route handler's login parses the body itself (and sends it on as JSON): without the
  // depth check a 10,000-level body threw in JSON.stringify and answered 502 UPSTREAM_UNAVAILABLE.
  it('the login call, the one body the web server reads itself (Next route handler), answers 400', async () => {
    const { handleApi } = await import('@/lib/bff/handle');
    const { NextRequest } = await import('next/server');
    const origin = 'http://localhost:3000';
    for (const body of Object.values(bodies)) {
      const req = new NextRequest(`${origin}/api/auth/token`, { method: 'POST', body, headers: { host: 'localhost:3000', origin, 'content-type': 'application/json' } });
      const res = await handleApi(req);
      expect(res.status, await res.clone().text()).toBe(400);
    }
    expect((await fetch(`${base}/api/ping`)).status).toBeLessThan(500); // the web server still serves
  }, 30_000);
});
