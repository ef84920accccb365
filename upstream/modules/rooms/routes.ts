// Room calls of api-calls 7.3: addBlocker/removeBlocker, usage state ({id}/state/{state} and
// {id}/state?states=a,b which moves to the next state of the list), resort query, free rooms
// (available/{asset}) and rooms of a room type; plus the occupancy cells the calendars draw.
// Mounted before the generic /api/rooms resource.
import { createRoute, z } from '@hono/zod-openapi';
import { eq, sql } from 'drizzle-orm';
import {
  ROOM_USAGE_STATES, ZAvailableRoom, ZBlocker, ZBlockerCreate, ZBlockerRemove, ZDateRangeQuery, ZOccupancyCell,
} from '../../../lib/contract/booking-core';
import { ZOk } from '../../../lib/contract/auth';
import { rooms } from '../../db/schema';
import { createRouter } from '../../http/router';
import { principalOf, requireAnyScope } from '../../http/security';
import { errors } from '../../http/errors';
import { errorResponses, jsonBody, jsonOk } from '../../http/openapi-helpers';
import { assertAsset } from '../bookings/access';
import { loadRoom } from '../inventory/room-facts';
import { addBlocker, removeBlocker } from './blockers';
import { availableRooms, occupancyCells, roomsVisible } from './queries';

export const roomRoutes = createRouter();
const tags = ['Rooms'];
const READ = ['rooms.read', 'vessel.read', 'resort.read', 'bookings.read', 'bookings.create', 'agencies.self'];
const WRITE = ['rooms.update', 'vessel.update', 'resort.update'];

