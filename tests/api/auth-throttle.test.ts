// Failed logins are throttled per account and per client address (429 with Retry-After).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ZApiError } from '../../lib/contract/errors';
import { acquireAttempt, attemptSucceeded, LOGIN_LIMITS, loginThrottle } from '../../upstream/http/login-throttle';
import { createTestApi, type TTestApi } from '../helpers/api';

let api: TTestApi;
beforeEach(async () => { api = await createTestApi(); });
afterEach(async () => { await api.handle.close(); });

function login(email: string, password: string, ip: string, isCRMUser?: boolean) {
  return api.call('POST', '/api/auth/token', { body: { email, password, ...(isCRMUser ? { isCRMUser } : {}) }, headers: { 'x-forwarded-for': ip } });
}

describe('per account', () => {
  it(`refuses the ${LOGIN_LIMITS.account + 1}th attempt after ${LOGIN_LIMITS.account} failures, even with the right password, from any address`, async () => {
    for (let i = 0; i < LOGIN_LIMITS.account; i++) {
      expect((await login('staff@example.com', 'wrong-password', `198.51.100.${i + 1}`)).status).toBe(401);
    }
    const res = await login('staff@example.com', 'demo-password', '198.51.100.200');
    expect(res.status).toBe(429);
    const retry = Number(res.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(LOGIN_LIMITS.windowSeconds);
    const err = ZApiError.parse(await res.json());
    expect(err.statusCode).toBe(429);
    expect(err.error).toBe('TooManyRequestsError');
    expect(err.path).toBe('/api/auth/token');
    // Other accounts are not affected.
    expect((await login('admin@example.com', 'demo-password', '198.51.100.201')).status).toBe(200);
  });

  it('counts unknown accounts like known ones (no enumeration through the throttle)', async () => {
    for (let i = 0; i < LOGIN_LIMITS.account; i++) {
      expect((await login('ghost@example.com', 'x', `198.51.100.${i + 1}`)).status).toBe(401);
    }
    expect((await login('ghost@example.com', 'x', '198.51.100.99')).status).toBe(429);
  });

  it('a successful login clears the account counter', async () => {
    for (let i = 0; i < LOGIN_LIMITS.account - 1; i++) await login('staff@example.com', 'wrong', '198.51.100.7');
    expect((await login('staff@example.com', 'demo-password', '198.51.100.7')).status).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.account - 1; i++) await login('staff@example.com', 'wrong', '198.51.100.7');
    expect((await login('staff@example.com', 'demo-password', '198.51.100.7')).status).toBe(200);
  });

  it('the club realm has its own counter', async () => {
    for (let i = 0; i < LOGIN_LIMITS.account; i++) await login('club@example.com', 'wrong', `198.51.100.${i + 1}`, true);
    expect((await login('club@example.com', 'demo-password', '198.51.100.100', true)).status).toBe(429);
  });
});

describe('parallel attempts', () => {
  it('cannot slip past the limit by arriving at the same time', async () => {
    const statuses = await Promise.all(Array.from({ length: 15 }, (_, i) =>
      login('staff@example.com', 'wrong-password', `198.51.100.${i + 1}`).then((r) => r.status)));
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_LIMITS.account);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15 - LOGIN_LIMITS.account);
  });
});

describe('per client address', () => {
  it(`blocks an address after ${LOGIN_LIMITS.client} failures over many accounts; other addresses go on`, async () => {
    for (let i = 0; i < LOGIN_LIMITS.client; i++) {
      expect((await login(`user${i}@example.com`, 'x', '192.0.2.10')).status).toBe(401);
    }
    const blocked = await login('admin@example.com', 'demo-password', '192.0.2.10');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login('admin@example.com', 'demo-password', '192.0.2.11')).status).toBe(200);
  });

  it('takes the rightmost X-Forwarded-For entry (the one the web server appended)', async () => {
    for (let i = 0; i < LOGIN_LIMITS.client; i++) {
      // A forged left part changes nothing: the address the proxy saw is the last one.
      await login(`user${i}@example.com`, 'x', `10.0.0.${i}, 192.0.2.20`);
    }
    expect((await login('admin@example.com', 'demo-password', '1.2.3.4, 192.0.2.20')).status).toBe(429);
  });
});

describe('shared store (the database through Drizzle, PGlite here)', () => {
  it('counts and blocks through the rate_limits table, never in process memory alone', async () => {
    const t = await loginThrottle(api.handle.db);
    expect(t.kind).toBe('database');
    const keys = { account: 'std:shared@example.com', client: '192.0.2.30' };
    for (let i = 0; i < LOGIN_LIMITS.account; i++) expect(await acquireAttempt(t, keys)).toBe(0);
    const rows = await api.handle.db.execute('select key, points from rate_limits order by key');
    const list = (rows as unknown as { rows: { key: string; points: number }[] }).rows;
    expect(list).toContainEqual({ key: 'login_account:std:shared@example.com', points: LOGIN_LIMITS.account });
    expect(await acquireAttempt(t, keys)).toBeGreaterThan(0);
    await attemptSucceeded(t, keys);
    expect(await acquireAttempt(t, keys)).toBe(0);
    // The API on this database now uses the same table.
    for (let i = 0; i < LOGIN_LIMITS.account; i++) await login('staff@example.com', 'wrong', '192.0.2.31');
    expect((await login('staff@example.com', 'demo-password', '192.0.2.32')).status).toBe(429);
  });
});
