// What counts as a live session: a token longer than 50 characters that has not expired.
import { isExpired, isValidToken } from './timing';
import type { TSessionData } from './types';

export function liveSession(data: Partial<TSessionData> | null | undefined, now = Date.now()): TSessionData | null {
  if (!data || !isValidToken(data.token) || typeof data.expiresAt !== 'number' || !data.user) return null;
  if (isExpired(data.expiresAt, now)) return null;
  return { features: [], viewsOff: [], modulesAdmins: [], ...data } as TSessionData;
}
