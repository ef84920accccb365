// The page's own check (the second after proxy.ts): the same route table decision on the server,
// so a page never renders for a caller the guard would refuse, whatever reached it.
import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { decideAccess, guardSessionFrom } from '../access/guard';
import { redirectFor } from '../access/redirects';
import { readSession } from './get-session';
import type { TSessionData } from './types';

/** The session (null on open routes for guests); redirects when the route is not allowed. */
export async function requireRoute(path: string): Promise<TSessionData | null> {
  const data = await readSession();
  const session = guardSessionFrom(data);
  const decision = decideAccess({ pathname: path, session, modulesAdmins: data?.modulesAdmins ?? [] });
  const h = await headers();
  const self = new URL(path, `http://${h.get('host') ?? 'localhost'}`);
  const to = redirectFor(decision, self, h.get('referer'), session);
  if (to !== null) redirect(to);
  return data;
}
