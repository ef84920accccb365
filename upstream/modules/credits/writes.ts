// Writing credits, each in the caller's transaction: issuing one (by hand, or from what a booking
// holds: its paid money moves to the credit as a 'credit' refund on that booking), a correction
// with its reason, and applying a credit to a booking as a payment of method 'credit' (recorded by
// the bookings module, which owns payments). The balance never goes below 0 unless the general
// setting allowNegativeCredits says so. Nothing is ever edited or deleted: entries are added.
import { money } from '../../shared/pdf/pdf-text';
import { and, eq } from 'drizzle-orm';
import type { TCreditCreate, TCreditDetail, TCreditHolder } from '../../../lib/contract/credits';
import { hasScope } from '../../../lib/access/scopes';
import type { Db, Tx } from '../../db/client';
import { agencies, bookings, creditEntries, credits, customers } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { loadBooking } from '../bookings/access';
import { bookingDetail } from '../bookings/detail';
import { heldOf } from '../bookings/prices/money-bounds';
import { recordPayment } from '../bookings/payments/record-payment';
import { readGeneral } from '../settings/store';
import { creditDetail, holderReachable, lockCredit } from './ledger';

const UPDATE_SCOPE = { agency: 'agencies.update', customer: 'customers.update' } as const;

export function assertMayWrite(p: TPrincipal, holder: TCreditHolder): void {
  if (!hasScope(p.scopes, UPDATE_SCOPE[holder])) throw errors.forbidden();
}

const who = (p: TPrincipal) => ({ userId: p.userId, userName: p.name });
const bookingNo = (b: { bookingNo: string | null; reservationNo: string | null; offerNo: string | null; id: string }) => b.bookingNo ?? b.reservationNo ?? b.offerNo ?? b.id;

async function assertHolderWritable(tx: Tx, p: TPrincipal, input: TCreditCreate): Promise<TCreditHolder> {
  const holder: TCreditHolder = input.agency ? 'agency' : 'customer';
  assertMayWrite(p, holder);
  const [row] = holder === 'agency'
    ? await tx.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, input.agency!)).limit(1)
    : await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, input.customer!)).for('key share');
  if (!row) throw errors.validation([{ path: holder, message: `Unknown ${holder}` }]);
  const [ok] = holder === 'agency'
    ? await tx.select({ id: agencies.id }).from(agencies).where(andReach(eq(agencies.id, input.agency!), holder, p))
    : await tx.select({ id: customers.id }).from(customers).where(andReach(eq(customers.id, input.customer!), holder, p));
  if (!ok) throw errors.validation([{ path: holder, message: `Unknown ${holder}` }]);
  return holder;
}

const andReach = (cond: ReturnType<typeof eq>, holder: TCreditHolder, p: TPrincipal) => and(cond, holderReachable(holder, p, 'update'));

