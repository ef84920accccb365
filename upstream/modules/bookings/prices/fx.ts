// Money of a booking in another currency (POST /api/bookings/{id}/currency/{currency}, products
// priced in their own currency): the cross rate from the settings' exchange rates (units of each
// currency per 1 unit of the base currency), rounded once to 10 decimals, and a minor-unit amount
// converted with it and rounded once, half away from zero (docs/decisions/pricing.md, "Currency").
import type { Db } from '../../../db/client';
import { errors } from '../../../http/errors';
import { conversionFactor } from '../../prices/engine/currency';
import { div, exact, fromDecimal, mul, round } from '../../prices/engine/exact';
import { readGeneral, readGroup } from '../../settings/store';

/** rate(from → to) = rates[to] / rates[from] as a decimal text of at most 10 decimals. */
export function crossRateOf(rates: Record<string, number>, base: string, from: string, to: string): string | null {
  const rateOf = (c: string) => (c === base ? 1 : rates[c]);
  const a = rateOf(from);
  const b = rateOf(to);
  if (!a || !b) return null;
  const scaled = round(mul(div(fromDecimal(b), fromDecimal(a)), exact(10n ** 10n)));
  const text = scaled.toString().padStart(11, '0');
  return `${text.slice(0, -10)}.${text.slice(-10)}`.replace(/\.?0+$/, '');
}

/** The cross rate from the stored settings; 409 EXCHANGE_RATE_MISSING when one side has none. */
export async function crossRate(tx: Db, from: string, to: string): Promise<string | undefined> {
  if (from === to) return undefined;
  const [general, rates] = await Promise.all([readGeneral(tx), readGroup(tx, 'exchangeRates')]);
  const rate = crossRateOf(rates as Record<string, number>, String(general.baseCurrency ?? 'EUR'), from, to);
  if (!rate || rate === '0') {
    throw errors.conflict('EXCHANGE_RATE_MISSING', `No exchange rate between ${from} and ${to}: set both under Settings › Exchange rates.`);
  }
  return rate;
}

/** A minor-unit amount of `from` in minor units of `to` (the minor digits of each currency count). */
export const convertMinor = (amount: number, from: string, to: string, rate: string | undefined): number =>
  Number(round(mul(exact(amount), conversionFactor(from, to, rate))));
