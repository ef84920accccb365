// A name from the operator's data (a season, a special, a commission, a tax) in the language of
// the page or document that prints it. The data holds the name (the operator's own wording) and,
// optionally, `names` per language ({ de, en }); a calculation line keeps both in its flat
// textValues: `season` and `season@en`, `season@de` (issue 32 item 8: German documents printed the
// English season names). Printing a line overlays the language's values on the plain ones.
export type TNames = { de?: string; en?: string };
type TValues = Record<string, string | number>;

const LANGS = ['de', 'en'] as const;

/** The translations of a stored or typed `names` value: its non-empty de and en texts, trimmed. */
export function namesIn(v: unknown): TNames {
  const o = (v && typeof v === 'object' ? v : {}) as Record<string, unknown>;
  const out: TNames = {};
  for (const lang of LANGS) {
    const t = typeof o[lang] === 'string' ? (o[lang] as string).trim() : '';
    if (t) out[lang] = t;
  }
  return out;
}

/** `{ [field]: name, [field@de]: names.de, [field@en]: names.en }` without empty translations. */
export function namedValues(field: string, name: string, names: TNames | null | undefined): TValues {
  const out: TValues = { [field]: name };
  for (const lang of LANGS) {
    const v = names?.[lang]?.trim();
    if (v) out[`${field}@${lang}`] = v;
  }
  return out;
}

/** The values to format a line's text with in `lang`: `x@lang` replaces `x`; other languages' entries are left out. */
export function localValues(values: unknown, lang: string): TValues {
  const all = (values ?? {}) as TValues;
  const out: TValues = {};
  for (const [k, v] of Object.entries(all)) if (!k.includes('@')) out[k] = v;
  const suffix = `@${lang}`;
  for (const [k, v] of Object.entries(all)) if (k.endsWith(suffix)) out[k.slice(0, -suffix.length)] = v;
  return out;
}
