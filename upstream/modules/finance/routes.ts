// Finance report calls (api-calls 7.9): the cash flow of the bank accounts.
import { createRoute } from '@hono/zod-openapi';
import { ZCashflow, ZCashflowQuery } from '../../../lib/contract/reports';
import { createRouter } from '../../http/router';
import { requireAnyScope } from '../../http/security';
import { errorResponses, jsonOk } from '../../http/openapi-helpers';
import { bankCashflow } from './cashflow';

export const financeRoutes = createRouter();

financeRoutes.openapi(createRoute({
  method: 'get', path: '/api/banks/cashflow', tags: ['Banks'],
  middleware: [requireAnyScope('bankentries.read')],
  summary: 'Per bank account: opening balance at from, then incoming, outgoing, net and closing balance per day, week or month',
  request: { query: ZCashflowQuery },
  responses: { ...jsonOk(ZCashflow, 'The cash flow per account'), ...errorResponses(400, 401, 403) },
}), async (c) => c.json(await bankCashflow({ db: c.get('db'), ...c.req.valid('query') }), 200));
