// The shared dive-site list (GET /api/settings/scubaDatesDiveSites, docs/decisions/dive.md) against a
// local stand-in HTTP server: validation, upsert by external id, local edits kept (and reported)
// unless replaceLocal=1, errors when the list is missing, unreachable or not a list.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSiteImportResult } from '../../lib/contract/dive-more';
import { createTestApi, type TTestApi } from '../helpers/api';
import { tokenOf, userWith } from './resources-fixtures';

let api: TTestApi;
let admin: string;
let server: Server;
let base: string;
/** What the stand-in serves next: a status and a body. */
let serve: { status: number; body: string } = { status: 200, body: '[]' };

async function call(method: string, path: string, body?: unknown, token = admin) {
  const res = await api.call(method, path, { token, body });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> };
}
const setUrl = async (url: string) => expect((await call('POST', '/api/settings/group/general', { diveSitesUrl: url })).status).toBe(200);
const runImport = async (query = '') => {
  const r = await call('GET', `/api/settings/scubaDatesDiveSites${query}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as unknown as TSiteImportResult;
};
const sitesByExternal = async () => {
  const r = await call('GET', '/api/divesite?limit=100');
  const rows = (r.body.data ?? r.body.items ?? r.body) as Record<string, unknown>[];
  return new Map(rows.filter((x) => x.externalId).map((x) => [x.externalId as string, x]));
};
const list = (sites: unknown) => { serve = { status: 200, body: JSON.stringify(sites) }; };

beforeAll(async () => {
  server = createServer((req, res) => {
    res.writeHead(serve.status, { 'content-type': 'application/json' });
    res.end(serve.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api = await createTestApi();
  admin = await tokenOf(api, 'admin@example.com');
}, 120_000);
afterAll(async () => {
  await api?.handle.close();
  await new Promise((resolve) => server.close(resolve));
});

describe('shared dive-site import', () => {
  it('refuses without a configured list, and callers who may not write sites', async () => {
    expect((await call('GET', '/api/settings/scubaDatesDiveSites')).status).toBe(409);
    const reader = await userWith(api, ['divesite.read']);
    expect((await call('GET', '/api/settings/scubaDatesDiveSites', undefined, reader)).status).toBe(403);
    expect((await call('POST', '/api/settings/group/general', { diveSitesUrl: 'ftp://x.example/sites' })).status).toBe(400);
  });

  it('creates the valid sites and reports the invalid ones', async () => {
    await setUrl(`${base}/sites.json`);
    list({ sites: [
      { id: 'ph-001', name: 'Apo Reef', country: 'PH', latitude: 12.66, longitude: 120.43, minDepth: 5, maxDepth: 40, difficulty: 'advanced', tags: ['reef', 'wall'], description: { en: 'Atoll reef', de: 'Atollriff' }, extra: 'ignored' },
      { id: 2, name: 'Monkey Beach' },
      { id: 'bad-1', name: 'Too deep', maxDepth: 999 },
      { name: 'No id' },
      { id: 'bad-2', name: 'Upside down', minDepth: 30, maxDepth: 10 },
      { id: 'ph-001', name: 'Apo Reef again' },
    ] });
    const r = await runImport();
    expect(r).toMatchObject({ created: 2, updated: 0, unchanged: 0, keptLocal: [] });
    expect(r.invalid.map((i) => [i.index, i.externalId])).toEqual([[2, 'bad-1'], [3, null], [4, 'bad-2'], [5, 'ph-001']]);
    const sites = await sitesByExternal();
    expect(sites.get('ph-001')).toMatchObject({ name: 'Apo Reef', country: 'PH', latitude: 12.66, maxDepth: 40, difficulty: 'advanced', tags: ['reef', 'wall'], description: { en: 'Atoll reef', de: 'Atollriff' } });
    expect(sites.get('2')).toMatchObject({ name: 'Monkey Beach', difficulty: 'easy' });
  });

  it('updates untouched sites, keeps local edits and reports them, replaces them only when asked', async () => {
    const apo = (await sitesByExternal()).get('ph-001')!;
    const monkey = (await sitesByExternal()).get('2')!;
    // A local edit of a managed field (and of a local-only field, which the list never touches).
    expect((await call('POST', `/api/divesite/${apo.id}`, { name: 'Apo Reef (our name)', isActive: false })).status).toBe(200);
    list([
      { id: 'ph-001', name: 'Apo Reef Natural Park', maxDepth: 45 },
      { id: 2, name: 'Monkey Beach', maxDepth: 22 },
      { id: 'ph-003', name: 'Kalanggaman' },
    ]);
    const r = await runImport();
    expect(r).toMatchObject({ created: 1, updated: 1, unchanged: 0, invalid: [] });
    expect(r.keptLocal).toEqual([{ id: apo.id, externalId: 'ph-001', name: 'Apo Reef (our name)', fields: ['name'] }]);
    let sites = await sitesByExternal();
    expect(sites.get('ph-001')).toMatchObject({ name: 'Apo Reef (our name)', maxDepth: 40, isActive: false });
    expect(sites.get('2')).toMatchObject({ id: monkey.id, maxDepth: 22 });
    // The same list again: nothing new, the local edit still reported.
    const again = await runImport();
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    expect(again.keptLocal.map((k) => k.externalId)).toEqual(['ph-001']);
    // Asked to: the list's values replace the local edit (local-only fields stay).
    const replaced = await runImport('?replaceLocal=1');
    expect(replaced).toMatchObject({ updated: 1, keptLocal: [] });
    sites = await sitesByExternal();
    expect(sites.get('ph-001')).toMatchObject({ name: 'Apo Reef Natural Park', maxDepth: 45, isActive: false });
  });

  it('answers 422 when the list is unreachable, failing or not a list, and changes nothing', async () => {
    const before = (await sitesByExternal()).size;
    serve = { status: 500, body: 'oops' };
    expect((await call('GET', '/api/settings/scubaDatesDiveSites')).status).toBe(422);
    serve = { status: 200, body: '{not json' };
    expect((await call('GET', '/api/settings/scubaDatesDiveSites')).status).toBe(422);
    list({ whatever: true });
    expect((await call('GET', '/api/settings/scubaDatesDiveSites')).status).toBe(422);
    await setUrl('http://127.0.0.1:1/none.json');
    const r = await call('GET', '/api/settings/scubaDatesDiveSites');
    expect(r.status).toBe(422);
    expect(r.body.message).toBe('SITE_LIST_UNREACHABLE');
    expect((await sitesByExternal()).size).toBe(before);
  });
});
