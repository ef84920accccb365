// The page's own check (the second after proxy.ts): the same route table decision on the server,
// so a page never renders for a caller the guard would refuse, whatever reached it.
import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { decideAccess, guardSessionFrom } from '../access/guard';
import { redirectFor } from '../access/redirects';
import { readSessionState } from './get-session';
import type { TSessionData } from './types';

/** Where a dead session goes: a route handler that clears the cookie (a page cannot) and
 *  continues to the login page for `path`. */
export const expiredSessionTarget = (path: string) => `/session/expired?from=${encodeURIComponent(path)}`;

/** The session (null on open routes for guests); redirects when the route is not allowed. */
export async function requireRoute(path: string): Promise<TSessionData | null> {
  const state = await readSessionState();
  const data = state.kind === 'live' ? state.session : null;
  const session = guardSessionFrom(data);
  const decision = decideAccess({ pathname: path, session, modulesAdmins: data?.modulesAdmins ?? [] });
  const h = await headers();
  const self = new URL(path, `http://${h.get('host') ?? 'localhost'}`);
  const to = redirectFor(decision, self, h.get('referer'), session);
  // A revoked token (logout, password change, disabled account) on a route a guest may not open:
  // to the login page with the cookie cleared, never the page with the cookie's user in it.
  if (to !== null && state.kind === 'dead') redirect(expiredSessionTarget(path));
  if (to !== null) redirect(to);
  return data;
}
