// How much a guest pays online for a level (docs/decisions/widget-and-payment.md):
//   full    what is still open (total minus what is paid);
//   deposit DEPOSIT_PERCENT of the total, rounded up to whole minor units, never more than is open
//           (until the terms of payment of the deals issue give each booking its own deposit);
//   rest    what is open once something has been paid; before any payment it is the full amount.
import type { PAY_LEVELS } from '../../../lib/contract/online-payment';

export const DEPOSIT_PERCENT = 30;
export type TPayLevel = (typeof PAY_LEVELS)[number];

export function amountDue(level: TPayLevel, total: number, paid: number): number {
  const open = Math.max(0, total - paid);
  if (level === 'deposit') return Math.min(open, Math.ceil((total * DEPOSIT_PERCENT) / 100));
  return open;
}
