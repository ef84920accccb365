// Public booking calls (api-calls 7.6, under /api/book): no login. booking/create takes the
// timezone-offset and browser-language headers the spec names (language falls back to the
// browser's). Mounted before the generic /api/book resource.
import { createRoute, z } from '@hono/zod-openapi';
import {
  ZBookingDetail, ZPublicAsset, ZPublicBooking, ZPublicBookingCreate, ZPublicRoom, ZPublicSchedule,
} from '../../../lib/contract/booking-core';
import { ZAssetQuery, ZPublicAddon, ZPublicRoomType, ZPublicVessel } from '../../../lib/contract/public-catalogue';
import { now, today } from '../../clock';
import { createRouter } from '../../http/router';
import { errorResponses, jsonBody, jsonOk } from '../../http/openapi-helpers';
import { clientIp } from '../../http/client-ip';
import { createPublicBooking } from './create';
import { takePublicSlot } from './slot-limit';
import { publicAddons, publicRoomTypes, publicVessels } from './catalogue';
import { publicAssets, publicBooking, publicRooms, publicSchedules } from './read';

export const publicBookingRoutes = createRouter();
const tags = ['Public booking'];
const ZRange = z.object({ dateFrom: z.iso.date(), dateTo: z.iso.date() });

publicBookingRoutes.openapi(createRoute({
  method: 'post', path: '/api/book/booking/create', tags,
  summary: 'Book as a visitor: a draft booking holding its rooms, with its offer number',
  request: {
    ...jsonBody(ZPublicBookingCreate),
    headers: z.object({ 'timezone-offset': z.string().regex(/^-?\d{1,4}$/).optional(), 'browser-language': z.string().max(50).optional() }),
  },
  responses: { 201: { content: { 'application/json': { schema: ZPublicBooking } }, description: 'The booking as the visitor may see it' }, ...errorResponses(400, 403, 404, 409, 429) },
}), async (c) => {
  await takePublicSlot(c.get('db'), clientIp(c));
  const body = c.req.valid('json');
  const detail: z.infer<typeof ZBookingDetail> = await createPublicBooking(c.get('db'), body, now(), { confirmation: true });
  return c.json(await publicBooking(c.get('db'), detail.offerNo!, body.lead.email), 201);
});

publicBookingRoutes.openapi(createRoute({
  method: 'get', path: '/api/book/no/{bookingNo}', tags,
  summary: 'A booking by its number and the lead guest e-mail (query email); 404 otherwise',
  request: { params: z.object({ bookingNo: z.string().min(3).max(50) }), query: z.object({ email: z.email() }) },
  responses: { ...jsonOk(ZPublicBooking, 'The booking'), ...errorResponses(400, 404) },
}), async (c) => {
  return c.json(await publicBooking(c.get('db'), c.req.valid('param').bookingNo, c.req.valid('query').email), 200);
});

publicBookingRoutes.openapi(createRoute({
  method: 'get', path: '/api/book/assets', tags,
  summary: 'Visible resorts and vessels to book',
  responses: jsonOk(z.array(ZPublicAsset), 'Resorts and vessels'),
}), async (c) => c.json(await publicAssets(c.get('db')), 200));

publicBookingRoutes.openapi(createRoute({
  method: 'get', path: '/api/book/rooms', tags,
  summary: 'Visible rooms of a resort or vessel (query asset) with free beds for the dates',
  request: { query: ZRange.extend({ asset: z.uuid() }) },
  responses: { ...jsonOk(z.array(ZPublicRoom), 'Rooms'), ...errorResponses(400) },
}), async (c) => {
  const q = c.req.valid('query');
  return c.json(await publicRooms(c.get('db'), q.asset, q.dateFrom, q.dateTo), 200);
});

publicBookingRoutes.openapi(createRoute({
  method: 'get', path: '/api/book/schedules', tags,
  summary: 'Open departures (query vessel, from)',
  request: { query: z.object({ vessel: z.uuid().optional(), from: z.iso.date().optional() }) },
  responses: { ...jsonOk(z.array(ZPublicSchedule), 'Departures'), ...errorResponses(400) },
}), async (c) => {
  const q = c.req.valid('query');
  return c.json(await publicSchedules(c.get('db'), q.vessel, q.from ?? today()), 200);
});

publicBookingRoutes.openapi(createRoute({
  method: 'get', path: '/api/book/roomTypes', tags,
  summary: 'Visible room types of a visible resort or vessel (query asset)',
  request: { query: ZAssetQuery },
  responses: { ...jsonOk(z.array(ZPublicRoomType), 'Room types'), ...errorResponses(400) },
}), async (c) => c.json(await publicRoomTypes(c.get('db'), c.req.valid('query').asset), 200));

publicBookingRoutes.openapi(createRoute({
  method: 'get', path: '/api/book/vessel', tags,
  summary: 'Visible vessels, or one of them (query id; 404 when hidden or unknown)',
  request: { query: z.object({ id: z.uuid().optional() }) },
  responses: { ...jsonOk(z.array(ZPublicVessel), 'Vessels'), ...errorResponses(400, 404) },
}), async (c) => c.json(await publicVessels(c.get('db'), c.req.valid('query').id), 200));

publicBookingRoutes.openapi(createRoute({
  method: 'get', path: '/api/book/addons', tags,
  summary: 'Active add-ons (supplements) of a visible resort or vessel (query asset), mandatory ones first',
  request: { query: ZAssetQuery },
  responses: { ...jsonOk(z.array(ZPublicAddon), 'Add-ons'), ...errorResponses(400) },
}), async (c) => c.json(await publicAddons(c.get('db'), c.req.valid('query').asset), 200));
