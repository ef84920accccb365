// The shell's server-side bootstrap: GET /api/bootstrap with the session's token, once per render
// (the layout and the home page share it). A 401 means the upstream no longer accepts the token
// (expired, logged out elsewhere, password changed): the caller treats the user as logged out.
// Any other failure (upstream down) falls back to what the session holds.
import 'server-only';
import { cache } from 'react';
import { ZBootstrap, type TBootstrap } from '../contract/auth';
import { ApiError } from '../errors';
import { upstreamJson } from '../http/upstream-client';

export type TBootstrapResult = { kind: 'ok'; boot: TBootstrap } | { kind: 'expired' } | { kind: 'unavailable' };

export const loadBootstrap = cache(async (token: string, lang: string): Promise<TBootstrapResult> => {
  try {
    const raw = await upstreamJson<unknown>('/api/bootstrap', { token, lang });
    const parsed = ZBootstrap.safeParse(raw);
    return parsed.success ? { kind: 'ok', boot: parsed.data } : { kind: 'unavailable' };
  } catch (err) {
    if (err instanceof ApiError && (err.status === 401 || err.parsed.clearSession)) return { kind: 'expired' };
    return { kind: 'unavailable' };
  }
});
