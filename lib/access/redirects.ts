// Where the guard sends a request it does not allow (spec section 8): a guest to the login page
// (with the page it wanted, so login can return there); a forbidden route back to the previous
// route (the same-site Referer, when it is not this route and not a login page), else home.
import { isLoginRoute } from '../navigation/history';
import { safeRedirectTarget } from '../navigation/jump-to';
import type { TAccessDecision, TGuardSession } from './guard';
import { homeFor } from './guard';

export function loginTarget(to: string, wanted: string): string {
  const from = safeRedirectTarget(wanted);
  return from && from !== '/' && !isLoginRoute(from) ? `${to}?from=${encodeURIComponent(from)}` : to;
}

export function previousTarget(referer: string | null, self: URL, session: TGuardSession | null): string {
  if (referer) {
    try {
      const prev = new URL(referer);
      const path = prev.pathname + prev.search;
      if (prev.origin === self.origin && prev.pathname !== self.pathname && !isLoginRoute(path) && safeRedirectTarget(path)) return path;
    } catch {
      /* not a URL: go home */
    }
  }
  return homeFor(session);
}

/** The URL to redirect to, or null when the decision allows the request. */
export function redirectFor(d: TAccessDecision, url: URL, referer: string | null, session: TGuardSession | null): string | null {
  switch (d.kind) {
    case 'allow': return null;
    case 'login': return loginTarget(d.to, url.pathname + url.search);
    case 'redirect': return d.to;
    case 'forbidden': return previousTarget(referer, url, session);
  }
}
