// Reading the session cookie outside next/headers (proxy.ts, the BFF route handler). A cookie
// that fails to unseal (tampered, sealed with another secret) reads as no session.
import { sealData, unsealData } from 'iron-session';
import { sessionSecret } from './config';
import type { TSessionData } from './types';
import { liveSession } from './validate';

export async function unsealSession(sealed: string | undefined): Promise<TSessionData | null> {
  if (!sealed) return null;
  try {
    return liveSession(await unsealData<Partial<TSessionData>>(sealed, { password: sessionSecret(), ttl: 0 }));
  } catch {
    return null;
  }
}

export function sealSession(data: TSessionData): Promise<string> {
  return sealData(data, { password: sessionSecret(), ttl: 0 });
}
