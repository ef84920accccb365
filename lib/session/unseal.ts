// Reading the session cookie outside next/headers (proxy.ts, the BFF route handler). A cookie
// that fails to unseal (tampered, sealed with another secret) reads as no session.
//
// Unsealing derives a key with PBKDF2 (about 1 ms of CPU per request, measured by the benchmark
// suite), so what a sealed cookie holds is remembered for a minute: the same cookie always unseals
// to the same data, and the expiry check (liveSession) still runs on every request. A cookie
// replayed after logout or a password change is refused by the upstream, whose token it carries.
import { sealData, unsealData } from 'iron-session';
import { LRUCache } from 'lru-cache';
import { sessionSecret } from './config';
import type { TSessionData } from './types';
import { liveSession } from './validate';

const unsealed = new LRUCache<string, Partial<TSessionData>>({ max: 2_000, ttl: 60_000 });

export async function unsealSession(sealed: string | undefined): Promise<TSessionData | null> {
  if (!sealed) return null;
  const known = unsealed.get(sealed);
  if (known) return liveSession(known);
  try {
    const data = await unsealData<Partial<TSessionData>>(sealed, { password: sessionSecret(), ttl: 0 });
    // iron-session answers {} for a cookie it cannot open; only real sessions are remembered.
    if (data && Object.keys(data).length > 0) unsealed.set(sealed, data);
    return liveSession(data);
  } catch {
    return null;
  }
}

export function sealSession(data: TSessionData): Promise<string> {
  return sealData(data, { password: sessionSecret(), ttl: 0 });
}
