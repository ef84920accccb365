// Prices as an operator types them (major units: "12.34", "12,34", "1.234,50") ↔ integer minor
// units as stored (1234). Exact: decimal text is split into digits, never run through a float;
// more fraction digits than the currency has is an error, not a silent rounding. A price-list
// price is never negative (reductions are specials, their own issue), so '-5' is refused.

/** Fraction digits of an ISO currency (EUR 2, JPY 0, BHD 3); 2 for codes Intl does not know (the spec's 'GBR'). */
export function currencyDigits(currency: string | null | undefined): number {
  if (!currency) return 2;
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

export type TMajorParse =
  | { ok: true; minor: number }
  | { ok: false; reason: 'format' | 'precision' | 'negative' | 'range' };

/**
 * Text in major units → minor units. '.' or ',' is the decimal mark; when both occur the last
 * one is the decimal mark and the other groups thousands ("1.234,50", "1,234.50"); one kind
 * occurring several times is grouping only ("1,234,567"). Spaces, apostrophes and no-break
 * spaces group too. A single separator is always the decimal mark (never guessed as grouping:
 * "1.234" in EUR is a precision error, not 1234).
 */
export function parseMajor(text: string, digits: number): TMajorParse {
  let s = text.trim().replace(/[\s'\u00a0\u202f]/g, '');
  if (s.startsWith('-')) return /\d/.test(s) ? { ok: false, reason: 'negative' } : { ok: false, reason: 'format' };
  if (s.startsWith('+')) s = s.slice(1);
  const dots = s.split('.').length - 1;
  const commas = s.split(',').length - 1;
  const grouped = (int: string, sep: string) => new RegExp(`^\\d{1,3}(\\${sep}\\d{3})+$`).test(int);
  if (dots > 0 && commas > 0) {
    const mark = s.lastIndexOf('.') > s.lastIndexOf(',') ? '.' : ',';
    const sep = mark === '.' ? ',' : '.';
    const i = s.lastIndexOf(mark);
    const int = s.slice(0, i);
    if (!grouped(int, sep)) return { ok: false, reason: 'format' };
    s = `${int.split(sep).join('')}.${s.slice(i + 1)}`;
  } else if (dots + commas > 1) {
    const sep = dots > 0 ? '.' : ',';
    if (!grouped(s, sep)) return { ok: false, reason: 'format' };
    s = s.split(sep).join('');
  } else {
    s = s.replace(',', '.');
  }
  const m = /^(\d*)(?:\.(\d*))?$/.exec(s);
  if (!m || (m[1] === '' && (m[2] ?? '') === '')) return { ok: false, reason: 'format' };
  const int = m[1] || '0';
  const frac = (m[2] ?? '').replace(/0+$/, '');
  if (frac.length > digits) return { ok: false, reason: 'precision' };
  const minor = BigInt(int) * 10n ** BigInt(digits) + BigInt(frac.padEnd(digits, '0') || '0');
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, reason: 'range' };
  return { ok: true, minor: Number(minor) };
}

/** Minor units → plain major-unit text for an input: 1234 → '12.34', 5 → '0.05', 1200 (JPY) → '1200'. */
export function formatMajor(minor: number, digits: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Money must be integer minor units, got ${minor}`);
  const neg = minor < 0;
  const abs = BigInt(Math.abs(minor));
  const f = 10n ** BigInt(digits);
  const frac = digits > 0 ? `.${(abs % f).toString().padStart(digits, '0')}` : '';
  return `${neg ? '-' : ''}${abs / f}${frac}`;
}
