// Price calls: the quote of requested rooms (public booking and the staff wizard, api-calls 7.6
// booking/price) and the price of a stored booking (7.7 price/booking/{id}).
import { createRoute, z } from '@hono/zod-openapi';
import { ZRoomRequest } from '../../../lib/contract/booking-core';
import { ZPricingResult } from '../../../lib/contract/pricing';
import { today } from '../../clock';
import { createRouter } from '../../http/router';
import { principalOf, requireAuth } from '../../http/security';
import { errorResponses, jsonBody, jsonOk } from '../system/openapi-helpers';
import { quoteRooms } from './quote';
import { bookingPriceFacts } from '../bookings/price-facts';
import { hasScope } from '../../../lib/access/scopes';

export const priceRoutes = createRouter();

export const ZQuoteRequest = z.strictObject({
  rooms: z.array(ZRoomRequest).min(1).max(20),
  currency: z.string().regex(/^[A-Z]{3}$/).default('EUR'),
});


priceRoutes.openapi(createRoute({
  method: 'post', path: '/api/book/booking/price', tags: ['Public booking'],
  summary: 'Price of rooms, dates and guests with the active price list (no login needed)',
  request: jsonBody(ZQuoteRequest),
  responses: { ...jsonOk(ZPricingResult, 'Calculation lines and totals in minor units'), ...errorResponses(400, 404, 409) },
}), async (c) => {
  const body = c.req.valid('json');
  // The specials of the channel the booking would come from (as create.ts sets it): a visitor
  // books directly, an agency user as the agency, staff (the booking wizard) in the back office.
  const p = c.get('principal');
  const channel = !p ? 'CustomerDirectBooking' : !hasScope(p.scopes, 'bookings.create') && p.agencyId ? 'AgentDirectBooking' : 'Booking';
  return c.json(await quoteRooms(c.get('db'), body.rooms, body.currency, today(), { channel }), 200);
});

priceRoutes.openapi(createRoute({
  method: 'get', path: '/api/price/booking/{id}', tags: ['Prices'], middleware: [requireAuth()],
  summary: 'The price of a stored booking from its rooms and guests',
  request: { params: z.object({ id: z.uuid() }) },
  responses: { ...jsonOk(ZPricingResult, 'Calculation lines and totals'), ...errorResponses(400, 401, 404, 409) },
}), async (c) => {
  // Two statements: the booking's facts (price-facts.ts) and the quote's inputs (quote-inputs.ts).
  const db = c.get('db');
  const { row, rooms, ctx } = await bookingPriceFacts(db, principalOf(c), c.req.valid('param').id, today());
  const req = rooms.map((r) => ({ room: r.roomId, dateFrom: r.dateFrom, dateTo: r.dateTo, guests: r.guests }));
  return c.json(await quoteRooms(db, req, row.currency, today(), ctx), 200);
});
