'use server';
// The token login of /jumpto/{token} (spec section 2): a token longer than 50 characters that the
// upstream accepts (GET /api/auth/token) becomes the session, exactly as after a password login
// (user and flags from /api/bootstrap). Runs as a server action so the sealed cookie is written
// on the server; the token never lands in the browser's storage.
import { homeFor, guardSessionFrom } from '@/lib/access/guard';
import { ZBootstrap, ZTokenCheck } from '@/lib/contract/auth';
import { ApiError, parseErrorValue, type TParsedError } from '@/lib/errors';
import { sessionFrom } from '@/lib/session/from-login';
import { getSessionStore } from '@/lib/session/get-session';
import { isValidToken } from '@/lib/session/timing';
import { upstreamJson } from '@/lib/http/upstream-client';

export type TJumpLoginResult = { ok: true; home: string } | { ok: false; error: TParsedError };

const refused = (): TJumpLoginResult => ({ ok: false, error: parseErrorValue(401, { statusCode: 401, error: 'Unauthorized', message: 'UNAUTHORIZED' }) });

export async function jumpLogin(token: string): Promise<TJumpLoginResult> {
  if (!isValidToken(token) || token.length > 4096) return refused();
  try {
    const check = ZTokenCheck.parse(await upstreamJson('/api/auth/token', { method: 'GET', token }));
    const boot = ZBootstrap.parse(await upstreamJson('/api/bootstrap', { token }));
    if (!boot.user) return refused();
    const data = sessionFrom({ token, expiresIn: check.expiresIn, user: boot.user }, boot);
    const store = await getSessionStore();
    Object.assign(store, data);
    await store.save();
    return { ok: true, home: homeFor(guardSessionFrom(data)) };
  } catch (err) {
    if (err instanceof ApiError) return { ok: false, error: err.parsed };
    return refused();
  }
}
