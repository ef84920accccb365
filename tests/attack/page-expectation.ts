// What the spec says a page request gets (screens-entities-rules.md sections 2, 6 and 8), per
// route of the route table and per caller: the oracle of tests/e2e/attack-pages.spec.ts. The
// route table (scopes, features, 'not' flags) is data; the rules applied to it are written here
// from the spec, not taken from lib/access/guard.
import type { TRouteDef } from '../../lib/access/route-types';
import { specAllowsAny } from './spec-access';

export type TPageCaller = { scopes: readonly string[]; email: string | null; isCrmUser: boolean };
export type TPageContext = { features: ReadonlySet<string>; viewsOff: ReadonlySet<string>; modulesAdmins: readonly string[] };
export type TPageExpect =
  | { kind: 'allow' }
  | { kind: 'login'; to: '/login' | '/club/login' }
  | { kind: 'forbidden'; to: string }
  | { kind: 'redirect'; to: string };

const isGuest = (c: TPageCaller) => c.email === null || c.scopes.length === 0 || c.scopes.every((s) => s === 'guest');
const home = (c: TPageCaller) => (c.isCrmUser ? '/club/dashboard' : '/');

/** A concrete URL path for a route pattern (parameters get a harmless value). */
export function samplePath(route: TRouteDef): string {
  if (route.path === '*') return '/k-attack-no-such-page';
  return route.path.split('/').map((s) => (s.startsWith(':') ? 'k-attack-1' : s)).join('/');
}

export function expectedPage(route: TRouteDef, caller: TPageCaller, ctx: TPageContext): TPageExpect {
  const guest = isGuest(caller);
  // Login, register, password reset: a logged-in non-guest goes home (section 2).
  if (route.guestOnly && !guest) return { kind: 'redirect', to: home(caller) };
  // "Guests not on a login route are redirected to login" (/club/login under /club/).
  if (!route.public && guest) return { kind: 'login', to: route.path.startsWith('/club') ? '/club/login' : '/login' };
  const allowed = specAllowsAny(guest ? { scopes: ['guest'] } : caller, route.scopes)
    // Features: any of the listed (section 2); unknown for a guest until the page loads them.
    && (guest || route.features.length === 0 || route.features.some((f) => ctx.features.has(f)))
    && (guest || route.requiredFeatures.every((f) => ctx.features.has(f)))
    // A view flag that is Off blocks the route (section 6).
    && (guest || !route.not.some((v) => ctx.viewsOff.has(v)))
    // "The modules page is limited to admin and two named admin accounts."
    && (!route.modulesAdmin || (caller.scopes.includes('admin') && (ctx.modulesAdmins.length === 0 || ctx.modulesAdmins.includes(caller.email ?? ''))));
  // A blocked route returns to the previous route, or home (section 8); these requests have no previous route.
  if (!allowed) return { kind: 'forbidden', to: home(caller) };
  if (route.redirectTo) return { kind: 'redirect', to: route.redirectTo };
  return { kind: 'allow' };
}
