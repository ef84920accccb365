// GET /api/bookings/agency/payments/{agency} (api-calls 7.4, from, to): the payments on one agency's
// bookings with totals per currency and the agency's credit balances (agency-payments.ts). Here, not in
// the bookings module, because it joins the agency's credits (the credits module stands above bookings).
import { createRoute, z } from '@hono/zod-openapi';
import { ZAgencyPayments, ZDateRangeQuery } from '../../../lib/contract/reports';
import { createRouter } from '../../http/router';
import { errorResponses, jsonOk } from '../../http/openapi-helpers';
import { principalOf, requireAnyScope } from '../../http/security';
import { listAgencyPayments } from './agency-payments';

export const agencyPaymentRoutes = createRouter();

agencyPaymentRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/agency/payments/{agency}', tags: ['Bookings'],
  middleware: [requireAnyScope('agencies.read', 'agencies.self')],
  summary: 'Payments on one agency\'s bookings between from and to (both days included), with totals per currency',
  request: { params: z.object({ agency: z.uuid() }), query: ZDateRangeQuery },
  responses: { ...jsonOk(ZAgencyPayments, 'The payments and totals'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const { from, to } = c.req.valid('query');
  return c.json(await listAgencyPayments({ db: c.get('db'), principal: principalOf(c), agencyId: c.req.valid('param').agency, from, to }), 200);
});
