// Display names of records for the screens that show references (issue 14: "every screen shows
// names, never ids, for every role"):
//   GET /api/labels/{resource}?ids=a,b,c   → [{ id, label }]
// A caller may read the names of a resource's records when it may read the resource itself, or
// when it may read (staff scope, not a self scope) a resource that points at it: whoever may
// read a schedule may read the name of its vessel and tour, but nothing else of them. Only the
// declaration's label field is answered, under the same asset limits as the list. Without ids,
// only the assets themselves (resorts, vessels) are listed: the calendars' choice of asset for a
// role that reads bookings but not the resort or vessel records (docs/decisions/resources.md).
import { createRoute, z } from '@hono/zod-openapi';
import { and, inArray, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { hasAllScopes } from '../../../lib/access/scopes';
import { createRouter } from '../../http/router';
import { principalOf, requireAuth } from '../../http/security';
import { errors } from '../../http/errors';
import type { TPrincipal } from '../../http/context';
import type { Db } from '../../db/client';
import { errorResponses, jsonOk } from '../../http/openapi-helpers';
import { readableCondition } from './asset-scope';
import type { TBinding } from './binding';
import { allBindings, bindingOf } from './registry';

const MAX_IDS = 500;

/** The read scopes that grant a resource's names: its own, and the staff read scopes of every
 *  resource with a reference field to it. */
export function nameScopes(target: TBinding): string[] {
  const out = new Set(target.resource.scopes.read);
  for (const b of allBindings()) {
    const refers = Object.values(b.resource.fields).some((f) => (f.type === 'ref' || f.type === 'refList') && f.ref === target.resource.name);
    if (!refers) continue;
    for (const s of b.resource.scopes.read) if (!s.endsWith('.self')) out.add(s);
  }
  return [...out];
}

const mayRead = (p: TPrincipal, scopes: string[]) => scopes.some((s) => hasAllScopes(p.scopes, [s]));

function labelText(value: unknown, lang: 'de' | 'en'): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return String(o[lang] || o.en || o.de || '');
  }
  return value === null || value === undefined ? '' : String(value);
}

/** The resources a record of `resource` may point at: its reference fields' targets and the
 *  assets (resorts, vessels), whose ids asset-limited records carry. */
export function referenceTargets(resource: string): string[] {
  const b = bindingOf(resource);
  const out = new Set(['resort', 'vessel']);
  for (const f of Object.values(b?.resource.fields ?? {})) if ((f.type === 'ref' || f.type === 'refList') && f.ref) out.add(f.ref);
  return [...out].filter((name) => bindingOf(name));
}

/** Names of the records among `ids` in the given resources (no access check: the caller decides
 *  who may see them); an id found in none is left out. */
export async function labelsOf(db: Db, resources: readonly string[], ids: readonly string[], lang: 'de' | 'en'): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const name of resources) {
    const b = bindingOf(name);
    const labelColumn = b?.columns[b.resource.label];
    const wanted = ids.filter((id) => !out.has(id));
    if (!b || !labelColumn || wanted.length === 0) continue;
    const rows = await db.select({ id: b.columns.id, label: labelColumn }).from(b.table as PgTable).where(inArray(b.columns.id, wanted));
    for (const r of rows) out.set(String(r.id), labelText(r.label, lang));
  }
  return out;
}

export const labelRoutes = createRouter();

labelRoutes.openapi(createRoute({
  method: 'get', path: '/api/labels/{resource}', tags: ['Labels'], middleware: [requireAuth()],
  summary: 'Display names of records (ids) for callers that may read the resource or a resource pointing at it',
  request: {
    params: z.object({ resource: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/i) }),
    query: z.object({
      ids: z.string().max(MAX_IDS * 37).transform((v) => v.split(',').filter(Boolean)).pipe(z.array(z.uuid()).max(MAX_IDS)).optional()
        .openapi({ type: 'string', description: `Comma-separated ids (at most ${MAX_IDS}); without: every resort or vessel (assets only)` }),
    }),
  },
  responses: { ...jsonOk(z.array(z.object({ id: z.string(), label: z.string() })), 'Names'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const b = bindingOf(c.req.valid('param').resource);
  if (!b) throw errors.notFound('Unknown resource');
  const p = principalOf(c);
  if (!mayRead(p, nameScopes(b))) throw errors.forbidden();
  const ids = c.req.valid('query').ids;
  const isAsset = b.resource.asset === 'resort-self' || b.resource.asset === 'vessel-self';
  if (!ids && !isAsset) throw errors.validation([{ path: 'ids', message: 'ids are required for this resource' }]);
  if (ids && ids.length === 0) return c.json([], 200);
  const conditions: (SQL | undefined)[] = [readableCondition(b, p), ids ? inArray(b.columns.id, ids) : undefined];
  const labelColumn = b.columns[b.resource.label];
  if (!labelColumn) throw errors.notFound('The resource has no label');
  const rows = await c.get('db').select({ id: b.columns.id, label: labelColumn }).from(b.table as PgTable).where(and(...conditions)).limit(ids ? MAX_IDS : 1000);
  const lang = c.get('lang');
  const out = rows.map((r) => ({ id: String(r.id), label: labelText(r.label, lang) }));
  out.sort((x, y) => x.label.localeCompare(y.label));
  return c.json(out, 200);
});
