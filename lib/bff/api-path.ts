// The one normaliser of request paths on the web server. Every decision about a path (is it an
// API call, is it the session call, where does it go) is taken on its normal form, and the normal
// form is what the upstream receives, so the web server and the upstream can never read one
// request line as two different paths. Issue 13: `/api/auth/%74oken`, `/api//auth/token`,
// `/api/./auth/token` reached the upstream's login as a plain pass-through and handed the raw
// upstream token to the browser.
//
// Normal form: dot segments resolved (also `%2e`), empty segments dropped (`//`, trailing `/`),
// every segment percent-decoded once and re-encoded one canonical way. Refused (null): anything
// that is not an origin-form path, malformed %-escapes, a decoded `/` or `\` inside a segment
// (`%2F`, `%5C`), control characters, and double encoding (a segment that still holds %XX after
// one decoding), because a server behind us that decoded once more would see another path.

export type TNormalPath = {
  /** Decoded once, dot segments resolved, re-encoded canonically: what goes to the upstream. */
  path: string;
  /** The query string as it came ('' or '?...'); queries are never routed on. */
  search: string;
};

/** The session call (log in, refresh, log out): answered by lib/bff/token.ts, never passed through. */
export const SESSION_PATH = '/api/auth/token';

const BASE = 'http://path.invalid';
const ESCAPE = /%[0-9a-f]{2}/i;
const FORBIDDEN = /[\u0000-\u001f\u007f/\\]/;
// RFC 3986 pchar: what a path segment may hold unescaped besides unreserved characters.
const PCHAR_SUBDELIMS = /%(21|24|26|27|28|29|2A|2B|2C|3A|3B|3D|40)/gi;

function encodeSegment(s: string): string {
  return encodeURIComponent(s).replace(PCHAR_SUBDELIMS, (m) => decodeURIComponent(m));
}

export function normalizePath(raw: string): TNormalPath | null {
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  const q = raw.indexOf('?');
  const rawPath = q < 0 ? raw : raw.slice(0, q);
  const search = q < 0 ? '' : raw.slice(q);
  if (FORBIDDEN.test(rawPath.replaceAll('/', ''))) return null;
  let url: URL;
  try {
    // The WHATWG parser is what the upstream (Hono on undici's Request) applies first: it resolves
    // `.`/`..` including their %2e spellings. Anything that changes the host is refused.
    url = new URL(rawPath, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const out: string[] = [];
  for (const seg of url.pathname.split('/')) {
    let s: string;
    try {
      s = decodeURIComponent(seg);
    } catch {
      return null;
    }
    if (FORBIDDEN.test(s) || ESCAPE.test(s)) return null;
    if (s === '' || s === '.') continue;
    if (s === '..') {
      out.pop();
      continue;
    }
    out.push(encodeSegment(s));
  }
  return { path: `/${out.join('/')}`, search };
}

/** An /api call (case-insensitive: the decision never depends on how the browser spelt it). */
export function isApiPath(path: string): boolean {
  const p = path.toLowerCase();
  return p === '/api' || p.startsWith('/api/');
}

/** The session call in any spelling of its normal form. */
export function isSessionPath(path: string): boolean {
  return path.toLowerCase() === SESSION_PATH;
}
