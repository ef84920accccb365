// The session calls of api-calls 7.2 as the BFF answers them: the upstream's token goes into the
// sealed session cookie and never to the browser.
//   POST   /api/auth/token  log in (answer: user, expiresIn, expiresAt, version)
//   PUT    /api/auth/token  refresh (answer: expiresIn, expiresAt)
//   DELETE /api/auth/token  log out: the upstream revokes the token, the cookie is cleared (204)
// HEAD/GET pass through with the session's token.
import { NextResponse } from 'next/server';
import { ZBootstrap, ZTokenResponse, type TTokenResponse } from '../contract/auth';
import { ApiError } from '../errors';
import type { TSessionData } from '../session/types';
import { sessionFrom } from '../session/from-login';
import { expiresAtFrom } from '../session/timing';
import { sessionTokens } from '../session/token-liveness';
import { upstreamJson } from '../http/upstream-client';
import { MAX_JSON_DEPTH, tooDeep } from '../validation/json-depth';
import { bffError, upstreamUnreachable } from './error-response';
import { forward, forwardHeaders } from './forward';
import { clearSessionCookie, setSessionCookie } from './session-cookie';

type TTokenInput = { req: Request; session: TSessionData | null; langCookie: string | undefined };

/** A failed upstream answer passed back as it came (status and body), or a 502 when none came. */
function passError(req: Request, err: unknown): Response {
  if (err instanceof ApiError && err.status > 0) {
    const p = err.parsed;
    return NextResponse.json(
      { error: p.error, message: p.message, statusCode: p.status, path: p.path ?? '/api/auth/token', method: req.method, description: p.description ?? p.message, timestamp: p.timestamp ?? new Date().toISOString(), ...(p.fields.length ? { fields: p.fields } : {}) },
      { status: err.status },
    );
  }
  return upstreamUnreachable(req);
}

function headersFor(req: Request, langCookie: string | undefined): Record<string, string> {
  const h = forwardHeaders({ req, token: null, langCookie });
  const out: Record<string, string> = {};
  for (const k of ['accept-language', 'user-agent', 'x-forwarded-for']) {
    const v = h.get(k);
    if (v) out[k] = v;
  }
  return out;
}

async function establish(req: Request, answer: TTokenResponse, langCookie: string | undefined): Promise<TSessionData> {
  const boot = ZBootstrap.parse(await upstreamJson('/api/bootstrap', { token: answer.token, headers: headersFor(req, langCookie) }));
  return sessionFrom(answer, boot);
}

async function login({ req, langCookie }: TTokenInput): Promise<Response> {
  let body: unknown;
  try {
    const text = await req.text();
    // The one body the web server parses itself: refused before parsing when nested too deep,
    // as the upstream refuses every other body (lib/validation/json-depth).
    if (tooDeep(text)) return bffError(req, 400, 'ValidationError', 'INVALID_JSON', `The request body is nested deeper than ${MAX_JSON_DEPTH} levels.`);
    body = JSON.parse(text);
  } catch {
    return bffError(req, 400, 'ValidationError', 'INVALID_JSON', 'The request body is not valid JSON.');
  }
  try {
    const answer = ZTokenResponse.parse(
      await upstreamJson('/api/auth/token', { method: 'POST', body, headers: headersFor(req, langCookie) }),
    );
    const data = await establish(req, answer, langCookie);
    const res = NextResponse.json({ user: answer.user, expiresIn: answer.expiresIn, expiresAt: data.expiresAt, version: answer.version });
    await setSessionCookie(res, req, data);
    return res;
  } catch (err) {
    return passError(req, err);
  }
}

async function refresh({ req, session, langCookie }: TTokenInput): Promise<Response> {
  if (!session) return bffError(req, 401, 'Unauthorized', 'UNAUTHORIZED', 'Not logged in.');
  try {
    const answer = ZTokenResponse.parse(
      await upstreamJson('/api/auth/token', { method: 'PUT', token: session.token, headers: headersFor(req, langCookie) }),
    );
    const data = await establish(req, answer, langCookie);
    const res = NextResponse.json({ expiresIn: answer.expiresIn, expiresAt: expiresAtFrom(answer.expiresIn) });
    await setSessionCookie(res, req, data);
    return res;
  } catch (err) {
    const res = passError(req, err);
    if (res.status === 401) clearSessionCookie(res as NextResponse, req);
    return res;
  }
}

async function logout({ req, session, langCookie }: TTokenInput): Promise<Response> {
  if (session) {
    // The upstream revokes the token at once; the cookie is cleared even when it cannot be reached,
    // and no page renders for it any more, even within the liveness check's few seconds.
    sessionTokens.forget(session.token);
    await upstreamJson('/api/auth/token', { method: 'DELETE', token: session.token, headers: headersFor(req, langCookie) }).catch(() => undefined);
  }
  const res = new NextResponse(null, { status: 204 });
  clearSessionCookie(res, req);
  return res;
}

export function handleToken(input: TTokenInput): Promise<Response> {
  switch (input.req.method) {
    case 'POST': return login(input);
    case 'PUT': return refresh(input);
    case 'DELETE': return logout(input);
    default: return forward({ req: input.req, target: '/api/auth/token', token: input.session?.token ?? null, langCookie: input.langCookie });
  }
}
