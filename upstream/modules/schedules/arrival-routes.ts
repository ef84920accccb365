// GET /api/arrivaldeparture/date/{resort}/{from}/{to} (api-calls 7.7). Without a resort, or with
// one that does not exist or that the caller may not see, the answer is 404 RESORT_NOT_FOUND
// (spec sections 5 and 8). Mounted before the generic /api/arrivaldeparture resource.
import { createRoute, z } from '@hono/zod-openapi';
import { ZArrivalsDepartures } from '../../../lib/contract/schedules';
import { createRouter } from '../../http/router';
import { errors } from '../../http/errors';
import { principalOf, requireAnyScope } from '../../http/security';
import { errorResponses, jsonOk } from '../../http/openapi-helpers';
import { arrivalsDepartures, deskResort } from './arrivals';

export const arrivalRoutes = createRouter();
const tags = ['Arrivals and departures'];
const READ = requireAnyScope('arrivaldeparture.read', 'bookings.read');

arrivalRoutes.openapi(createRoute({
  method: 'get', path: '/api/arrivaldeparture/date/{resort}/{from}/{to}', tags, middleware: [READ],
  summary: 'Arrivals and departures of a resort between from and to (both included)',
  request: { params: z.object({ resort: z.string(), from: z.iso.date(), to: z.iso.date() }) },
  responses: { ...jsonOk(ZArrivalsDepartures, 'Arrivals and departures by day'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const { resort, from, to } = c.req.valid('param');
  const p = principalOf(c);
  const row = await deskResort(c.get('db'), p, resort);
  if (to < from) throw errors.validation([{ path: 'to', message: 'to must not be before from' }]);
  return c.json({ resort: row, from, to, ...(await arrivalsDepartures(c.get('db'), p, row.id, from, to)) }, 200);
});

arrivalRoutes.openapi(createRoute({
  method: 'get', path: '/api/arrivaldeparture/date/{from}/{to}', tags, middleware: [READ],
  summary: 'The lookup without a resort: always 404 RESORT_NOT_FOUND',
  request: { params: z.object({ from: z.string(), to: z.string() }) },
  responses: errorResponses(401, 403, 404),
}), () => {
  throw errors.notFound('RESORT_NOT_FOUND');
});
