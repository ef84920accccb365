// Register, verify, password reset (request and confirm) and the guest-only rules.
import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZApiError } from '../../lib/contract/errors';
import { passwordResets, users } from '../../upstream/db/schema';
import { apiFile } from '../helpers/api-file';

const t = apiFile();

let ipCounter = 0;
const nextIp = () => `203.0.113.${(ipCounter++ % 250) + 1}`;

async function login(email: string, password: string, isCRMUser?: boolean) {
  return t.api.call('POST', '/api/auth/token', { body: { email, password, ...(isCRMUser ? { isCRMUser } : {}) }, headers: { 'x-forwarded-for': nextIp() } });
}
async function tokenOf(email: string, password = 'demo-password', isCRMUser?: boolean) {
  const res = await login(email, password, isCRMUser);
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Runs fn and returns the link the (console) outbox printed for `kind`. */
async function capturedLink(kind: string, fn: () => Promise<unknown>): Promise<string> {
  const spy = vi.spyOn(console, 'info').mockImplementation(() => {});
  try {
    await fn();
    const line = spy.mock.calls.map((c) => String(c[0])).find((l) => l.includes(`'${kind}'`));
    expect(line, `an outbox line for ${kind}`).toBeTruthy();
    return line!.slice(line!.lastIndexOf(': ') + 2);
  } finally {
    spy.mockRestore();
  }
}

describe('POST /api/auth/register', () => {
  it('creates an unverified Customer that cannot log in until verified with its token', async () => {
    let res!: Response;
    const link = await capturedLink('verify', async () => {
      res = await t.api.call('POST', '/api/auth/register', {
        body: { name: 'Nina Neu', email: 'Nina@Example.com', password: 'secret-1', userType: 'Customer', ts: Date.now() },
      });
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; status: string; email: string };
    expect(body).toMatchObject({ status: 'unverified', email: 'nina@example.com', userType: 'Customer', isCRMUser: false });
    expect(link).toMatch(new RegExp(`^/user/${body.id}/verify\\?token=`));

    const denied = await login('nina@example.com', 'secret-1');
    expect(denied.status).toBe(403);
    expect(ZApiError.parse(await denied.json()).message).toBe('account not verified');

    const token = new URL(link, 'http://x').searchParams.get('token')!;
    expect((await t.api.call('POST', `/api/users/${body.id}/verify`, { body: { token: 'wrong-token' } })).status).toBe(400);
    const ok = await t.api.call('POST', `/api/users/${body.id}/verify`, { body: { token } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ id: body.id, status: 'active' });
    // Single use.
    expect((await t.api.call('POST', `/api/users/${body.id}/verify`, { body: { token } })).status).toBe(400);

    const loggedIn = await login('nina@example.com', 'secret-1');
    expect(loggedIn.status).toBe(200);
    const user = ((await loggedIn.json()) as { user: { userType: string; permissions: { scope: string[] } } }).user;
    expect(user.userType).toBe('Customer');
    expect(user.permissions.scope).toEqual(['customers.self']);
  });

  it('an Agency registration gets agencies.self; a club registration is a CRM account', async () => {
    const agency = await t.api.call('POST', '/api/auth/register', { body: { name: 'Blue Travel', email: 'blue@example.com', password: 'secret-1', userType: 'Agency' } });
    expect(agency.status).toBe(201);
    const club = await t.api.call('POST', '/api/auth/register', { body: { name: 'Club Member', email: 'member@example.com', password: 'secret-1', userType: 'Customer', isCRMUser: true } });
    expect(club.status).toBe(201);
    const [a] = await t.api.handle.db.select().from(users).where(eq(users.email, 'blue@example.com'));
    const [c] = await t.api.handle.db.select().from(users).where(eq(users.email, 'member@example.com'));
    expect(a.scopes).toEqual(['agencies.self']);
    expect(a.passwordHash).toMatch(/^\$argon2id\$/);
    expect(c.isCrmUser).toBe(true);
    expect(c.scopes).toEqual(['user', 'customers.self']);
  });

  it('answers the same for an e-mail that already has an account, and changes nothing', async () => {
    const before = await t.api.handle.db.select().from(users).where(eq(users.email, 'staff@example.com'));
    const res = await t.api.call('POST', '/api/auth/register', { body: { name: 'X', email: 'staff@example.com', password: 'other-pass', userType: 'Customer' } });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { status: string }).status).toBe('unverified');
    const after = await t.api.handle.db.select().from(users).where(eq(users.email, 'staff@example.com'));
    expect(after).toEqual(before);
  });

  it('validates the body: user type, short password, bad e-mail, unknown fields', async () => {
    const res = await t.api.call('POST', '/api/auth/register', { body: { name: 'X', email: 'not-an-email', password: '1234', userType: 'admin', extra: 1 } });
    expect(res.status).toBe(400);
    const err = ZApiError.parse(await res.json());
    expect(err.error).toBe('ValidationError');
    const paths = err.fields!.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['email', 'password', 'userType']));
    expect(err.fields!.some((f) => f.code === 'unrecognized_keys')).toBe(true);
  });

  it('is refused for a logged-in user', async () => {
    const token = await tokenOf('staff@example.com');
    const res = await t.api.call('POST', '/api/auth/register', { token, body: { name: 'X', email: 'x1@example.com', password: 'secret-1', userType: 'Customer' } });
    expect(res.status).toBe(403);
    expect(ZApiError.parse(await res.json()).statusCode).toBe(403);
  });
});

