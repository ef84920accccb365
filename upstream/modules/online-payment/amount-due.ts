// How much a guest pays online for a level (docs/decisions/widget-and-payment.md), from the
// booking's due schedule by its terms of payment (bookings/terms-schedule.ts, the one due rule):
//   full    what is still open (total minus what is paid);
//   deposit the deposit part's open amount; terms without a deposit (or a booking without any
//           terms) ask what is due next, which is everything open;
//   rest    what is open once something has been paid; before any payment it is the full amount.
import type { PAY_LEVELS } from '../../../lib/contract/online-payment';
import { depositOpen, type TDueItem } from '../bookings/terms/terms-schedule';

export type TPayLevel = (typeof PAY_LEVELS)[number];

export function amountDue(level: TPayLevel, total: number, paid: number, schedule: readonly TDueItem[]): number {
  const open = Math.max(0, total - paid);
  if (level === 'deposit') return Math.min(open, schedule.length ? depositOpen(schedule) : open);
  return open;
}
