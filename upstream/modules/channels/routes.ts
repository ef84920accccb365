// The channel calls of api-calls 7.4 and 7.14 (issue 37): the update log (otaupdates, the
// unread count, a booking's updates, markRead) behind the feature ota; the bookings that came
// from a system (external/{system}, search/{system}) and the master bookings
// (/api/master/{system}/booking[/{id}]) behind assetMaster or ota. Fixed paths under /api/bookings
// and /api/master: mounted before the generic {id} routes (modules/index.ts).
import { createRoute, z } from '@hono/zod-openapi';
import { now } from '../../clock';
import { errors } from '../../http/errors';
import { createRouter } from '../../http/router';
import { principalOf, requireAnyScope, requireScopes } from '../../http/security';
import { errorResponses, jsonOk } from '../../http/openapi-helpers';
import { loadBooking } from '../bookings/access';
import { trySendJob } from '../../jobs/sender';
import { CHANNEL_SYSTEMS, connectionById } from './connections';
import { CHANNEL_PUSH } from './jobs';
import { pullConnection } from './pull';
import { pushConnection } from './push';
import { pushRates } from './push-rates';
import { channelManagerView } from './export-view';
import { connectionStates } from './connection-state';
import { channelBooking, listChannelBookings } from './master-queries';
import { listUpdates, markRead, unreadSummary } from './log-queries';
import { assertFeature } from './feature';
import { masterGuestformRoutes } from './master-guestforms';

export const channelRoutes = createRouter();
const tags = ['Channels'];


const ZUpdate = z.object({
  id: z.uuid(), system: z.string(), connectionId: z.uuid().nullable(), direction: z.enum(['in', 'out']), kind: z.string(),
  externalId: z.string().nullable(), revision: z.string(), bookingId: z.uuid().nullable(), bookingNo: z.string().nullable(), bookingTitle: z.string().nullable(),
  state: z.string(), message: z.string().nullable(), attempts: z.number().int(), reference: z.string().nullable(), source: z.string().nullable(),
  read: z.boolean(), readAt: z.string().nullable(), createdAt: z.string(), appliedAt: z.string().nullable(),
}).openapi('ChannelUpdate');
const ZPaging = { page: z.coerce.number().int().min(1).max(1_000_000).default(1), size: z.coerce.number().int().min(0).max(200).default(25) };
const ZDay = z.iso.date();
const ZBool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

channelRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/otaupdates', tags, middleware: [requireScopes('bookings.read')],
  summary: 'The channels\' update log: inbound revisions and outbound pushes, unread first, newest first (feature ota)',
  request: { query: z.object({ ...ZPaging, state: z.enum(['applied', 'refused', 'stale', 'failed', 'pending', 'sent', 'cleared']).optional(), direction: z.enum(['in', 'out']).optional(),
    system: z.string().max(100).optional(), unread: ZBool.optional(), booking: z.uuid().optional(), from: ZDay.optional(), to: ZDay.optional() }) },
  responses: { ...jsonOk(z.object({ data: z.array(ZUpdate), total: z.number().int(), page: z.number().int(), size: z.number().int() }), 'A page of updates'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const db = c.get('db');
  await assertFeature(db, 'ota');
  const { page, size, ...f } = c.req.valid('query');
  return c.json(await listUpdates(db, principalOf(c), f, page, size), 200);
});

channelRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/unreadotaupdates', tags, middleware: [requireScopes('bookings.read')],
  summary: 'How many channel updates are unread, and the five newest of them (feature ota)',
  responses: { ...jsonOk(z.object({ count: z.number().int(), latest: z.array(ZUpdate) }), 'The unread count and the latest unread'), ...errorResponses(401, 403, 404) },
}), async (c) => {
  const db = c.get('db');
  await assertFeature(db, 'ota');
  return c.json(await unreadSummary(db, principalOf(c)), 200);
});

channelRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/markRead/{id}', tags, middleware: [requireScopes('bookings.update')],
  summary: 'Marks one channel update read (its id from otaupdates)',
  request: { params: z.object({ id: z.uuid() }) },
  responses: { ...jsonOk(ZUpdate, 'The update, read'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const db = c.get('db');
  await assertFeature(db, 'ota');
  const row = await markRead(db, principalOf(c), c.req.valid('param').id, now());
  if (!row) throw errors.notFound('Update not found');
  return c.json(row, 200);
});

channelRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/{id}/otaupdates', tags, middleware: [requireScopes('bookings.read')],
  summary: 'The channel updates of one booking, newest first (feature ota)',
  request: { params: z.object({ id: z.uuid() }) },
  responses: { ...jsonOk(z.array(ZUpdate), 'The booking\'s updates'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const db = c.get('db');
  await assertFeature(db, 'ota');
  const p = principalOf(c);
  const { id } = c.req.valid('param');
  await loadBooking(db, p, id, 'read');
  return c.json((await listUpdates(db, p, { booking: id }, 1, 0)).data, 200);
});

