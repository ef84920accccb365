// The tax breakdown of a booking's calculation lines (rate, net, tax, gross; inclusive or
// exclusive), exact in integer minor units. Engine lines carry the price list's tax in
// customData.tax ({ name, rate, inclusive }) when they are taxable; an exclusive tax is its own
// 'tax' line (textValues name, rate). Inclusive: the gross holds the tax, round(gross × rate /
// (100 + rate)) half away from zero, the engine's formula. Lines without tax data (lines by hand,
// cancellation lines) form the group with rate 0 and no name. Sum of gross = sum of the lines.
import type { TTaxGroup } from './payments';

export type TTaxLine = { type: string; amount: number; textValues?: unknown; customData?: unknown };
export type TLineTax = { name: string; rate: number; inclusive: boolean };

/** The tax data of a line, or null when it carries none. */
export function lineTax(line: TTaxLine): TLineTax | null {
  const data = (line.customData ?? null) as { tax?: Partial<TLineTax> } | null;
  const t = data?.tax;
  if (!t || typeof t.rate !== 'number' || typeof t.inclusive !== 'boolean') return null;
  return { name: typeof t.name === 'string' ? t.name : '', rate: t.rate, inclusive: t.inclusive };
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

export function taxBreakdown(lines: readonly TTaxLine[]): TTaxGroup[] {
  const groups = new Map<string, { name: string | null; rate: number; inclusive: boolean; base: number; tax: number }>();
  const group = (name: string | null, rate: number, inclusive: boolean) => {
    const key = `${rate}|${inclusive}|${name ?? ''}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { name, rate, inclusive, base: 0, tax: 0 }));
    return g;
  };
  for (const l of lines) {
    const v = (l.textValues ?? {}) as Record<string, unknown>;
    if (l.type === 'tax' && typeof v.rate === 'number') {
      group(typeof v.name === 'string' ? v.name : '', v.rate, false).tax += l.amount;
      continue;
    }
    const t = lineTax(l);
    if (t) group(t.name, t.rate, t.inclusive).base += l.amount;
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
