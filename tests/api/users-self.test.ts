// Users: self (read, update, password), roles, types, role groups, logins, links.
import { describe, expect, it } from 'vitest';
import { ZApiError } from '../../lib/contract/errors';
import { ZUser, ZUserLoginPage, ZUserRole, ZUserRoleGroup } from '../../lib/contract/users';
import { apiFile } from '../helpers/api-file';

const t = apiFile();

let n = 0;
async function tokenOf(email: string, password = 'demo-password', isCRMUser?: boolean) {
  const res = await t.api.call('POST', '/api/auth/token', {
    body: { email, password, ...(isCRMUser ? { isCRMUser } : {}) },
    headers: { 'x-forwarded-for': `198.51.100.${(n++ % 250) + 1}`, 'user-agent': 'vitest-agent' },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

describe('self', () => {
  it('GET /api/users/self answers the own account without any secret', async () => {
    const token = await tokenOf('staff@example.com');
    const res = await t.api.call('GET', '/api/users/self', { token });
    expect(res.status).toBe(200);
    const raw = await res.text();
    expect(raw).not.toMatch(/argon2|passwordHash|password_hash|verifyToken/i);
    const user = ZUser.parse(JSON.parse(raw));
    expect(user.email).toBe('staff@example.com');
    expect(user.permissions.scope).toEqual(['bookings.read', 'customers.read', 'tours.read', 'schedules.read']);
    expect(user.status).toBe('active');
    expect((await t.api.call('GET', '/api/users/self')).status).toBe(401);
  });

  it('POST /api/users/self updates name, phone and merges settings; rejects other fields', async () => {
    const token = await tokenOf('customer@example.com');
    const res = await t.api.call('POST', '/api/users/self', { token, body: { name: 'Carla Customer', phone: '+49 30 1234', settings: { language: 'en' } } });
    expect(res.status).toBe(200);
    const user = ZUser.parse(await res.json());
    expect(user.name).toBe('Carla Customer');
    expect(user.phone).toBe('+49 30 1234');
    expect(user.settings).toEqual({ showCustomersInBookingList: true, showInvertedCurrencyExchange: false, defaultDashboardDays: 30, language: 'en' });
    const res2 = await t.api.call('POST', '/api/users/self', { token, body: { settings: { defaultDashboardDays: 14 } } });
    expect(ZUser.parse(await res2.json()).settings).toMatchObject({ language: 'en', defaultDashboardDays: 14 });

    const escalate = await t.api.call('POST', '/api/users/self', { token, body: { permissions: { scope: ['admin'] } } });
    expect(escalate.status).toBe(400);
    expect(ZApiError.parse(await escalate.json()).error).toBe('ValidationError');
    const status = await t.api.call('POST', '/api/users/self', { token, body: { status: 'active', userType: 'admin' } });
    expect(status.status).toBe(400);
  });

  it('POST /api/users/self/password needs the current password and ends the other sessions', async () => {
    const mine = await tokenOf('club@example.com', 'demo-password', true);
    const other = await tokenOf('club@example.com', 'demo-password', true);
    const wrong = await t.api.call('POST', '/api/users/self/password', { token: mine, body: { currentPassword: 'nope', password: 'club-new-1' } });
    expect(wrong.status).toBe(400);
    expect(ZApiError.parse(await wrong.json()).fields!.map((f) => f.path)).toEqual(['currentPassword']);
    const ok = await t.api.call('POST', '/api/users/self/password', { token: mine, body: { currentPassword: 'demo-password', password: 'club-new-1', ts: 1 } });
    expect(ok.status).toBe(200);
    expect((await t.api.call('HEAD', '/api/auth/token', { token: mine })).status).toBe(200);
    expect((await t.api.call('HEAD', '/api/auth/token', { token: other })).status).toBe(401);
    await tokenOf('club@example.com', 'club-new-1', true);
  });

  it('wrong current passwords are throttled like failed logins', async () => {
    const token = await tokenOf('agency@example.com');
    for (let i = 0; i < 5; i++) {
      expect((await t.api.call('POST', '/api/users/self/password', { token, body: { currentPassword: 'guess-' + i, password: 'whatever-1' }, headers: { 'x-forwarded-for': '192.0.2.90' } })).status).toBe(400);
    }
    const res = await t.api.call('POST', '/api/users/self/password', { token, body: { currentPassword: 'demo-password', password: 'whatever-1' }, headers: { 'x-forwarded-for': '192.0.2.91' } });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });
});

describe('roles, types, groups', () => {
  it('GET /api/users/roles lists the seeded roles for admins; staff without users.* is refused', async () => {
    const admin = await tokenOf('admin@example.com');
    const res = await t.api.call('GET', '/api/users/roles', { token: admin });
    expect(res.status).toBe(200);
    const roles = ZUserRole.array().parse(await res.json());
    expect(roles.map((r) => r.name)).toEqual(expect.arrayContaining(['Administrator', 'Front office', 'Agency', 'Customer', 'Club member']));
    expect(roles.find((r) => r.name === 'Administrator')!.scopes).toEqual(['admin']);
    const staff = await tokenOf('staff@example.com');
    expect((await t.api.call('GET', '/api/users/roles', { token: staff })).status).toBe(403);
    expect((await t.api.call('GET', '/api/users/roles')).status).toBe(401);
  });

  it('GET /api/userrole/groups groups the roles', async () => {
    const admin = await tokenOf('admin@example.com');
    const res = await t.api.call('GET', '/api/userrole/groups', { token: admin });
    expect(res.status).toBe(200);
    const groups = ZUserRoleGroup.array().parse(await res.json());
    expect(groups.map((g) => g.group)).toEqual(['Administration', 'Club', 'External', 'Staff']);
    expect(groups.find((g) => g.group === 'External')!.roles.map((r) => r.name)).toEqual(['Agency', 'Customer']);
  });

  it('GET /api/users/types lists every user type of the spec, guest included', async () => {
    const token = await tokenOf('staff@example.com');
    const res = await t.api.call('GET', '/api/users/types', { token });
    expect(await res.json()).toEqual(['guest', 'user', 'admin', 'Agency', 'Customer']);
  });
});

describe('logins', () => {
  it('GET /api/users/logins pages the own history, newest first, failures included', async () => {
    await t.api.call('POST', '/api/auth/token', { body: { email: 'staff@example.com', password: 'wrong' }, headers: { 'x-forwarded-for': '192.0.2.99' } });
    const token = await tokenOf('staff@example.com');
    const res = await t.api.call('GET', '/api/users/logins?page=1&size=2', { token });
    expect(res.status).toBe(200);
    const page = ZUserLoginPage.parse(await res.json());
    expect(page.size).toBe(2);
    expect(page.data).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.data[0].success).toBe(true);
    expect(page.data[0].userAgent).toBe('vitest-agent');
    expect(page.data[1]).toMatchObject({ success: false, ip: '192.0.2.99' });
    const all = ZUserLoginPage.parse(await (await t.api.call('GET', '/api/users/logins?size=0', { token })).json());
    expect(all.data).toHaveLength(all.total);
    // Only the caller's own.
    const admin = await tokenOf('admin@example.com');
    const adminPage = ZUserLoginPage.parse(await (await t.api.call('GET', '/api/users/logins', { token: admin })).json());
    expect(adminPage.data.every((l) => l.ip !== '192.0.2.99')).toBe(true);
    expect((await t.api.call('GET', '/api/users/logins?size=-1', { token })).status).toBe(400);
  });
});

describe('links to other systems', () => {
  it('the user links, reads and removes their own link; others need users.update', async () => {
    const staff = await tokenOf('staff@example.com');
    const self = ZUser.parse(await (await t.api.call('GET', '/api/users/self', { token: staff })).json());
    expect((await t.api.call('GET', '/api/users/self/link/master', { token: staff })).status).toBe(404);
    const put = await t.api.call('POST', '/api/users/self/link/master', { token: staff, body: { externalId: 'ext-42', data: { region: 'eu' } } });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ user: self.id, system: 'master', externalId: 'ext-42', data: { region: 'eu' } });
    const upd = await t.api.call('POST', `/api/users/${self.id}/link/master`, { token: staff, body: { externalId: 'ext-43' } });
    expect(await upd.json()).toMatchObject({ externalId: 'ext-43', data: {} });

    const other = await tokenOf('customer@example.com');
    expect((await t.api.call('GET', `/api/users/${self.id}/link/master`, { token: other })).status).toBe(403);
    expect((await t.api.call('POST', `/api/users/${self.id}/link/master`, { token: other, body: { externalId: 'evil' } })).status).toBe(403);
    const admin = await tokenOf('admin@example.com');
    expect(await (await t.api.call('GET', `/api/users/${self.id}/link/master`, { token: admin })).json()).toMatchObject({ externalId: 'ext-43' });

    expect((await t.api.call('DELETE', `/api/users/${self.id}/link/master`, { token: staff })).status).toBe(200);
    expect((await t.api.call('DELETE', `/api/users/${self.id}/link/master`, { token: staff })).status).toBe(404);
    expect((await t.api.call('POST', '/api/users/self/link/bad system!', { token: staff, body: { externalId: 'x' } })).status).toBe(400);
  });
});
