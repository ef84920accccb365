// The admin's calls for webhook endpoints (/config/apikeys): make one (its signing secret shown
// once, stored sealed with the secret box), list, switch on/off, remove; each endpoint's delivery
// log and the replay of one delivery (a new delivery of the same message: same webhook-id).
import { randomBytes } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import { desc, eq } from 'drizzle-orm';
import { now } from '../../clock';
import { apiKeys, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { errors } from '../../http/errors';
import { errorResponses, jsonBody, jsonOk } from '../../http/openapi-helpers';
import { createRouter } from '../../http/router';
import { principalOf, requireScopes } from '../../http/security';
import { sealSecret } from '../../secrets/secret-box';
import { kickDeliveries, WEBHOOK_EVENTS } from './webhook-events';
import { urlAddressProblem } from './webhook-url';

export const webhookRoutes = createRouter();
const tags = ['Partner API administration'];
const admin = [requireScopes('admin')];
const ZId = z.object({ id: z.uuid() });

const ZEndpoint = z.object({
  id: z.uuid(), name: z.string(), url: z.string(), events: z.array(z.string()), apiKey: z.uuid().nullable(), active: z.boolean(),
  createdAt: z.string(), updatedAt: z.string(),
}).openapi('WebhookEndpoint');
const ZDelivery = z.object({
  id: z.uuid(), endpoint: z.uuid(), event: z.string(), eventId: z.uuid(), state: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(), responseStatus: z.number().int().nullable(), lastError: z.string().nullable(), replayOf: z.uuid().nullable(),
  createdAt: z.string(), deliveredAt: z.string().nullable(),
}).openapi('WebhookDelivery');
const ZEndpointCreate = z.object({
  name: z.string().trim().min(1).max(100), url: z.string().trim().min(1).max(2000),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1), apiKey: z.uuid().nullable().optional(),
});
const ZEndpointPatch = z.object({ active: z.boolean().optional(), events: z.array(z.enum(WEBHOOK_EVENTS)).min(1).optional(), name: z.string().trim().min(1).max(100).optional() });

type TEndpointRow = typeof webhookEndpoints.$inferSelect;
type TDeliveryRow = typeof webhookDeliveries.$inferSelect;
const endpointView = (r: TEndpointRow) => ({
  id: r.id, name: r.name, url: r.url, events: r.events, apiKey: r.apiKeyId, active: r.active, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(),
});
const deliveryView = (r: TDeliveryRow) => ({
  id: r.id, endpoint: r.endpointId, event: r.event, eventId: r.eventId, state: r.state as 'pending' | 'delivered' | 'failed', attempts: r.attempts,
  responseStatus: r.responseStatus, lastError: r.lastError, replayOf: r.replayOf, createdAt: r.createdAt.toISOString(), deliveredAt: r.deliveredAt?.toISOString() ?? null,
});

webhookRoutes.openapi(createRoute({
  method: 'get', path: '/api/webhooks', tags, middleware: admin, summary: 'The webhook endpoints and the events they may subscribe to',
  responses: { ...jsonOk(z.object({ endpoints: z.array(ZEndpoint), events: z.array(z.string()) }), 'The endpoints'), ...errorResponses(401, 403) },
}), async (c) => {
  const rows = await c.get('db').select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.createdAt));
  return c.json({ endpoints: rows.map(endpointView), events: [...WEBHOOK_EVENTS] }, 200);
});

