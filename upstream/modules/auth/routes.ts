// Authentication calls of api-calls 7.2: token (POST login, PUT refresh, DELETE logout,
// HEAD/GET check), register, password reset request and confirm.
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  ZOk, ZPasswordResetConfirmBody, ZPasswordResetRequestBody, ZRegister, ZRegisterResponse,
  ZTokenCheck, ZTokenRequest, ZTokenResponse,
} from '../../../lib/contract/auth';
import { CREDENTIAL_HEADER } from '../../../lib/contract/credential';
import { createRouter } from '../../http/router';
import { principalOf, requireAuth, requireGuest } from '../../http/security';
import { errors } from '../../http/errors';
import { API_VERSION } from '../../version';
import { errorResponses, jsonBody, jsonOk } from '../../http/openapi-helpers';
import { presentedToken } from './presented-token';
import { rejectedTokenError } from './token-state';
import { getUserById } from '../users/find-user';
import { toAuthUser } from '../users/user-record';
import { takeRegistration, takeResetRequest } from './anonymous-limits';
import { clientIp } from '../../http/client-ip';
import { login } from './login';
import { confirmPasswordReset, requestPasswordReset } from './password-reset';
import { registerUser } from './register-user';
import { tooManyAttempts } from '../../http/login-throttle';
import { expireSoon, issueToken, revokeToken, secondsLeft } from './tokens';

export const authRoutes = createRouter();
const tags = ['Authentication'];

/** A token answer: never cached, and marked so that the web server never passes it to a browser. */
function markCredential(c: Context): void {
  c.header('Cache-Control', 'no-store');
  c.header(CREDENTIAL_HEADER, 'bearer-token');
}

authRoutes.openapi(createRoute({
  method: 'post', path: '/api/auth/token', tags,
  summary: 'Log in: e-mail and password → token (isCRMUser: the club login)',
  request: jsonBody(ZTokenRequest),
  responses: { ...jsonOk(ZTokenResponse, 'A new token (longer than 50 characters) and the user'), ...errorResponses(400, 401, 403, 429) },
}), async (c) => {
  const body = c.req.valid('json');
  const result = await login(c.get('db'), body, { ip: clientIp(c), userAgent: c.req.header('user-agent') ?? null });
  if (result.kind === 'throttled') throw tooManyAttempts(c, result.retryAfterSeconds);
  markCredential(c);
  return c.json({ token: result.token, expiresIn: result.expiresIn, user: result.user, version: API_VERSION }, 200);
});

authRoutes.openapi(createRoute({
  method: 'put', path: '/api/auth/token', tags, middleware: [requireAuth()],
  summary: `Refresh: a new token; the presented one keeps working for a short grace period`,
  responses: { ...jsonOk(ZTokenResponse, 'The new token'), ...errorResponses(401) },
}), async (c) => {
  const p = principalOf(c);
  const db = c.get('db');
  const user = await getUserById(db, p.userId);
  const issued = await issueToken(db, user.id, { ip: clientIp(c), userAgent: c.req.header('user-agent') ?? null });
  await expireSoon(db, p.tokenId);
  markCredential(c);
  return c.json({ token: issued.token, expiresIn: issued.expiresIn, user: toAuthUser(user), version: API_VERSION }, 200);
});

authRoutes.openapi(createRoute({
  method: 'delete', path: '/api/auth/token', tags, middleware: [requireAuth()],
  summary: 'Log out: the presented token stops working at once',
  responses: { ...jsonOk(ZOk, 'Logged out'), ...errorResponses(401) },
}), async (c) => {
  await revokeToken(c.get('db'), principalOf(c).tokenId);
  return c.json({ ok: true as const }, 200);
});

authRoutes.openapi(createRoute({
  method: 'get', path: '/api/auth/token', tags,
  summary: 'Check the presented token (HEAD answers the same status without a body)',
  responses: { ...jsonOk(ZTokenCheck, 'The token is valid'), ...errorResponses(401) },
}), async (c) => {
  const p = c.get('principal');
  if (!p) {
    const token = presentedToken(c);
    throw token ? await rejectedTokenError(c.get('db'), token) : errors.unauthorized();
  }
  return c.json({ valid: true as const, expiresIn: await secondsLeft(c.get('db'), p.tokenId) }, 200);
});

// Hono answers HEAD with the GET route, so HEAD is only documented here.
authRoutes.openAPIRegistry.registerPath({
  method: 'head', path: '/api/auth/token', tags,
  summary: 'Check the presented token: 200 valid, 401 not',
  responses: { 200: { description: 'Valid' }, 401: { description: 'Missing, expired or revoked' } },
});

authRoutes.openapi(createRoute({
  method: 'post', path: '/api/auth/register', tags, middleware: [requireGuest()],
  summary: 'Register an Agency or Customer account (guests only); it must be verified before login',
  request: jsonBody(ZRegister),
  responses: {
    201: { content: { 'application/json': { schema: ZRegisterResponse } }, description: 'Registered, waiting for verification' },
    ...errorResponses(400, 403, 429),
  },
}), async (c) => {
  await takeRegistration(c, c.get('db'), c.req.valid('json').email);
  const result = await registerUser(c.get('db'), c.req.valid('json'), c.get('lang'));
  return c.json(result, 201);
});

authRoutes.openapi(createRoute({
  method: 'put', path: '/api/auth/password/reset', tags, middleware: [requireGuest()],
  summary: 'Request a password reset link (guests only); always answers 200',
  request: jsonBody(ZPasswordResetRequestBody),
  description: 'Limited per client and per e-mail address (429 with Retry-After), known or not.',
  responses: { ...jsonOk(ZOk, 'Requested (whether or not the account exists)'), ...errorResponses(400, 403, 429) },
}), async (c) => {
  await takeResetRequest(c, c.get('db'), c.req.valid('json').email);
  await requestPasswordReset(c.get('db'), c.req.valid('json'));
  return c.json({ ok: true as const, message: 'password change requested' }, 200);
});

authRoutes.openapi(createRoute({
  method: 'post', path: '/api/auth/password/reset', tags, middleware: [requireGuest()],
  summary: 'Set a new password with the reset token (guests only); ends all tokens of that user',
  description: 'Wrong tokens are throttled per address and per client (429 with Retry-After).',
  request: jsonBody(ZPasswordResetConfirmBody),
  responses: { ...jsonOk(ZOk, 'Password changed'), ...errorResponses(400, 403, 429) },
}), async (c) => {
  const result = await confirmPasswordReset(c.get('db'), c.req.valid('json'), { ip: clientIp(c) });
  if (result.kind === 'throttled') throw tooManyAttempts(c, result.retryAfterSeconds);
  return c.json({ ok: true as const, message: 'password changed' }, 200);
});
