// Texts of the documents in the booking's language: the calculation lines' message keys
// (pricing.lines.*) and the document labels (namespace invoiceDoc) from the web's messages/*.json,
// formatted with intl-messageformat (the ICU format next-intl uses). Read once per process.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import { localValues } from '../../../lib/contract/line-values';

export type TDocLang = 'de' | 'en';
const MESSAGES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../messages');
const cache = new Map<TDocLang, Record<string, unknown>>();

export const docLang = (l: string | null | undefined): TDocLang => (l === 'en' ? 'en' : 'de');

function messages(lang: TDocLang): Record<string, unknown> {
  let m = cache.get(lang);
  if (!m) {
    try {
      m = JSON.parse(readFileSync(path.join(MESSAGES_DIR, `${lang}.json`), 'utf8')) as Record<string, unknown>;
    } catch {
      m = {};
    }
    cache.set(lang, m);
  }
  return m;
}

function lookup(lang: TDocLang, key: string): string | null {
  let node: unknown = messages(lang);
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, part)) return null;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : null;
}

/** A message in the language, formatted; the key itself when the message is missing or broken. */
// Compiled once per language and key (compiling a message costs more than formatting it).
const compiled = new Map<string, IntlMessageFormat | null>();
function formatOf(lang: TDocLang, key: string, msg: string): IntlMessageFormat | null {
  const id = `${lang}:${key}`;
  let f = compiled.get(id);
  if (f === undefined) {
    try { f = new IntlMessageFormat(msg, lang); } catch { f = null; }
    compiled.set(id, f);
  }
  return f;
}

export function text(lang: TDocLang, key: string, values: Record<string, unknown> = {}): string {
  const msg = lookup(lang, key);
  if (msg === null) return key;
  try {
    return String(formatOf(lang, key, msg)?.format(values as Record<string, string | number>) ?? msg);
  } catch {
    return msg;
  }
}

/** A calculation line's text: its free text, else its message key with values. */
export function lineText(lang: TDocLang, l: { text: string | null; textKey: string | null; textValues: unknown }): string {
  if (l.text) return l.text;
  if (l.textKey) return text(lang, l.textKey, localValues(l.textValues, lang));
  return '';
}

export const docLabel = (lang: TDocLang, key: string, values?: Record<string, unknown>) => text(lang, `invoiceDoc.${key}`, values);

/** A table of built-in labels written one row per label ({ key: { de, en } }, so no label can be
 *  missing in a language) turned into one map per language: perLanguage(T).de.key. */
export function perLanguage<K extends string>(texts: Record<K, Record<TDocLang, string>>): Record<TDocLang, Record<K, string>> {
  const entries = Object.entries(texts) as [K, Record<TDocLang, string>][];
  const inLanguage = (lang: TDocLang) => Object.fromEntries(entries.map(([key, t]) => [key, t[lang]])) as Record<K, string>;
  return { de: inLanguage('de'), en: inLanguage('en') };
}

/** The reason for exemption a document states when it prints a line at 0 % (§ 14 Abs. 4 Nr. 8
 *  UStG): the company's noTaxNote, else the built-in text; the e-invoice's exemption reason (BT-120,
 *  einvoice-data.ts) is the same text. null when every line is taxed. */
export function exemptionNote(lang: TDocLang, company: Record<string, unknown>, lines: { taxRate: number | string }[]): string | null {
  if (!lines.some((l) => Number(l.taxRate) === 0)) return null;
  const own = typeof company.noTaxNote === 'string' ? company.noTaxNote.trim() : '';
  return own || docLabel(lang, 'taxExempt');
}