webhookRoutes.openapi(createRoute({
  method: 'post', path: '/api/webhooks', tags, middleware: admin,
  summary: 'Add a webhook endpoint: its signing secret (whsec_…) is in this answer only; URLs reaching internal addresses are refused',
  request: jsonBody(ZEndpointCreate),
  responses: { 201: { content: { 'application/json': { schema: ZEndpoint.extend({ secret: z.string() }) } }, description: 'The endpoint and its secret (keep it: it is never shown again)' }, ...errorResponses(400, 401, 403) },
}), async (c) => {
  const body = c.req.valid('json');
  const problem = await urlAddressProblem(body.url);
  if (problem) throw errors.validation([{ path: 'url', message: problem }]);
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  const row = await c.get('db').transaction(async (tx) => {
    if (body.apiKey && !(await tx.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.id, body.apiKey)).limit(1)).length) {
      throw errors.validation([{ path: 'apiKey', message: 'No such API key' }]);
    }
    const [inserted] = await tx.insert(webhookEndpoints).values({
      name: body.name, url: body.url, secretSealed: sealSecret(secret), events: [...new Set(body.events)], apiKeyId: body.apiKey ?? null,
      createdBy: principalOf(c).userId, createdAt: now(), updatedAt: now(),
    }).returning();
    return inserted;
  });
  c.header('cache-control', 'no-store');
  return c.json({ ...endpointView(row), secret }, 201);
});

webhookRoutes.openapi(createRoute({
  method: 'patch', path: '/api/webhooks/{id}', tags, middleware: admin, summary: 'Switch an endpoint on or off, or change its name or events',
  request: { params: ZId, ...jsonBody(ZEndpointPatch) },
  responses: { ...jsonOk(ZEndpoint, 'The endpoint'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const body = c.req.valid('json');
  const [row] = await c.get('db').update(webhookEndpoints).set({ ...body, updatedAt: now() }).where(eq(webhookEndpoints.id, c.req.valid('param').id)).returning();
  if (!row) throw errors.notFound('No such webhook endpoint');
  return c.json(endpointView(row), 200);
});

webhookRoutes.openapi(createRoute({
  method: 'delete', path: '/api/webhooks/{id}', tags, middleware: admin, summary: 'Remove an endpoint with its delivery log',
  request: { params: ZId },
  responses: { ...jsonOk(z.object({ deleted: z.boolean() }), 'Removed'), ...errorResponses(401, 403, 404) },
}), async (c) => {
  const rows = await c.get('db').delete(webhookEndpoints).where(eq(webhookEndpoints.id, c.req.valid('param').id)).returning({ id: webhookEndpoints.id });
  if (!rows.length) throw errors.notFound('No such webhook endpoint');
  return c.json({ deleted: true }, 200);
});

webhookRoutes.openapi(createRoute({
  method: 'get', path: '/api/webhooks/{id}/deliveries', tags, middleware: admin, summary: 'The delivery log of an endpoint, newest first (the last 200)',
  request: { params: ZId },
  responses: { ...jsonOk(z.array(ZDelivery), 'Deliveries with their attempts, last answer and error'), ...errorResponses(401, 403, 404) },
}), async (c) => {
  const db = c.get('db');
  const { id } = c.req.valid('param');
  if (!(await db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(eq(webhookEndpoints.id, id))).length) throw errors.notFound('No such webhook endpoint');
  const rows = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id)).orderBy(desc(webhookDeliveries.createdAt)).limit(200);
  return c.json(rows.map(deliveryView), 200);
});

webhookRoutes.openapi(createRoute({
  method: 'post', path: '/api/webhooks/deliveries/{id}/replay', tags, middleware: admin,
  summary: 'Send one delivery again: a new delivery of the same message (same payload and webhook-id), logged on its own',
  request: { params: ZId },
  responses: { 201: { content: { 'application/json': { schema: ZDelivery } }, description: 'The new delivery (queued)' }, ...errorResponses(401, 403, 404) },
}), async (c) => {
  const row = await c.get('db').transaction(async (tx) => {
    const [orig] = await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, c.req.valid('param').id)).limit(1);
    if (!orig) throw errors.notFound('No such delivery');
    const [made] = await tx.insert(webhookDeliveries).values({
      endpointId: orig.endpointId, event: orig.event, eventId: orig.eventId, payload: orig.payload, replayOf: orig.id, createdAt: now(),
    }).returning();
    return made;
  });
  kickDeliveries([row.id]);
  return c.json(deliveryView(row), 201);
});