const ZChannelBooking = z.object({
  system: z.string(), externalId: z.string(), connectionId: z.uuid().nullable(), lastRevision: z.string(), status: z.string(),
  reference: z.string().nullable(), source: z.string().nullable(), guest: z.string().nullable(), amount: z.number().int().nullable(), currency: z.string().nullable(),
  bookingId: z.uuid(), bookingNo: z.string().nullable(), title: z.string().nullable(), state: z.string(), dateFrom: z.string().nullable(), dateTo: z.string().nullable(),
  createdAt: z.string(), updatedAt: z.string(),
}).openapi('ChannelBooking');
const ZChannelPage = z.object({ data: z.array(ZChannelBooking), total: z.number().int(), page: z.number().int(), size: z.number().int() });
const ZSystem = z.object({ system: z.string().min(1).max(100) });

channelRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/external/{system}', tags, middleware: [requireScopes('bookings.read')],
  summary: 'The bookings that came from a system (a channel manager), with the channel\'s reference (feature ota)',
  request: { params: ZSystem, query: z.object(ZPaging) },
  responses: { ...jsonOk(ZChannelPage, 'A page of the system\'s bookings'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const db = c.get('db');
  await assertFeature(db, 'ota', 'assetMaster');
  const q = c.req.valid('query');
  return c.json(await listChannelBookings(db, principalOf(c), c.req.valid('param').system, q.page, q.size), 200);
});

channelRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/search/{system}', tags, middleware: [requireScopes('bookings.read')],
  summary: 'Searches a system\'s bookings by its booking id, the OTA\'s reference or the guest\'s name (feature ota)',
  request: { params: ZSystem, query: z.object({ ...ZPaging, query: z.string().trim().min(1).max(100) }) },
  responses: { ...jsonOk(ZChannelPage, 'Matching bookings'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const db = c.get('db');
  await assertFeature(db, 'ota', 'assetMaster');
  const q = c.req.valid('query');
  return c.json(await listChannelBookings(db, principalOf(c), c.req.valid('param').system, q.page, q.size, q.query), 200);
});

