// Session timing rules of spec sections 4 and 9, pure (times in epoch milliseconds):
//   isValidToken(token)                      a token counts only when longer than 50 characters
//   expiresAtFrom(expiresInSeconds, now)     expiry instant from the token call's expiresIn
//   refreshDelayMs({ lifetimeSeconds, expiresAt, now })  ms until the refresh, or null (no refresh)
//   shouldRefresh({ lifetimeSeconds, expiresAt, now })   refresh is due now (server-side check)
//   isExpired(expiresAt, now)

export const TOKEN_MIN_LENGTH_EXCLUSIVE = 50;
/** The refresh runs this long before expiry... */
export const REFRESH_BEFORE_EXPIRY_S = 120;
/** ...and only for tokens whose lifetime exceeds this. */
export const REFRESH_MIN_LIFETIME_S = 240;

export function isValidToken(token: unknown): token is string {
  return typeof token === 'string' && token.length > TOKEN_MIN_LENGTH_EXCLUSIVE;
}

export function expiresAtFrom(expiresInSeconds: number, now: number = Date.now()): number {
  return now + expiresInSeconds * 1000;
}

export function isExpired(expiresAt: number, now: number = Date.now()): boolean {
  return !Number.isFinite(expiresAt) || now >= expiresAt;
}

export type TRefreshInput = { lifetimeSeconds: number; expiresAt: number; now?: number };

/**
 * Milliseconds from `now` until the refresh (120 s before expiry; 0 when that moment has passed
 * but the token is still valid), or null when no refresh is scheduled: lifetime of 240 s or less,
 * or the token already expired.
 */
export function refreshDelayMs({ lifetimeSeconds, expiresAt, now = Date.now() }: TRefreshInput): number | null {
  if (!(lifetimeSeconds > REFRESH_MIN_LIFETIME_S)) return null;
  if (isExpired(expiresAt, now)) return null;
  return Math.max(0, expiresAt - REFRESH_BEFORE_EXPIRY_S * 1000 - now);
}

/** True when a refresh is due at `now` (the session is read and the refresh moment has come). */
export function shouldRefresh(input: TRefreshInput): boolean {
  return refreshDelayMs(input) === 0;
}
