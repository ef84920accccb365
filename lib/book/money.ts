// Money on the public booking pages: minor units from the price call, shown with lib/format.
import { formatMoney, type TMoneyLocale } from '../format';

export type TRoomPrice =
  | { kind: 'price'; total: number; currency: string }
  /** No price list or entry covers the dates: the house quotes the price itself. */
  | { kind: 'onRequest' };

/** The total of a stay, e.g. '1.036,00 €' (de) or '€1,036.00' (en). */
export function priceText(price: { total: number; currency: string }, locale: TMoneyLocale): string {
  return formatMoney(price.total, price.currency, locale);
}

/**
 * The average per night, rounded half up to whole minor units (shown as "about", never charged);
 * null when there are no nights.
 */
export function perNightText(price: { total: number; currency: string }, nights: number, locale: TMoneyLocale): string | null {
  if (!Number.isInteger(nights) || nights <= 0) return null;
  const avg = Math.floor((price.total * 2 + nights) / (2 * nights));
  return formatMoney(avg, price.currency, locale);
}

/** schema.org wants a decimal string in major units: 103600 → '1036.00'. */
export function decimalAmount(minorUnits: number, fractionDigits = 2): string {
  const neg = minorUnits < 0;
  const abs = BigInt(Math.abs(minorUnits));
  const f = 10n ** BigInt(fractionDigits);
  const minor = (abs % f).toString().padStart(fractionDigits, '0');
  return `${neg ? '-' : ''}${abs / f}${fractionDigits > 0 ? `.${minor}` : ''}`;
}
