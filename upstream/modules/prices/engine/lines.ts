// Building one calculation line: quantity × unitPrice = amount, all integers of minor units.
// unitPrice arrives already rounded (the one rounding step happens in the caller via round()).
import type { TCalculationLine } from '@/lib/contract/pricing';
import { dayString } from './days';
import { PriceEngineError } from './errors';

export type TLineInit = Pick<TCalculationLine, 'type' | 'key' | 'quantity' | 'currency' | 'taxable'>
  & Partial<Pick<TCalculationLine, 'stayId' | 'guestId' | 'roomTypeId' | 'variantId' | 'seasonId' | 'entryId' | 'supplementId'>>
  & { unitPrice: bigint; values?: TCalculationLine['values']; start?: number; end?: number };

export function toSafe(value: bigint, what: string): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new PriceEngineError('AMOUNT_TOO_LARGE', `${what} exceeds the largest exact amount`);
  }
  return Number(value);
}

export function makeLine(init: TLineInit): TCalculationLine {
  const amount = init.unitPrice * BigInt(init.quantity);
  return {
    type: init.type,
    key: init.key,
    values: init.values ?? {},
    sort: 0,
    stayId: init.stayId ?? null,
    guestId: init.guestId ?? null,
    roomTypeId: init.roomTypeId ?? null,
    variantId: init.variantId ?? null,
    seasonId: init.seasonId ?? null,
    entryId: init.entryId ?? null,
    supplementId: init.supplementId ?? null,
    from: init.start === undefined ? null : dayString(init.start),
    to: init.end === undefined ? null : dayString(init.end),
    quantity: init.quantity,
    unitPrice: toSafe(init.unitPrice, 'a unit price'),
    amount: toSafe(amount, 'a line amount'),
    currency: init.currency,
    taxable: init.taxable,
  };
}

/** Sum of amounts, exact; checked against the safe-integer range once at the end. */
export function sumAmounts(lines: readonly TCalculationLine[]): bigint {
  let total = 0n;
  for (const l of lines) total += BigInt(l.amount);
  return total;
}
