// GET /api/userrole/groups: user roles grouped. A fixed segment registered before the generic
// /api/userrole/{id} resource (ids are uuids, so 'groups' can never be one).
import { createRoute, z } from '@hono/zod-openapi';
import { ZUserRoleGroup } from '../../../lib/contract/users';
import { createRouter } from '../../http/router';
import { requireAnyScope } from '../../http/security';
import { errorResponses, jsonOk } from '../../http/openapi-helpers';
import { listRoleGroups } from './roles';
import { USER_ROLE_READERS } from './routes';

export const userRoleRoutes = createRouter();

userRoleRoutes.openapi(createRoute({
  method: 'get', path: '/api/userrole/groups', tags: ['Users'], middleware: [requireAnyScope(...USER_ROLE_READERS)],
  summary: 'User role groups with their roles',
  responses: { ...jsonOk(z.array(ZUserRoleGroup), 'Groups in name order'), ...errorResponses(401, 403) },
}), async (c) => c.json(await listRoleGroups(c.get('db')), 200));
