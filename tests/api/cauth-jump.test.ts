// GET|POST /api/cauth/jump/{system}: a signed-in user jumps to a connected system as their linked
// user there. This one upstream plays both systems over real HTTP on loopback: "alpha" (where the
// admin is) and "beta" (whose user is the staff member the admin's link names), each a system
// connection of the other with the same jumpSecret. The assertion is checked for its signature,
// names, time and single use; the token it buys logs in as the linked user.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJump } from '../../upstream/modules/auth/cauth';
import { apiFile } from '../helpers/api-file';

const t = apiFile({ users: ['staff'] });
const SECRET = 'shared-jump-secret-0123456789';
let server: Server;
let base: string;
let staffId: string;
let adminId: string;

const connect = async (system: string, settings: Record<string, unknown>, url = base) => {
  const res = await t.api.call('POST', '/api/systemconnection', { token: t.admin, body: { name: system, system, url, isActive: true, settings } });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
};
const jump = (system: string, token = t.admin, to = '') => t.api.call('GET', `/api/cauth/jump/${system}${to ? `?to=${encodeURIComponent(to)}` : ''}`, { token });
const accept = (system: string, assertion: string) => t.api.call('POST', `/api/cauth/jump/${system}`, { body: { assertion } });

beforeAll(async () => {
  server = createServer(getRequestListener(t.api.app.fetch));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const self = async (token: string) => ((await (await t.api.call('GET', '/api/users/self', { token })).json()) as { id: string }).id;
  [staffId, adminId] = [await self(t.token.staff), await self(t.admin)];
  // alpha's view of beta, and beta's view of alpha (one database plays both).
  await connect('beta', { jumpSecret: SECRET, jumpAs: 'alpha' });
  await connect('alpha', { jumpSecret: SECRET, jumpAs: 'beta' });
  expect((await t.api.call('POST', `/api/users/${adminId}/link/beta`, { token: t.admin, body: { externalId: staffId } })).status).toBe(200);
});
afterAll(async () => { await new Promise((r) => server?.close(r)); });

describe('jumping to a connected system', () => {
  it('answers the other system\'s /jumpto address with a token that logs in as the linked user, keeping `to`', async () => {
    const res = await jump('beta', t.admin, '/booking/list');
    expect(res.status, await res.clone().text()).toBe(200);
    const { url } = (await res.json()) as { url: string };
    const m = new RegExp(`^${base}/jumpto/([^?]+)\\?to=%2Fbooking%2Flist$`).exec(url);
    expect(m).not.toBeNull();
    const me = (await (await t.api.call('GET', '/api/users/self', { token: decodeURIComponent(m![1]) })).json()) as { id: string };
    expect(me.id).toBe(staffId);
  });

  it('takes a signed assertion once, in its minute, from the system it names, for an active user', async () => {
    const setup = { url: base, secret: SECRET, name: 'alpha' };
    const fresh = () => signJump(setup, 'beta', staffId, Date.now());
    const once = fresh();
    expect((await accept('alpha', once)).status).toBe(200);
    expect((await accept('alpha', once)).status).toBe(401);
    expect((await accept('alpha', signJump({ ...setup, secret: 'another-secret-0123456789' }, 'beta', staffId, Date.now()))).status).toBe(401);
    expect((await accept('alpha', signJump(setup, 'beta', staffId, Date.now() - 5 * 60_000))).status).toBe(401);
    expect((await accept('alpha', signJump(setup, 'gamma', staffId, Date.now()))).status).toBe(401);
    expect((await accept('nobody', fresh())).status).toBe(401);
    expect((await accept('alpha', signJump(setup, 'beta', '00000000-0000-4000-8000-000000000000', Date.now()))).status).toBe(401);
    const tampered = fresh().replace(/^[^.]+/, Buffer.from(JSON.stringify({ sub: adminId, iss: 'alpha', aud: 'beta', exp: Math.floor(Date.now() / 1000) + 60, jti: 'x' })).toString('base64url'));
    expect((await accept('alpha', tampered)).status).toBe(401);
  });

  it('says why when there is no link, no jump set up, or the other side refuses', async () => {
    expect((await jump('beta', t.token.staff)).status).toBe(404);
    expect((await jump('nowhere')).status).toBe(404);
    await connect('delta', { jumpSecret: 'not-the-same-secret-000', jumpAs: 'alpha' });
    expect((await t.api.call('POST', `/api/users/${adminId}/link/delta`, { token: t.admin, body: { externalId: staffId } })).status).toBe(200);
    const refused = await jump('delta');
    expect(refused.status).toBe(502);
    expect(await refused.json()).toMatchObject({ message: 'JUMP_FAILED' });
    expect((await jump('beta', '')).status).toBe(401);
  });
});
