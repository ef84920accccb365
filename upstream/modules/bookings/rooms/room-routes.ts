// Room changes of a booking (api-calls 7.4): change dates, change room, add and remove guests,
// replace a room's guests (the detail's guest editor; docs/decisions/bookings.md),
// and the booking log. 409 when the new nights or room are taken.
import { createRoute, z } from '@hono/zod-openapi';
import { ZBookingDetail, ZGuest, ZHistoryEntry } from '../../../../lib/contract/booking-core';
import { createRouter } from '../../../http/router';
import { principalOf, requireAuth } from '../../../http/security';
import { errors } from '../../../http/errors';
import { errorResponses, jsonBody, jsonOk } from '../../../http/openapi-helpers';
import { loadBooking } from '../access';
import { listVersions } from '../detail';
import { changeBookingRoom } from './room-changes';
import { assertGuestCustomers } from '../create';

export const bookingRoomRoutes = createRouter();
const tags = ['Bookings'];
const detailOk = jsonOk(ZBookingDetail, 'The booking after the change');
const ZRoomParams = z.object({ id: z.uuid(), roomId: z.uuid() });

bookingRoomRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/rooms/{roomId}/date', tags, middleware: [requireAuth()],
  summary: 'Change the dates of a room of the booking',
  request: { params: ZRoomParams, ...jsonBody(z.strictObject({ dateFrom: z.iso.date(), dateTo: z.iso.date(), roomBookingId: z.uuid().optional() })) },
  responses: { ...detailOk, ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const { id, roomId } = c.req.valid('param');
  const b = c.req.valid('json');
  return c.json(await c.get('db').transaction((tx) => changeBookingRoom(tx, principalOf(c), id, roomId, b.roomBookingId, { dateFrom: b.dateFrom, dateTo: b.dateTo }, 'changeDates')), 200);
});

bookingRoomRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/changeRoom', tags, middleware: [requireAuth()],
  summary: 'Move a booking room (roomBookingId) to another room with the same dates and guests',
  request: { params: z.object({ id: z.uuid() }), ...jsonBody(z.strictObject({ roomBookingId: z.uuid(), room: z.uuid() })) },
  responses: { ...detailOk, ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const { id } = c.req.valid('param');
  const b = c.req.valid('json');
  return c.json(await c.get('db').transaction((tx) => changeBookingRoom(tx, principalOf(c), id, null, b.roomBookingId, { room: b.room }, 'changeRoom')), 200);
});

bookingRoomRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/rooms/{roomId}/customers', tags, middleware: [requireAuth()],
  summary: 'Add guests to a room of the booking (a shared cabin takes a bed more for each)',
  request: { params: ZRoomParams, ...jsonBody(z.strictObject({ guests: z.array(ZGuest).min(1).max(20), roomBookingId: z.uuid().optional() })) },
  responses: { ...detailOk, ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const { id, roomId } = c.req.valid('param');
  const b = c.req.valid('json');
  return c.json(await c.get('db').transaction(async (tx) => {
    await assertGuestCustomers(tx, principalOf(c), b.guests);
    return changeBookingRoom(tx, principalOf(c), id, roomId, b.roomBookingId, { guests: (g) => [...g, ...b.guests] }, 'addCustomer');
  }), 200);
});

bookingRoomRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/rooms/{roomId}/guests', tags, middleware: [requireAuth()],
  summary: 'Replace the guests of a room of the booking (edit names, gender, birthday; a shared cabin takes a bed per guest)',
  request: { params: ZRoomParams, ...jsonBody(z.strictObject({ guests: z.array(ZGuest).max(20), roomBookingId: z.uuid().optional() })) },
  responses: { ...detailOk, ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const { id, roomId } = c.req.valid('param');
  const b = c.req.valid('json');
  return c.json(await c.get('db').transaction(async (tx) => {
    await assertGuestCustomers(tx, principalOf(c), b.guests);
    return changeBookingRoom(tx, principalOf(c), id, roomId, b.roomBookingId, { guests: () => b.guests }, 'changeGuests');
  }), 200);
});

bookingRoomRoutes.openapi(createRoute({
  method: 'delete', path: '/api/bookings/{id}/removeCustomer/{roomId}/{customerId}', tags, middleware: [requireAuth()],
  summary: 'Remove a guest from a room (by customer id, or by position idx for guests without one)',
  request: { params: ZRoomParams.extend({ customerId: z.string().min(1).max(100) }), query: z.object({ idx: z.coerce.number().int().min(0).optional(), roomBookingId: z.uuid().optional() }) },
  responses: { ...detailOk, ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const { id, roomId, customerId } = c.req.valid('param');
  const q = c.req.valid('query');
  const remove = (g: z.infer<typeof ZGuest>[]) => {
    const at = q.idx ?? g.findIndex((x) => x.customer === customerId);
    if (at < 0 || at >= g.length) throw errors.notFound('Guest not in this room');
    return g.filter((_, i) => i !== at);
  };
  return c.json(await c.get('db').transaction((tx) => changeBookingRoom(tx, principalOf(c), id, roomId, q.roomBookingId, { guests: remove }, 'removeCustomer')), 200);
});

bookingRoomRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/{id}/log', tags, middleware: [requireAuth()],
  summary: 'The booking log: every change with who and when (paging)',
  request: { params: z.object({ id: z.uuid() }), query: z.object({ page: z.coerce.number().int().min(0).default(0), size: z.coerce.number().int().min(1).max(200).default(25) }) },
  responses: { ...jsonOk(z.object({ data: z.array(ZHistoryEntry), total: z.number().int(), page: z.number().int(), size: z.number().int() }), 'Log entries, newest first'), ...errorResponses(400, 401, 404) },
}), async (c) => {
  const db = c.get('db');
  const row = await loadBooking(db, principalOf(c), c.req.valid('param').id, 'read');
  const { page, size } = c.req.valid('query');
  const all = await listVersions(db, row.id);
  const data = all.slice(page * size, page * size + size).map((v) => ({ ...v, createdAt: v.createdAt.toISOString() }));
  return c.json({ data, total: all.length, page, size }, 200);
});
