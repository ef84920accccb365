// Report calls of the bookings list level (api-calls 7.4): agency/payments/{agency} (from, to).
import { createRoute, z } from '@hono/zod-openapi';
import { ZAgencyPayments, ZDateRangeQuery } from '../../../lib/contract/reports';
import { createRouter } from '../../http/router';
import { principalOf, requireAnyScope } from '../../http/security';
import { errorResponses, jsonOk } from '../system/openapi-helpers';
import { listAgencyPayments } from './agency-payments';

export const bookingReportRoutes = createRouter();

bookingReportRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/agency/payments/{agency}', tags: ['Bookings'],
  middleware: [requireAnyScope('agencies.read', 'agencies.self')],
  summary: 'Payments on one agency\'s bookings between from and to (both days included), with totals per currency',
  request: { params: z.object({ agency: z.uuid() }), query: ZDateRangeQuery },
  responses: { ...jsonOk(ZAgencyPayments, 'The payments and totals'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const { from, to } = c.req.valid('query');
  return c.json(await listAgencyPayments({ db: c.get('db'), principal: principalOf(c), agencyId: c.req.valid('param').agency, from, to }), 200);
});