channelRoutes.openapi(createRoute({
  method: 'get', path: '/api/master/{system}/booking', tags, middleware: [requireScopes('bookings.read')],
  summary: 'Master bookings: a system\'s bookings with ours (feature assetMaster or ota)',
  request: { params: ZSystem, query: z.object({ ...ZPaging, search: z.string().trim().max(100).optional() }) },
  responses: { ...jsonOk(ZChannelPage, 'A page of master bookings'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const db = c.get('db');
  await assertFeature(db, 'assetMaster', 'ota');
  const q = c.req.valid('query');
  return c.json(await listChannelBookings(db, principalOf(c), c.req.valid('param').system, q.page, q.size, q.search || undefined), 200);
});

channelRoutes.openapi(createRoute({
  method: 'get', path: '/api/master/{system}/booking/{id}', tags, middleware: [requireScopes('bookings.read')],
  summary: 'One master booking by the system\'s booking id: the channel\'s booking, ours and every revision received',
  request: { params: ZSystem.extend({ id: z.string().min(1).max(200) }) },
  responses: { ...jsonOk(ZChannelBooking.extend({ updates: z.array(z.object({ id: z.uuid(), kind: z.string(), revision: z.string(), state: z.string(), message: z.string().nullable(), createdAt: z.string() })) }), 'The master booking'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const db = c.get('db');
  await assertFeature(db, 'assetMaster', 'ota');
  const { system, id } = c.req.valid('param');
  const row = await channelBooking(db, principalOf(c), system, id);
  if (!row) throw errors.notFound('Master booking not found');
  return c.json(row, 200);
});

channelRoutes.openapi(createRoute({
  method: 'post', path: '/api/systemconnection/{id}/pull', tags, middleware: [requireScopes('systemconnection.update')],
  summary: 'Pulls a channel connection\'s booking changes now (as the job does every minute), then pushes availability',
  request: { params: z.object({ id: z.uuid() }) },
  responses: {
    ...jsonOk(z.object({ applied: z.number().int(), refused: z.number().int(), stale: z.number().int(), repeats: z.number().int(), failed: z.number().int(), acked: z.number().int() }), 'What the pull applied'),
    ...errorResponses(400, 401, 403, 404, 502),
  },
}), async (c) => {
  const db = c.get('db');
  await assertFeature(db, 'ota');
  const conn = await connectionById(db, c.req.valid('param').id);
  if (!conn || !(CHANNEL_SYSTEMS as readonly string[]).includes(conn.system)) throw errors.notFound('No active channel connection');
  let pulled;
  try {
    pulled = await pullConnection(db, conn, now());
  } catch (err) {
    throw errors.badGateway('CHANNEL_UNREACHABLE', err instanceof Error ? err.message : String(err));
  }
  // Our own new bookings change what every channel may sell: the push job runs right away.
  if (pulled.applied > 0) await trySendJob(CHANNEL_PUSH, {});
  return c.json({ applied: pulled.applied, refused: pulled.refused, stale: pulled.stale, repeats: pulled.repeats, failed: pulled.failed, acked: pulled.acked }, 200);
});

channelRoutes.openapi(createRoute({
  method: 'get', path: '/api/systemconnection/channels', tags, middleware: [requireAnyScope('suapi.read', 'suapi.all', 'systemconnection.read')],
  summary: 'The channel connections with their state: on or off, last revision in, last availability and rates push, a current failure, a failed pull not cleared yet (feature ota)',
  responses: {
    ...jsonOk(z.array(z.object({
      id: z.uuid(), name: z.string(), system: z.string(), url: z.string().nullable(), isActive: z.boolean(), lastIn: z.string().nullable(), lastPush: z.string().nullable(), lastRates: z.string().nullable(),
      lastFailure: z.object({ at: z.string(), message: z.string().nullable() }).nullable(),
      pullFailure: z.object({ at: z.string(), message: z.string().nullable(), attempts: z.number().int() }).nullable(), unread: z.number().int(),
    })), 'The channel connections'),
    ...errorResponses(401, 403, 404),
  },
}), async (c) => {
  const db = c.get('db');
  await assertFeature(db, 'ota');
  return c.json(await connectionStates(db), 200);
});

const ZPushOutcome = z.object({ state: z.enum(['sent', 'failed', 'nothing']), values: z.number().int(), from: z.string().optional(), to: z.string().optional(), message: z.string().optional() });

channelRoutes.openapi(createRoute({
  method: 'get', path: '/api/systemconnection/channels/export', tags, middleware: [requireScopes('vessel.update')],
  summary: 'The channel manager (/export): per channel connection the mapped room types (availableToOTA, sold by the bed) and rate plans, and the last pushes of availability and rates with their state (feature vessel or ota)',
  responses: {
    ...jsonOk(z.array(z.object({
      id: z.uuid(), name: z.string(), system: z.string(), isActive: z.boolean(),
      roomTypes: z.array(z.object({ channelId: z.string(), roomTypeId: z.string(), name: z.string().nullable(), availableToOTA: z.number().int().nullable(), byBed: z.boolean() })),
      ratePlans: z.array(z.object({ channelId: z.string(), roomTypeId: z.string(), name: z.string().nullable() })),
      pushes: z.array(z.object({ id: z.uuid(), kind: z.string(), state: z.string(), at: z.string(), message: z.string().nullable(), count: z.number().int().nullable(), from: z.string().nullable(), to: z.string().nullable(), attempts: z.number().int() })),
    }).openapi('ChannelManagerConnection')), 'The channel connections with their mapping and last pushes'),
    ...errorResponses(401, 403, 404),
  },
}), async (c) => {
  const db = c.get('db');
  await assertFeature(db, 'vessel', 'ota');
  return c.json(await channelManagerView(db), 200);
});

channelRoutes.openapi(createRoute({
  method: 'post', path: '/api/systemconnection/{id}/push', tags, middleware: [requireAnyScope('vessel.update', 'systemconnection.update')],
  summary: 'Pushes a channel connection\'s availability (the whole window) and rates now, as the jobs do every minute; each push is in the update log',
  request: { params: z.object({ id: z.uuid() }) },
  responses: { ...jsonOk(z.object({ availability: ZPushOutcome, rates: ZPushOutcome }), 'What was pushed'), ...errorResponses(400, 401, 403, 404, 502) },
}), async (c) => {
  const db = c.get('db');
  await assertFeature(db, 'vessel', 'ota');
  const conn = await connectionById(db, c.req.valid('param').id);
  if (!conn || !(CHANNEL_SYSTEMS as readonly string[]).includes(conn.system)) throw errors.notFound('No active channel connection');
  const at = now();
  try {
    const availability = await pushConnection(db, conn, at, { full: true });
    const rates = await pushRates(db, conn, at, { force: true });
    return c.json({ availability, rates }, 200);
  } catch (err) {
    throw errors.badGateway('CHANNEL_UNREACHABLE', err instanceof Error ? err.message : String(err));
  }
});

channelRoutes.route('/', masterGuestformRoutes);
