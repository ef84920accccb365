// The upstream's operations as its own OpenAPI document lists them, with concrete paths: path
// parameters get harmless values (a random uuid for ids, dates for ranges), so every call
// reaches its access checks without touching a real record.
import { resourceByBase, type TResource, type TResourceAction } from '../../lib/contract/resources';

export type TOp = { method: string; pattern: string; path: string };

export const NO_SUCH_ID = '00000000-0000-4000-8000-00000000abcd';

const PARAM_VALUES: Record<string, string> = { from: '2027-03-01', to: '2027-03-31', group: 'general', system: 'xero', state: 'clean', version: '1' };

export function concretePath(pattern: string): string {
  return pattern.replace(/\{([^}]+)\}/g, (_, name: string) => PARAM_VALUES[name] ?? NO_SUCH_ID);
}

type TOpenApiDoc = { paths: Record<string, Record<string, unknown>> };

export function operationsOf(doc: TOpenApiDoc): TOp[] {
  const ops: TOp[] = [];
  for (const [pattern, item] of Object.entries(doc.paths)) {
    for (const method of Object.keys(item)) {
      if (!['get', 'head', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      ops.push({ method: method.toUpperCase(), pattern, path: concretePath(pattern) });
    }
  }
  return ops;
}

/** The generic call (api-calls 7.1) an operation is, with the action its scope names. */
export function genericCall(op: TOp): { resource: TResource; action: TResourceAction; call: string } | null {
  const m = /^(\/api\/.+?)(\/listCSV|\/\{id\}|\/\{id\}\/copy)?$/.exec(op.pattern);
  if (!m) return null;
  const resource = resourceByBase(m[1]);
  if (!resource) return null;
  const tail = m[2] ?? '';
  const key = `${op.method} ${tail}`;
  const calls: Record<string, [TResourceAction, string]> = {
    'GET ': ['read', 'list'], 'GET /listCSV': ['read', 'listCSV'], 'GET /{id}': ['read', 'get'], 'POST ': ['create', 'create'],
    'POST /{id}': ['update', 'update'], 'DELETE /{id}': ['delete', 'delete'], 'POST /{id}/copy': ['create', 'copy'],
  };
  const hit = calls[key];
  return hit ? { resource, action: hit[0], call: hit[1] } : null;
}
