// Waiving a cancellation fee (DELETE /api/bookings/calculation/{id}/removeCancellationFee): the
// fee line stays on record and a correction line of the same amount takes it back (money is
// append-only). Only a cancelled booking with a fee not waived yet.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { calculationLines } from '../../../db/schema';
import { errors } from '../../../http/errors';
import type { TBookingRow } from '../access';

export async function waiveCancellationFee(tx: Db, row: TBookingRow): Promise<void> {
  if (row.state !== 'aborted') throw errors.conflict('NOT_CANCELLED', 'Only a cancelled booking has a cancellation fee.');
  const lines = await tx.select().from(calculationLines).where(and(eq(calculationLines.bookingId, row.id), eq(calculationLines.source, 'cancellation')));
  const fee = lines.filter((l) => l.textKey === 'pricing.lines.cancellationFee').reduce((s, l) => s + l.amount, 0);
  const waived = lines.filter((l) => l.textKey === 'pricing.lines.cancellationFeeWaived').reduce((s, l) => s + l.amount, 0);
  const open = fee + waived;
  if (open <= 0) throw errors.conflict('NO_CANCELLATION_FEE', 'There is no cancellation fee to waive.');
  const [m] = await tx.select({ sort: sql<number>`coalesce(max(${calculationLines.sort}), 0)::int` }).from(calculationLines).where(eq(calculationLines.bookingId, row.id));
  await tx.insert(calculationLines).values({
    bookingId: row.id, source: 'cancellation', type: 'discount', textKey: 'pricing.lines.cancellationFeeWaived', textValues: {},
    quantity: 1, unitPrice: -open, amount: -open, currency: row.currency, sort: Number(m.sort) + 1,
  });
}
