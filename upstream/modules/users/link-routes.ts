// GET/POST/DELETE /api/users/{user}/link/{system}: the user's account in another system.
// {user} is a user id or 'self'. The user themself, or admin / users.update (users.read to read).
import { createRoute, z } from '@hono/zod-openapi';
import { ZOk } from '../../../lib/contract/auth';
import { ZUserLink, ZUserLinkBody } from '../../../lib/contract/users';
import { createRouter } from '../../http/router';
import { principalOf, requireAuth } from '../../http/security';
import { errorResponses, jsonBody, jsonOk } from '../../http/openapi-helpers';
import { requireSelfOr, targetUserId } from './access';
import { getUserById } from './find-user';
import { deleteUserLink, getUserLink, setUserLink } from './user-links';

export const userLinkRoutes = createRouter();
const tags = ['Users'];
const path = '/api/users/{user}/link/{system}';
const params = z.object({
  user: z.union([z.literal('self'), z.uuid()]),
  system: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'letters, digits, _ . - (at most 64)'),
});

userLinkRoutes.openapi(createRoute({
  method: 'get', path, tags, middleware: [requireAuth(), requireSelfOr('user', 'admin', 'users.read')],
  summary: 'The user\'s link to another system',
  request: { params },
  responses: { ...jsonOk(ZUserLink, 'The link'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const { user, system } = c.req.valid('param');
  return c.json(await getUserLink(c.get('db'), targetUserId(principalOf(c), user), system), 200);
});

userLinkRoutes.openapi(createRoute({
  method: 'post', path, tags, middleware: [requireAuth(), requireSelfOr('user', 'admin', 'users.update')],
  summary: 'Create or replace the user\'s link to another system',
  request: { params, ...jsonBody(ZUserLinkBody) },
  responses: { ...jsonOk(ZUserLink, 'The stored link'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const db = c.get('db');
  const { user, system } = c.req.valid('param');
  const target = await getUserById(db, targetUserId(principalOf(c), user));
  return c.json(await setUserLink(db, target.id, system, c.req.valid('json')), 200);
});

userLinkRoutes.openapi(createRoute({
  method: 'delete', path, tags, middleware: [requireAuth(), requireSelfOr('user', 'admin', 'users.update')],
  summary: 'Remove the user\'s link to another system',
  request: { params },
  responses: { ...jsonOk(ZOk, 'Removed'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const { user, system } = c.req.valid('param');
  await deleteUserLink(c.get('db'), targetUserId(principalOf(c), user), system);
  return c.json({ ok: true as const }, 200);
});
