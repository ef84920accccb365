// The club area's own call beyond what it reuses (GET /api/customers/dashboard for bookings and
// guest forms, /api/loyalty/self, /api/users/self and its password): the member's invoices.
import { createRoute } from '@hono/zod-openapi';
import { ZClubInvoices } from '../../../lib/contract/loyalty';
import { createRouter } from '../../http/router';
import { errors } from '../../http/errors';
import { principalOf, requireScopes } from '../../http/security';
import { errorResponses, jsonOk } from '../../http/openapi-helpers';
import { memberInvoices } from './club-invoices';

export const clubRoutes = createRouter();

clubRoutes.openapi(createRoute({
  method: 'get', path: '/api/club/invoices', tags: ['Club'], middleware: [requireScopes('customers.self')], operationId: 'clubInvoices',
  summary: 'The invoices and credit notes of the bookings the caller (a customer) made, newest first',
  responses: { ...jsonOk(ZClubInvoices, 'Invoices'), ...errorResponses(401, 403, 404) },
}), async (c) => {
  const p = principalOf(c);
  if (!p.customerId) throw errors.notFound('No customer record for this login');
  return c.json({ items: await memberInvoices(c.get('db'), p, p.customerId) }, 200);
});
