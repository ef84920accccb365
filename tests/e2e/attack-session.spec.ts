// Attack suite, session (issue 5) against the production server: the cookie's flags, a tampered
// cookie and one sealed with another secret (even around a valid upstream token) read as logged
// out, and a cookie replayed after logout, after a password change or after the account is
// disabled is refused by the BFF and by the pages (the upstream no longer accepts its token).
import { request, type APIRequestContext, type APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';
import { sealData } from 'iron-session';
import { addWebUser, DEMO_PASSWORD, loginContext } from '../attack/web-personas';

const UPSTREAM = `http://127.0.0.1:${process.env.E2E_UPSTREAM_PORT ?? 4610}`;
// The secret playwright.config.ts gives the web server; a cookie sealed with it is genuine.
const E2E_SECRET = 'e2e-session-secret-0123456789-abcdefghijklmnop';
const FOREIGN_SECRET = 'another-deployments-secret-0123456789-abcdefgh';

const sessionSetCookie = (res: APIResponse) => res.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('tb_session='))?.value ?? null;
const attrs = (setCookie: string) => setCookie.split(';').slice(1).map((a) => a.trim().toLowerCase());

async function withCookie(baseURL: string, value: string): Promise<APIRequestContext> {
  return request.newContext({ baseURL, extraHTTPHeaders: { cookie: `tb_session=${value}` } });
}

async function cookieOf(ctx: APIRequestContext): Promise<string> {
  return (await ctx.storageState()).cookies.find((c) => c.name === 'tb_session')!.value;
}

/** Refused everywhere: the BFF answers 401 and clears the cookie; a page sends to /login or
 *  renders no logged-in shell. */
async function expectLoggedOut(ctx: APIRequestContext, name: string | null): Promise<void> {
  const api = await ctx.get('/api/users/self');
  expect(api.status()).toBe(401);
  const cleared = sessionSetCookie(api);
  expect(cleared, 'the BFF clears the dead cookie').not.toBeNull();
  expect(attrs(cleared!)).toContain('max-age=0');
  expect((await ctx.get('/api/bookings')).status()).toBe(401);
  const page = await ctx.get('/booking/list', { maxRedirects: 0 });
  if (page.status() >= 300 && page.status() < 400) {
    expect(new URL(page.headers()['location'], 'http://x').pathname).toMatch(/^\/(login|session\/expired)$/);
  } else {
    // The shell found the token dead: it renders only the hand-over to /session/expired (which
    // clears the cookie), never the app shell (<main id="main">), the page or the user's name.
    const html = await page.text();
    if (name) expect(html).not.toContain(name);
    expect(html).toContain('/session/expired');
    expect(html).not.toContain('id="main"');
  }
}

test.describe('cookie flags', () => {
  const login = (ctx: APIRequestContext, headers: Record<string, string> = {}) =>
    ctx.post('/api/auth/token', { data: { email: 'staff@example.com', password: DEMO_PASSWORD }, headers });

  test('HttpOnly, SameSite=Lax, Path=/, a browser-session cookie; Secure only off localhost', async ({ request: ctx }) => {
    const local = sessionSetCookie(await login(ctx))!;
    expect(attrs(local)).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    expect(attrs(local).some((a) => a.startsWith('expires=') || a.startsWith('max-age='))).toBe(false);
    expect(attrs(local)).not.toContain('secure');
    const proxied: Record<string, string>[] = [{ 'x-forwarded-proto': 'https' }, { host: 'booking.example.com' }, { 'x-forwarded-host': 'booking.example.com' }];
    for (const headers of proxied) {
      const res = await login(ctx, headers);
      expect(res.status(), JSON.stringify(headers)).toBe(200);
      expect(attrs(sessionSetCookie(res)!), JSON.stringify(headers)).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax']));
    }
    const logout = await ctx.delete('/api/auth/token', { headers: { 'x-forwarded-proto': 'https' } });
    expect(logout.status()).toBe(204);
    expect(attrs(sessionSetCookie(logout)!)).toEqual(expect.arrayContaining(['max-age=0', 'secure', 'httponly']));
  });
});

