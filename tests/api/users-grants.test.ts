// Privilege escalation through the user records (issue 13): a user manager grants only what they
// hold (one way: users.update does not grant 'users'), gives out only their own assets, and
// nobody changes their own scopes, assets, type, role or party; the same for user roles.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../upstream/db/schema';
import { DEMO_RESORT_ID } from '../../upstream/db/seed/demo-ids';
import { sid } from '../../upstream/db/seed/resources-ids';
import { userWith } from './resources-fixtures';
import { apiFile } from '../helpers/api-file';

const t = apiFile();
type TRec = Record<string, unknown> & { id: string };
const MANAGER = ['users.read', 'users.create', 'users.update', 'bookings.read'];
const ONE_RESORT = [{ ref: DEMO_RESORT_ID, type: 'resort' as const }];


const post = (path: string, body: unknown, token: string) => t.api.call('POST', path, { token, body });
const self = async (token: string) => (await (await t.api.call('GET', '/api/users/self', { token })).json()) as TRec & { permissions: { scope: string[] }; asset: unknown[] };
const rowOf = async (id: string) => (await t.api.handle.db.select().from(users).where(eq(users.id, id)))[0];
let n = 0;
const newUser = (extra: Record<string, unknown> = {}) => ({ name: 'New', email: `grant${n++}@example.com`, password: 'grant-pass-1', ...extra });

describe('a user manager cannot raise themself', () => {
  it('cannot give themself the bare scopes that hold their own (users, bookings)', async () => {
    const manager = await userWith(t.api, MANAGER, ONE_RESORT);
    const me = await self(manager);
    for (const scopes of [[...MANAGER, 'users'], [...MANAGER, 'bookings'], [...MANAGER, 'admin']]) {
      const res = await post(`/api/users/${me.id}`, { scopes }, manager);
      expect(res.status, scopes.join(',')).toBe(403);
    }
    expect((await rowOf(me.id)).scopes).toEqual(MANAGER);
  });

  it('cannot remove or change their own asset limit, type, role or party', async () => {
    const manager = await userWith(t.api, MANAGER, ONE_RESORT);
    const me = await self(manager);
    const roles = (await (await t.api.call('GET', '/api/userrole?size=1', { token: t.admin })).json()) as { data: TRec[] };
    for (const body of [{ assets: [] }, { assets: [...ONE_RESORT, { ref: sid('resort:lagoon'), type: 'resort' }] }, { userType: 'Agency' }, { roleId: roles.data[0].id }, { agencyId: sid('agencies:ocean') }]) {
      const res = await post(`/api/users/${me.id}`, body, manager);
      expect(res.status, JSON.stringify(body)).toBe(403);
    }
    expect((await rowOf(me.id)).assets).toEqual(ONE_RESORT);
    // Their own name, and the unchanged values a form sends along, still save.
    expect((await post(`/api/users/${me.id}`, { name: 'Renamed', scopes: [...MANAGER].reverse(), assets: ONE_RESORT, userType: 'user' }, manager)).status).toBe(200);
  });

  it('an admin does not change their own scopes either (a second admin does)', async () => {
    const me = await self(t.admin);
    expect((await post(`/api/users/${me.id}`, { scopes: ['admin', 'bookings'] }, t.admin)).status).toBe(403);
    expect((await post(`/api/users/${me.id}`, { assets: ONE_RESORT }, t.admin)).status).toBe(403);
  });
});

describe('a user manager grants others only what they hold', () => {
  it('not a bare area above the action they hold, nor scopes they lack', async () => {
    const manager = await userWith(t.api, MANAGER);
    for (const scopes of [['users'], ['bookings'], ['bookings.update'], ['banks.read']]) {
      expect((await post('/api/users', newUser({ scopes }), manager)).status, scopes.join(',')).toBe(403);
    }
    expect((await post('/api/users', newUser({ scopes: ['bookings.read', 'users.read'] }), manager)).status).toBe(200);
    const area = await userWith(t.api, ['users', 'bookings']);
    expect((await post('/api/users', newUser({ scopes: ['bookings.update', 'users.read'] }), area)).status).toBe(200);
  });

  it('a manager edits colleagues who hold no more than they do, and adds nothing beyond the manager', async () => {
    const manager = await userWith(t.api, MANAGER);
    const peer = (await (await post('/api/users', newUser({ scopes: ['bookings.read'] }), t.admin)).json()) as TRec;
    expect((await post(`/api/users/${peer.id}`, { name: 'Peer', scopes: ['bookings.read', 'users.read'] }, manager)).status).toBe(200);
    expect((await post(`/api/users/${peer.id}`, { scopes: ['bookings'] }, manager)).status).toBe(403);
    expect((await post(`/api/users/${peer.id}`, { scopes: [] }, manager)).status).toBe(200);
  });

  it('an account holding more than the manager is not theirs to change, remove or take over by its password', async () => {
    const manager = await userWith(t.api, [...MANAGER, 'users.delete']);
    const email = `grant${n++}@example.com`;
    const higher = (await (await post('/api/users', newUser({ email, scopes: ['banks.read', 'bookings.read'] }), t.admin)).json()) as TRec;
    expect((await post(`/api/users/${higher.id}`, { name: 'Renamed' }, manager)).status).toBe(403);
    expect((await post(`/api/users/${higher.id}/password`, { email, password: 'taken-over-1' }, manager)).status).toBe(403);
    expect((await t.api.call('DELETE', `/api/users/${higher.id}`, { token: manager })).status).toBe(403);
    const unlimited = (await (await post('/api/users', newUser({ scopes: ['bookings.read'] }), t.admin)).json()) as TRec;
    const limited = await userWith(t.api, MANAGER, ONE_RESORT);
    expect((await post(`/api/users/${unlimited.id}`, { name: 'Renamed' }, limited)).status).toBe(403);
  });

  it('a manager limited to a resort gives out only that resort, never "no limit"', async () => {
    const manager = await userWith(t.api, MANAGER, ONE_RESORT);
    expect((await post('/api/users', newUser({ scopes: ['bookings.read'] }), manager)).status).toBe(403);
    expect((await post('/api/users', newUser({ scopes: ['bookings.read'], assets: [{ ref: sid('resort:lagoon'), type: 'resort' }] }), manager)).status).toBe(403);
    const ok = await post('/api/users', newUser({ scopes: ['bookings.read'], assets: ONE_RESORT }), manager);
    expect(ok.status).toBe(200);
    const id = ((await ok.json()) as TRec).id;
    expect((await post(`/api/users/${id}`, { assets: [] }, manager)).status).toBe(403);
  });
});

describe('user roles', () => {
  it('a role carries only scopes its author holds, and a role above the caller is not theirs to change', async () => {
    const manager = await userWith(t.api, [...MANAGER, 'userrole.read', 'userrole.create', 'userrole.update']);
    expect((await post('/api/userrole', { name: 'Area role', scopes: ['users'] }, manager)).status).toBe(403);
    expect((await post('/api/userrole', { name: 'Bookings role', scopes: ['bookings'] }, manager)).status).toBe(403);
    expect((await post('/api/userrole', { name: 'Reader role', scopes: ['bookings.read'] }, manager)).status).toBe(200);
    const high = (await (await post('/api/userrole', { name: 'Finance role', scopes: ['banks.read'] }, t.admin)).json()) as TRec;
    expect((await post(`/api/userrole/${high.id}`, { scopes: ['bookings.read'] }, manager)).status).toBe(403);
  });
});
