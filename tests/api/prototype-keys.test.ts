// Issue 13: path and query values that name an Object.prototype member (`constructor`,
// `__proto__`, `toString`, `hasOwnProperty`, ...) answered 500 where a lookup keyed by a request
// value read a plain object. Every operation of the OpenAPI document, as the admin and as a
// guest, with each such value in each path and query parameter: never a 5xx, every 4xx in the
// spec's error shape, and an unknown path value is not found (404), never a 200 from a
// prototype member.
import { beforeAll, describe, expect, it } from 'vitest';
import { ZApiError } from '../../lib/contract/errors';
import { fillPath, operations, type TOpenApi, type TOp } from '../faults/openapi-ops';
import { apiFile } from '../helpers/api-file';

const t = apiFile();
let ops: TOp[] = [];
/** A real id per collection, so the probed parameter is the only wrong one in the URL. */
const idOf = new Map<string, string>();
beforeAll(async () => {
  const doc = (await (await t.api.call('GET', '/api/openapi.json')).json()) as TOpenApi;
  // logging out would end the admin's token; its only parameter is the token itself
  ops = operations(doc).filter((o) => !(o.path === '/api/auth/token' && o.method === 'DELETE'));
  for (const o of ops.filter((x) => x.method === 'GET' && /^\/api\/[a-z]+$/.test(x.path))) {
    const res = await t.api.call('GET', `${o.path}?size=1`, { token: t.admin });
    const body = res.status === 200 ? ((await res.json()) as { data?: { id?: string }[] }) : {};
    const id = body.data?.[0]?.id;
    if (id) idOf.set(o.path.slice('/api/'.length), id);
  }
}, 120_000);

/** Path values: a real id for every parameter but the probed one (by the segment before it or
 *  its own name), else 'x'. */
function realValues(op: TOp, probed: string): Record<string, string> {
  const segs = op.path.split('/');
  const out: Record<string, string> = {};
  for (const p of op.params.filter((x) => x.in === 'path' && x.name !== probed)) {
    const before = segs[segs.indexOf(`{${p.name}}`) - 1];
    const guess = [before, p.name, `${p.name}s`, p.name.replace(/Id$/, ''), `${p.name.replace(/Id$/, '')}s`].find((n) => n && idOf.has(n));
    out[p.name] = guess ? idOf.get(guess)! : 'x';
  }
  return out;
}

async function probe(op: TOp, url: string, token: string | undefined, wrong: string[]) {
  const headers: Record<string, string> = { 'x-forwarded-for': '198.18.9.9', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const withBody = op.method !== 'GET' && op.method !== 'DELETE';
  if (withBody) headers['content-type'] = 'application/json';
  const res = await t.api.app.request(url, { method: op.method, headers, body: withBody ? '{}' : undefined });
  const text = await res.text();
  let json: unknown = null;
  try { json = JSON.parse(text); } catch { /* judged below */ }
  if (res.status >= 500) wrong.push(`${res.status} ${op.method} ${url}: ${text.slice(0, 160)}`);
  else if (res.status >= 400 && !ZApiError.safeParse(json).success) wrong.push(`${res.status} not in the error shape: ${op.method} ${url}`);
  return res.status;
}

describe('prototype member names as request values', () => {
  it('no operation answers 5xx for them in any path or query parameter', async () => {
    const wrong: string[] = [];
    let calls = 0;
    for (const op of ops) {
      const pathParams = op.params.filter((p) => p.in === 'path').map((p) => p.name);
      const queryParams = op.params.filter((p) => p.in === 'query').map((p) => p.name);
      for (const value of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
        for (const name of pathParams) {
          const status = await probe(op, fillPath(op, { ...realValues(op, name), [name]: value }, {}), t.admin, wrong);
          // no record, group, template or slug has such a name: a read finds nothing
          if (op.method === 'GET' && status < 300) wrong.push(`${status} for GET ${op.path} with ${name}=${value}`);
          calls++;
        }
        for (const name of queryParams) {
          await probe(op, fillPath(op, realValues(op, ''), { [name]: value }), t.admin, wrong);
          calls++;
        }
      }
    }
    expect(calls).toBeGreaterThan(500);
    expect(wrong).toEqual([]);
  }, 300_000);

  it('the known lookups answer 404 (paths) or 400 (query values) for them', async () => {
    const schedule = idOf.get('schedules');
    expect(schedule).toBeDefined();
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const get = (url: string) => t.api.call('GET', url, { token: t.admin });
      expect((await get(`/api/settings/group/${name}`)).status).toBe(404);
      expect((await t.api.call('POST', `/api/settings/group/${name}`, { token: t.admin, body: {} })).status).toBe(404);
      expect((await get(`/api/schedules/${schedule}/printList/${name}`)).status).toBe(404);
      expect((await get(`/api/reference/${name}`)).status).toBe(404);
      expect((await get(`/api/customers?sort=${name}`)).status).toBe(400);
      expect((await get(`/api/customers?filter=${encodeURIComponent(JSON.stringify({ [name]: 1 }))}`)).status).toBe(400);
      expect((await get(`/api/customers?filter=${encodeURIComponent(`{"${name}":{"gte":1}}`)}`)).status).toBe(400);
    }
  });
});
