// Issue 13: JSON nested 10,000 levels deep answered 500 (the parser takes it, then zod or
// JSON.stringify overflow the stack). Every /api/* body passes rejectMalformedJson, which refuses
// nesting deeper than MAX_JSON_DEPTH with 400 ValidationError; this probes every operation of
// the OpenAPI document that takes a body, as the admin, with arrays and objects.
import { beforeAll, describe, expect, it } from 'vitest';
import { ZApiError } from '../../lib/contract/errors';
import { MAX_JSON_DEPTH, jsonDepth } from '../../lib/validation/json-depth';
import { fillPath, operations, type TOpenApi, type TOp } from '../faults/openapi-ops';
import { apiFile } from '../helpers/api-file';

const t = apiFile();
let bodyOps: TOp[] = [];
beforeAll(async () => {
  const doc = (await (await t.api.call('GET', '/api/openapi.json')).json()) as TOpenApi;
  // logout last would end the admin's token; it takes no body anyway
  bodyOps = operations(doc).filter((o) => o.body && o.method !== 'DELETE');
}, 120_000);

const DEEP = 10_000;
const deepArray = '['.repeat(DEEP) + ']'.repeat(DEEP);
const deepObject = '{"a":'.repeat(DEEP) + '1' + '}'.repeat(DEEP);
/** Nested objects inside a real-looking body field. */
const deepInField = `{"name":${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}}`;

const send = (op: TOp, body: string, token?: string) => t.api.app.request(fillPath(op, {}, {}), {
  method: op.method, body,
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), 'x-forwarded-for': '198.18.7.7' },
});

describe('JSON nesting depth', () => {
  it('every operation with a body answers 400 ValidationError to arrays and objects nested 10,000 deep', async () => {
    expect(bodyOps.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const op of bodyOps) {
      for (const [name, body] of [['array', deepArray], ['object', deepObject], ['field', deepInField]] as const) {
        const res = await send(op, body, t.admin);
        const json = await res.json().catch(() => null);
        const err = ZApiError.safeParse(json);
        if (res.status !== 400 || !err.success || err.data.error !== 'ValidationError' || err.data.fields?.[0]?.code !== 'too_deep') {
          wrong.push(`${op.method} ${op.path} ${name}: ${res.status} ${JSON.stringify(json).slice(0, 120)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('guests get the same 400 before any authentication', async () => {
    const op = { method: 'POST', path: '/api/auth/token', params: [], body: {}, ok: null } as TOp;
    const res = await send(op, deepObject);
    expect(res.status).toBe(400);
    expect(ZApiError.parse(await res.json()).description).toContain(`deeper than ${MAX_JSON_DEPTH} levels`);
  });

  it('a list filter (JSON in the query) nested too deep is a 400 too', async () => {
    const filter = encodeURIComponent(`{"name":${'['.repeat(3000)}${']'.repeat(3000)}}`);
    const res = await t.api.call('GET', `/api/customers?filter=${filter}`, { token: t.admin });
    expect(res.status).toBe(400);
    expect(ZApiError.parse(await res.json()).description).toContain(`deeper than ${MAX_JSON_DEPTH} levels`);
  });

  it('the limit itself is allowed; brackets inside strings do not count', async () => {
    const atLimit = `{"email":"a@b.de","password":"x","extra":${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}}`;
    expect(jsonDepth(atLimit)).toBe(MAX_JSON_DEPTH);
    const res = await t.api.call('POST', '/api/customers', { token: t.admin, body: atLimit });
    expect(res.status).toBe(400);
    expect(ZApiError.parse(await res.json()).fields?.[0]?.code).not.toBe('too_deep'); // judged by its content
    const brackets = JSON.stringify({ fullName: 'x', note: '[{'.repeat(DEEP) });
    expect(jsonDepth(brackets)).toBe(1);
    expect(jsonDepth('{"a":"\\"[[[","b":[1]}')).toBe(2);
  });
});
