// Fuzz test of every upstream operation in /api/openapi.json (issue 5, "Input"): in process, as
// the admin, with generated valid bodies and queries (from each operation's JSON schema) and
// hostile ones. Never a 5xx; every 4xx in the spec's error shape (a 409 or 422 with a registered
// code); a record stored by a 2xx create or update reads back valid against its own schema.
// Seeded and bounded: the same inputs every run.
import fc from 'fast-check';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCodeOf } from '../../lib/contract/error-codes';
import { ZApiError } from '../../lib/contract/errors';
import { fillPath, operations, pathValuesArb, PROTOTYPE_KEYS, queryArb, readOpFor, runOrder, type TOp, type TOpenApi } from '../faults/openapi-ops';
import { hostileBody, setRefIds, valid, type TJsonSchema } from '../faults/schema-arbitrary';
import { apiFile } from '../helpers/api-file';

const SEED = 20261123;
const RUNS = { validBody: 3, hostileBody: 3, validQuery: 2, hostileQuery: 2 };

const t = apiFile();
let token = '';
let ops: TOp[] = [];
const failures: string[] = [];
const stats = { requests: 0, created: 0, readBack: 0, byStatus: new Map<number, number>() };
/** Ids of records created during the run, per collection path. */
const pool = new Map<string, string[]>();

beforeAll(async () => {
  token = await adminToken();
  const res = await t.api.call('GET', '/api/openapi.json');
  ops = operations((await res.json()) as TOpenApi).sort((a, b) => runOrder(a) - runOrder(b));
  await collectSeedIds();
}, 180_000);

/** Ids of seeded records per collection, for reference fields named like a collection. */
const seedIds = new Map<string, string[]>();
async function collectSeedIds() {
  const collections = ops.filter((o) => o.method === 'GET' && /^\/api\/[a-z]+$/.test(o.path)).map((o) => o.path);
  for (const path of collections) {
    const res = await t.api.call('GET', `${path}?size=10`, { token });
    if (res.status !== 200) continue;
    const body = (await res.json()) as { data?: { id?: unknown }[] } | unknown[];
    const rows = Array.isArray(body) ? body : body.data ?? [];
    const ids = rows.map((r) => (r as { id?: unknown }).id).filter((id): id is string => typeof id === 'string');
    if (ids.length) seedIds.set(path.slice('/api/'.length), ids);
  }
  setRefIds((field) => {
    const f = field.toLowerCase().replace(/id$/, '');
    for (const name of [f, `${f}s`, `${f}es`, f.replace(/y$/, 'ies')]) {
      const ids = [...(seedIds.get(name) ?? []), ...(pool.get(`/api/${name}`) ?? [])];
      if (ids.length) return ids;
    }
    return undefined;
  });
}

async function adminToken(): Promise<string> {
  const res = await t.api.call('POST', '/api/auth/token', { body: { email: 'admin@example.com', password: 'demo-password' }, headers: { 'x-forwarded-for': '198.18.0.1' } });
  return ((await res.json()) as { token: string }).token;
}

const schemaCache = new Map<TJsonSchema, z.ZodType | null>();
function validatorFor(s: TJsonSchema): z.ZodType | null {
  if (!schemaCache.has(s)) {
    try {
      schemaCache.set(s, z.fromJSONSchema(s as Parameters<typeof z.fromJSONSchema>[0]) as z.ZodType);
    } catch {
      schemaCache.set(s, null);
    }
  }
  return schemaCache.get(s)!;
}

function sample<T>(arb: fc.Arbitrary<T>, numRuns: number, salt: number): T[] {
  return fc.sample(arb, { seed: SEED + salt, numRuns });
}

