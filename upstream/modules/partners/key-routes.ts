// The admin's calls for partner API keys (/config/apikeys): make one (shown once), list, revoke.
import { createRoute, z } from '@hono/zod-openapi';
import { desc, eq } from 'drizzle-orm';
import { now } from '../../clock';
import { agencies, apiKeys } from '../../db/schema';
import { errors } from '../../http/errors';
import { errorResponses, jsonBody, jsonOk } from '../../http/openapi-helpers';
import { createRouter } from '../../http/router';
import { principalOf, requireScopes } from '../../http/security';
import { KEY_SCOPES, keyView, newApiKey } from './keys';

export const keyRoutes = createRouter();
const tags = ['Partner API administration'];
const admin = [requireScopes('admin')];

export const ZApiKey = z.object({
  id: z.uuid(), name: z.string(), prefix: z.string(), scopes: z.array(z.string()), agency: z.uuid().nullable(),
  rateLimitPerMinute: z.number().int(), createdAt: z.string(), lastUsedAt: z.string().nullable(), revokedAt: z.string().nullable(),
}).openapi('PartnerApiKey');
const ZKeyCreate = z.object({
  name: z.string().trim().min(1).max(100),
  scopes: z.array(z.enum(KEY_SCOPES)).min(1).max(KEY_SCOPES.length),
  agency: z.uuid().nullable().optional(),
  rateLimitPerMinute: z.number().int().min(1).max(10_000).optional(),
});

keyRoutes.openapi(createRoute({
  method: 'get', path: '/api/apikeys', tags, middleware: admin,
  summary: 'The partner API keys, revoked ones too (never the key itself: its first characters only)',
  responses: { ...jsonOk(z.object({ keys: z.array(ZApiKey), scopes: z.array(z.string()) }), 'The keys and the scopes a key may hold'), ...errorResponses(401, 403) },
}), async (c) => {
  const rows = await c.get('db').select().from(apiKeys).orderBy(desc(apiKeys.createdAt));
  return c.json({ keys: rows.map(keyView), scopes: [...KEY_SCOPES] }, 200);
});

keyRoutes.openapi(createRoute({
  method: 'post', path: '/api/apikeys', tags, middleware: admin,
  summary: 'Make a partner API key: the key is in this answer only (stored as its SHA-256 digest)',
  request: jsonBody(ZKeyCreate),
  responses: { 201: { content: { 'application/json': { schema: ZApiKey.extend({ key: z.string() }) } }, description: 'The key (keep it: it is never shown again)' }, ...errorResponses(400, 401, 403) },
}), async (c) => {
  const body = c.req.valid('json');
  const p = principalOf(c);
  const made = newApiKey();
  const row = await c.get('db').transaction(async (tx) => {
    if (body.agency) {
      const [a] = await tx.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, body.agency)).limit(1);
      if (!a) throw errors.validation([{ path: 'agency', message: 'No such agency' }]);
    }
    const [inserted] = await tx.insert(apiKeys).values({
      name: body.name, prefix: made.prefix, tokenHash: made.digest, scopes: [...new Set(body.scopes)], agencyId: body.agency ?? null,
      ...(body.rateLimitPerMinute ? { rateLimitPerMinute: body.rateLimitPerMinute } : {}), createdBy: p.userId, createdAt: now(),
    }).returning();
    return inserted;
  });
  c.header('cache-control', 'no-store');
  return c.json({ ...keyView(row), key: made.key }, 201);
});

keyRoutes.openapi(createRoute({
  method: 'delete', path: '/api/apikeys/{id}', tags, middleware: admin,
  summary: 'Revoke a partner API key: from now on it gets 401',
  request: { params: z.object({ id: z.uuid() }) },
  responses: { ...jsonOk(ZApiKey, 'The revoked key'), ...errorResponses(401, 403, 404) },
}), async (c) => {
  const { id } = c.req.valid('param');
  const row = await c.get('db').transaction(async (tx) => {
    const [found] = await tx.select().from(apiKeys).where(eq(apiKeys.id, id)).for('update');
    if (!found) throw errors.notFound('No such API key');
    if (found.revokedAt) return found;
    const [revoked] = await tx.update(apiKeys).set({ revokedAt: now() }).where(eq(apiKeys.id, id)).returning();
    return revoked;
  });
  return c.json(keyView(row), 200);
});
