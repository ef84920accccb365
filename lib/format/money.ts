// Currency symbols and money formatting (spec section 9). Amounts are integer minor units
// (cents): no binary floats are involved, the major part is formatted as a BigInt.
//   currencySymbol('EUR') → '€'      formatMoney(123456, 'EUR', 'de') → '1.234,56 €'
//                                    formatMoney(123456, 'EUR', 'en') → '€1,234.56'
// The spec writes the pound as 'GBR'; the ISO code GBP is accepted too.

export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  EUR: '€',
  USD: '$',
  GBR: '£',
  GBP: '£',
  PHP: '₱',
};

/** The symbol of a currency code, or the code itself when no symbol is known. */
export function currencySymbol(code: string): string {
  return CURRENCY_SYMBOLS[code.toUpperCase()] ?? code;
}

export type TMoneyLocale = 'de' | 'en';

export function formatMoney(
  minorUnits: number | bigint,
  currency: string,
  locale: TMoneyLocale = 'de',
  fractionDigits = 2,
): string {
  if (typeof minorUnits === 'number' && !Number.isSafeInteger(minorUnits)) {
    throw new RangeError(`Money must be integer minor units, got ${minorUnits}`);
  }
  const value = BigInt(minorUnits);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const factor = 10n ** BigInt(fractionDigits);
  const major = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { useGrouping: true }).format(abs / factor);
  const minor = (abs % factor).toString().padStart(fractionDigits, '0');
  const number = fractionDigits > 0 ? `${major}${locale === 'de' ? ',' : '.'}${minor}` : major;
  const symbol = currencySymbol(currency);
  const sign = negative ? '-' : '';
  // German puts the symbol after the amount with a (non-breaking) space, English before it.
  return locale === 'de' ? `${sign}${number}\u00a0${symbol}` : `${sign}${symbol}${number}`;
}
