// From the price list's currency to the booking's: the factor that turns list minor units into
// booking minor units (the rate is major per major; the minor-unit digits come from Intl, so
// EUR → JPY is right too). It multiplies exact prices before their one rounding.
import { PriceEngineError } from './errors';
import { exact, fromDecimal, mul, ONE, type TExact } from './exact';

const digitsCache = new Map<string, number>();

export function minorDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    digitsCache.set(currency, digits);
  }
  return digits;
}

export function conversionFactor(from: string, to: string, rate: string | undefined): TExact {
  if (from === to) return ONE;
  if (!rate) {
    throw new PriceEngineError('CURRENCY_MISMATCH', `the price list is in ${from}, the booking in ${to}: an exchange rate is needed`, { currency: to });
  }
  const shift = minorDigits(to) - minorDigits(from);
  const scale = shift >= 0 ? exact(10n ** BigInt(shift)) : exact(1n, 10n ** BigInt(-shift));
  return mul(fromDecimal(rate), scale);
}
