// Contest calls (api-calls 7.14: subscribe, subscription, unsubscribe; methods not shown, decided
// in docs/decisions/loyalty-club.md) under the generic /api/contest base, plus the open contests
// a club member can enter. A member acts for themselves; staff name a customer (customers.update
// to enter or withdraw them, contest.read to see entries). The entries list (the contest's
// Entries panel) names only customers the caller may read, by the customers' generic read rule.
import { createRoute, z } from '@hono/zod-openapi';
import { hasScope } from '../../../lib/access/scopes';
import { ZContestSubscribe, ZContestSubscription, ZOpenContests } from '../../../lib/contract/loyalty';
import { today } from '../../clock';
import type { TPrincipal } from '../../http/context';
import { createRouter } from '../../http/router';
import { errors } from '../../http/errors';
import { principalOf, requireAuth } from '../../http/security';
import { errorResponses, jsonBody, jsonOk } from '../../http/openapi-helpers';
import { customerContext, customersBinding, loadCustomer } from '../customers/access';
import { reachable } from '../resources/store';
import { loadContest, openContests, subscribe, subscribers, subscriptionOf, unsubscribe } from './contest';

export const contestRoutes = createRouter();
const tags = ['Contest'];
const ZId = z.object({ id: z.uuid() });

/** A club member: a login with a customer record of its own, acting for itself. */
const isMember = (p: TPrincipal): p is TPrincipal & { customerId: string } => !!p.customerId && hasScope(p.scopes, 'customers.self');

/** The customer a call acts for: the caller's own record, or (staff) the one named. */
function actingFor(p: TPrincipal, requested: string | undefined, staffScope: string): string {
  if (requested && requested !== p.customerId) {
    if (!hasScope(p.scopes, staffScope)) throw errors.forbidden();
    return requested;
  }
  if (!isMember(p)) {
    if (requested) return requested;
    throw errors.validation([{ path: 'customer', message: 'Name the customer (this login has no customer record)' }]);
  }
  return p.customerId;
}

contestRoutes.openapi(createRoute({
  method: 'get', path: '/api/contest/open', tags, middleware: [requireAuth()], operationId: 'contestOpen',
  summary: 'Contests that take entries today, with whether the caller (a club member) entered each',
  responses: { ...jsonOk(ZOpenContests, 'Open contests'), ...errorResponses(401) },
}), async (c) => c.json({ items: await openContests(c.get('db'), principalOf(c).customerId, today()) }, 200));

for (const action of ['subscribe', 'unsubscribe'] as const) {
  contestRoutes.openapi(createRoute({
    method: 'post', path: `/api/contest/{id}/${action}`, tags, middleware: [requireAuth()], operationId: `contest${action === 'subscribe' ? 'Subscribe' : 'Unsubscribe'}`,
    summary: action === 'subscribe' ? 'Enter an open contest (once; again is no change)' : 'Withdraw from a contest (not entered: no change)',
    request: { params: ZId, ...jsonBody(ZContestSubscribe) },
    responses: { ...jsonOk(ZContestSubscription, 'The subscription'), ...errorResponses(400, 401, 403, 404, 409) },
  }), async (c) => {
    const p = principalOf(c);
    const { id } = c.req.valid('param');
    const customer = actingFor(p, c.req.valid('json').customer, 'customers.update');
    const out = await c.get('db').transaction(async (tx) => {
      await loadCustomer({ ...customerContext(c), db: tx }, customer, p.customerId === customer ? 'read' : 'update');
      if (action === 'subscribe') await subscribe(tx, id, customer, today());
      else await unsubscribe(tx, id, customer);
      return subscriptionOf(tx, id, customer);
    });
    return c.json({ contest: id, customer, subscribed: out !== null, subscribedAt: out, subscribers: null, entries: null }, 200);
  });
}

contestRoutes.openapi(createRoute({
  method: 'get', path: '/api/contest/{id}/subscription', tags, middleware: [requireAuth()], operationId: 'contestSubscription',
  summary: 'Whether a customer entered the contest (the caller, or ?customer= for staff); staff (contest.read) without customer: the entries of the customers they may read',
  request: { params: ZId, query: z.object({ customer: z.uuid().optional() }) },
  responses: { ...jsonOk(ZContestSubscription, 'The subscription'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const p = principalOf(c);
  const db = c.get('db');
  const { id } = c.req.valid('param');
  const { customer: requested } = c.req.valid('query');
  if (!requested && !isMember(p)) {
    // the entries list: staff with contest.read; anyone else (an agency user) is refused, whichever id
    if (!hasScope(p.scopes, 'contest.read')) throw errors.forbidden();
    await loadContest(db, id);
    const list = await subscribers(db, id, reachable(customersBinding(), p, 'read'));
    return c.json({ contest: id, customer: null, subscribed: false, subscribedAt: null, subscribers: list.items, entries: list.entries }, 200);
  }
  const customer = actingFor(p, requested, 'contest.read');
  await loadContest(db, id);
  await loadCustomer(customerContext(c), customer);
  const at = await subscriptionOf(db, id, customer);
  return c.json({ contest: id, customer, subscribed: at !== null, subscribedAt: at, subscribers: null, entries: null }, 200);
});