async function send(op: TOp, url: string, body: unknown | undefined, raw = false): Promise<{ status: number; json: unknown }> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'x-forwarded-for': `198.18.${stats.requests % 250}.${(stats.requests >> 8) % 250 + 1}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await t.api.app.request(url, { method: op.method, headers, body: body === undefined ? undefined : raw ? (body as string) : JSON.stringify(body) });
  stats.requests++;
  stats.byStatus.set(res.status, (stats.byStatus.get(res.status) ?? 0) + 1);
  const text = await res.text();
  let json: unknown = undefined;
  try { json = text ? JSON.parse(text) : undefined; } catch { /* checked below where it matters */ }
  const where = `${op.method} ${url.slice(0, 160)} body=${JSON.stringify(body)?.slice(0, 200)}`;
  if (res.status >= 500) failures.push(`${res.status} ${where} → ${text.slice(0, 300)}`);
  else if (res.status >= 400 && !ZApiError.safeParse(json).success) failures.push(`${res.status} not in the error shape: ${where} → ${text.slice(0, 200)}`);
  // A refusal names a code of the registry (lib/contract/error-codes.ts) with its status.
  else if ((res.status === 409 || res.status === 422) && !errorCodeOf(res.status, (json as { message?: string }).message)) failures.push(`${res.status} with an unregistered code: ${where} → ${text.slice(0, 200)}`);
  return { status: res.status, json };
}

/** A stored record must read back, valid against the read call's own answer schema. */
async function checkReadBack(collection: string, id: string, cause: string) {
  const read = readOpFor(ops, collection);
  if (!read?.ok) return;
  const { status, json } = await send(read, `${collection}/${encodeURIComponent(id)}`, undefined);
  if (status === 404 && cause.startsWith('DELETE')) return;
  stats.readBack++;
  if (status !== 200) return void failures.push(`read back ${collection}/${id} after ${cause}: ${status}`);
  const v = validatorFor(read.ok);
  if (!v) return void failures.push(`the answer schema of GET ${collection}/{id} cannot be turned into a validator`);
  const r = v.safeParse(json);
  if (!r.success) failures.push(`stored record breaks its schema (${collection}/${id} after ${cause}): ${JSON.stringify(r.error.issues.slice(0, 3))}`);
}

async function drive(op: TOp, i: number) {
  const collection = op.path.replace(/\/\{id\}$/, '');
  const ids = pool.get(collection) ?? [];
  const paths = sample(pathValuesArb(op, ids), RUNS.validBody + RUNS.hostileBody, i);
  const queries = [...sample(queryArb(op, false), RUNS.validQuery, i + 1), ...sample(queryArb(op, true), RUNS.hostileQuery, i + 2)];
  if (op.body) {
    const bodies = [...sample(valid(op.body), RUNS.validBody, i + 3), ...sample(hostileBody(op.body), RUNS.hostileBody, i + 4)];
    for (const [k, body] of bodies.entries()) {
      const url = fillPath(op, paths[k], k < RUNS.validBody ? queries[0] ?? {} : {});
      const { status, json } = await send(op, url, body);
      if (status >= 200 && status < 300 && op.method === 'POST') {
        const id = (json as { id?: unknown } | undefined)?.id;
        if (typeof id === 'string' && !op.path.includes('{')) {
          stats.created++;
          pool.set(op.path, [...(pool.get(op.path) ?? []), id]);
          await checkReadBack(op.path, id, `create ${JSON.stringify(body).slice(0, 120)}`);
        } else if (op.path.endsWith('/{id}') && typeof paths[k].id === 'string') {
          await checkReadBack(collection, paths[k].id as string, `update ${JSON.stringify(body).slice(0, 120)}`);
        }
      }
    }
    // Not JSON at all, and JSON nested deeper than any parser should follow.
    await send(op, fillPath(op, paths[0], {}), '{"unterminated": ', true);
    await send(op, fillPath(op, paths[0], {}), '['.repeat(5000) + ']'.repeat(5000), true);
  } else {
    for (const [k, q] of queries.entries()) await send(op, fillPath(op, paths[k % paths.length], q), op.method === 'GET' || op.method === 'DELETE' ? undefined : {});
  }
  // Every path and query parameter once with the name of an Object.prototype member (issue 13),
  // the others valid; the names rotate so the run uses each of them.
  const noBody = op.method === 'GET' || op.method === 'DELETE' ? undefined : op.body ? {} : undefined;
  for (const [j, p] of op.params.filter((x) => x.in === 'path' || x.in === 'query').entries()) {
    const name = PROTOTYPE_KEYS[(i / 10 + j) % PROTOTYPE_KEYS.length];
    const url = p.in === 'path' ? fillPath(op, { ...paths[0], [p.name]: name }, {}) : fillPath(op, paths[0], { [p.name]: name });
    await send(op, url, noBody);
  }
}

describe('fuzz: every upstream operation from its OpenAPI schema', () => {
  it('never a 5xx, 4xx in the error shape, stored records valid', async () => {
    expect(ops.length).toBeGreaterThan(300);
    const t0 = performance.now();
    for (const [i, op] of ops.entries()) {
      try {
        await drive(op, i * 10);
      } catch (err) {
        failures.push(`${op.method} ${op.path}: the test itself failed: ${String(err).slice(0, 200)}`);
      }
    }
    const seconds = Math.round((performance.now() - t0) / 1000);
    console.log(`[fuzz] ${ops.length} operations, ${stats.requests} requests in ${seconds}s; ${stats.created} records created, ${stats.readBack} read back;`,
      Object.fromEntries([...stats.byStatus].sort((a, b) => a[0] - b[0])));
    expect(failures.slice(0, 40)).toEqual([]);
    expect(stats.created).toBeGreaterThan(20);
    expect(stats.readBack).toBeGreaterThan(20);
  }, 300_000);
});
