// The supported languages and the Accept-Language rule (spec sections 5 and 9): pure, shared by
// the web side (lib/i18n/pick-language.ts adds the cookie) and the upstream (request language).
export const SUPPORTED_LANGUAGES = ['de', 'en'] as const;
export type TLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'de';

export function isLanguage(v: unknown): v is TLanguage {
  return typeof v === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(v);
}

/** The first of `among` an Accept-Language header asks for, honouring q-values; null for none. */
export function preferredOf<T extends string>(header: string | null | undefined, among: readonly T[]): T | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.trim().toLowerCase().slice(0, 2), q: q ? Number(q.slice(2)) || 0 : 1, i };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return (ranked.find((x) => (among as readonly string[]).includes(x.lang))?.lang as T | undefined) ?? null;
}

/** Picks de or en from an Accept-Language header, honouring q-values; default de. */
export function pickLanguage(header: string | null | undefined): TLanguage {
  return preferredOf(header, SUPPORTED_LANGUAGES) ?? DEFAULT_LANGUAGE;
}