roomRoutes.openapi(createRoute({
  method: 'post', path: '/api/rooms/addBlocker', tags, middleware: [requireAnyScope(...WRITE)],
  summary: 'Block a room for a date range (409 when a booking holds it)', request: jsonBody(ZBlockerCreate),
  responses: { ...jsonOk(ZBlocker, 'The blocker'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const input = c.req.valid('json');
  return c.json(await c.get('db').transaction((tx) => addBlocker(tx, principalOf(c), input)), 200);
});

roomRoutes.openapi(createRoute({
  method: 'post', path: '/api/rooms/removeBlocker', tags, middleware: [requireAnyScope(...WRITE)],
  summary: 'Remove a blocker', request: jsonBody(ZBlockerRemove),
  responses: { ...jsonOk(ZOk, 'Removed'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const { id } = c.req.valid('json');
  await c.get('db').transaction((tx) => removeBlocker(tx, principalOf(c), id));
  return c.json({ ok: true as const }, 200);
});

/** At most this many rooms in `rooms` (the first screen of a calendar is ~20 rows). */
const MAX_ROOM_FILTER = 100;

const ZOccupancyQuery = z.object({
  dateFrom: z.iso.date(), dateTo: z.iso.date(), resort: z.uuid().optional(), vessel: z.uuid().optional(),
  /** Comma-separated room ids: only these rooms (a calendar's first screen, rendered with the page). */
  rooms: z.string().transform((v) => v.split(',').filter(Boolean)).pipe(z.array(z.uuid()).min(1).max(MAX_ROOM_FILTER)).optional()
    .openapi({ type: 'string', description: `Comma-separated room ids (1-${MAX_ROOM_FILTER})` }),
  /** Only the first n rooms in the order of /api/rooms/available (by name): a calendar's first screen. */
  firstRooms: z.coerce.number().int().min(1).max(MAX_ROOM_FILTER).optional(),
}).refine((q) => q.dateTo > q.dateFrom, { message: 'dateTo must be after dateFrom', path: ['dateTo'] });

roomRoutes.openapi(createRoute({
  method: 'get', path: '/api/rooms/occupancy', tags, middleware: [requireAnyScope(...READ)],
  summary: 'Taken beds of a resort or vessel in a date range (calendar cells)',
  description: 'A booking the caller may not read (GET /api/bookings/{id}) shows only as a taken range: no booking, number, title or state.',
  request: { query: ZOccupancyQuery },
  responses: { ...jsonOk(z.array(ZOccupancyCell), 'Cells'), ...errorResponses(400, 401, 403) },
}), async (c) => {
  const q = c.req.valid('query');
  if (!q.resort && !q.vessel) throw errors.validation([{ path: 'resort', message: 'resort or vessel is required' }]);
  const p = principalOf(c);
  assertAsset(p, q.resort ?? null, q.vessel ?? null);
  return c.json(await occupancyCells(c.get('db'), p, q, q.dateFrom, q.dateTo, { ids: q.rooms, first: q.firstRooms }), 200);
});

roomRoutes.openapi(createRoute({
  method: 'get', path: '/api/rooms/available/{id}', tags, middleware: [requireAnyScope(...READ)],
  summary: 'Rooms of a resort or vessel (id) with their free beds for a date range',
  request: { params: z.object({ id: z.uuid() }), query: ZDateRangeQuery },
  responses: { ...jsonOk(z.array(ZAvailableRoom), 'Rooms'), ...errorResponses(400, 401, 403) },
}), async (c) => {
  const { id } = c.req.valid('param');
  const { dateFrom, dateTo } = c.req.valid('query');
  const asset = sql`(r.resort = ${id} OR r.vessel = ${id})`;
  assertAsset(principalOf(c), id, id);
  return c.json(await availableRooms(c.get('db'), {}, dateFrom, dateTo, asset), 200);
});

roomRoutes.openapi(createRoute({
  method: 'get', path: '/api/rooms/roomtype/{id}', tags, middleware: [requireAnyScope(...READ)],
  summary: 'Rooms of a room type (with free beds when dateFrom and dateTo are given)',
  request: { params: z.object({ id: z.uuid() }), query: z.object({ dateFrom: z.iso.date().optional(), dateTo: z.iso.date().optional() }) },
  responses: { ...jsonOk(z.array(ZAvailableRoom), 'Rooms'), ...errorResponses(400, 401, 403) },
}), async (c) => {
  const { id } = c.req.valid('param');
  const q = c.req.valid('query');
  const from = q.dateFrom ?? '1900-01-01';
  const to = q.dateTo ?? '1900-01-02';
  // A room type names no asset in the path: the rooms are limited to the caller's assets here.
  return c.json(await availableRooms(c.get('db'), {}, from, to, sql`r.room_type = ${id} AND ${roomsVisible(principalOf(c))}`), 200);
});

roomRoutes.openapi(createRoute({
  method: 'get', path: '/api/rooms/resort', tags, middleware: [requireAnyScope(...READ)],
  summary: 'Rooms of a resort (query resort; with free beds when dateFrom and dateTo are given)',
  request: { query: z.object({ resort: z.uuid(), dateFrom: z.iso.date().optional(), dateTo: z.iso.date().optional() }) },
  responses: { ...jsonOk(z.array(ZAvailableRoom), 'Rooms'), ...errorResponses(400, 401, 403) },
}), async (c) => {
  const q = c.req.valid('query');
  assertAsset(principalOf(c), q.resort, null);
  return c.json(await availableRooms(c.get('db'), { resort: q.resort }, q.dateFrom ?? '1900-01-01', q.dateTo ?? '1900-01-02'), 200);
});

const ZStateOk = z.object({ id: z.uuid(), usageState: z.enum(ROOM_USAGE_STATES) });
async function setUsage(db: Parameters<typeof loadRoom>[0], p: ReturnType<typeof principalOf>, id: string, pick: (current: string) => string) {
  return db.transaction(async (tx) => {
    const room = await loadRoom(tx, id);
    assertAsset(p, room.resort, room.vessel);
    const [cur] = await tx.select({ usageState: rooms.usageState }).from(rooms).where(eq(rooms.id, id)).for('update');
    const next = pick(String(cur.usageState ?? 'clean'));
    await tx.update(rooms).set({ usageState: next } as never).where(eq(rooms.id, id));
    return { id, usageState: next as (typeof ROOM_USAGE_STATES)[number] };
  });
}

roomRoutes.openapi(createRoute({
  method: 'post', path: '/api/rooms/{id}/state/{state}', tags, middleware: [requireAnyScope(...WRITE)],
  summary: 'Set the usage state (clean, dirty, inspected, maintenance)',
  request: { params: z.object({ id: z.uuid(), state: z.enum(ROOM_USAGE_STATES) }) },
  responses: { ...jsonOk(ZStateOk, 'The new state'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const { id, state } = c.req.valid('param');
  return c.json(await setUsage(c.get('db'), principalOf(c), id, () => state), 200);
});

roomRoutes.openapi(createRoute({
  method: 'post', path: '/api/rooms/{id}/state', tags, middleware: [requireAnyScope(...WRITE)],
  summary: 'Move to the next usage state of the list (query states, comma separated)',
  request: { params: z.object({ id: z.uuid() }), query: z.object({ states: z.string().transform((s) => s.split(',').map((x) => x.trim())).pipe(z.array(z.enum(ROOM_USAGE_STATES)).min(1)) }) },
  responses: { ...jsonOk(ZStateOk, 'The new state'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const { id } = c.req.valid('param');
  const { states } = c.req.valid('query');
  return c.json(await setUsage(c.get('db'), principalOf(c), id, (cur) => states[(states.indexOf(cur as never) + 1) % states.length]), 200);
});
