// The price list's tax, computed once per booking on the sum of its taxable lines (room costs and
// taxable supplements; OnSite lines never). Only an 'active' tax counts (spec: aborted by default).
// Exclusive: a 'tax' line adds round(base × rate). Inclusive: the prices already hold the tax;
// the summary reports the contained part round(base × rate / (100 + rate)) and no line is added.
import type { TCalculationLine, TPricingTax, TTaxSummary } from '@/lib/contract/pricing';
import { div, exact, fromDecimal, mul, percent, round } from './exact';
import { namedValues } from '@/lib/contract/line-values';
import { makeLine, toSafe } from './lines';

export function computeTax(tax: TPricingTax, lines: readonly TCalculationLine[], currency: string): { summary: TTaxSummary | null; line: TCalculationLine | null } {
  if (tax.status !== 'active') return { summary: null, line: null };
  let base = 0n;
  for (const l of lines) if (l.taxable) base += BigInt(l.amount);
  // Never a negative tax: a taxable discount larger than the taxed lines (a special reducing a
  // surcharge that is itself excluded from tax) leaves a base of zero, not a refund of tax.
  if (base < 0n) base = 0n;
  const rate = fromDecimal(tax.value);
  const amount = tax.inclusive
    ? round(div(mul(exact(base), rate), exact(100n * rate.d + rate.n, rate.d)))
    : round(mul(exact(base), percent(tax.value)));
  const summary: TTaxSummary = { name: tax.name, ...(tax.names ? { names: tax.names } : {}), rate: tax.value, inclusive: tax.inclusive, base: toSafe(base, 'the tax base'), amount: toSafe(amount, 'the tax') };
  if (tax.inclusive) return { summary, line: null };
  const line = makeLine({ type: 'tax', key: 'pricing.lines.tax', quantity: 1, unitPrice: amount, currency, taxable: false,
    values: { ...namedValues('name', tax.name, tax.names), rate: tax.value, base: summary.base } });
  return { summary, line };
}
