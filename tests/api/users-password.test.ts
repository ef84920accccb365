// POST /api/users/{id}/password (keepStatus), revocation after a password change or when a
// user is disabled, and who may set whose password.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZApiError } from '../../lib/contract/errors';
import { users } from '../../upstream/db/schema';
import { setUserStatus } from '../../upstream/modules/users';
import { hashPassword } from '../../upstream/secrets/passwords';
import { apiFile } from '../helpers/api-file';

const t = apiFile();

let n = 0;
async function tokenOf(email: string, password = 'demo-password') {
  const res = await t.api.call('POST', '/api/auth/token', { body: { email, password }, headers: { 'x-forwarded-for': `198.51.100.${(n++ % 250) + 1}` } });
  expect(res.status, `login ${email}`).toBe(200);
  return ((await res.json()) as { token: string }).token;
}
async function idOf(email: string) {
  const [u] = await t.api.handle.db.select().from(users).where(eq(users.email, email));
  return u;
}
const alive = async (token: string) => (await t.api.call('HEAD', '/api/auth/token', { token })).status === 200;

describe('POST /api/users/{id}/password', () => {
  it('is unauthorized for a guest', async () => {
    const staff = await idOf('staff@example.com');
    const res = await t.api.call('POST', `/api/users/${staff.id}/password`, { body: { email: 'staff@example.com', password: 'abcde', keepStatus: true } });
    expect(res.status).toBe(401);
    expect(ZApiError.parse(await res.json()).message).toBe('unauthorized');
  });

  it('an admin sets another user\'s password: all of that user\'s tokens end', async () => {
    const admin = await tokenOf('admin@example.com');
    const staffToken = await tokenOf('staff@example.com');
    const staff = await idOf('staff@example.com');
    const res = await t.api.call('POST', `/api/users/${staff.id}/password`, { token: admin, body: { email: 'staff@example.com', password: 'staff-new', keepStatus: true, ts: Date.now() } });
    expect(res.status).toBe(200);
    expect(await alive(staffToken)).toBe(false);
    expect(await alive(admin)).toBe(true);
    await tokenOf('staff@example.com', 'staff-new');
  });

  it('the user themself may set it with the current password; their own token survives, their others end', async () => {
    const mine = await tokenOf('customer@example.com');
    const other = await tokenOf('customer@example.com');
    const me = await idOf('customer@example.com');
    const res = await t.api.call('POST', `/api/users/${me.id}/password`, { token: mine, body: { email: 'customer@example.com', currentPassword: 'demo-password', password: 'cust-new', keepStatus: true } });
    expect(res.status).toBe(200);
    expect(await alive(mine)).toBe(true);
    expect(await alive(other)).toBe(false);
  });

  it('one\'s own password never changes without the current one, for admins too (issue 13)', async () => {
    for (const email of ['staff@example.com', 'admin@example.com']) {
      const token = await tokenOf(email, email === 'staff@example.com' ? 'staff-new' : 'demo-password');
      const me = await idOf(email);
      const missing = await t.api.call('POST', `/api/users/${me.id}/password`, { token, body: { email, password: 'taken-over-1' } });
      expect(missing.status, email).toBe(400);
      expect(ZApiError.parse(await missing.json()).fields!.map((f) => f.path)).toEqual(['currentPassword']);
      const wrong = await t.api.call('POST', `/api/users/${me.id}/password`, { token, body: { email, currentPassword: 'not-it', password: 'taken-over-1' } });
      expect(wrong.status, email).toBe(400);
      expect(ZApiError.parse(await wrong.json()).fields!.map((f) => f.path)).toEqual(['currentPassword']);
    }
    await tokenOf('admin@example.com');
    await tokenOf('staff@example.com', 'staff-new');
  });

  it('wrong current passwords on the own account are throttled like failed logins', async () => {
    const email = 'throttled@example.com';
    await t.api.handle.db.insert(users).values({ name: 'Throttled', email, userType: 'user', scopes: [], passwordHash: await hashPassword('thr-pass-1'), status: 'active', verifiedAt: new Date() });
    const token = await tokenOf(email, 'thr-pass-1');
    const me = await idOf(email);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.api.call('POST', `/api/users/${me.id}/password`, { token, body: { email, currentPassword: `guess-${i}`, password: 'taken-over-1' } });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.at(-1)).toBe(429);
  });

  it('the e-mail must be the target account\'s', async () => {
    const admin = await tokenOf('admin@example.com');
    const agency = await idOf('agency@example.com');
    const res = await t.api.call('POST', `/api/users/${agency.id}/password`, { token: admin, body: { email: 'staff@example.com', password: 'abcde', keepStatus: true } });
    expect(res.status).toBe(400);
    expect(ZApiError.parse(await res.json()).fields!.map((f) => f.path)).toEqual(['email']);
  });

  it('others without users.update are refused; users.update cannot touch an admin', async () => {
    const agencyToken = await tokenOf('agency@example.com');
    const admin = await idOf('admin@example.com');
    const customer = await idOf('customer@example.com');
    expect((await t.api.call('POST', `/api/users/${customer.id}/password`, { token: agencyToken, body: { email: 'customer@example.com', password: 'abcde' } })).status).toBe(403);

    // A manager sets the password of an account holding no more than they do (issue 13: not of one holding more).
    await t.api.handle.db.update(users).set({ scopes: ['users.update'] }).where(eq(users.email, 'agency@example.com'));
    expect((await t.api.call('POST', `/api/users/${customer.id}/password`, { token: agencyToken, body: { email: 'customer@example.com', password: 'cust-by-manager' } })).status).toBe(403);
    await t.api.handle.db.update(users).set({ scopes: ['users.update', 'customers.self'] }).where(eq(users.email, 'agency@example.com'));
    expect((await t.api.call('POST', `/api/users/${customer.id}/password`, { token: agencyToken, body: { email: 'customer@example.com', password: 'cust-by-manager' } })).status).toBe(200);
    expect((await t.api.call('POST', `/api/users/${admin.id}/password`, { token: agencyToken, body: { email: 'admin@example.com', password: 'taken-over' } })).status).toBe(403);
    await t.api.handle.db.update(users).set({ scopes: ['agencies.self'] }).where(eq(users.email, 'agency@example.com'));
    await tokenOf('admin@example.com');
  });

  it('keepStatus true keeps an unverified account unverified; false makes it active and verified', async () => {
    const admin = await tokenOf('admin@example.com');
    const reg = await t.api.call('POST', '/api/auth/register', { body: { name: 'Paul', email: 'paul@example.com', password: 'paul-pass', userType: 'Customer' } });
    const { id } = (await reg.json()) as { id: string };
    const keep = await t.api.call('POST', `/api/users/${id}/password`, { token: admin, body: { email: 'paul@example.com', password: 'paul-2', keepStatus: true } });
    expect(keep.status).toBe(200);
    expect((await idOf('paul@example.com')).status).toBe('unverified');
    expect((await t.api.call('POST', '/api/auth/token', { body: { email: 'paul@example.com', password: 'paul-2' } })).status).toBe(403);

    const reset = await t.api.call('POST', `/api/users/${id}/password`, { token: admin, body: { email: 'paul@example.com', password: 'paul-3', keepStatus: false } });
    expect(reset.status).toBe(200);
    const paul = await idOf('paul@example.com');
    expect(paul.status).toBe('active');
    expect(paul.verifiedAt).not.toBeNull();
    await tokenOf('paul@example.com', 'paul-3');
  });

  it('validates: short password, unknown fields, bad id, unknown user', async () => {
    const admin = await tokenOf('admin@example.com');
    const staff = await idOf('staff@example.com');
    const short = await t.api.call('POST', `/api/users/${staff.id}/password`, { token: admin, body: { email: 'staff@example.com', password: '1234', keepStatus: true, role: 'x' } });
    expect(short.status).toBe(400);
    const err = ZApiError.parse(await short.json());
    expect(err.fields!.map((f) => f.path)).toContain('password');
    expect(err.fields!.some((f) => f.code === 'unrecognized_keys')).toBe(true);
    expect((await t.api.call('POST', '/api/users/not-a-uuid/password', { token: admin, body: { email: 'a@b.de', password: 'abcde' } })).status).toBe(400);
    expect((await t.api.call('POST', '/api/users/00000000-0000-4000-8000-000000000000/password', { token: admin, body: { email: 'a@b.de', password: 'abcde' } })).status).toBe(404);
  });
});

describe('disabling a user', () => {
  it('ends their tokens at once, and they stay ended after re-enabling', async () => {
    const staffToken = await tokenOf('staff@example.com', 'staff-new');
    const staff = await idOf('staff@example.com');
    await setUserStatus(t.api.handle.db, staff.id, 'disabled');
    expect(await alive(staffToken)).toBe(false);
    expect((await t.api.call('GET', '/api/users/self', { token: staffToken })).status).toBe(401);
    await setUserStatus(t.api.handle.db, staff.id, 'active');
    expect(await alive(staffToken)).toBe(false);
  });

  it('a status changed in the database directly also stops the tokens (checked on every request)', async () => {
    const token = await tokenOf('customer@example.com', 'cust-by-manager');
    await t.api.handle.db.update(users).set({ status: 'disabled' }).where(eq(users.email, 'customer@example.com'));
    expect(await alive(token)).toBe(false);
  });
});
