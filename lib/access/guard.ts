// The request guard as a pure decision (spec sections 2, 6 and 8). proxy.ts and the pages call
//   decideAccess({ pathname, session, modulesAdmins }) → TAccessDecision
// and act on it; this file does no I/O.
//
// Order of the checks:
//  1. a guest-only route (login, register, password reset) opened by a logged-in non-guest →
//     redirect to their home ('/club/dashboard' for CRM users, else '/');
//  2. a guest (no session, or guest scopes) on a non-public route → login ('/club/login' for
//     paths under /club/, else '/login'), reason UNAUTHORIZED;
//  3. scopes (any-of), features (any-of, plus requiredFeatures all-of), blocking view flags and
//     the modules-admin rule → forbidden, reason FORBIDDEN;
//  4. a group parent path without a screen → redirect to its first screen; else allow.
//
// "Admin passes every route" is read as: admin passes every scope check (scopes.ts). Feature
// flags and view flags still apply to admin: they switch a part of the product off for everyone
// (an admin turns them back on at /config/modules). /config/modules additionally needs the
// caller's email in `modulesAdmins` when that list is not empty.
// Features unknown (no session, e.g. a guest on /book) → the feature check is left to the page.
import type { TFeatureFlag, TViewFlag } from '../contract/auth';
import type { TSessionData } from '../session/types';
import { matchRoute } from './match-route';
import type { TRouteDef } from './route-types';
import { ADMIN, GUEST, hasAnyScope, isGuestScopes } from './scopes';

export type TGuardSession = {
  scopes: readonly string[];
  features: readonly TFeatureFlag[];
  /** View flags that are Off. */
  viewsOff: readonly TViewFlag[];
  isGuest?: boolean;
  isCrmUser: boolean;
  email: string;
};

export type TForbiddenCause = 'scope' | 'feature' | 'view' | 'modules';

export type TAccessDecision =
  | { kind: 'allow'; route: TRouteDef; params: Record<string, string> }
  | { kind: 'login'; to: '/login' | '/club/login'; reason: 'UNAUTHORIZED'; route: TRouteDef }
  | { kind: 'forbidden'; reason: 'FORBIDDEN'; cause: TForbiddenCause; route: TRouteDef }
  | { kind: 'redirect'; to: string; route: TRouteDef };

export type TDecideAccessInput = {
  pathname: string;
  session: TGuardSession | null;
  /** Emails allowed on /config/modules (case-insensitive); empty or missing = every admin. */
  modulesAdmins?: readonly string[];
};

/** The guard's view of a sealed session. */
export function guardSessionFrom(data: TSessionData | null | undefined): TGuardSession | null {
  if (!data) return null;
  return {
    scopes: data.user.scopes,
    features: data.features,
    viewsOff: data.viewsOff,
    isGuest: data.user.userType === 'guest',
    isCrmUser: data.user.isCrmUser,
    email: data.user.email,
  };
}

export function isGuestSession(session: TGuardSession | null): boolean {
  return !session || session.isGuest === true || isGuestScopes(session.scopes);
}

/** Where a logged-in non-guest lands after login, or when opening a guest-only page. */
export function homeFor(session: Pick<TGuardSession, 'isCrmUser'> | null): '/' | '/club/dashboard' {
  return session?.isCrmUser ? '/club/dashboard' : '/';
}

/** Login page for a path: '/club/login' under /club/, else '/login'. */
export function loginFor(pathname: string): '/login' | '/club/login' {
  return pathname === '/club' || pathname.startsWith('/club/') ? '/club/login' : '/login';
}

/** Why the session may not open the route, or null when it may (no guest/login handling). */
export function forbiddenCause(
  route: TRouteDef,
  session: TGuardSession | null,
  modulesAdmins: readonly string[] = [],
): TForbiddenCause | null {
  const scopes = isGuestSession(session) ? [GUEST] : session!.scopes;
  if (!hasAnyScope(scopes, route.scopes)) return 'scope';
  if (session) {
    const on = new Set(session.features);
    if (route.features.length > 0 && !route.features.some((f) => on.has(f))) return 'feature';
    if (!route.requiredFeatures.every((f) => on.has(f))) return 'feature';
    if (route.not.some((v) => session.viewsOff.includes(v))) return 'view';
  }
  if (route.modulesAdmin) {
    if (!session || !session.scopes.includes(ADMIN)) return 'modules';
    const allowed = modulesAdmins.map((e) => e.trim().toLowerCase()).filter(Boolean);
    if (allowed.length > 0 && !allowed.includes(session.email.trim().toLowerCase())) return 'modules';
  }
  return null;
}

export function decideAccess({ pathname, session, modulesAdmins = [] }: TDecideAccessInput): TAccessDecision {
  const { route, params } = matchRoute(pathname);
  const guest = isGuestSession(session);
  if (route.guestOnly && !guest) return { kind: 'redirect', to: homeFor(session), route };
  if (!route.public && guest) return { kind: 'login', to: route.club ? '/club/login' : loginFor(pathname), reason: 'UNAUTHORIZED', route };
  const cause = forbiddenCause(route, session, modulesAdmins);
  if (cause) return { kind: 'forbidden', reason: 'FORBIDDEN', cause, route };
  if (route.redirectTo) return { kind: 'redirect', to: route.redirectTo, route };
  return { kind: 'allow', route, params };
}
