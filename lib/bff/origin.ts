// Cross-site request refusal for state-changing calls: a foreign or null Origin, or a browser
// that reports the request as cross-site, is refused. Same-origin fetches always carry Origin
// on POST/PUT/PATCH/DELETE in current browsers; non-browser clients without Origin and without
// Sec-Fetch-Site pass (they hold no victim's cookie).
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isCrossSiteMutation(req: { method: string; headers: { get(name: string): string | null } }): boolean {
  if (SAFE_METHODS.has(req.method)) return false;
  const site = req.headers.get('sec-fetch-site');
  if (site === 'cross-site') return true;
  const origin = req.headers.get('origin');
  if (origin === null) return false;
  if (origin === 'null') return true;
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host');
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
