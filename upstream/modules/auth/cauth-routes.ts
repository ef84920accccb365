// GET|POST /api/cauth/jump/{system} (cauth.ts): GET starts a jump of the signed-in user to a
// connected system and answers the address to open there (its /jumpto/{token}); POST is the other
// side of the same call, which a connected system's server sends here, and answers a login token.
import { createRoute, z } from '@hono/zod-openapi';
import { errors } from '../../http/errors';
import { errorResponses, jsonBody, jsonOk } from '../../http/openapi-helpers';
import { createRouter } from '../../http/router';
import { principalOf, requireAuth } from '../../http/security';
import { acceptJump, JumpRefused, jumpSetup, linkedId, signJump } from './cauth';

export const cauthRoutes = createRouter();
const tags = ['Auth'];
const ZSystem = z.object({ system: z.string().trim().min(1).max(100) });
const JUMP_TIMEOUT_MS = 10_000;
// An assertion's minute is wall-clock time between two servers, never the business clock (which a
// demo or a test may move by days: the two sides would disagree).

cauthRoutes.openapi(createRoute({
  method: 'get', path: '/api/cauth/jump/{system}', tags, middleware: [requireAuth()],
  summary: 'Jump to a connected system as the caller\'s linked user there: answers the address to open (the other system\'s /jumpto/{token}, with `to` kept)',
  request: { params: ZSystem, query: z.object({ to: z.string().max(2000).optional() }) },
  responses: { ...jsonOk(z.object({ url: z.string() }), 'Where the browser goes'), ...errorResponses(400, 401, 404, 502) },
}), async (c) => {
  const db = c.get('db');
  const { system } = c.req.valid('param');
  const setup = await jumpSetup(db, system);
  if (!setup?.url) throw errors.notFound(`No jump is set up with ${system} (a system connection with its address and jumpSecret)`);
  const sub = await linkedId(db, principalOf(c).userId, system);
  if (!sub) throw errors.notFound(`Your account has no link to ${system}`);
  let res: Response;
  try {
    res = await fetch(`${setup.url}/api/cauth/jump/${encodeURIComponent(setup.name)}`, {
      method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ assertion: signJump(setup, system, sub, Date.now()) }), signal: AbortSignal.timeout(JUMP_TIMEOUT_MS), redirect: 'error',
    });
  } catch (err) {
    throw errors.badGateway('JUMP_FAILED', `${system} cannot be reached: ${(err as Error).message}`);
  }
  const answer = (await res.json().catch(() => null)) as { token?: unknown; description?: unknown; message?: unknown } | null;
  if (!res.ok || typeof answer?.token !== 'string') throw errors.badGateway('JUMP_FAILED', `${system} refused the jump (${res.status}): ${String(answer?.description ?? answer?.message ?? '')}`.slice(0, 500));
  const to = c.req.valid('query').to;
  return c.json({ url: `${setup.url}/jumpto/${encodeURIComponent(answer.token)}${to ? `?to=${encodeURIComponent(to)}` : ''}` }, 200);
});

cauthRoutes.openapi(createRoute({
  method: 'post', path: '/api/cauth/jump/{system}', tags,
  summary: 'A connected system\'s server hands over a signed jump of one of our users: a login token for them (one minute, once, signed with the shared jumpSecret)',
  request: { params: ZSystem, ...jsonBody(z.object({ assertion: z.string().min(10).max(4000) })) },
  responses: { ...jsonOk(z.object({ token: z.string(), expiresIn: z.number().int() }), 'A login token of the user the jump names'), ...errorResponses(400, 401) },
}), async (c) => {
  try {
    const issued = await acceptJump(c.get('db'), c.req.valid('param').system, c.req.valid('json').assertion, Date.now());
    return c.json({ token: issued.token, expiresIn: issued.expiresIn }, 200);
  } catch (err) {
    if (err instanceof JumpRefused) throw errors.unauthorized(err.message);
    throw err;
  }
});
