// DELETE /api/bankentries/{id}/payments/{paymentId}: undoes one payment of a match exactly. The
// match lines of that payment (its fee or difference line too) are marked undone (they stay, with
// who and when), then the payment goes through the bookings module: removed while its rules allow
// (deletePayment: lock, version), else (an invoice lists it) a correcting entry of the same
// amount is recorded (payments are append-only with corrections, docs/decisions/payments.md).
// The entry is temporary again until someone decides. A credit top-up (credit-match.ts) is undone
// through the same call, by its credit entry's id: a correction entry of the credit.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankEntryMatches, payments } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { AppError, errors } from '../../http/errors';
import { deletePayment, recordPayment } from '../bookings';
import { lockEntry, settleStatus } from './confirm-match';
import { undoCreditLine } from './credit-match';
import { entryView } from './entries';

export async function undoMatch(db: Db, p: TPrincipal, entryId: string, paymentId: string, now: Date) {
  await db.transaction(async (tx) => {
    await lockEntry(tx, entryId);
    // A credit top-up is undone by its credit entry's id (the line's creditEntry).
    if (await undoCreditLine(tx, p, entryId, paymentId, now)) {
      const { rest } = await lockEntry(tx, entryId);
      const [other] = await tx.select({ booking: bankEntryMatches.bookingId }).from(bankEntryMatches)
        .where(and(eq(bankEntryMatches.entryId, entryId), isNull(bankEntryMatches.undoneAt))).limit(1);
      await settleStatus(tx, entryId, rest, other?.booking ?? null);
      return;
    }
    const lines = await tx.select().from(bankEntryMatches)
      .where(and(eq(bankEntryMatches.entryId, entryId), eq(bankEntryMatches.paymentId, paymentId), isNull(bankEntryMatches.undoneAt)));
    if (!lines.length || !lines[0].bookingId) throw errors.notFound('No payment of this entry has that id');
    const bookingId = lines[0].bookingId;
    await tx.update(bankEntryMatches).set({ undoneAt: now, undoneBy: p.userId })
      .where(and(eq(bankEntryMatches.entryId, entryId), eq(bankEntryMatches.paymentId, paymentId), isNull(bankEntryMatches.undoneAt)));
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    if (payment) {
      try {
        // A savepoint: a refused removal leaves nothing behind, the correction follows.
        await tx.transaction((sp) => deletePayment(sp, p, bookingId, paymentId));
      } catch (e) {
        if (!(e instanceof AppError) || e.status !== 409) throw e;
        const { payment: correction } = await recordPayment(tx, p, bookingId, {
          amount: -payment.amount, method: payment.method ?? 'transfer', reference: payment.reference, status: payment.amount > 0 ? 'refunded' : 'paid',
          paidAt: now, note: `Correction: the bank match of payment ${payment.reference} was undone`, alreadyPaidOut: true,
        }, now, 'bankMatchUndone');
        await tx.update(bankEntryMatches).set({ correctionId: correction.id })
          .where(and(eq(bankEntryMatches.entryId, entryId), eq(bankEntryMatches.paymentId, paymentId)));
      }
    }
    const { rest } = await lockEntry(tx, entryId);
    const [other] = await tx.select({ booking: bankEntryMatches.bookingId }).from(bankEntryMatches)
      .where(and(eq(bankEntryMatches.entryId, entryId), isNull(bankEntryMatches.undoneAt))).limit(1);
    await settleStatus(tx, entryId, rest, other?.booking ?? null);
  });
  return entryView(db, entryId);
}
