// Pathname → route of the table (routes.ts) and its parameters.
//   matchRoute('/booking/42/') → { route: <bookingDetail>, params: { id: '42' } }
// Trailing and repeated slashes are ignored. Every segment is URL-decoded once before comparing
// (static ones too, so '/config/%6Dodules' is guarded as /config/modules, the page Next serves),
// and '.'/'..' segments are resolved as a URL parser does. A path with a segment that cannot be
// decoded, or a parameter that decodes to a slash, matches no screen. Static segments beat
// parameters at the first position where candidates differ (/booking/list over /booking/:id).
// Unknown paths give the catch-all not-found route.
import { notFoundRoute, ROUTES, type TRouteDef } from './routes';

export type TRouteMatch = { route: TRouteDef; params: Record<string, string> };

type TCompiled = { route: TRouteDef; segments: string[] };

const compiled: TCompiled[] = ROUTES.filter((r) => !r.notFound).map((route) => ({
  route,
  segments: splitPath(route.path),
}));

/** Path segments without empty ones: '/a//b/' → ['a', 'b']; the query and hash are dropped. */
export function splitPath(pathname: string): string[] {
  const path = pathname.split(/[?#]/, 1)[0];
  return path.split('/').filter((s) => s.length > 0);
}

/** '/booking/list/' → '/booking/list'; '' → '/'. */
export function normalizePathname(pathname: string): string {
  return '/' + splitPath(pathname).join('/');
}

/** Decoded segments with dot segments resolved, or null when a segment is not valid UTF-8 %-encoding. */
function decodeParts(pathname: string): string[] | null {
  const out: string[] = [];
  for (const raw of splitPath(pathname)) {
    let part: string;
    try {
      part = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (part === '.') continue;
    if (part === '..') out.pop();
    else out.push(part);
  }
  return out;
}

function tryMatch(candidate: TCompiled, parts: string[]): Record<string, string> | null {
  if (candidate.segments.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const seg = candidate.segments[i];
    if (seg.startsWith(':')) {
      if (parts[i].includes('/') || parts[i].includes('\\')) return null;
      params[seg.slice(1)] = parts[i];
    } else if (seg !== parts[i]) {
      return null;
    }
  }
  return params;
}

/** Static-over-param specificity: compare segment by segment, the first difference decides. */
function moreSpecific(a: TCompiled, b: TCompiled): boolean {
  for (let i = 0; i < a.segments.length; i++) {
    const aParam = a.segments[i].startsWith(':');
    const bParam = b.segments[i].startsWith(':');
    if (aParam !== bParam) return !aParam;
  }
  return false;
}

export function matchRoute(pathname: string): TRouteMatch {
  const parts = decodeParts(pathname);
  if (!parts) return { route: notFoundRoute, params: {} };
  let best: { c: TCompiled; params: Record<string, string> } | null = null;
  for (const c of compiled) {
    const params = tryMatch(c, parts);
    if (params && (!best || moreSpecific(c, best.c))) best = { c, params };
  }
  return best ? { route: best.c.route, params: best.params } : { route: notFoundRoute, params: {} };
}
