// GET /api/bookings/pace: "on the books" for the coming months against the same day a year before
// (pace.ts; issue 35 item 5). The statistics' access: bookings.read within the assets, an agency
// user its own agency's bookings (the booking access rule in SQL).
import { createRoute } from '@hono/zod-openapi';
import { ZPace, ZPaceQuery } from '../../../lib/contract/statistics-pace';
import { errorResponses, jsonOk } from '../../http/openapi-helpers';
import { createRouter } from '../../http/router';
import { principalOf, requireAnyScope } from '../../http/security';
import { reportRead } from './facts';
import { reportToday } from './filter';
import { pace } from './pace';

export const paceRoutes = createRouter();

paceRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/pace', tags: ['Bookings'], operationId: 'bookingsPace',
  middleware: [requireAnyScope('bookings.read', 'agencies.self')],
  summary: 'On the books: per coming month, the bookings held today for it beside those held for the same month on the same day a year before',
  description: 'months (default 12, from the current month), assets. A booking counts as its version stood at the end of the day (state held: planned, confirmed, split, resolved; its arrival month, guests, nights and total). Money in minor units of the base currency. docs/decisions/statistics.md "On the books".',
  request: { query: ZPaceQuery },
  responses: { ...jsonOk(ZPace, 'The months'), ...errorResponses(400, 401, 403) },
}), async (c) => {
  const q = c.req.valid('query');
  const db = c.get('readDb');
  const today = await reportToday(db, q.assets);
  return c.json(await reportRead(db, (tx) => pace(tx, principalOf(c), q, today)), 200);
});
