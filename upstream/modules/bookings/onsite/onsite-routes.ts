// On-site items of a booking (api-calls 7.4 "onsite", issue 20): the guest's room bill. Literal
// segments (void, dives, payment, move) are registered before the {roomId}/{itemId} shapes.
// Routes parse and call onsite.ts; each write is one transaction and answers the bill.
import { createRoute, z } from '@hono/zod-openapi';
import { ZOnsiteAdd, ZOnsiteBill, ZOnsiteDives, ZOnsiteMove, ZOnsitePayment, ZOnsiteUpdate, ZOnsiteVoid } from '../../../../lib/contract/booking-onsite';
import { now } from '../../../clock';
import { createRouter } from '../../../http/router';
import { principalOf, requireAuth } from '../../../http/security';
import { errorResponses, jsonBody, jsonOk } from '../../../http/openapi-helpers';
import { addOnsiteItem, billDives, moveOnsiteItem, payOnsite, readOnsiteBill, removeOnsiteItems, reverseOnsitePayment, updateOnsiteItem, voidOnsiteItems } from './onsite';

export const bookingOnsiteRoutes = createRouter();
const tags = ['Bookings'];
const ZId = z.object({ id: z.uuid() });
const billOk = jsonOk(ZOnsiteBill, 'The room bill of the booking after the call');
const refused = errorResponses(400, 401, 403, 404, 409);
const ZRb = z.object({ rb: z.uuid().optional().openapi({ description: 'The booking room, when the room is booked more than once' }) });

bookingOnsiteRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/{id}/onsite', tags, middleware: [requireAuth()],
  summary: "The guests' room bill: on-site items (also voided and moved ones), desk payments, per guest what is open and paid",
  request: { params: ZId }, responses: { ...jsonOk(ZOnsiteBill, 'The room bill'), ...errorResponses(401, 403, 404) },
}), async (c) => c.json(await readOnsiteBill(c.get('db'), principalOf(c), c.req.valid('param').id), 200));

bookingOnsiteRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/onsite/void', tags, middleware: [requireAuth()],
  summary: 'Void open on-site items with a reason (they stay on the bill as voided; a paid item needs its payment taken back first)',
  request: { params: ZId, ...jsonBody(ZOnsiteVoid) }, responses: { ...billOk, ...refused },
}), async (c) => {
  const { items, reason } = c.req.valid('json');
  return c.json(await c.get('db').transaction((tx) => voidOnsiteItems(tx, principalOf(c), c.req.valid('param').id, items, reason, now())), 200);
});

bookingOnsiteRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/onsite/dives', tags, middleware: [requireAuth()],
  summary: "Bill the guests' logged dives of this booking not billed yet with a product (PerDive: per dive, PerDiveDay: per day); 409 when there are none",
  request: { params: ZId, ...jsonBody(ZOnsiteDives) }, responses: { ...billOk, ...refused },
}), async (c) => c.json(await c.get('db').transaction((tx) => billDives(tx, principalOf(c), c.req.valid('param').id, c.req.valid('json'))), 200));

bookingOnsiteRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/onsite/payment', tags, middleware: [requireAuth()],
  summary: 'Pay open on-site items at the desk (default: all open items, or those of one guest); the payment pays whole items',
  request: { params: ZId, ...jsonBody(ZOnsitePayment) }, responses: { ...billOk, ...refused },
}), async (c) => c.json(await c.get('db').transaction((tx) => payOnsite(tx, principalOf(c), c.req.valid('param').id, c.req.valid('json'), now())), 200));

bookingOnsiteRoutes.openapi(createRoute({
  method: 'delete', path: '/api/bookings/{id}/onsite/payment/{paymentId}', tags, middleware: [requireAuth()],
  summary: 'Take a desk payment back: it stays on the bill as reversed, its items are open again',
  request: { params: z.object({ id: z.uuid(), paymentId: z.uuid() }) }, responses: { ...billOk, ...refused },
}), async (c) => {
  const { id, paymentId } = c.req.valid('param');
  return c.json(await c.get('db').transaction((tx) => reverseOnsitePayment(tx, principalOf(c), id, paymentId, now())), 200);
});

bookingOnsiteRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/onsite/{onsite}/move', tags, middleware: [requireAuth()],
  summary: 'Move an open on-site item to another guest (of this booking or of `booking`); several guests share its amount',
  request: { params: z.object({ id: z.uuid(), onsite: z.uuid() }), ...jsonBody(ZOnsiteMove) }, responses: { ...billOk, ...refused },
}), async (c) => {
  const { id, onsite } = c.req.valid('param');
  return c.json(await c.get('db').transaction((tx) => moveOnsiteItem(tx, principalOf(c), id, onsite, c.req.valid('json'))), 200);
});

bookingOnsiteRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/onsite/{roomId}', tags, middleware: [requireAuth()],
  summary: "Book an item onto a guest's room bill: a product priced by its rule base, or a custom item",
  request: { params: z.object({ id: z.uuid(), roomId: z.uuid() }), query: ZRb, ...jsonBody(ZOnsiteAdd) }, responses: { ...billOk, ...refused },
}), async (c) => {
  const { id, roomId } = c.req.valid('param');
  return c.json(await c.get('db').transaction((tx) => addOnsiteItem(tx, principalOf(c), id, roomId, c.req.valid('query').rb, c.req.valid('json'))), 200);
});

bookingOnsiteRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/onsite/{roomId}/{itemId}', tags, middleware: [requireAuth()],
  summary: 'Change an open on-site item (units, text, date); a paid one is never changed',
  request: { params: z.object({ id: z.uuid(), roomId: z.uuid(), itemId: z.uuid() }), ...jsonBody(ZOnsiteUpdate) }, responses: { ...billOk, ...refused },
}), async (c) => {
  const { id, roomId, itemId } = c.req.valid('param');
  return c.json(await c.get('db').transaction((tx) => updateOnsiteItem(tx, principalOf(c), id, roomId, itemId, c.req.valid('json'))), 200);
});

bookingOnsiteRoutes.openapi(createRoute({
  method: 'delete', path: '/api/bookings/{id}/onsite/{roomId}', tags, middleware: [requireAuth()],
  summary: 'Delete every open on-site item of a room (query rb); refused when one is paid',
  request: { params: z.object({ id: z.uuid(), roomId: z.uuid() }), query: ZRb }, responses: { ...billOk, ...refused },
}), async (c) => {
  const { id, roomId } = c.req.valid('param');
  return c.json(await c.get('db').transaction((tx) => removeOnsiteItems(tx, principalOf(c), id, roomId, c.req.valid('query').rb)), 200);
});

bookingOnsiteRoutes.openapi(createRoute({
  method: 'delete', path: '/api/bookings/{id}/onsite/{roomId}/{itemId}', tags, middleware: [requireAuth()],
  summary: 'Delete an open on-site item booked by mistake (a paid one is never deleted; void it after taking its payment back)',
  request: { params: z.object({ id: z.uuid(), roomId: z.uuid(), itemId: z.uuid() }) }, responses: { ...billOk, ...refused },
}), async (c) => {
  const { id, roomId, itemId } = c.req.valid('param');
  return c.json(await c.get('db').transaction((tx) => removeOnsiteItems(tx, principalOf(c), id, roomId, undefined, itemId)), 200);
});
