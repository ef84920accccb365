// Exact money arithmetic without a dependency: a value is a fraction of two BigInts until it
// becomes a line's unit price or a tax amount, where it is rounded exactly once (half away from
// zero, the commercial rounding of German invoices). Prices are integer minor units and
// percentages and exchange rates are short decimals, so fractions stay small and exact; a decimal
// library would add a dependency and a second number type for no gain.

export type TExact = { readonly n: bigint; readonly d: bigint };

export const exact = (n: number | bigint, d: number | bigint = 1n): TExact => {
  const num = BigInt(n);
  const den = BigInt(d);
  if (den === 0n) throw new RangeError('division by zero');
  return den < 0n ? { n: -num, d: -den } : { n: num, d: den };
};

export const ZERO = exact(0);
export const ONE = exact(1);

export const mul = (a: TExact, b: TExact): TExact => ({ n: a.n * b.n, d: a.d * b.d });
export const add = (a: TExact, b: TExact): TExact => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });
export const sub = (a: TExact, b: TExact): TExact => ({ n: a.n * b.d - b.n * a.d, d: a.d * b.d });
export const div = (a: TExact, b: TExact): TExact => exact(a.n * b.d, a.d * b.n);
export const cmp = (a: TExact, b: TExact): number => {
  const l = a.n * b.d;
  const r = b.n * a.d;
  return l < r ? -1 : l > r ? 1 : 0;
};
export const min = (a: TExact, b: TExact): TExact => (cmp(a, b) <= 0 ? a : b);
export const max = (a: TExact, b: TExact): TExact => (cmp(a, b) >= 0 ? a : b);

/** A decimal number or text read exactly from its decimal digits: 7.7 is 77/10, not 7.70000000000000017763568394002504646778106689453125. */
export function fromDecimal(value: number | string): TExact {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const m = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) throw new RangeError(`not a plain decimal: ${text}`);
  const [, sign, whole, frac = ''] = m;
  const n = BigInt(whole + frac) * (sign ? -1n : 1n);
  return exact(n, 10n ** BigInt(frac.length));
}

/** p percent as a fraction: 19 → 19/100. */
export const percent = (p: number): TExact => div(fromDecimal(p), exact(100));

/** The one rounding step: half away from zero, to an integer number of minor units. */
export function round(x: TExact): bigint {
  if (x.d === 1n) return x.n;
  const neg = x.n < 0n;
  const abs = neg ? -x.n : x.n;
  let q = abs / x.d;
  if ((abs % x.d) * 2n >= x.d) q += 1n;
  return neg ? -q : q;
}