test.describe('forged cookies', () => {
  test('a tampered cookie reads as logged out', async ({ baseURL }) => {
    const real = await cookieOf(await loginContext(baseURL!, 'admin@example.com', DEMO_PASSWORD));
    const mid = Math.floor(real.length / 2);
    const flipped = real.slice(0, mid) + (real[mid] === 'A' ? 'B' : 'A') + real.slice(mid + 1);
    await expectLoggedOut(await withCookie(baseURL!, flipped), 'Demo Admin');
    await expectLoggedOut(await withCookie(baseURL!, real.slice(0, -4)), 'Demo Admin');
  });

  test('a cookie sealed with another secret reads as logged out, even around a valid token', async ({ baseURL }) => {
    const up = await request.newContext();
    const login = await up.post(`${UPSTREAM}/api/auth/token`, { data: { email: 'admin@example.com', password: DEMO_PASSWORD } });
    expect(login.status()).toBe(200);
    const { token, expiresIn, user } = (await login.json()) as { token: string; expiresIn: number; user: { id: string; name: string; email: string; userType: string; permissions: { scope: string[] } } };
    const data = {
      token, expiresAt: Date.now() + expiresIn * 1000, lifetime: expiresIn,
      user: { id: user.id, name: user.name, email: user.email, userType: user.userType, scopes: user.permissions.scope, assets: [], agencyId: null, customerId: null, language: 'en', isCrmUser: false },
      features: [], viewsOff: [], modulesAdmins: [],
    };
    // Control: the same data sealed with the server's own secret is a working session.
    const genuine = await withCookie(baseURL!, await sealData(data, { password: E2E_SECRET, ttl: 0 }));
    expect((await genuine.get('/api/users/self')).status()).toBe(200);
    await expectLoggedOut(await withCookie(baseURL!, await sealData(data, { password: FOREIGN_SECRET, ttl: 0 })), 'Demo Admin');
    await up.dispose();
  });
});

test.describe('replayed cookies', () => {
  let admin: APIRequestContext;
  test.beforeAll(async ({ baseURL }) => { admin = await loginContext(baseURL!, 'admin@example.com', DEMO_PASSWORD); });
  test.afterAll(async () => { await admin?.dispose(); });

  test('after logout', async ({ baseURL }) => {
    const u = await addWebUser(admin, ['bookings.read'], 'replay-logout');
    const ctx = await loginContext(baseURL!, u.email, u.password);
    const stolen = await cookieOf(ctx);
    expect((await ctx.delete('/api/auth/token')).status()).toBe(204);
    await expectLoggedOut(await withCookie(baseURL!, stolen), u.email);
  });

  test('after a password change (the changing session stays)', async ({ baseURL }) => {
    const u = await addWebUser(admin, ['bookings.read'], 'replay-password');
    const stolen = await cookieOf(await loginContext(baseURL!, u.email, u.password));
    const owner = await loginContext(baseURL!, u.email, u.password);
    const change = await owner.post('/api/users/self/password', { data: { currentPassword: u.password, password: 'new-persona-pass-2' } });
    expect(change.status()).toBe(200);
    expect((await owner.get('/api/users/self')).status()).toBe(200);
    await expectLoggedOut(await withCookie(baseURL!, stolen), u.email);
  });

  test('after the account is disabled', async ({ baseURL }) => {
    const u = await addWebUser(admin, ['bookings.read'], 'replay-disabled');
    const stolen = await cookieOf(await loginContext(baseURL!, u.email, u.password));
    const live = await withCookie(baseURL!, stolen);
    expect((await live.get('/api/users/self')).status()).toBe(200);
    expect((await admin.post(`/api/users/${u.id}`, { data: { status: 'disabled' } })).status()).toBe(200);
    await expectLoggedOut(await withCookie(baseURL!, stolen), u.email);
  });
});
