// The rows of /config/translations: every message key with its shipped text in the chosen
// language (for a language the operator added, the English text as the reference), the operator's
// text beside it, filtered by a search and by what is changed or missing, a page at a time.
// "Missing": no text at all in that language (neither shipped nor the operator's).
export type TTextsFilter = 'all' | 'changed' | 'missing';
export type TTextRow = { key: string; shipped: string | null; reference: string | null; override: string | null };
export type TTextsPage = { rows: TTextRow[]; total: number; changed: number; missing: number; pages: number };

export const TEXTS_PAGE_SIZE = 50;

/** Messages flattened to dotted keys. */
export function flatMessages(obj: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  if (obj && typeof obj === 'object') {
    for (const [k, v] of Object.entries(obj)) flatMessages(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (typeof obj === 'string' && prefix) {
    out[prefix] = obj;
  }
  return out;
}

type TInput = {
  shipped: Record<string, Record<string, string>>;
  overrides: Record<string, Record<string, string>>;
  lang: string;
  q: string;
  filter: TTextsFilter;
  page: number;
};

export function textRows({ shipped, overrides, lang, q, filter, page }: TInput): TTextsPage {
  const keys = [...new Set(Object.values(shipped).flatMap((m) => Object.keys(m)))].sort();
  const own = shipped[lang] ?? null;
  const all = keys.map((key): TTextRow => ({
    key,
    shipped: own?.[key] ?? null,
    reference: own ? null : shipped.en?.[key] ?? null,
    override: overrides[key]?.[lang] ?? null,
  }));
  const isMissing = (r: TTextRow) => r.shipped === null && r.override === null;
  const needle = q.trim().toLowerCase();
  const found = all.filter((r) => (filter === 'changed' ? r.override !== null : filter === 'missing' ? isMissing(r) : true)
    && (!needle || [r.key, r.shipped, r.reference, r.override].some((s) => s?.toLowerCase().includes(needle))));
  const pages = Math.max(1, Math.ceil(found.length / TEXTS_PAGE_SIZE));
  const at = Math.min(Math.max(1, page), pages);
  return {
    rows: found.slice((at - 1) * TEXTS_PAGE_SIZE, at * TEXTS_PAGE_SIZE),
    total: found.length,
    changed: all.filter((r) => r.override !== null).length,
    missing: all.filter(isMissing).length,
    pages,
  };
}
