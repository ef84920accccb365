// The booking operations of issue 20 (api-calls 7.4): rebook, revertRebook, splitByCustomer,
// resolved, lockUnlockRoom, change, rooms, changeCustomer, ref, DELETE ref/{ref} and the move of
// a departure. Routes parse and call; each call is one transaction with one version per booking
// it changes; who may do what is the one rule of allowed-actions.ts.
import { createRoute, z } from '@hono/zod-openapi';
import { ZBookingDetail } from '../../../../lib/contract/booking-core';
import { ZBookingDataChange, ZChangeCustomer, ZMoveAnswer, ZRebook, ZRebookSchedule, ZReference, ZRoomsChange, ZSplit } from '../../../../lib/contract/booking-ops';
import { now } from '../../../clock';
import { createRouter } from '../../../http/router';
import { principalOf, requireAuth } from '../../../http/security';
import { errorResponses, jsonBody, jsonOk } from '../../../http/openapi-helpers';
import { applyAction } from '../actions';
import { addReference, changeBookingData, changeCustomer, changeRooms, lockUnlockRoom, removeReference } from './edits';
import { moveDeparture } from './move-departure';
import { rebookBooking, revertRebook } from './rebook';
import { splitByCustomer } from './split';

export const bookingOpsRoutes = createRouter();
const tags = ['Bookings'];
const ZId = z.object({ id: z.uuid() });
const detailOk = jsonOk(ZBookingDetail, 'The booking after the operation');
const refused = errorResponses(400, 401, 403, 404, 409, 422);

bookingOpsRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/move/{schedule}', tags, middleware: [requireAuth()],
  summary: 'Move every booking of a departure (query from) to this departure of the same vessel: all or nothing, 409 when a cabin is taken',
  request: { params: z.object({ schedule: z.uuid() }), query: z.object({ from: z.uuid() }) },
  responses: { ...jsonOk(ZMoveAnswer, 'The bookings moved, and those kept because a room is locked'), ...refused },
}), async (c) => {
  const { schedule } = c.req.valid('param');
  const { from } = c.req.valid('query');
  return c.json(await c.get('db').transaction((tx) => moveDeparture(tx, principalOf(c), from, schedule, now())), 200);
});

bookingOpsRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/rebook/{schedule}', tags, middleware: [requireAuth()],
  summary: 'Rebook to another departure: a new booking takes the cabins on its nights; this one becomes rebooked and points to it',
  request: { params: z.object({ id: z.uuid(), schedule: z.uuid() }), body: { content: { 'application/json': { schema: ZRebookSchedule } }, required: false } },
  responses: { ...jsonOk(ZBookingDetail, 'The new booking'), ...refused },
}), async (c) => {
  const { id, schedule } = c.req.valid('param');
  const body = c.req.valid('json') ?? {};
  return c.json(await c.get('db').transaction((tx) => rebookBooking(tx, principalOf(c), id, { schedule, rooms: body.rooms }, now())), 200);
});

bookingOpsRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/rebook', tags, middleware: [requireAuth()],
  summary: 'Rebook to other dates or rooms: a new booking takes them; this one becomes rebooked and points to it',
  request: { params: ZId, ...jsonBody(ZRebook) },
  responses: { ...jsonOk(ZBookingDetail, 'The new booking'), ...refused },
}), async (c) => {
  const { id } = c.req.valid('param');
  const body = c.req.valid('json');
  return c.json(await c.get('db').transaction((tx) => rebookBooking(tx, principalOf(c), id, body, now())), 200);
});

bookingOpsRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/revertRebook', tags, middleware: [requireAuth()],
  summary: 'Undo a rebook: the new booking is deleted, this one gets its state and rooms back (409 when they are taken)',
  request: { params: ZId }, responses: { ...detailOk, ...refused },
}), async (c) => {
  const { id } = c.req.valid('param');
  return c.json(await c.get('db').transaction((tx) => revertRebook(tx, principalOf(c), id, now())), 200);
});

bookingOpsRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/splitByCustomer', tags, middleware: [requireAuth()],
  summary: 'Split: the guests named move to a new confirmed booking with their rooms; this one becomes splitted and keeps the others',
  request: { params: ZId, ...jsonBody(ZSplit) }, responses: { ...jsonOk(ZBookingDetail, 'The new booking'), ...refused },
}), async (c) => {
  const { id } = c.req.valid('param');
  const { guests } = c.req.valid('json');
  return c.json(await c.get('db').transaction((tx) => splitByCustomer(tx, principalOf(c), id, guests, now())), 200);
});

bookingOpsRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/resolved', tags, middleware: [requireAuth()],
  summary: 'Resolve: everything settled and the stay over (409 STAY_NOT_OVER or NOT_SETTLED otherwise)',
  request: { params: ZId }, responses: { ...detailOk, ...refused },
}), async (c) => {
  const { id } = c.req.valid('param');
  return c.json(await c.get('db').transaction((tx) => applyAction(tx, principalOf(c), id, 'resolved', now())), 200);
});

bookingOpsRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/lockUnlockRoom/{roomBooking}', tags, middleware: [requireAuth()],
  summary: 'Lock or unlock a room of the booking: a locked room is never moved by operations',
  request: { params: z.object({ id: z.uuid(), roomBooking: z.uuid() }) }, responses: { ...detailOk, ...refused },
}), async (c) => {
  const { id, roomBooking } = c.req.valid('param');
  return c.json(await c.get('db').transaction((tx) => lockUnlockRoom(tx, principalOf(c), id, roomBooking, now())), 200);
});

bookingOpsRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/change', tags, middleware: [requireAuth()],
  summary: "Change the booking's data (title, customer, agency, source, category, tour, reference, language)",
  request: { params: ZId, ...jsonBody(ZBookingDataChange) }, responses: { ...detailOk, ...refused },
}), async (c) => {
  const { id } = c.req.valid('param');
  const body = c.req.valid('json');
  return c.json(await c.get('db').transaction((tx) => changeBookingData(tx, principalOf(c), id, body, now())), 200);
});

bookingOpsRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/rooms', tags, middleware: [requireAuth()],
  summary: 'Change several rooms at once (other room, other nights); rooms may swap; 409 when taken or locked',
  request: { params: ZId, ...jsonBody(ZRoomsChange) }, responses: { ...detailOk, ...refused },
}), async (c) => {
  const { id } = c.req.valid('param');
  const { rooms } = c.req.valid('json');
  return c.json(await c.get('db').transaction((tx) => changeRooms(tx, principalOf(c), id, rooms, now())), 200);
});

bookingOpsRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/changeCustomer', tags, middleware: [requireAuth()],
  summary: 'Replace the guest at a place (room, idx) by another customer (from: the customer expected there)',
  request: { params: ZId, ...jsonBody(ZChangeCustomer) }, responses: { ...detailOk, ...refused },
}), async (c) => {
  const { id } = c.req.valid('param');
  const body = c.req.valid('json');
  return c.json(await c.get('db').transaction((tx) => changeCustomer(tx, principalOf(c), id, body, now())), 200);
});

bookingOpsRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/ref', tags, middleware: [requireAuth()],
  summary: 'Add an external reference (a partner system number) to the booking',
  request: { params: ZId, ...jsonBody(ZReference) }, responses: { ...detailOk, ...refused },
}), async (c) => {
  const { id } = c.req.valid('param');
  const { ref } = c.req.valid('json');
  return c.json(await c.get('db').transaction((tx) => addReference(tx, principalOf(c), id, ref, now())), 200);
});

bookingOpsRoutes.openapi(createRoute({
  method: 'delete', path: '/api/bookings/{id}/ref/{ref}', tags, middleware: [requireAuth()],
  summary: 'Remove an external reference of the booking',
  request: { params: z.object({ id: z.uuid(), ref: z.string().min(1).max(200) }) }, responses: { ...detailOk, ...refused },
}), async (c) => {
  const { id, ref } = c.req.valid('param');
  return c.json(await c.get('db').transaction((tx) => removeReference(tx, principalOf(c), id, ref, now())), 200);
});
