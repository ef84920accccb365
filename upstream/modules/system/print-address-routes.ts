// The print address of api-calls 7.13 (print-address.ts): a signed-in caller is sent on (303) to
// the printout's own call with the query it came with; that call checks access, so this one
// needs no more than a login and reveals nothing.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { errors } from '../../http/errors';
import { requireAuth } from '../../http/security';
import { errorResponses } from '../../http/openapi-helpers';
import { PRINT_TYPES, printPath } from './print-address';

export const printAddressRoutes = createRouter();
const SEGMENT = z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/);

printAddressRoutes.openapi(createRoute({
  method: 'get', path: '/api/p/r/{type}/{template}/{context}', tags: ['System'], middleware: [requireAuth()], operationId: 'printAddress',
  summary: 'One address for every printout: redirects (303) to the printout of the type (booking, agency, schedule, vessellist, resort, guestform) with the template, of the record named by context',
  description: 'booking: invoice, xrechnung, facturx, confirmation or voucher of a booking id or number; agency: datasheet or statement; schedule: cabins, manifest or a vessel list id; vessellist: a list id with a departure as context; resort: arrivals, departures or arrivalsDepartures; guestform: form. The query (from, to, force) is passed on.',
  request: { params: z.object({ type: z.enum(PRINT_TYPES), template: SEGMENT, context: SEGMENT }) },
  responses: { 303: { description: 'The printout\'s own address in Location' }, ...errorResponses(400, 401, 404) },
}), (c) => {
  const { type, template, context } = c.req.valid('param');
  const path = printPath(type, template, context);
  if (!path) throw errors.notFound(`No ${type} printout named ${template}`);
  const query = new URL(c.req.url).searchParams;
  query.delete('template');
  const rest = query.toString();
  return c.redirect(rest ? `${path}${path.includes('?') ? '&' : '?'}${rest}` : path, 303);
});
