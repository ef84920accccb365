// The price of an on-site item by its product's rule base (enums PRODUCT_RULE_BASES): pure, no
// database. The desk may enter the units; without them the guest's stay counts them (nights, days,
// weeks rounded down or up, at least one); per person, per booking and per guest count one unit;
// per dive and per dive day count the dives or dive days (the `dives` call counts the logged
// ones). A unit costs the product's price (tax included); the amount is exact, units × price.
import { MAX_AMOUNT } from '../../../../lib/contract/money';
import { errors } from '../../../http/errors';

export function nightsOf(dateFrom: string, dateTo: string): number {
  return Math.max(0, Math.round((Date.parse(`${dateTo}T00:00:00Z`) - Date.parse(`${dateFrom}T00:00:00Z`)) / 86_400_000));
}

/** Units a rule base counts for a stay when the desk enters none. */
export function stayUnits(ruleBase: string | null, nights: number): number {
  switch (ruleBase) {
    case 'PerNight': return Math.max(1, nights);
    case 'PerDay': return nights + 1;
    case 'PerWeekFloor': return Math.max(1, Math.floor(nights / 7));
    case 'PerWeekCeil': return Math.max(1, Math.ceil(nights / 7));
    default: return 1;
  }
}

export type TOnsitePrice = { quantity: number; unitPrice: number; amount: number };

export function priceOnsite(unitPrice: number, ruleBase: string | null, nights: number, entered?: number): TOnsitePrice {
  const quantity = entered ?? stayUnits(ruleBase, nights);
  const amount = quantity * unitPrice;
  if (!Number.isSafeInteger(amount) || amount > MAX_AMOUNT) {
    throw errors.validation([{ path: 'quantity', message: `the item's amount must be within ${MAX_AMOUNT} minor units`, code: 'too_big' }]);
  }
  return { quantity, unitPrice, amount };
}
