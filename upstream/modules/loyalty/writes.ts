// Spending and correcting points, each in the caller's transaction under the member's lock:
// a redemption becomes a discount line on a booking of the member (added through the bookings
// module's own calculation, which checks the money bounds and the invoiced state, and writes the
// booking's version 'loyalty.redeem'); a correction is an entry with its reason. The balance
// never goes below zero. Nothing is edited or deleted.
import type { Tx } from '../../db/client';
import { loyaltyEntries } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { changeBooking } from '../bookings/booking-change';
import { addManualLine } from '../bookings/prices/calculation';
import { bookingDetail } from '../bookings/detail';
import { lockMember, pointsOf } from './ledger';
import type { TProgramRead } from './program';

const who = (p: TPrincipal) => ({ userId: p.userId, userName: p.name });

function insufficient(balance: number): never {
  throw errors.conflict('LOYALTY_INSUFFICIENT', `The member holds ${balance} points; the balance cannot go below zero.`);
}

export async function redeemPoints(tx: Tx, p: TPrincipal, bookingId: string, input: { points: number; note?: string }, program: TProgramRead): Promise<{ customer: string; discount: number }> {
  let customer = '';
  let discount = 0;
  await changeBooking(tx, p, bookingId, 'loyalty.redeem', 'office', async (row) => {
    if (!row.customer) throw errors.conflict('LOYALTY_NO_MEMBER', 'The booking names no customer whose points could pay it.');
    if (row.currency !== program.currency) throw errors.conflict('LOYALTY_CURRENCY', `Points are redeemed in ${program.currency}; the booking is in ${row.currency}.`);
    if (['aborted', 'deleted', 'freed', 'rebooked'].includes(row.state)) throw errors.conflict('LOYALTY_BOOKING_CLOSED', 'Points cannot pay a cancelled or closed booking.');
    customer = row.customer;
    await lockMember(tx, customer);
    const { balance } = await pointsOf(tx, customer);
    if (input.points > balance) insufficient(balance);
    discount = input.points * program.pointValue;
    const open = (await bookingDetail(tx, row)).open;
    if (discount > open) {
      throw errors.conflict('LOYALTY_MORE_THAN_OPEN', `${input.points} points are worth ${discount}; the booking has ${Math.max(0, open)} open (minor units).`);
    }
    await addManualLine(tx, row, { type: 'discount', text: `Loyalty points: ${input.points}`, quantity: 1, unitPrice: -discount });
    await tx.insert(loyaltyEntries).values({
      customerId: customer, points: -input.points, kind: 'redeem', bookingId: row.id, amount: discount, currency: row.currency, note: input.note ?? null, ...who(p),
    });
  });
  return { customer, discount };
}

export async function correctPoints(tx: Tx, p: TPrincipal, customerId: string, input: { points: number; note: string; earned: boolean }): Promise<void> {
  await lockMember(tx, customerId);
  const { balance, earned } = await pointsOf(tx, customerId);
  if (balance + input.points < 0) insufficient(balance);
  if (input.earned && earned + input.points < 0) throw errors.conflict('LOYALTY_INSUFFICIENT', `The member earned ${earned} points; a correction cannot take more.`);
  await tx.insert(loyaltyEntries).values({ customerId, points: input.points, kind: input.earned ? 'earn_correction' : 'correction', note: input.note, ...who(p) });
}
