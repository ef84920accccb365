// GET /api/settings/audit: the configuration audit trail, for those who may change the settings
// (the admin: settings/routes.ts writes need 'admin'). There is no call that changes an entry.
import { createRoute } from '@hono/zod-openapi';
import { ZConfigAuditPage, ZConfigAuditQuery } from '../../../lib/contract/config-audit';
import { createRouter } from '../../http/router';
import { requireScopes } from '../../http/security';
import { errorResponses, jsonOk } from '../../http/openapi-helpers';
import { listConfigAudit } from './list';

export const configAuditRoutes = createRouter();

configAuditRoutes.openapi(createRoute({
  method: 'get', path: '/api/settings/audit', tags: ['Settings'], middleware: [requireScopes('admin')],
  summary: 'Who changed which setting, price list, role or user, when, from what to what (admin; newest first)',
  request: { query: ZConfigAuditQuery },
  responses: { ...jsonOk(ZConfigAuditPage, 'One page of entries'), ...errorResponses(400, 401, 403) },
}), async (c) => c.json(await listConfigAudit(c.get('db'), c.req.valid('query'), c.get('lang')), 200));
