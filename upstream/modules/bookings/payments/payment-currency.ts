// A payment handed over in another currency than the booking's: the amount (minor units of the
// paid currency) times the rate stored on the payment (booking currency per one unit of the paid
// one), shifted by the two currencies' minor digits, rounded once half away from zero. Exact:
// BigInt fractions of the price engine, no float touches the money.
import { ZExchangeRate } from '../../../../lib/contract/payments';
import { errors } from '../../../http/errors';
import { conversionFactor } from '../../prices/engine/currency';
import { exact, mul, round } from '../../prices/engine/exact';

export type TConverted = { amount: number; foreignAmount: number | null; foreignCurrency: string | null; exchangeRate: string | null };

export function convertPayment(amount: number, paidIn: string | undefined, bookingCurrency: string, rate: string | undefined): TConverted {
  if (!paidIn || paidIn === bookingCurrency) {
    if (rate !== undefined) throw errors.validation([{ path: 'exchangeRate', message: `only for a payment in another currency than the booking's ${bookingCurrency}` }]);
    return { amount, foreignAmount: null, foreignCurrency: null, exchangeRate: null };
  }
  if (rate === undefined) throw errors.validation([{ path: 'exchangeRate', message: `a payment in ${paidIn} on a booking in ${bookingCurrency} needs the exchange rate` }]);
  const parsed = ZExchangeRate.safeParse(rate);
  if (!parsed.success) throw errors.validation([{ path: 'exchangeRate', message: parsed.error.issues[0]?.message ?? 'Must be a decimal like 1.0875' }]);
  if (!Number.isSafeInteger(amount)) throw errors.validation([{ path: 'amount', message: 'must be integer minor units' }]);
  const converted = round(mul(exact(amount), conversionFactor(paidIn, bookingCurrency, parsed.data)));
  // Bounds before the number leaves BigInt: money-bounds.ts then checks it like any amount.
  if (converted > 10n ** 15n || converted < -(10n ** 15n)) throw errors.validation([{ path: 'amount', message: 'the converted amount is too large', code: 'too_big' }]);
  if (converted === 0n) throw errors.validation([{ path: 'amount', message: `converts to nothing in ${bookingCurrency} at this rate` }]);
  return { amount: Number(converted), foreignAmount: amount, foreignCurrency: paidIn, exchangeRate: parsed.data };
}
