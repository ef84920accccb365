// Text and numbers for the PDF documents. The documents draw with embedded Noto Sans
// (pdf-fonts.ts: Latin with its extensions, Greek, Cyrillic), so a guest's name prints as typed
// ("Łukasz Nguyễn"). What the font has no glyph for (emoji, CJK, ...) is transliterated where
// Unicode can (NFKD drops marks) or printed as "?", and so are control and format characters
// (bidi overrides, zero-width joiners), so guest input can never break or garble a document.
// Long words are cut by the layout (ellipsis), not here.
import { hasGlyph } from './pdf-fonts';
import type { TDocLang } from './texts';

/** Letters that Unicode does not decompose into a base letter and a mark. */
const BASE: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŧ: 'T', ŧ: 't', Ə: 'E', ə: 'e' };
const INVISIBLE = /^[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Zl}\p{Zp}]$/u;
const fits = (ch: string) => !INVISIBLE.test(ch) && hasGlyph(ch.codePointAt(0)!);

export function printable(s: string | null | undefined, max = 500): string {
  if (!s) return '';
  let out = '';
  for (const ch of s.normalize('NFC').replace(/[\r\n\t]+/g, ' ')) {
    if (fits(ch)) out += ch;
    else {
      const base = BASE[ch] ?? ch.normalize('NFKD').replace(/\p{M}/gu, '');
      out += [...base].every(fits) && base ? base : '?';
    }
    if (out.length >= max) return `${out.slice(0, max - 1)}…`;
  }
  return out;
}

// Made once: an Intl.NumberFormat costs far more to make than to use (a document prints dozens).
const GROUPING: Record<TDocLang, Intl.NumberFormat> = { de: new Intl.NumberFormat('de-DE'), en: new Intl.NumberFormat('en-GB') };

/** Minor units (2 digits) as text: '1.234,56 €' (de) or '€1,234.56' (en); other codes by code. */
export function money(minor: number, currency: string, lang: TDocLang): string {
  const v = BigInt(minor);
  const abs = v < 0n ? -v : v;
  const major = GROUPING[lang].format(abs / 100n);
  const num = `${major}${lang === 'de' ? ',' : '.'}${(abs % 100n).toString().padStart(2, '0')}`;
  const sym = currency === 'EUR' ? '€' : currency;
  const sign = v < 0n ? '-' : '';
  return lang === 'de' ? `${sign}${num} ${sym}` : `${sign}${sym === '€' ? '€' : `${sym} `}${num}`;
}

export function day(iso: string | null | undefined, lang: TDocLang): string {
  if (!iso) return '';
  const [y, m, d] = iso.slice(0, 10).split('-');
  return lang === 'de' ? `${d}.${m}.${y}` : `${d}/${m}/${y}`;
}

export const rate = (r: number, lang: TDocLang) => `${lang === 'de' ? String(r).replace('.', ',') : String(r)} %`;
