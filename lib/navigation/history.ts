// Route history (spec section 2 "Navigation behaviour" and section 8 "Route guard"):
//   pushHistory(history, url)           keeps the last HISTORY_LIMIT routes, no login pages, no repeat
//   previousRoute({ history, current, loggedIn, home })  where the forbidden bounce goes
//   isDuplicateNavigation(current, target)              a navigation to where we are is ignored
// Entries are path + query ('/booking/list?page=2'); trailing slashes do not make a new route.
// Pure: the caller keeps the list (e.g. in sessionStorage or React state).

export const HISTORY_LIMIT = 10;
const LOGIN_PATHS = new Set(['/login', '/club/login']);

/** '/booking/list/?a=1#x' → '/booking/list?a=1' (the hash is not a route). */
export function normalizeRouteUrl(url: string): string {
  const noHash = url.split('#', 1)[0];
  const q = noHash.indexOf('?');
  const path = q === -1 ? noHash : noHash.slice(0, q);
  const query = q === -1 ? '' : noHash.slice(q);
  const cleanPath = '/' + path.split('/').filter(Boolean).join('/');
  return cleanPath + (query === '?' ? '' : query);
}

export function isLoginRoute(url: string): boolean {
  return LOGIN_PATHS.has(normalizeRouteUrl(url).split('?', 1)[0]);
}

/** The new history after visiting `url`; the input array is not changed. */
export function pushHistory(history: readonly string[], url: string, limit = HISTORY_LIMIT): string[] {
  const entry = normalizeRouteUrl(url);
  if (isLoginRoute(entry)) return [...history];
  if (history.length > 0 && history[history.length - 1] === entry) return [...history];
  return [...history, entry].slice(-limit);
}

/** True when navigating to `target` would not change the route (ignored, spec section 8). */
export function isDuplicateNavigation(current: string | null | undefined, target: string): boolean {
  return current != null && normalizeRouteUrl(current) === normalizeRouteUrl(target);
}

/**
 * Where to go back after a forbidden route: the latest history entry that is not the current
 * route, else home for a logged-in user, else the login page ('/club/login' for club paths).
 */
export function previousRoute({
  history,
  current,
  loggedIn,
  home = '/',
}: {
  history: readonly string[];
  current: string;
  loggedIn: boolean;
  home?: string;
}): string {
  const here = normalizeRouteUrl(current);
  for (let i = history.length - 1; i >= 0; i--) {
    const entry = normalizeRouteUrl(history[i]);
    if (entry !== here && !isLoginRoute(entry)) return entry;
  }
  if (loggedIn) return home;
  return here === '/club' || here.startsWith('/club/') ? '/club/login' : '/login';
}
