// Error shapes of the whole API (spec section 8): bad JSON, unknown and missing fields,
// unknown routes, no stack traces; every call of this area is in the OpenAPI document.
import { describe, expect, it } from 'vitest';
import { ZApiError } from '../../lib/contract/errors';
import { apiFile } from '../helpers/api-file';

const t = apiFile();

async function errorOf(res: Response) {
  const text = await res.text();
  expect(text).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d+|stack/i);
  return ZApiError.parse(JSON.parse(text));
}

describe('error shapes', () => {
  it('bad JSON → 400 ValidationError in the spec shape', async () => {
    const res = await t.api.call('POST', '/api/auth/token', { body: '{"email": "a@b.de", "password": ' });
    expect(res.status).toBe(400);
    const err = await errorOf(res);
    expect(err).toMatchObject({ error: 'ValidationError', statusCode: 400, path: '/api/auth/token', method: 'POST' });
    expect(err.message).toMatch(/JSON/);
    expect(new Date(err.timestamp).toString()).not.toBe('Invalid Date');
    expect(err.description).toBeTruthy();
  });

  it('a body that is not JSON keeps a client-error status, never 500', async () => {
    const res = await t.api.call('POST', '/api/auth/token', { body: 'email=a@b.de', headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const err = await errorOf(res);
    expect(err.statusCode).toBe(res.status);
  });

  it('an empty JSON body → 400 ValidationError', async () => {
    const res = await t.api.call('PUT', '/api/auth/password/reset', { body: '' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error).toBe('ValidationError');
  });

  it('unknown fields → 400 with the field named', async () => {
    const res = await t.api.call('POST', '/api/auth/token', { body: { email: 'a@b.de', password: 'x', admin: true } });
    expect(res.status).toBe(400);
    const err = await errorOf(res);
    expect(err.error).toBe('ValidationError');
    const f = err.fields!.find((x) => x.code === 'unrecognized_keys')!;
    expect(f).toBeTruthy();
    expect(f.message).toMatch(/admin/);
  });

  it('missing fields → 400 with each missing field', async () => {
    const res = await t.api.call('POST', '/api/auth/token', { body: { isCRMUser: false } });
    expect(res.status).toBe(400);
    const err = await errorOf(res);
    expect(err.fields!.map((f) => f.path).sort()).toEqual(['email', 'password']);
  });

  it('wrong types → 400 with the field', async () => {
    const res = await t.api.call('POST', '/api/auth/token', { body: { email: 'a@b.de', password: 'x', isCRMUser: 'yes' } });
    expect((await errorOf(res)).fields!.map((f) => f.path)).toEqual(['isCRMUser']);
  });

  it('unknown route → 404 in the same shape', async () => {
    const res = await t.api.call('GET', '/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toMatchObject({ error: 'NotFoundError', statusCode: 404, path: '/api/does-not-exist', method: 'GET' });
    const wrongMethod = await t.api.call('PATCH', '/api/auth/token');
    expect(wrongMethod.status).toBe(404);
    await errorOf(wrongMethod);
  });

  it('401 and 403 use the shape too (403 says FORBIDDEN_RESSOURCE)', async () => {
    const unauth = await errorOf(await t.api.call('GET', '/api/users/self'));
    expect(unauth).toMatchObject({ statusCode: 401, message: 'unauthorized' });
    const login = await t.api.call('POST', '/api/auth/token', { body: { email: 'staff@example.com', password: 'demo-password' } });
    const { token } = (await login.json()) as { token: string };
    const forbidden = await errorOf(await t.api.call('GET', '/api/users/roles', { token }));
    expect(forbidden).toMatchObject({ statusCode: 403, error: 'ForbiddenError', message: 'FORBIDDEN_RESSOURCE' });
  });
});

describe('OpenAPI document', () => {
  it('lists every call of authentication, users, settings and system', async () => {
    const doc = (await (await t.api.call('GET', '/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    const expected: [string, string][] = [
      ['/api/auth/token', 'post'], ['/api/auth/token', 'put'], ['/api/auth/token', 'delete'], ['/api/auth/token', 'head'], ['/api/auth/token', 'get'],
      ['/api/auth/register', 'post'], ['/api/auth/password/reset', 'put'], ['/api/auth/password/reset', 'post'],
      ['/api/users/{id}/password', 'post'], ['/api/users/self', 'get'], ['/api/users/self', 'post'], ['/api/users/self/password', 'post'],
      ['/api/users/roles', 'get'], ['/api/users/types', 'get'], ['/api/users/logins', 'get'], ['/api/users/{id}/verify', 'post'],
      ['/api/users/{user}/link/{system}', 'get'], ['/api/users/{user}/link/{system}', 'post'], ['/api/users/{user}/link/{system}', 'delete'],
      ['/api/userrole/groups', 'get'],
      ['/api/settings/lang', 'get'], ['/api/settings/group/{group}', 'get'], ['/api/settings/group/{group}', 'post'],
      ['/api/settings/currencies', 'get'], ['/api/settings/exchangeRate', 'get'], ['/api/settings/types', 'get'],
      ['/api/settings/countries', 'get'], ['/api/settings/airports', 'get'],
      ['/api/translation/keys', 'get'], ['/api/currency/keys', 'get'], ['/api/bootstrap', 'get'], ['/version', 'get'],
    ];
    const missing = expected.filter(([p, m]) => !doc.paths[p]?.[m]);
    expect(missing).toEqual([]);
  });
});
