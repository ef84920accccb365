// Server-side session access for route handlers, server components and server actions.
//   getSessionStore()  the iron-session object (read, change, save(), destroy())
//   readSession()      the live session data, or null for a guest / expired / tampered cookie
import 'server-only';
import { getIronSession, type IronSession } from 'iron-session';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { sessionOptions } from './config';
import type { TSessionData } from './types';
import { liveSession } from './validate';

export async function getSessionStore(): Promise<IronSession<Partial<TSessionData>>> {
  return getIronSession<Partial<TSessionData>>(await cookies(), sessionOptions(await headers()));
}

/** Once per server render: the live session or null. */
export const readSession = cache(async (): Promise<TSessionData | null> => liveSession(await getSessionStore()));
