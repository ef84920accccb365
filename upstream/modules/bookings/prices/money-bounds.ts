// The bounds of lib/contract/money.ts, checked before a booking's money is written: a new
// calculation line or payment must keep the booking's total, or its payments, within
// MAX_BOOKING_SUM. Sums are computed in bigint (numeric for the product of the two), so even rows
// stored before these bounds existed cannot overflow a check or a detail. The room bill (on-site
// items open or paid) is billed by the final invoice beside the lines, so it is bounded too: on its
// own and together with the total (assertBillFits, assertTotalFits).
import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { MAX_AMOUNT, MAX_BOOKING_SUM } from '../../../../lib/contract/money';
import type { Db } from '../../../db/client';
import { calculationLines, onlineRefunds, onsiteItems, payments } from '../../../db/schema';
import { errors } from '../../../http/errors';

const COUNTED = sql`${payments.status} IN ('paid', 'refunded')`;

/** The booking's total (sum of its lines) and what is paid, as exact integers, each an SQL value
 *  (text) that another statement can select along (the booking detail reads them in one). */
export function sumsSql(tx: Db, bookingId: string | SQLWrapper) {
  return {
    total: sql<string>`(${tx.select({ total: sql`coalesce(sum(${calculationLines.amount}::bigint), 0)::text` }).from(calculationLines).where(eq(calculationLines.bookingId, bookingId))})`,
    paid: sql<string>`(${tx.select({ paid: sql`coalesce(sum(${payments.amount}::bigint), 0)::text` }).from(payments).where(and(eq(payments.booking, bookingId), COUNTED))})`,
  };
}

/** The booking's total (sum of its lines) and what is paid, as exact integers. */
export async function sumsOf(tx: Db, bookingId: string): Promise<{ total: number; paid: number }> {
  const { total, paid } = sumsSql(tx, bookingId);
  const [r] = await tx.select({ total, paid }).from(sql`(SELECT 1) AS one`);
  return { total: Number(r.total), paid: Number(r.paid) };
}

/** The room bill in force (open and paid on-site items; voided and moved ones are not billed), exact. */
async function billOf(tx: Db, bookingId: string): Promise<number> {
  const [r] = await tx.select({ bill: sql<string>`coalesce(sum(${onsiteItems.amount}::bigint), 0)::text` }).from(onsiteItems)
    .where(and(eq(onsiteItems.bookingId, bookingId), sql`${onsiteItems.status} IN ('open', 'paid')`));
  return Number(r.bill);
}

function refuse(path: string, what: string): never {
  throw errors.validation([{ path, message: `${what} would exceed ±${MAX_BOOKING_SUM} minor units`, code: 'too_big' }], `The booking's ${what} would be too large`);
}

/** Throws 400 when an amount leaves the bounds of a booking's total (a booking without lines). */
export function assertAmountFits(added: number, path = 'unitPrice'): void {
  if (!Number.isSafeInteger(added) || Math.abs(added) > MAX_BOOKING_SUM) refuse(path, 'total');
}

/** Throws 400 when one amount, or the booking's total with `added` more (alone, or with the room
 *  bill the final invoice adds), leaves the bounds. */
export async function assertTotalFits(tx: Db, bookingId: string, added: number, path = 'unitPrice'): Promise<void> {
  assertAmountFits(added, path);
  const { total } = await sumsOf(tx, bookingId);
  if (Math.abs(total + added) > MAX_BOOKING_SUM) refuse(path, 'total');
  if (Math.abs(total + added + await billOf(tx, bookingId)) > MAX_BOOKING_SUM) refuse(path, 'total with its room bill');
}

/** Throws 400 when the room bill with `added` more (an item booked, changed or moved onto the
 *  booking), or the booking's total with that bill, leaves the bounds. Nothing is written then. */
export async function assertBillFits(tx: Db, bookingId: string, added: number, path = 'quantity'): Promise<void> {
  if (!Number.isSafeInteger(added) || Math.abs(added) > MAX_BOOKING_SUM) refuse(path, 'room bill');
  const bill = (await billOf(tx, bookingId)) + added;
  if (Math.abs(bill) > MAX_BOOKING_SUM) refuse(path, 'room bill');
  const { total } = await sumsOf(tx, bookingId);
  if (Math.abs(total + bill) > MAX_BOOKING_SUM) refuse(path, 'total with its room bill');
}

/** Throws 400 when a payment's amount, or the booking's payments with it, leave the bounds. */
export async function assertPaymentFits(tx: Db, bookingId: string, amount: number, counts: boolean): Promise<void> {
  if (!Number.isSafeInteger(amount) || Math.abs(amount) > MAX_AMOUNT) {
    throw errors.validation([{ path: 'amount', message: `must be within ±${MAX_AMOUNT} minor units`, code: 'too_big' }]);
  }
  const { paid } = await sumsOf(tx, bookingId);
  if (counts && Math.abs(paid + amount) > MAX_BOOKING_SUM) refuse('amount', 'payments');
}

/** What the booking still holds: its counted payments less the online refunds asked of a provider
 *  and not written yet (requested). Read under the booking's lock, it is what may still go out. */
export async function heldOf(tx: Db, bookingId: string): Promise<number> {
  const { paid } = await sumsOf(tx, bookingId);
  const [r] = await tx.select({ pending: sql<string>`coalesce(sum(${onlineRefunds.amount}::bigint), 0)::text` }).from(onlineRefunds)
    .where(and(eq(onlineRefunds.bookingId, bookingId), eq(onlineRefunds.status, 'requested')));
  return paid - Number(r.pending);
}

/** Throws 409 MORE_THAN_HELD when money going out of a booking (a refund, a move into a credit, a
 *  negative payment: `out` > 0) is more than it still holds (issue 31: nothing is paid out twice).
 *  The caller holds the booking's lock, so two of them at once are decided one after the other. */
export async function assertHeld(tx: Db, bookingId: string, out: number): Promise<void> {
  if (out <= 0) return;
  const held = await heldOf(tx, bookingId);
  if (out > held) {
    throw errors.conflict('MORE_THAN_HELD', `The booking holds ${Math.max(0, held)} minor units: a refund, a credit or a negative payment of ${out} would pay out more than was paid.`);
  }
}
