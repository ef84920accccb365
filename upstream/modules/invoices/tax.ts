// The tax of an invoice's lines (docs/decisions/invoices.md, "Tax"). Each line brings its own
// tax as the booking states it (rate, inclusive or exclusive; lib/contract/tax-breakdown.ts
// resolveLineTaxes, on-site items their own rate): one breakdown row per rate. Inclusive lines
// hold their tax, round(gross × r / (100 + r)) once per rate; exclusive lines get the booking's
// 'tax' line of their rate, shared among split invoices by their exclusive net (the shares add up
// to the booking's tax exactly). A row is named by its own rate.
import type { TInvoiceTaxRow } from '../../db/schema';
import { rate as rateText } from '../../shared/pdf/pdf-text';
import { docLabel, type TDocLang } from '../../shared/pdf/texts';

export type TLineTaxOf = { rate: number; inclusive: boolean; name?: string };
/** A line of an invoice with its tax. */
export type TTaxedLine = { amount: number; tax: TLineTaxOf };

/** Half away from zero, on integers: round(a × num / den). */
export function roundDiv(a: bigint, num: bigint, den: bigint): bigint {
  const x = a * num;
  const q = x / den;
  const r = x % den;
  if (2n * (r < 0n ? -r : r) >= den) return q + (x < 0n ? -1n : 1n);
  return q;
}

/** Rates with up to 2 decimals as integer hundredths. */
const hundredths = (rate: number) => BigInt(Math.round(rate * 100));

/** The tax an inclusive gross holds at a rate: round(gross × r / (100 + r)), half away from zero. */
export const heldTax = (gross: number, rate: number) => (rate === 0 ? 0 : Number(roundDiv(BigInt(gross), hundredths(rate), 10_000n + hundredths(rate))));

/** A row's name from its rate: the lines' own tax name when they share one (with the rate added
 *  unless the name states it), else the document's word for VAT; never another rate's name. */
export function rowName(names: (string | undefined)[], rate: number, lang: TDocLang): string {
  const shared = names.length > 0 && names.every((n) => n && n === names[0]) ? names[0]!.trim() : '';
  const base = shared || docLabel(lang, 'taxRate');
  const stated = new RegExp(`(^|[^0-9.,])${String(rate).replace('.', '[.,]')}\\s*%`).test(base);
  return stated ? base : `${base} ${rateText(rate, lang)}`;
}

/** The breakdown of a set of lines, one row per rate, highest first. `exclusiveTax`: per rate, this
 *  invoice's part of the booking's exclusive tax (its 'tax' lines). */
export function breakdown(lines: TTaxedLine[], exclusiveTax: Map<number, number>, lang: TDocLang): TInvoiceTaxRow[] {
  const byRate = new Map<number, { inc: number; exc: number; names: (string | undefined)[] }>();
  const at = (rate: number) => {
    let g = byRate.get(rate);
    if (!g) byRate.set(rate, (g = { inc: 0, exc: 0, names: [] }));
    return g;
  };
  for (const l of lines) {
    const g = at(l.tax.rate);
    if (l.tax.inclusive || l.tax.rate === 0) g.inc += l.amount;
    else g.exc += l.amount;
    g.names.push(l.tax.name);
  }
  for (const [rate, tax] of exclusiveTax) if (tax !== 0) at(rate);
  return [...byRate.entries()].sort((a, b) => b[0] - a[0]).map(([rate, g]) => {
    const incTax = heldTax(g.inc, rate);
    const excTax = rate === 0 ? 0 : exclusiveTax.get(rate) ?? 0;
    const net = g.inc - incTax + g.exc;
    const tax = incTax + excTax;
    return { rate, inclusive: g.exc === 0, net, tax, gross: net + tax, name: rowName(g.names, rate, lang) };
  });
}

/** The exclusive tax amount split over parts by their taxable net (largest remainder). */
export function shareTax(total: number, bases: number[]): number[] {
  const sum = bases.reduce((a, b) => a + b, 0);
  if (sum === 0) return bases.map((_, i) => (i === 0 ? total : 0));
  const raw = bases.map((b) => (BigInt(total) * BigInt(b)) / BigInt(sum));
  let rest = BigInt(total) - raw.reduce((a, b) => a + b, 0n);
  const order = bases.map((b, i) => ({ i, rem: (BigInt(total) * BigInt(b)) % BigInt(sum) })).sort((a, b) => (a.rem > b.rem ? -1 : a.rem < b.rem ? 1 : a.i - b.i));
  for (const o of order) {
    if (rest === 0n) break;
    raw[o.i] += rest > 0n ? 1n : -1n;
    rest += rest > 0n ? -1n : 1n;
  }
  return raw.map(Number);
}

/** `amount` spread over parts in proportion to their `weights` (mixed signs allowed, their sum
 *  the whole), each part rounded down and the rest by largest remainder: when 0 ≤ amount ≤ the
 *  sum, every part lies between 0 and its weight, and all of the sum gives each its weight. */
export function spread(amount: number, weights: number[]): number[] {
  const sum = BigInt(weights.reduce((a, b) => a + b, 0));
  if (sum === 0n) return weights.map(() => 0);
  const floorDiv = (x: bigint, d: bigint) => { const q = x / d; return (x % d !== 0n && (x < 0n) !== (d < 0n)) ? q - 1n : q; };
  const parts = weights.map((w) => {
    const x = BigInt(amount) * BigInt(w);
    const f = floorDiv(x, sum);
    return { f, frac: x - f * sum };
  });
  let left = BigInt(amount) - parts.reduce((s, p) => s + p.f, 0n);
  const sign = sum < 0n ? -1n : 1n;
  const order = parts.map((p, i) => ({ i, frac: p.frac * sign })).filter((o) => o.frac !== 0n).sort((a, b) => (a.frac > b.frac ? -1 : a.frac < b.frac ? 1 : a.i - b.i));
  for (const o of order) {
    if (left <= 0n) break;
    parts[o.i].f += 1n;
    left -= 1n;
  }
  return parts.map((p) => Number(p.f));
}