export async function createCredit(tx: Tx, p: TPrincipal, input: TCreditCreate, now: Date): Promise<TCreditDetail> {
  await assertHolderWritable(tx, p, input);
  let amount = input.amount;
  let currency = input.currency;
  let sourceBooking: typeof bookings.$inferSelect | undefined;
  if (input.sourceBooking) {
    sourceBooking = await loadBooking(tx, p, input.sourceBooking, 'office', true);
    if (input.agency ? sourceBooking.agency !== input.agency : sourceBooking.customer !== input.customer) {
      throw errors.conflict('CREDIT_HOLDER_MISMATCH', 'The booking does not belong to this agency or customer.');
    }
    if (currency && currency !== sourceBooking.currency) throw errors.validation([{ path: 'currency', message: `The booking is in ${sourceBooking.currency}` }]);
    currency = sourceBooking.currency;
  }
  if (!currency) throw errors.validation([{ path: 'currency', message: 'Required without a source booking' }]);
  if (input.source === 'cancellation' && !sourceBooking) throw errors.validation([{ path: 'sourceBooking', message: 'A credit from a cancellation names its booking' }]);

  const [credit] = await tx.insert(credits).values({
    agencyId: input.agency ?? null, customerId: input.customer ?? null, currency, source: input.source,
    sourceBookingId: sourceBooking?.id ?? null, note: input.note ?? null, validUntil: input.validUntil ?? null, ...who(p),
  }).returning();

  let paymentId: string | null = null;
  if (sourceBooking && input.source === 'cancellation') {
    // The booking's paid money moves to the credit: a refund of method 'credit' on the booking.
    // What the booking still holds (paid, less online refunds under way): money-bounds.ts.
    const paid = await heldOf(tx, sourceBooking.id);
    amount ??= paid;
    if (amount <= 0 || amount > paid) {
      throw errors.conflict('CREDIT_MORE_THAN_PAID', `At most what was paid on ${bookingNo(sourceBooking)} can move to a credit (${money(paid, sourceBooking.currency, 'en')}).`);
    }
    const { payment } = await recordPayment(tx, p, sourceBooking.id, {
      amount: -amount, method: 'credit', status: 'refunded', reference: `${bookingNo(sourceBooking)} → credit`,
      note: input.note ?? 'Moved to a credit', paidAt: now,
    }, now, 'credit.issue');
    paymentId = payment.id;
  }
  if (!amount) throw errors.validation([{ path: 'amount', message: 'Required' }]);
  await tx.insert(creditEntries).values({
    creditId: credit.id, amount, kind: 'issue', bookingId: sourceBooking?.id ?? null, paymentId, note: input.note ?? null, ...who(p),
  });
  return creditDetail(tx, p, credit.id);
}

export async function assertBalance(tx: Db, after: number): Promise<void> {
  if (after >= 0) return;
  const general = await readGeneral(tx);
  if (!general.allowNegativeCredits) throw errors.conflict('CREDIT_INSUFFICIENT', 'The credit does not hold that much (a negative balance is not allowed in the settings).');
}

export async function correctCredit(tx: Tx, p: TPrincipal, id: string, input: { amount: number; note: string }): Promise<TCreditDetail> {
  const { row, balance } = await lockCredit(tx, p, id);
  assertMayWrite(p, row.agencyId ? 'agency' : 'customer');
  await assertBalance(tx, balance + input.amount);
  await tx.insert(creditEntries).values({ creditId: id, amount: input.amount, kind: 'correction', note: input.note, ...who(p) });
  return creditDetail(tx, p, id);
}

export async function applyCredit(tx: Tx, p: TPrincipal, id: string, bookingId: string, input: { amount?: number; note?: string }, now: Date): Promise<TCreditDetail> {
  const { row, balance } = await lockCredit(tx, p, id);
  assertMayWrite(p, row.agencyId ? 'agency' : 'customer');
  const booking = await loadBooking(tx, p, bookingId, 'office', true);
  if (row.agencyId ? booking.agency !== row.agencyId : booking.customer !== row.customerId) {
    throw errors.conflict('CREDIT_HOLDER_MISMATCH', 'A credit pays only bookings of its own agency or customer.');
  }
  if (booking.currency !== row.currency) throw errors.conflict('CREDIT_CURRENCY', `The credit is in ${row.currency}, the booking in ${booking.currency}.`);
  if (row.validUntil && row.validUntil < now.toISOString().slice(0, 10)) throw errors.conflict('CREDIT_EXPIRED', `The credit was valid until ${row.validUntil}.`);
  const open = (await bookingDetail(tx, booking)).open;
  const amount = input.amount ?? Math.min(balance, open);
  if (amount <= 0) throw errors.conflict('CREDIT_NOTHING_TO_APPLY', 'Nothing to apply: the credit is used up or the booking is paid.');
  await assertBalance(tx, balance - amount);
  const { payment } = await recordPayment(tx, p, booking.id, {
    amount, method: 'credit', reference: `credit ${id.slice(0, 8)}`, note: input.note ?? 'Paid from a credit', paidAt: now,
  }, now, 'credit.apply');
  await tx.insert(creditEntries).values({ creditId: id, amount: -amount, kind: 'apply', bookingId: booking.id, paymentId: payment.id, note: input.note ?? null, ...who(p) });
  return creditDetail(tx, p, id);
}
