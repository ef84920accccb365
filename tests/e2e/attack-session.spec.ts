// Attack suite, session (issue 5) against the production server: the cookie's flags, a tampered
// cookie and one sealed with another secret (even around a valid upstream token) read as logged
// out, and a cookie replayed after logout, after a password change or after the account is
// disabled is refused by the BFF and by the pages (the upstream no longer accepts its token).
import http from 'node:http';
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

  test('after logout, even right after a page rendered for it, the replayed cookie renders no back office and ends on /login', async ({ baseURL, browser }) => {
    const name = `Replay Shell ${Date.now().toString(36)}`;
    const u = await addWebUser(admin, ['bookings.read'], 'replay-shell');
    expect((await admin.post(`/api/users/${u.id}`, { data: { name } })).status()).toBe(200);
    const ctx = await loginContext(baseURL!, u.email, u.password);
    const stolen = await cookieOf(ctx);
    // The live session renders the shell with the user's name (and the liveness check remembers it).
    const before = await ctx.get('/booking/list');
    expect(before.status()).toBe(200);
    expect(await before.text()).toContain(name);
    expect((await ctx.delete('/api/auth/token')).status()).toBe(204);
    // The thief's browser: the stolen cookie in its jar (so the clearing answer takes effect).
    const { hostname } = new URL(baseURL!);
    const jar = { cookies: [{ name: 'tb_session', value: stolen, domain: hostname, path: '/', expires: -1, httpOnly: true, secure: false, sameSite: 'Lax' as const }], origins: [] };
    // Without scripts: the first answer already holds no shell and no name (a redirect, or the
    // hand-over to /session/expired).
    const raw = await request.newContext({ baseURL, storageState: jar });
    const first = await raw.get('/booking/list', { maxRedirects: 0 });
    expect(await first.text()).not.toContain(name);
    await raw.dispose();
    // In a browser: on to /login, the cookie gone, the name nowhere.
    const thief = await browser.newContext({ baseURL, storageState: jar });
    const page = await thief.newPage();
    await page.goto('/booking/list');
    await expect(page).toHaveURL(/\/login(\?|$)/);
    expect(await page.content()).not.toContain(name);
    expect((await thief.storageState()).cookies.find((c) => c.name === 'tb_session')).toBeUndefined();
    await page.goto('/');
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await thief.close();
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

/** A request line sent exactly as written (Playwright's client would resolve dot segments). */
function rawCall(baseURL: string, method: string, path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; text: string; setCookie: string[] }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, method, path, headers: { ...headers, ...(body ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } : {}) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text, setCookie: res.headers['set-cookie'] ?? [] }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

test.describe('the session call in any spelling (issue 13)', () => {
  const spellings = [
    '/api/auth/%74oken', '/api/auth/%74%6F%6B%65%6E', '/api/auth//token', '/api//auth/token', '/api/./auth/token', '/api/x/../auth/token',
    '/api/%2e/auth/token', '/api/x/%2E%2E/auth/token', '/api/auth/token/', '/API/auth/TOKEN', '/%61pi/auth/token', '/api/auth%2Ftoken',
    '/api/auth/%2574oken', '/api%2Fauth%2Ftoken', '/api/auth/token?x=1',
  ];

  test('never hands the browser the upstream token (login and refresh)', async ({ baseURL }) => {
    const body = JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD });
    const cookie = `tb_session=${await cookieOf(await loginContext(baseURL!, 'admin@example.com', DEMO_PASSWORD))}`;
    for (const path of spellings) {
      for (const [method, headers, data] of [['POST', {}, body], ['PUT', { cookie }, undefined]] as const) {
        const res = await rawCall(baseURL!, method, path, { ...headers }, data);
        expect(res.status, `${method} ${path}`).toBeLessThan(500);
        expect(res.text, `${method} ${path}: ${res.text.slice(0, 200)}`).not.toMatch(/"token"\s*:/);
        // Either the session call itself (the token goes into the sealed cookie) or refused.
        if (res.status === 200) expect(res.setCookie.some((c) => c.startsWith('tb_session=')), `${method} ${path}`).toBe(true);
      }
    }
  });
});
