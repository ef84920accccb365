// The tax breakdown of a booking's calculation lines (rate, net, tax, gross; inclusive or
// exclusive), exact in integer minor units. Engine lines carry the price list's tax in
// customData.tax ({ name, rate, inclusive }) when they are taxable; an exclusive tax is its own
// 'tax' line (textValues name, rate). Inclusive: the gross holds the tax, round(gross × rate /
// (100 + rate)) half away from zero, the engine's formula. Lines without tax data (lines by hand,
// cancellation lines) hold the tax of the booking's price list when it is inclusive
// (resolveLineTaxes); else the group with rate 0 and no name. The invoice resolves each line
// the same way (invoices/issue-invoice.ts), so booking and invoice state one rate per line
// (docs/decisions/invoices.md, "Tax"). Sum of gross = sum of the lines.
import { localValues } from './line-values';
import type { TTaxGroup } from './payments';

export type TTaxLine = { type: string; amount: number; textValues?: unknown; customData?: unknown };
export type TLineTax = { name: string; rate: number; inclusive: boolean };

/** The tax data of a line, or null when it carries none; its name in `lang` when the list named
 *  the tax per language (customData.tax.names, lib/contract/line-values.ts). */
export function lineTax(line: TTaxLine, lang?: string): TLineTax | null {
  const data = (line.customData ?? null) as { tax?: Partial<TLineTax> & { names?: Record<string, string> } } | null;
  const t = data?.tax;
  if (!t || typeof t.rate !== 'number' || typeof t.inclusive !== 'boolean') return null;
  const local = lang ? t.names?.[lang] : undefined;
  return { name: local || (typeof t.name === 'string' ? t.name : ''), rate: t.rate, inclusive: t.inclusive };
}

/** Each line's tax: its own (customData.tax, written by the price reload on every engine line, rate
 *  0 for a line the engine leaves untaxed); a line without (by hand, a cancellation, a line of an
 *  older booking) holds the price list's tax of the booking when the list's prices hold it (the first
 *  taxed engine line's rate, inclusive); an engine line without, in a booking whose engine
 *  lines carry a tax, was left untaxed by the engine (0 %). null: no tax known ('tax' lines too). */
export function resolveLineTaxes(lines: readonly (TTaxLine & { source?: string })[], lang?: string): (TLineTax | null)[] {
  const own = lines.map((l) => (l.type === 'tax' ? null : lineTax(l, lang)));
  const listTax = own.find((t, i) => t !== null && t.rate > 0 && lines[i].source !== 'manual');
  // An exclusive list adds its tax as a line the other lines are not in: they state none.
  const fallback = listTax?.inclusive ? { name: listTax.name, rate: listTax.rate, inclusive: true } : null;
  return lines.map((l, i) => {
    if (l.type === 'tax') return null;
    if (own[i]) return own[i];
    if (l.source === 'engine' && listTax) return { name: '', rate: 0, inclusive: true };
    return fallback;
  });
}

/** A decimal rate as a fraction n/d of BigInts: 7.7 → 77/10. */
function fraction(rate: number): { n: bigint; d: bigint } {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(String(rate));
  if (!m) return { n: 0n, d: 1n };
  const frac = m[2] ?? '';
  return { n: BigInt(m[1] + frac), d: 10n ** BigInt(frac.length) };
}

/** The tax held in an inclusive gross: round(gross × rate / (100 + rate)), half away from zero. */
export function includedTax(gross: number, rate: number): number {
  const { n, d } = fraction(rate);
  const num = BigInt(gross) * n;
  const den = 100n * d + n;
  if (den === 0n || n === 0n) return 0;
  const neg = num < 0n;
  const abs = neg ? -num : num;
  let q = abs / den;
  if ((abs % den) * 2n >= den) q += 1n;
  return Number(neg ? -q : q);
}

export function taxBreakdown(lines: readonly (TTaxLine & { source?: string })[], lang?: string): TTaxGroup[] {
  const taxes = resolveLineTaxes(lines, lang);
  const groups = new Map<string, { name: string | null; rate: number; inclusive: boolean; base: number; tax: number }>();
  const group = (name: string | null, rate: number, inclusive: boolean) => {
    const key = `${rate}|${inclusive}|${name ?? ''}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { name, rate, inclusive, base: 0, tax: 0 }));
    return g;
  };
  for (const [i, l] of lines.entries()) {
    const v = (lang ? localValues(l.textValues, lang) : l.textValues ?? {}) as Record<string, unknown>;
    if (l.type === 'tax' && typeof v.rate === 'number') {
      group(typeof v.name === 'string' ? v.name : '', v.rate, false).tax += l.amount;
      continue;
    }
    const t = taxes[i];
    if (t && t.rate > 0) group(t.name, t.rate, t.inclusive).base += l.amount;
    else group(null, 0, true).base += l.amount;
  }
  return [...groups.values()]
    .filter((g) => g.base !== 0 || g.tax !== 0)
    .map((g) => {
      if (g.name === null) return { name: null, rate: 0, inclusive: true, net: g.base, tax: 0, gross: g.base };
      if (g.inclusive) {
        const tax = includedTax(g.base, g.rate);
        return { name: g.name, rate: g.rate, inclusive: true, net: g.base - tax, tax, gross: g.base };
      }
      return { name: g.name, rate: g.rate, inclusive: false, net: g.base, tax: g.tax, gross: g.base + g.tax };
    })
    .sort((a, b) => Number(a.name === null) - Number(b.name === null) || b.rate - a.rate);
}
