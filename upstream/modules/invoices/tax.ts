// The tax of an invoice's lines (docs/decisions/invoices.md, "Tax"). A booking priced with an
// exclusive tax carries a 'tax' line (price engine, pricing.md): its rate applies to the engine's
// taxable lines and its amount is the tax, shared among split invoices by their taxable net (the
// shares add up to the booking's tax exactly). Otherwise prices hold the tax (inclusive) at the
// booking's tax rate or the general default: tax = round(gross × r / (100 + r)) per rate, once.
import type { TInvoiceTaxRow } from '../../db/schema';

export type TTaxSource = { mode: 'exclusive'; rate: number; name?: string; amount: number; base: number } | { mode: 'inclusive'; rate: number; name?: string };
/** `rate`: a line with a tax rate of its own, held in its price (an on-site item, bookings/onsite.ts). */
export type TTaxLine = { type: string; source: string; amount: number; rate?: number };

const ENGINE_TAXABLE = new Set(['room_cost', 'addon', 'cost']);

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

export function lineRate(src: TTaxSource, l: TTaxLine): number {
  if (l.rate !== undefined) return l.rate;
  if (src.mode === 'inclusive') return src.rate;
  return l.source === 'engine' && ENGINE_TAXABLE.has(l.type) ? src.rate : 0;
}

/** The breakdown of a set of lines ('tax' lines excluded: their money is the tax). `share`: for an
 *  exclusive tax, this part's amount of the booking's tax. */
export function breakdown(src: TTaxSource, lines: TTaxLine[], share?: number): TInvoiceTaxRow[] {
  const byRate = new Map<string, { rate: number; own: boolean; sum: number }>();
  for (const l of lines) {
    if (l.type === 'tax') continue;
    const rate = lineRate(src, l);
    // Lines with a rate of their own hold their tax (inclusive) whatever the booking's mode.
    const own = l.rate !== undefined && src.mode === 'exclusive' && rate > 0;
    const key = `${rate}|${own}`;
    const g = byRate.get(key) ?? { rate, own, sum: 0 };
    g.sum += l.amount;
    byRate.set(key, g);
  }
  return [...byRate.values()].sort((a, b) => b.rate - a.rate || Number(a.own) - Number(b.own)).map(({ rate, own, sum }) => {
    if (rate === 0) return { rate, inclusive: src.mode === 'inclusive', net: sum, tax: 0, gross: sum };
    if (src.mode === 'inclusive' || own) {
      const tax = Number(roundDiv(BigInt(sum), hundredths(rate), 10_000n + hundredths(rate)));
      return { rate, inclusive: true, net: sum - tax, tax, gross: sum, name: src.name };
    }
    const tax = share ?? src.amount;
    return { rate, inclusive: false, net: sum, tax, gross: sum + tax, name: src.name };
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
