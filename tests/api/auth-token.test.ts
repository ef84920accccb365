// POST/PUT/DELETE/HEAD /api/auth/token: login, refresh, logout, check, realms (isCRMUser).
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZTokenResponse } from '../../lib/contract/auth';
import { ZApiError } from '../../lib/contract/errors';
import { CREDENTIAL_HEADER } from '../../lib/contract/credential';
import { authTokens, users } from '../../upstream/db/schema';
import { apiFile } from '../helpers/api-file';

const PASSWORD = 'demo-password';
const t = apiFile();

async function login(email: string, opts: { password?: string; isCRMUser?: boolean; ip?: string } = {}) {
  return t.api.call('POST', '/api/auth/token', {
    body: { email, password: opts.password ?? PASSWORD, ts: Date.now(), ...(opts.isCRMUser !== undefined ? { isCRMUser: opts.isCRMUser } : {}) },
    headers: { 'x-forwarded-for': opts.ip ?? '203.0.113.1' },
  });
}

async function tokenOf(email: string, isCRMUser?: boolean) {
  const res = await login(email, { isCRMUser });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}


describe('POST /api/auth/token', () => {
  it('logs in a demo user with a long random token, its lifetime, the user and the version', async () => {
    const res = await login('admin@example.com');
    expect(res.status).toBe(200);
    const body = ZTokenResponse.parse(await res.json());
    expect(body.token.length).toBeGreaterThan(50);
    expect(body.expiresIn).toBeGreaterThan(240);
    expect(body.user.email).toBe('admin@example.com');
    expect(body.user.userType).toBe('admin');
    expect(body.user.permissions.scope).toEqual(['admin']);
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash/i);
  });

  it('marks every answer carrying a token (login, refresh) so the web server never passes it to a browser', async () => {
    const res = await login('admin@example.com');
    expect(res.headers.get(CREDENTIAL_HEADER)).toBe('bearer-token');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { token } = (await res.json()) as { token: string };
    const refreshed = await t.api.call('PUT', '/api/auth/token', { token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.get(CREDENTIAL_HEADER)).toBe('bearer-token');
    // Answers without a token are not marked.
    expect((await t.api.call('GET', '/api/auth/token', { token })).headers.get(CREDENTIAL_HEADER)).toBeNull();
  });

  it('stores only a sha256 digest of the token', async () => {
    const token = await tokenOf('staff@example.com');
    const rows = await t.api.handle.db.select().from(authTokens);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('issues a different token on every login', async () => {
    expect(await tokenOf('staff@example.com')).not.toBe(await tokenOf('staff@example.com'));
  });

  it('accepts the e-mail in any case and with spaces', async () => {
    expect((await login('  Staff@Example.COM ')).status).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown account', async () => {
    const wrong = await login('agency@example.com', { password: 'not-the-password', ip: '203.0.113.50' });
    const unknown = await login('nobody@example.com', { ip: '203.0.113.51' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const a = ZApiError.parse(await wrong.json());
    const b = ZApiError.parse(await unknown.json());
    expect(a.message).toBe(b.message);
    expect(a.error).toBe(b.error);
  });

  it('keeps the club realm apart: club@example.com logs in only with isCRMUser', async () => {
    expect((await login('club@example.com', { isCRMUser: true, ip: '203.0.113.60' })).status).toBe(200);
    expect((await login('club@example.com', { ip: '203.0.113.61' })).status).toBe(401);
    expect((await login('admin@example.com', { isCRMUser: true, ip: '203.0.113.62' })).status).toBe(401);
    const res = await login('club@example.com', { isCRMUser: true, ip: '203.0.113.63' });
    const body = ZTokenResponse.parse(await res.json());
    expect(body.user.isCRMUser).toBe(true);
    expect(body.user.permissions.scope).toEqual(['user', 'customers.self']);
  });

  it('refuses a disabled account even with the right password', async () => {
    await t.api.handle.db.update(users).set({ status: 'disabled' }).where(eq(users.email, 'customer@example.com'));
    const res = await login('customer@example.com', { ip: '203.0.113.70' });
    expect(res.status).toBe(403);
    await t.api.handle.db.update(users).set({ status: 'active' }).where(eq(users.email, 'customer@example.com'));
    expect((await login('customer@example.com', { ip: '203.0.113.70' })).status).toBe(200);
  });
});

describe('HEAD, PUT and DELETE /api/auth/token', () => {
  it('HEAD answers 200 for a valid token and 401 without or with a bad one', async () => {
    const token = await tokenOf('staff@example.com');
    expect((await t.api.call('HEAD', '/api/auth/token', { token })).status).toBe(200);
    expect((await t.api.call('HEAD', '/api/auth/token')).status).toBe(401);
    expect((await t.api.call('HEAD', '/api/auth/token', { token: 'x'.repeat(86) })).status).toBe(401);
  });

  it('accepts the token from the spec\'s token cookie too', async () => {
    const token = await tokenOf('staff@example.com');
    expect((await t.api.call('GET', '/api/auth/token', { headers: { cookie: `token=${token}` } })).status).toBe(200);
  });

  it('DELETE logs out: that token stops working at once, other sessions go on', async () => {
    const first = await tokenOf('staff@example.com');
    const second = await tokenOf('staff@example.com');
    expect((await t.api.call('DELETE', '/api/auth/token', { token: first })).status).toBe(200);
    expect((await t.api.call('HEAD', '/api/auth/token', { token: first })).status).toBe(401);
    expect((await t.api.call('GET', '/api/users/self', { token: first })).status).toBe(401);
    expect((await t.api.call('DELETE', '/api/auth/token', { token: first })).status).toBe(401);
    expect((await t.api.call('HEAD', '/api/auth/token', { token: second })).status).toBe(200);
  });

  it('PUT refreshes: a new token; the old one lives only for a short grace period', async () => {
    const old = await tokenOf('staff@example.com');
    const res = await t.api.call('PUT', '/api/auth/token', { token: old });
    expect(res.status).toBe(200);
    const body = ZTokenResponse.parse(await res.json());
    expect(body.token).not.toBe(old);
    expect(body.user.email).toBe('staff@example.com');
    expect((await t.api.call('HEAD', '/api/auth/token', { token: body.token })).status).toBe(200);
    const check = await t.api.call('GET', '/api/auth/token', { token: old });
    expect(check.status).toBe(200);
    expect(((await check.json()) as { expiresIn: number }).expiresIn).toBeLessThanOrEqual(30);
    expect((await t.api.call('PUT', '/api/auth/token')).status).toBe(401);
  });

  it('an expired token is refused with TokenExpiredError', async () => {
    const token = await tokenOf('staff@example.com');
    const check = await t.api.call('GET', '/api/auth/token', { token });
    expect(check.status).toBe(200);
    await t.api.handle.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await t.api.call('GET', '/api/auth/token', { token });
    expect(res.status).toBe(401);
    const err = ZApiError.parse(await res.json());
    expect(err.error).toBe('TokenExpiredError');
    expect(err.message).toBe('token expired');
    expect((await t.api.call('GET', '/api/users/self', { token })).status).toBe(401);
  });
});
