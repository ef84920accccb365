// Cross-site request refusal at the BFF (issue 5, "Requests"): a mutation with a foreign Origin,
// `Origin: null` or `Sec-Fetch-Site: cross-site` is refused with 403 in the spec's error shape and
// never reaches the upstream; same-origin mutations and reads pass. Login is a mutation too
// (login CSRF). A stand-in upstream on loopback records what arrives.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZApiError } from '@/lib/contract/errors';

let reached = 0;
let server: http.Server;
let handleApi: typeof import('@/lib/bff/handle').handleApi;
let NextRequest: typeof import('next/server').NextRequest;
const HOST = 'app.example:3000';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    reached++;
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  vi.stubEnv('UPSTREAM_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  vi.stubEnv('SESSION_SECRET', 'unit-test-session-secret-0123456789abcdef');
  ({ handleApi } = await import('@/lib/bff/handle'));
  ({ NextRequest } = await import('next/server'));
});
afterAll(() => {
  server.close();
  vi.unstubAllEnvs();
});

const MUTATIONS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

function request(method: string, path: string, headers: Record<string, string>) {
  const body = method === 'DELETE' ? undefined : '{"name":"x"}';
  return new NextRequest(`http://${HOST}${path}`, { method, headers: { host: HOST, 'content-type': 'application/json', ...headers }, body });
}

async function expectRefused(res: Response, method: string, path: string) {
  expect(res.status).toBe(403);
  const body = ZApiError.parse(await res.json());
  expect(body).toMatchObject({ statusCode: 403, method, path, message: 'CROSS_SITE_REQUEST' });
  expect(Number.isNaN(Date.parse(body.timestamp))).toBe(false);
}

describe('cross-site mutations are refused before the upstream', () => {
  it.each(MUTATIONS)('%s with Origin: null', async (method) => {
    const before = reached;
    await expectRefused(await handleApi(request(method, '/api/customers', { origin: 'null' })), method, '/api/customers');
    expect(reached).toBe(before);
  });

  it.each(MUTATIONS)('%s with Sec-Fetch-Site: cross-site, even with a matching Origin', async (method) => {
    const before = reached;
    const res = await handleApi(request(method, '/api/bookings', { origin: `http://${HOST}`, 'sec-fetch-site': 'cross-site' }));
    await expectRefused(res, method, '/api/bookings');
    expect(reached).toBe(before);
  });

  it('login (POST /api/auth/token) from a foreign site', async () => {
    const before = reached;
    const res = await handleApi(request('POST', '/api/auth/token', { origin: 'https://evil.example' }));
    await expectRefused(res, 'POST', '/api/auth/token');
    expect(reached).toBe(before);
  });

  it.each(['not a url', 'http://', 'app.example:3000', 'http://app.example:3000.evil.example', 'http://app.example:3001', 'https://app.example'])(
    'a foreign or malformed Origin %j', async (origin) => {
      const before = reached;
      await expectRefused(await handleApi(request('POST', '/api/customers', { origin })), 'POST', '/api/customers');
      expect(reached).toBe(before);
    },
  );

  it('property: any Origin whose host is not ours is refused for every mutation', async () => {
    await fc.assert(
      fc.asyncProperty(fc.webUrl(), fc.constantFrom(...MUTATIONS), async (url, method) => {
        fc.pre(new URL(url).host !== HOST);
        const origin = new URL(url).origin;
        const before = reached;
        const res = await handleApi(request(method, '/api/customers', { origin }));
        expect(res.status).toBe(403);
        expect(reached).toBe(before);
      }),
      { numRuns: 150, seed: 5 },
    );
  }, 30_000);
});

describe('what passes', () => {
  it.each(MUTATIONS)('%s from our own origin (same-origin fetch)', async (method) => {
    const before = reached;
    const res = await handleApi(request(method, '/api/customers', { origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' }));
    expect(res.status).toBe(200);
    expect(reached).toBe(before + 1);
  });

  it('reads with a foreign Origin or cross-site (no state change; CORS keeps the answer from the page)', async () => {
    const before = reached;
    const res = await handleApi(new NextRequest(`http://${HOST}/api/book/assets`, { headers: { host: HOST, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } }));
    expect(res.status).toBe(200);
    expect(reached).toBe(before + 1);
  });

  it('a non-browser client without Origin and Sec-Fetch-Site (it carries no victim cookie)', async () => {
    const before = reached;
    const res = await handleApi(request('POST', '/api/customers', {}));
    expect(res.status).toBe(200);
    expect(reached).toBe(before + 1);
  });
});
