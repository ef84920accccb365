// Server-side session access for route handlers, server components and server actions: the one
// place that reads the session for pages.
//   getSessionStore()   the iron-session object (read, change, save(), destroy())
//   readSessionState()  guest, live session, or dead (the upstream no longer accepts its token)
//   readSession()       the live session data, or null for a guest / expired / tampered / revoked cookie
import 'server-only';
import { getIronSession, type IronSession } from 'iron-session';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { sessionOptions } from './config';
import { sessionTokens } from './token-liveness';
import type { TSessionData } from './types';
import { liveSession } from './validate';

export type TSessionState = { kind: 'guest' } | { kind: 'live'; session: TSessionData } | { kind: 'dead' };

export async function getSessionStore(): Promise<IronSession<Partial<TSessionData>>> {
  return getIronSession<Partial<TSessionData>>(await cookies(), sessionOptions(await headers()));
}

/** Once per server render: a cookie that opens is also checked against the upstream (cached a
 *  few seconds, lib/session/token-liveness.ts), so a cookie replayed after logout is dead. */
export const readSessionState = cache(async (): Promise<TSessionState> => {
  const session = liveSession(await getSessionStore());
  if (!session) return { kind: 'guest' };
  return (await sessionTokens.state(session.token)) === 'dead' ? { kind: 'dead' } : { kind: 'live', session };
});

/** Once per server render: the live session or null. */
export const readSession = cache(async (): Promise<TSessionData | null> => {
  const state = await readSessionState();
  return state.kind === 'live' ? state.session : null;
});
