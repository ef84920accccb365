// Which sites may frame /widget/{slug}: the widget's allowedOrigins, read from the upstream's
// public widget call and kept for a short while per slug, so a page view costs no extra round
// trip and a changed setting applies within WIDGET_FRAME_TTL_MS. Unknown, inactive or unreadable
// widgets (upstream down) give an empty list: framing is refused (fails closed).
import { upstreamFetch } from '../http/upstream-client';

export const WIDGET_FRAME_TTL_MS = 30_000;
const FAILURE_TTL_MS = 2_000;
const MAX_ENTRIES = 500;
const LOOKUP_TIMEOUT_MS = 1_500;

type TEntry = { origins: string[]; language: 'de' | 'en' | null; until: number };
const cache = new Map<string, TEntry>();

/** The slug of a widget page path, or null for every other path. */
export function widgetSlug(pathname: string): string | null {
  const m = /^\/widget\/([^/]+)\/?$/.exec(pathname);
  if (!m) return null;
  try {
    const slug = decodeURIComponent(m[1]);
    return slug.length > 0 && slug.length <= 100 ? slug : null;
  } catch {
    return null;
  }
}

type TFacts = { origins: string[]; language: 'de' | 'en' | null };

async function lookup(slug: string): Promise<TFacts & { ok: boolean }> {
  try {
    const res = await upstreamFetch(`/api/book/widget/${encodeURIComponent(slug)}`, { signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) });
    if (res.status === 404) return { origins: [], language: null, ok: true };
    if (!res.ok) return { origins: [], language: null, ok: false };
    const body = (await res.json()) as { allowedOrigins?: unknown; language?: unknown };
    const list = Array.isArray(body.allowedOrigins) ? body.allowedOrigins.filter((o): o is string => typeof o === 'string') : [];
    return { origins: list, language: body.language === 'en' ? 'en' : body.language === 'de' ? 'de' : null, ok: true };
  } catch {
    return { origins: [], language: null, ok: false };
  }
}

/** The sites that may frame the widget and its language (null: unknown widget). */
export async function widgetFacts(slug: string, now = Date.now()): Promise<TFacts> {
  const hit = cache.get(slug);
  if (hit && hit.until > now) return hit;
  const { origins, language, ok } = await lookup(slug);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(slug, { origins, language, until: now + (ok ? WIDGET_FRAME_TTL_MS : FAILURE_TTL_MS) });
  return { origins, language };
}

export async function widgetFrameAncestors(slug: string, now = Date.now()): Promise<string[]> {
  return (await widgetFacts(slug, now)).origins;
}

export { WIDGET_LANGUAGE_HEADER } from './widget-language';