describe('password reset', () => {
  it('request always answers 200, for known and unknown e-mails alike', async () => {
    const known = await t.api.call('PUT', '/api/auth/password/reset', { body: { email: 'agency@example.com', isCRMUser: false, ts: 1 } });
    const unknown = await t.api.call('PUT', '/api/auth/password/reset', { body: { email: 'nobody@example.com' } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
  });

  it('request is refused for a logged-in user', async () => {
    const token = await tokenOf('staff@example.com');
    expect((await t.api.call('PUT', '/api/auth/password/reset', { token, body: { email: 'staff@example.com' } })).status).toBe(403);
    expect((await t.api.call('POST', '/api/auth/password/reset', { token, body: { email: 'staff@example.com', password: 'abcde', token: 'x' } })).status).toBe(403);
  });

  it('confirm sets the password with a single-use token and ends all the user\'s tokens', async () => {
    const session = await tokenOf('agency@example.com');
    const link = await capturedLink('passwordReset', () => t.api.call('PUT', '/api/auth/password/reset', { body: { email: 'agency@example.com' } }));
    const url = new URL(link, 'http://x');
    expect(url.pathname).toBe('/password/reset');
    expect(url.searchParams.get('email')).toBe('agency@example.com');
    const token = url.searchParams.get('token')!;

    const short = await t.api.call('POST', '/api/auth/password/reset', { body: { email: 'agency@example.com', password: '1234', token } });
    expect(short.status).toBe(400);
    expect(ZApiError.parse(await short.json()).fields!.map((f) => f.path)).toContain('password');

    const wrongEmail = await t.api.call('POST', '/api/auth/password/reset', { body: { email: 'staff@example.com', password: 'new-pass', token } });
    expect(wrongEmail.status).toBe(400);

    const ok = await t.api.call('POST', '/api/auth/password/reset', { body: { email: 'agency@example.com', password: 'new-pass', token, isCRMUser: false, ts: Date.now() } });
    expect(ok.status).toBe(200);
    expect((await t.api.call('HEAD', '/api/auth/token', { token: session })).status).toBe(401);
    expect((await login('agency@example.com', 'demo-password')).status).toBe(401);
    expect((await login('agency@example.com', 'new-pass')).status).toBe(200);

    const again = await t.api.call('POST', '/api/auth/password/reset', { body: { email: 'agency@example.com', password: 'other-pass', token } });
    expect(again.status).toBe(400);
    expect(ZApiError.parse(await again.json()).fields!.map((f) => f.path)).toEqual(['token']);
  });

  it('an expired reset token is refused', async () => {
    const link = await capturedLink('passwordReset', () => t.api.call('PUT', '/api/auth/password/reset', { body: { email: 'customer@example.com' } }));
    const token = new URL(link, 'http://x').searchParams.get('token')!;
    await t.api.handle.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await t.api.call('POST', '/api/auth/password/reset', { body: { email: 'customer@example.com', password: 'new-pass', token } });
    expect(res.status).toBe(400);
    expect((await login('customer@example.com', 'demo-password')).status).toBe(200);
  });

  it('the club variant resets the CRM account and links to the club page', async () => {
    const link = await capturedLink('passwordReset', () => t.api.call('PUT', '/api/auth/password/reset', { body: { email: 'club@example.com', isCRMUser: true } }));
    const url = new URL(link, 'http://x');
    expect(url.pathname).toBe('/club/password/reset');
    const token = url.searchParams.get('token')!;
    // The token belongs to the club account, not to a regular one of the same e-mail.
    expect((await t.api.call('POST', '/api/auth/password/reset', { body: { email: 'club@example.com', password: 'club-pass', token } })).status).toBe(400);
    expect((await t.api.call('POST', '/api/auth/password/reset', { body: { email: 'club@example.com', password: 'club-pass', token, isCRMUser: true } })).status).toBe(200);
    expect((await login('club@example.com', 'club-pass', true)).status).toBe(200);
  });

  it('only the newest reset link works', async () => {
    const first = await capturedLink('passwordReset', () => t.api.call('PUT', '/api/auth/password/reset', { body: { email: 'staff@example.com' } }));
    const second = await capturedLink('passwordReset', () => t.api.call('PUT', '/api/auth/password/reset', { body: { email: 'staff@example.com' } }));
    const t1 = new URL(first, 'http://x').searchParams.get('token')!;
    const t2 = new URL(second, 'http://x').searchParams.get('token')!;
    expect((await t.api.call('POST', '/api/auth/password/reset', { body: { email: 'staff@example.com', password: 'p-12345', token: t1 } })).status).toBe(400);
    expect((await t.api.call('POST', '/api/auth/password/reset', { body: { email: 'staff@example.com', password: 'p-12345', token: t2 } })).status).toBe(200);
  });
});
