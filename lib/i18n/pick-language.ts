// Browser-language detection restricted to the supported languages (spec sections 5 and 9).
export const SUPPORTED_LANGUAGES = ['de', 'en'] as const;
export type TLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'de';
/** The language cookie (14 days), written by the language switch. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_S = 14 * 24 * 3600;

/** The cookie's language, else the browser's restricted to de or en. */
export function requestLanguage(cookieValue: string | null | undefined, acceptLanguage: string | null | undefined): TLanguage {
  return isLanguage(cookieValue) ? cookieValue : pickLanguage(acceptLanguage);
}

export function isLanguage(v: unknown): v is TLanguage {
  return typeof v === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(v);
}

/** Picks de or en from an Accept-Language header, honouring q-values; default de. */
export function pickLanguage(header: string | null | undefined): TLanguage {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.trim().toLowerCase().slice(0, 2), q: q ? Number(q.slice(2)) || 0 : 1, i };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return ranked.find((x) => isLanguage(x.lang))?.lang as TLanguage ?? DEFAULT_LANGUAGE;
}
