// Price calls: the quote of requested rooms (public booking and the staff wizard, api-calls 7.6
// booking/price) and the price of a stored booking (7.7 price/booking/{id}).
import { createRoute, z } from '@hono/zod-openapi';
import { ZRoomRequest } from '../../../../lib/contract/booking-core';
import { ZPricingResult } from '../../../../lib/contract/pricing';
import { today } from '../../../clock';
import { createRouter } from '../../../http/router';
import { principalOf, requireAuth } from '../../../http/security';
import { errorResponses, jsonBody, jsonOk } from '../../../http/openapi-helpers';
import { quoteRooms } from '../../prices/quote';
import { bookingPriceFacts } from './price-facts';
import { hasScope } from '../../../../lib/access/scopes';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { agencies, commissions } from '../../../db/schema';
import { errors } from '../../../http/errors';
import { creatorAgency } from '../access';
import type { TQuoteContext } from '../../prices/with-specials';

export const priceRoutes = createRouter();

export const ZQuoteRequest = z.strictObject({
  rooms: z.array(ZRoomRequest).min(1).max(20),
  currency: z.string().regex(/^[A-Z]{3}$/).default('EUR'),
  /** Staff (the booking wizard): the agency the booking would be for, its active commission and
   *  its specials in the quote as the saved booking will have them. An agency user's is their own. */
  agency: z.uuid().optional(),
});

/** The agency a quote is for (as create.ts would store it) and its active commission. */
async function agencyTerms(db: Db, agency: string | null): Promise<Pick<TQuoteContext, 'agency' | 'commission'>> {
  if (!agency) return {};
  const [row] = await db.select({ name: commissions.name, value: commissions.value, mode: commissions.mode }).from(agencies)
    .leftJoin(commissions, and(eq(commissions.id, agencies.commission), eq(commissions.isActive, true)))
    .where(eq(agencies.id, agency));
  if (!row) throw errors.validation([{ path: 'agency', message: 'unknown agency' }]);
  const commission = row.name !== null && row.value !== null
    ? { mode: row.mode === 'Absolute' ? 'Absolute' as const : 'PerCent' as const, value: Number(row.value), name: row.name } : null;
  return { agency, commission };
}


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
  if (!p && body.agency) throw errors.validation([{ path: 'agency', message: 'an agency quote needs a login' }]);
  const terms = p && (body.agency || p.agencyId) ? await agencyTerms(c.get('db'), creatorAgency(p, body.agency)) : {};
  return c.json(await quoteRooms(c.get('db'), body.rooms, body.currency, today(), { channel, ...terms }), 200);
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
