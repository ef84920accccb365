// User calls of api-calls 7.2: self (read, update, password), roles, types, logins, verify and
// password set. Mounted before the generic /api/users resource so that 'self', 'roles', 'types'
// and 'logins' are never taken for a user id.
import { createRoute, z } from '@hono/zod-openapi';
import { ZOk } from '../../../lib/contract/auth';
import {
  ZPageQuery, ZSelfPasswordChange, ZUser, ZUserLoginPage, ZUserPasswordSet, ZUserRole, ZUserSelfUpdate,
  ZUserTypes, ZUserVerify, ZUserVerifyResponse, USER_TYPES,
} from '../../../lib/contract/users';
import { createRouter } from '../../http/router';
import { principalOf, requireAnyScope, requireAuth } from '../../http/security';
import { errors } from '../../http/errors';
import { normalizeEmail } from '../../secrets/tokens';
import { errorResponses, jsonBody, jsonOk } from '../../http/openapi-helpers';
import { assertMayManage, requireSelfOr } from './access';
import { setUserPassword } from './change-password';
import { assertOwnCurrentPassword } from './own-password';
import { getUserById } from './find-user';
import { listLogins } from './login-history';
import { listRoles } from './roles';
import { updateSelf } from './update-self';
import { toUser } from './user-record';
import { verifyUser } from './verify-user';

export const userRoutes = createRouter();
const tags = ['Users'];
const ZIdParam = z.object({ id: z.uuid() });
export const USER_ROLE_READERS = ['admin', 'users.read', 'users.update', 'users.create'] as const;

userRoutes.openapi(createRoute({
  method: 'get', path: '/api/users/self', tags, middleware: [requireAuth()],
  summary: 'The caller\'s own account',
  responses: { ...jsonOk(ZUser, 'The account'), ...errorResponses(401) },
}), async (c) => c.json(toUser(await getUserById(c.get('db'), principalOf(c).userId)), 200));

userRoutes.openapi(createRoute({
  method: 'post', path: '/api/users/self', tags, middleware: [requireAuth()],
  summary: 'Update the caller\'s own name, phone, settings and notifications',
  request: jsonBody(ZUserSelfUpdate),
  responses: { ...jsonOk(ZUser, 'The updated account'), ...errorResponses(400, 401) },
}), async (c) => {
  const db = c.get('db');
  const user = await getUserById(db, principalOf(c).userId);
  return c.json(toUser(await updateSelf(db, user, c.req.valid('json'))), 200);
});

userRoutes.openapi(createRoute({
  method: 'post', path: '/api/users/self/password', tags, middleware: [requireAuth()],
  summary: 'Change the caller\'s own password (current password required); ends their other tokens',
  request: jsonBody(ZSelfPasswordChange),
  responses: { ...jsonOk(ZOk, 'Password changed'), ...errorResponses(400, 401, 429) },
}), async (c) => {
  const db = c.get('db');
  const p = principalOf(c);
  const body = c.req.valid('json');
  const user = await getUserById(db, p.userId);
  await assertOwnCurrentPassword(c, db, user, body.currentPassword);
  await setUserPassword(db, { user, password: body.password, keepStatus: true, keepTokenId: p.tokenId, actor: { userId: p.userId, name: p.name } });
  return c.json({ ok: true as const, message: 'password changed' }, 200);
});

userRoutes.openapi(createRoute({
  method: 'get', path: '/api/users/roles', tags, middleware: [requireAnyScope(...USER_ROLE_READERS)],
  summary: 'The user roles (named scope sets) to pick from',
  responses: { ...jsonOk(z.array(ZUserRole), 'Roles by group and name'), ...errorResponses(401, 403) },
}), async (c) => c.json(await listRoles(c.get('db')), 200));

userRoutes.openapi(createRoute({
  method: 'get', path: '/api/users/types', tags, middleware: [requireAuth()],
  summary: 'The user types of the spec: guest (no login) and the types an account can have',
  responses: { ...jsonOk(ZUserTypes, 'User types'), ...errorResponses(401) },
}), (c) => c.json([...USER_TYPES], 200));

userRoutes.openapi(createRoute({
  method: 'get', path: '/api/users/logins', tags, middleware: [requireAuth()],
  summary: 'The caller\'s own login history, newest first (page, size; size 0 = all)',
  request: { query: ZPageQuery },
  responses: { ...jsonOk(ZUserLoginPage, 'One page of logins'), ...errorResponses(400, 401) },
}), async (c) => {
  const { page, size } = c.req.valid('query');
  return c.json(await listLogins(c.get('db'), principalOf(c).userId, page, size), 200);
});

userRoutes.openapi(createRoute({
  method: 'post', path: '/api/users/{id}/verify', tags,
  summary: 'Verify a registered account with the token of its verify link (guest or user)',
  request: { params: ZIdParam, ...jsonBody(ZUserVerify) },
  responses: { ...jsonOk(ZUserVerifyResponse, 'Verified: the account can log in'), ...errorResponses(400) },
}), async (c) => {
  const { id } = c.req.valid('param');
  return c.json(await verifyUser(c.get('db'), id, c.req.valid('json').token), 200);
});

userRoutes.openapi(createRoute({
  method: 'post', path: '/api/users/{id}/password', tags,
  middleware: [requireAuth(), requireSelfOr('id', 'admin', 'users.update')],
  summary: 'Set a user\'s password (admin or users.update, or the user themself); ends the user\'s other tokens',
  description: 'keepStatus true (default) keeps the status; false makes the account active and verified. '
    + 'email must be the target account\'s. Only an admin may set an admin\'s password. '
    + 'Changing one\'s own password needs currentPassword (checked like a login, 429 when throttled).',
  request: { params: ZIdParam, ...jsonBody(ZUserPasswordSet) },
  responses: { ...jsonOk(ZOk, 'Password set'), ...errorResponses(400, 401, 403, 404, 429) },
}), async (c) => {
  const db = c.get('db');
  const p = principalOf(c);
  const { id } = c.req.valid('param');
  const body = c.req.valid('json');
  const user = await getUserById(db, id);
  assertMayManage(p, user);
  // The own account, whoever the caller is: the same proof as /api/users/self/password.
  if (user.id === p.userId) await assertOwnCurrentPassword(c, db, user, body.currentPassword);
  if (normalizeEmail(body.email) !== user.email) {
    throw errors.validation([{ path: 'email', message: 'E-mail does not match the account', code: 'mismatch' }]);
  }
  await setUserPassword(db, {
    user, password: body.password, keepStatus: body.keepStatus ?? true,
    keepTokenId: user.id === p.userId ? p.tokenId : undefined, actor: { userId: p.userId, name: p.name },
  });
  return c.json({ ok: true as const, message: 'password changed' }, 200);
});
