// Routes answer the same in any mounting order (issue 34 item 2): path parameters are constrained
// to their format in the router (upstream/http/param-patterns.ts), so no parameter route of the
// app can match a fixed path, and a parameter in the wrong format still gets its route's 400 from
// the fallbacks mounted last. Checked on every pair of the app's routes, and by mounting a
// parameter route before a fixed one.
import { createRoute, z } from '@hono/zod-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZApiError } from '../../lib/contract/errors';
import { createRouter, paramFallbackRoutes } from '../../upstream/http/router';
import { paramFallbacks } from '../../upstream/http/param-patterns';
import { createTestApi, type TTestApi } from '../helpers/api';
import { tokenOf } from './resources-fixtures';

let api: TTestApi;
let admin: string;
beforeAll(async () => {
  api = await createTestApi();
  admin = await tokenOf(api, 'admin@example.com');
});
afterAll(async () => { await api.handle.close(); });

type TRoute = { method: string; path: string };

/** Could the Hono path `pattern` (':name', ':name{regex}' or literal segments) match `fixed`? */
function mayMatch(pattern: string, fixed: string): boolean {
  const p = pattern.split('/');
  const f = fixed.split('/');
  if (p.length !== f.length) return false;
  return p.every((seg, i) => {
    const m = /^:[A-Za-z0-9_]+(?:\{(.+)\})?$/.exec(seg);
    if (!m) return seg === f[i];
    return m[1] === undefined || new RegExp(`^(?:${m[1]})$`).test(f[i]);
  });
}

const isParam = (path: string) => path.includes('/:');
const sameMethod = (a: TRoute, b: TRoute) => a.method === b.method || a.method === 'ALL' || b.method === 'ALL';

describe('routes in any order', () => {
  it('no parameter route of the app can be matched by a fixed route (over a hundred share a base with one)', () => {
    const routes = api.app.routes.filter((r) => !r.path.includes('*'));
    const fallbackKeys = new Set(paramFallbacks().map((f) => `${f.method.toUpperCase()} ${f.path}`));
    const isFallback = (r: TRoute) => fallbackKeys.has(`${r.method} ${r.path}`);
    const own = routes.filter((r) => !isFallback(r));
    expect(own.length).toBeLessThan(routes.length);
    // A fallback takes any segment, so it comes after every fixed path it could match.
    const behindFallback = routes.flatMap((f, i) => (isParam(f.path) || isFallback(f) ? [] : routes.slice(0, i)
      .filter((p) => isFallback(p) && sameMethod(p, f) && mayMatch(p.path, f.path)).map((p) => `${f.method} ${f.path} after ${p.path}`)));
    expect(behindFallback).toEqual([]);
    const fixed = own.filter((r) => !isParam(r.path));
    const params = own.filter((r) => isParam(r.path));
    const shadowed = fixed.filter((f) => params.some((p) => sameMethod(p, f) && mayMatch(p.path, f.path)));
    // The check reads what it should: fixed paths under a base with an {id} route exist by the hundred.
    const underIdBase = fixed.filter((f) => params.some((p) => sameMethod(p, f) && mayMatch(p.path.replace(/\{.+?\}(?=\/|$)/g, ''), f.path)));
    expect(underIdBase.length).toBeGreaterThan(100);
    expect([...new Set(shadowed.map((f) => `${f.method} ${f.path}`))]).toEqual([]);
  });

  it('fixed paths answer as themselves; a malformed id is 400 in the spec\'s shape, an unknown one 404', async () => {
    // fixed paths that share a base with a parameter route, each mounted in another module
    for (const path of ['/api/bookings/years', '/api/users/self', '/api/userrole/groups', '/api/invoices/csv', '/api/reference/init.js']) {
      const res = await api.call('GET', path, { token: admin });
      expect(res.status, path).toBe(200);
    }
    const bad = await api.call('GET', '/api/bookings/not-a-uuid', { token: admin });
    expect(bad.status).toBe(400);
    expect(ZApiError.safeParse(await bad.json()).success).toBe(true);
    // the route's middleware still runs first: without a login it is 401, not 400
    expect((await api.call('GET', '/api/bookings/not-a-uuid')).status).toBe(401);
    expect((await api.call('GET', '/api/bookings/00000000-0000-4000-8000-000000000000', { token: admin })).status).toBe(404);
  });

  it('a parameter route mounted before a fixed one does not take its path', async () => {
    const things = createRouter();
    things.openapi(createRoute({
      method: 'get', path: '/api/things/{id}', request: { params: z.object({ id: z.uuid() }) },
      responses: { 200: { description: 'one' } },
    }), (c) => c.text(`thing ${c.req.valid('param').id}`));
    things.openapi(createRoute({ method: 'get', path: '/api/things/{kind}/count', request: { params: z.object({ kind: z.enum(['big', 'small']) }) }, responses: { 200: { description: 'n' } } }),
      (c) => c.text(`count ${c.req.valid('param').kind}`));
    const fixed = createRouter();
    fixed.openapi(createRoute({ method: 'get', path: '/api/things/statistics', responses: { 200: { description: 'stats' } } }), (c) => c.text('statistics'));
    fixed.openapi(createRoute({ method: 'get', path: '/api/things/all/count', responses: { 200: { description: 'all' } } }), (c) => c.text('all'));
    const app = createRouter();
    app.onError((err, c) => c.json({ status: 'status' in err ? err.status : 500 }, 'status' in err && err.status === 400 ? 400 : 500));
    app.route('/', things); // the parameter routes first
    app.route('/', fixed);
    app.route('/', paramFallbackRoutes());
    const text = async (path: string) => { const r = await app.request(path); return `${r.status} ${await r.text()}`; };
    expect(await text('/api/things/statistics')).toBe('200 statistics');
    expect(await text('/api/things/all/count')).toBe('200 all');
    expect(await text('/api/things/big/count')).toBe('200 count big');
    expect(await text('/api/things/5f0c6f3e-2b7a-4c1d-9e8f-0a1b2c3d4e5f')).toBe('200 thing 5f0c6f3e-2b7a-4c1d-9e8f-0a1b2c3d4e5f');
    expect((await app.request('/api/things/other')).status).toBe(400);
  });
});
