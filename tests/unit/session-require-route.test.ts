// The pages' session read (lib/session/get-session.ts, require-route.ts) against a stand-in
// upstream: a cookie whose token the upstream refuses (logout, password change, disabled account)
// renders no page; it goes through /session/expired (which clears the cookie) to the login page.
// Issue 13: the cookie alone was taken for a live session.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

let cookie = '';
vi.mock('server-only', () => ({}));
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (name === 'tb_session' && cookie ? { name, value: cookie } : undefined), set: () => undefined }),
  headers: async () => new Headers({ host: 'localhost:3000' }),
}));
vi.mock('next/navigation', () => ({ redirect: (to: string) => { throw new Error(`REDIRECT ${to}`); } }));

const refused = new Set<string>();
let checks = 0;
let server: http.Server;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    checks++;
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    res.writeHead(req.url === '/api/auth/token' && req.method === 'HEAD' && !refused.has(token) ? 200 : 401).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  vi.stubEnv('UPSTREAM_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  vi.stubEnv('SESSION_SECRET', 'unit-test-session-secret-0123456789abcdef');
});
afterAll(() => { server.close(); vi.unstubAllEnvs(); });

const user = { id: '1', name: 'Replayed User', email: 'r@x.de', userType: 'user', scopes: ['bookings.read'], assets: [], agencyId: null, customerId: null, language: 'de' as const, isCrmUser: false };
async function sessionCookie(token: string) {
  const { sealSession } = await import('@/lib/session/unseal');
  return sealSession({ token, expiresAt: Date.now() + 3_600_000, lifetime: 3600, user, features: [], viewsOff: [], modulesAdmins: [] });
}

describe('a page read of the session', () => {
  it('renders for a token the upstream accepts, and asks it once for a burst of renders', async () => {
    const { requireRoute } = await import('@/lib/session/require-route');
    cookie = await sessionCookie('a'.repeat(64));
    checks = 0;
    expect((await requireRoute('/booking/list'))?.user.name).toBe('Replayed User');
    await requireRoute('/booking/list');
    expect(checks).toBe(1);
  });

  it('sends a revoked token through /session/expired to the login page instead of rendering', async () => {
    const { requireRoute } = await import('@/lib/session/require-route');
    const { readSession } = await import('@/lib/session/get-session');
    const token = 'b'.repeat(64);
    refused.add(token);
    cookie = await sessionCookie(token);
    await expect(requireRoute('/booking/list')).rejects.toThrow('REDIRECT /session/expired?from=%2Fbooking%2Flist');
    expect(await readSession()).toBeNull();
    // An open page reads as a guest, without a detour.
    await expect(requireRoute('/book')).resolves.toBeNull();
  });
});
