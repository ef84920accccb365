// The partner API (/api/partner/*, docs/decisions/partner-api.md) is called by a partner's server
// with its API key, never with a browser session: on these paths the BFF passes the caller's own
// `Authorization: Bearer tbk_…` on (and nothing else of the kind), uses no session cookie and
// never clears one (an admin who opens such a URL in the browser keeps their session).
export const isPartnerPath = (path: string): boolean => path.startsWith('/api/partner/');

/** The partner's Authorization header to pass on, or null (not a partner path, or not a key). */
export function partnerCredential(path: string, authorization: string | null | undefined): string | null {
  if (!isPartnerPath(path) || !authorization) return null;
  return /^Bearer tbk_[A-Za-z0-9_-]{1,96}$/.test(authorization) ? authorization : null;
}
