// Whether the upstream still accepts a session's token, asked before a page renders the back
// office (lib/session/get-session.ts). The sealed cookie alone cannot know that the token was
// revoked (logout, password change, disabled account): a replayed cookie used to render the shell
// with the user's name and menu (issue 13). The check is one HEAD /api/auth/token, remembered a
// few seconds per token so that a burst of renders costs one call; the cache is keyed by a hash
// of the token, so it never holds a usable token. An upstream that does not answer says nothing
// ('unknown', not remembered): the page renders as before and its data calls decide.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { upstreamFetch } from '../http/upstream-client';

export type TTokenState = 'alive' | 'dead' | 'unknown';
export type TTokenCheck = (token: string) => Promise<TTokenState>;

/** How long an answer is believed: a revoked token renders no page later than this. */
export const TOKEN_CHECK_TTL_MS = 5_000;

export const tokenKey = (token: string) => createHash('sha256').update(token).digest('base64url');

export function tokenLiveness(check: TTokenCheck, opts: { ttlMs?: number; max?: number } = {}) {
  const known = new LRUCache<string, TTokenState>({ max: opts.max ?? 5_000, ttl: opts.ttlMs ?? TOKEN_CHECK_TTL_MS });
  const asking = new Map<string, Promise<TTokenState>>();
  return {
    async state(token: string): Promise<TTokenState> {
      const key = tokenKey(token);
      const hit = known.get(key);
      if (hit) return hit;
      let pending = asking.get(key);
      if (!pending) {
        pending = check(token).catch((): TTokenState => 'unknown').finally(() => asking.delete(key));
        asking.set(key, pending);
      }
      const state = await pending;
      if (state !== 'unknown') known.set(key, state);
      return state;
    },
    /** Logout: the token is dead from now on, whatever was remembered. */
    forget(token: string): void {
      known.set(tokenKey(token), 'dead');
    },
    size: () => known.size,
  };
}

async function askUpstream(token: string): Promise<TTokenState> {
  const res = await upstreamFetch('/api/auth/token', { method: 'HEAD', token, signal: AbortSignal.timeout(1_500) });
  if (res.ok) return 'alive';
  return res.status === 401 ? 'dead' : 'unknown';
}

// One cache per process, shared by the pages and the route handlers (Next bundles them apart, so a
// module-level value would be two caches and logout could not drop what a page remembered).
const GLOBAL = Symbol.for('tourbook.session.tokenLiveness');
type TGlobal = { [GLOBAL]?: ReturnType<typeof tokenLiveness> };
export const sessionTokens = ((globalThis as TGlobal)[GLOBAL] ??= tokenLiveness(askUpstream));
