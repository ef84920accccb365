// The operations of the upstream's OpenAPI document in a form the fuzz test can drive: method,
// path template, parameters, body and response schemas; path filling and query building.
import fc from 'fast-check';
import { junk, valid, type TJsonSchema } from './schema-arbitrary';

type TParam = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema: TJsonSchema };
type TMedia = { content?: Record<string, { schema: TJsonSchema }> };
type TRawOp = { parameters?: TParam[]; requestBody?: TMedia & { required?: boolean }; responses: Record<string, TMedia> };
export type TOpenApi = { paths: Record<string, Record<string, TRawOp>> };

export type TOp = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  params: TParam[];
  body: TJsonSchema | null;
  /** The JSON schema of the 2xx answer, if any. */
  ok: TJsonSchema | null;
};

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

export function operations(doc: TOpenApi): TOp[] {
  const out: TOp[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(item)) {
      if (!METHODS.has(m)) continue;
      const okKey = Object.keys(op.responses).find((k) => k.startsWith('2'));
      out.push({
        method: m.toUpperCase() as TOp['method'],
        path,
        params: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
        ok: okKey ? op.responses[okKey].content?.['application/json']?.schema ?? null : null,
      });
    }
  }
  return out;
}

/** Creates first (so later calls find records), reads and updates, deletes, and logout last. */
export function runOrder(op: TOp): number {
  if (op.path === '/api/auth/token' && op.method === 'DELETE') return 9;
  if (op.method === 'DELETE') return 5;
  if (op.method === 'POST' && !op.path.includes('{')) return 0;
  return op.method === 'GET' ? 1 : 2;
}

/** Names of Object.prototype members: a lookup keyed by a request value on a plain object finds
 *  them (issue 13). Every path and query parameter is probed with them. */
export const PROTOTYPE_KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', '__defineGetter__', 'isPrototypeOf'] as const;

export const toQueryValue = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** A lone surrogate cannot be put into a URL at all (encodeURIComponent throws); a client sends
 *  U+FFFD in its place, as URLSearchParams does for the query. */
const wellFormed = (s: string) => s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/**
 * A concrete URL for the operation: path parameters from `ids` when one is known for the
 * collection (so updates and deletes hit real records), else generated; query from `query`.
 */
export function fillPath(op: TOp, pathValues: Record<string, unknown>, query: Record<string, unknown>): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(wellFormed(toQueryValue(pathValues[name] ?? 'x'))));
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) qs.set(k, toQueryValue(v));
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}

export function pathValuesArb(op: TOp, knownIds: string[]): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of op.params.filter((x) => x.in === 'path')) {
    const gen = valid(p.schema);
    model[p.name] = p.name === 'id' && knownIds.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...knownIds) }, { weight: 1, arbitrary: gen }) : gen;
  }
  return fc.record(model);
}

export function queryArb(op: TOp, hostile: boolean): fc.Arbitrary<Record<string, unknown>> {
  const qp = op.params.filter((x) => x.in === 'query');
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of qp) model[p.name] = hostile ? fc.oneof(junk, fc.constantFrom(...PROTOTYPE_KEYS)) : valid(p.schema);
  return fc.record(model, { requiredKeys: qp.filter((p) => p.required).map((p) => p.name) });
}

/** GET {collection}/{id} for a collection path, if the document has it. */
export function readOpFor(ops: TOp[], collection: string): TOp | undefined {
  return ops.find((o) => o.method === 'GET' && o.path === `${collection}/{id}`);
}
