// Scope checks and query validation of every generic resource: without the scope every call is
// refused (guests 401, others 403) and nothing changes; bad list queries are 400 ValidationError.
import { beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../lib/contract/resources';
import { ZApiError } from '../../lib/contract/errors';
import { CREATE_OWNED_ELSEWHERE, createThrough, ownedElsewhere, readOnlyCall, sampleBody, userWith } from './resources-fixtures';
import { apiFile } from '../helpers/api-file';

const t = apiFile();
let nobody: string;

beforeAll(async () => {
  nobody = await userWith(t.api, ['unrelated.read']);
});

async function someIdOf(base: string): Promise<string> {
  const page = (await (await t.api.call('GET', `${base}?size=1`, { token: t.admin })).json()) as { data: { id: string }[] };
  return page.data[0].id;
}

const BAD_QUERIES: [string, string][] = [
  ['sort outside the list', 'sort=notAField'],
  ['order other than 1 or -1', 'order=2'],
  ['negative page', 'page=-1'],
  ['page 0', 'page=0'],
  ['negative size', 'size=-5'],
  ['size not a number', 'size=ten'],
  ['malformed filter JSON', `filter=${encodeURIComponent('{"name":')}`],
  ['filter not an object', `filter=${encodeURIComponent('[1,2]')}`],
  ['filter on an unknown field', `filter=${encodeURIComponent('{"notAField":1}')}`],
  ['filter with an unknown operator', `filter=${encodeURIComponent('{"id":{"like":"x"}}')}`],
  ['filter id that is not an id', `filter=${encodeURIComponent('{"id":"1; drop table x"}')}`],
];

describe.each(RESOURCES.map((r) => [r.base, r] as const))('%s', (_base, r) => {
  it('refuses every call without the scope and changes nothing', async () => {
    const body = await sampleBody(t.api, t.admin, r, `guard ${r.name}`);
    const rec = (await (await createThrough(t.api, t.admin, r, body)).json()) as { id: string };
    expect(rec.id).toBeTruthy();
    const calls: [string, string, unknown?][] = [
      ['GET', r.base], ['GET', `${r.base}/listCSV`], ['GET', `${r.base}/${rec.id}`],
      ...(CREATE_OWNED_ELSEWHERE.has(r.name) ? [] : [['POST', r.base, body] as [string, string, unknown]]),
      ...(readOnlyCall(r.name, 'update') ? [] : [['POST', `${r.base}/${rec.id}`, { [r.label]: 'hijacked' }] as [string, string, unknown]]),
      ...(ownedElsewhere(r.name, 'delete') || readOnlyCall(r.name, 'delete') ? [] : [['DELETE', `${r.base}/${rec.id}`] as [string, string]]),
      ...(ownedElsewhere(r.name, 'copy') ? [] : [['POST', `${r.base}/${rec.id}/copy`] as [string, string]]),
    ];
    for (const [method, path, b] of calls) {
      const denied = await t.api.call(method, path, { token: nobody, body: b });
      expect(denied.status, `${method} ${path}`).toBe(403);
      expect(ZApiError.parse(await denied.json()).message).toBe('FORBIDDEN_RESSOURCE');
      expect((await t.api.call(method, path, { body: b })).status, `guest ${method} ${path}`).toBe(401);
    }
    const after = (await (await t.api.call('GET', `${r.base}/${rec.id}`, { token: t.admin })).json()) as Record<string, unknown>;
    expect(after[r.label]).toBe(body[r.label]);
  });

  it('a holder of the read scope reads but may not create', async () => {
    const reader = await userWith(t.api, [r.scopes.read[0]]);
    expect((await t.api.call('GET', r.base, { token: reader })).status).toBe(200);
    const body = await sampleBody(t.api, t.admin, r, 'reader');
    if (!CREATE_OWNED_ELSEWHERE.has(r.name)) expect((await t.api.call('POST', r.base, { token: reader, body })).status).toBe(403);
    if (!ownedElsewhere(r.name, 'copy')) expect((await t.api.call('POST', `${r.base}/${await someIdOf(r.base)}/copy`, { token: reader })).status).toBe(403);
  });

  it.each(BAD_QUERIES)('400 ValidationError for %s', async (_name, query) => {
    for (const path of [`${r.base}?${query}`, `${r.base}/listCSV?${query}`]) {
      const res = await t.api.call('GET', path, { token: t.admin });
      expect(res.status, path).toBe(400);
      expect(ZApiError.parse(await res.json()).error).toBe('ValidationError');
    }
  });

  it('400 for ids that are not ids, 404 for unknown ids', async () => {
    expect((await t.api.call('GET', `${r.base}/not-an-id`, { token: t.admin })).status).toBe(400);
    expect((await t.api.call('POST', `${r.base}/00000000-0000-4000-8000-000000000000`, { token: t.admin, body: {} })).status).toBe(404);
    expect((await t.api.call('DELETE', `${r.base}/00000000-0000-4000-8000-000000000000`, { token: t.admin })).status).toBe(404);
  });
});
