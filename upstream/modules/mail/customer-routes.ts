// Mails to customers (api-calls 7.11): sendMail and {customer}/loyality/test/{mail}. Mounted with
// the mail module's routes, before the generic /api/customers resource. The caller must be able
// to change every customer named (the customers module's own access rule).
import { createRoute, z } from '@hono/zod-openapi';
import { ZCustomerMailTest, ZCustomerQueuedMails, ZCustomerSendMail, ZQueuedMails } from '../../../lib/contract/mail';
import { createRouter } from '../../http/router';
import { principalOf, requireScopes } from '../../http/security';
import { customerContext, loadCustomer } from '../customers/access';
import { errorResponses, jsonOk } from '../../http/openapi-helpers';
import { sendCustomerMail, testCustomerMail } from './customer-mail';
import type { customers } from '../../db/schema';

export const customerMailRoutes = createRouter();
const tags = ['Customers'];

customerMailRoutes.openapi(createRoute({
  method: 'post', path: '/api/customers/sendMail', tags, middleware: [requireScopes('customers.update')], operationId: 'customersSendMail',
  summary: 'Queue a mail template to one or several customers (recorded on each customer)',
  request: { body: { content: { 'application/json': { schema: ZCustomerSendMail } }, required: true } },
  responses: { ...jsonOk(ZCustomerQueuedMails, 'Queued mails'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const input = c.req.valid('json');
  const ctx = customerContext(c);
  for (const id of new Set(input.customers)) await loadCustomer(ctx, id, 'update');
  return c.json(await sendCustomerMail(c.get('db'), input), 200);
});

customerMailRoutes.openapi(createRoute({
  method: 'post', path: '/api/customers/{customer}/loyality/test/{mail}', tags, middleware: [requireScopes('customers.update')], operationId: 'customersLoyaltyMailTest',
  summary: 'Send a loyalty or birthday mail template, filled with this customer, once to the operator',
  request: {
    params: z.object({ customer: z.uuid(), mail: z.uuid().openapi({ description: 'The mail template' }) }),
    body: { content: { 'application/json': { schema: ZCustomerMailTest } }, required: false },
  },
  responses: { ...jsonOk(ZQueuedMails, 'Queued test mail'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const { customer, mail } = c.req.valid('param');
  const body = (c.req.valid('json') ?? {}) as { email?: string; language?: string };
  const row = await loadCustomer(customerContext(c), customer, 'update');
  return c.json(await testCustomerMail(c.get('db'), row as unknown as typeof customers.$inferSelect, mail, body.email ?? principalOf(c).email, body.language), 200);
});
