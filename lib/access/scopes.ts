// The scope matcher of spec section 6. Pure; used by the route guard, the menu and the upstream.
//
//   hasScope(userScopes, required)      one permission
//   hasAllScopes(userScopes, required)  a multi-check: every listed permission (spec: "requires all")
//   hasAnyScope(userScopes, anyOf)      a route's any-of list; an empty list is open
//   isGuestScopes(userScopes)           no scope at all, or only 'guest'
//
// Rules, in the order they are applied:
//  - 'guest' (guest-only) matches a guest caller and nobody else, not even admin;
//  - a guest caller fails every other check, except '$cat.*' (a guest holds no category scope);
//  - 'admin' holders pass every other check;
//  - 'user' and '$$IsAuthorized$$' match any non-guest caller. The spec lists 'user' next to
//    guest as the logged-in role (e.g. /club/dashboard "user or admin", /user/{id}/verify "guest
//    or user", specials "scope user"); every logged-in caller is a user, so both mean "logged in";
//  - 'admin' itself matches only the literal 'admin' scope (no prefix match);
//  - '$cat.*' category checks pass when the caller holds no '$cat.' scope at all, otherwise they
//    match like any dotted scope;
//  - '$view.*' entries and dotted scopes ('area.action') match by prefix on whole segments:
//    holding 'bookings' grants 'bookings.read' (an area grant), a check for 'bookings' passes for
//    any 'bookings.*' holder (an area check), and 'booking' never matches 'bookings.read'.
//    'customers.self' does not grant 'customers.read': siblings never match each other.

export const ADMIN = 'admin';
export const GUEST = 'guest';
export const USER = 'user';
export const IS_AUTHORIZED = '$$IsAuthorized$$';
export const VIEW_PREFIX = '$view.';
export const CATEGORY_PREFIX = '$cat.';

export function isGuestScopes(userScopes: readonly string[]): boolean {
  return userScopes.length === 0 || userScopes.every((s) => s === GUEST);
}

/** True when `a` equals `b` or is a whole-segment prefix of it ('bookings' of 'bookings.read'). */
function segmentPrefix(a: string, b: string): boolean {
  return a === b || (a.length > 0 && b.startsWith(a + '.'));
}

/** One required permission against the caller's scope list. */
export function hasScope(userScopes: readonly string[], required: string): boolean {
  const guest = isGuestScopes(userScopes);
  if (required === GUEST) return guest;
  if (required.startsWith(CATEGORY_PREFIX) && !userScopes.some((s) => s.startsWith(CATEGORY_PREFIX))) return true;
  if (guest) return false;
  if (userScopes.includes(ADMIN)) return true;
  if (required === IS_AUTHORIZED || required === USER) return true;
  if (required === ADMIN || required === '') return false;
  return userScopes.some((s) => s !== GUEST && (segmentPrefix(s, required) || segmentPrefix(required, s)));
}

/** A multi-check: the caller must hold every listed permission. An empty list passes. */
export function hasAllScopes(userScopes: readonly string[], required: readonly string[]): boolean {
  return required.every((r) => hasScope(userScopes, r));
}

/** A route's any-of list: one listed permission is enough. An empty list is open. */
export function hasAnyScope(userScopes: readonly string[], anyOf: readonly string[]): boolean {
  return anyOf.length === 0 || anyOf.some((r) => hasScope(userScopes, r));
}

/** Whether a caller holding `userScopes` may hand `granted` to someone else: only what they hold
 *  themselves, in one direction. hasScope lets an area check pass for any action of the area
 *  (holding 'users.update' passes a check for 'users'), which is right for checks and wrong for
 *  grants: 'users.update' must not grant 'users', which would unlock every 'users.*'. Admin
 *  grants anything; 'admin' is granted by admin only; 'user' and '$$IsAuthorized$$' are held by
 *  every logged-in caller. */
export function coversScope(userScopes: readonly string[], granted: string): boolean {
  if (isGuestScopes(userScopes)) return false;
  if (userScopes.includes(ADMIN)) return true;
  if (granted === ADMIN || granted === '') return false;
  if (granted === USER || granted === IS_AUTHORIZED) return true;
  return userScopes.some((s) => s !== GUEST && segmentPrefix(s, granted));
}
