// POST /api/bankentries/{id}/payments: the entry (or a part of it) pays one booking or several.
// Each line records a payment on its booking through the bookings module (recordPayment: the
// booking's lock, its money bounds, its version), never by writing the payments table here. The
// entry is locked first, then the bookings in id order (two matches at once never deadlock).
// `rt` settles one booking: the payment is what the booking owes, the difference to the entry's
// amount is its own line (a bank fee, a currency difference). In the entry's currency only; an
// entry in another currency than the booking's is converted with `rate` (the payment keeps the
// foreign amount and the rate, docs/decisions/payments.md). Lines never exceed the entry.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TBankEntryPayment } from '../../../lib/contract/banks';
import type { Db, Tx } from '../../db/client';
import { bankEntries, bankEntryMatches, bookings } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { balanceOf, recordPayment } from '../bookings';
import { entryView } from './entries';

type TEntryRow = typeof bankEntries.$inferSelect;

export async function lockEntry(tx: Tx, id: string): Promise<{ entry: TEntryRow; rest: number }> {
  const [entry] = await tx.select().from(bankEntries).where(eq(bankEntries.id, id)).for('update');
  if (!entry) throw errors.notFound('Bank entry not found');
  const [done] = await tx.select({ sum: sql<string>`coalesce(sum(${bankEntryMatches.amount}), 0)::text` }).from(bankEntryMatches)
    .where(and(eq(bankEntryMatches.entryId, id), isNull(bankEntryMatches.undoneAt)));
  return { entry, rest: entry.amount - Number(done.sum) };
}

/** matched when nothing is left to assign, else temporary: it waits for someone to decide. */
export async function settleStatus(tx: Db, entryId: string, rest: number, booking: string | null): Promise<void> {
  await tx.update(bankEntries).set({ status: rest === 0 ? 'matched' : 'temporary', booking, updatedAt: new Date() }).where(eq(bankEntries.id, entryId));
}

export async function confirmMatch(db: Db, p: TPrincipal, entryId: string, body: TBankEntryPayment, now: Date) {
  await db.transaction(async (tx) => {
    const { entry, rest } = await lockEntry(tx, entryId);
    if (entry.status === 'ignored') throw errors.conflict('BANK_ENTRY_IGNORED', 'This entry was marked ignored: set it back to temporary first.');
    if (rest === 0) throw errors.conflict('BANK_ENTRY_SETTLED', 'Every cent of this entry is already assigned.');
    const single = body.booking ? [{ booking: body.booking, amount: body.amount }] : body.lines!;
    const lines = [...single].sort((a, b) => a.booking.localeCompare(b.booking));
    let left = rest;
    const entryCurrency = entry.currency ?? 'EUR';
    for (const line of lines) {
      const [booking] = await tx.select({ id: bookings.id, currency: bookings.currency }).from(bookings).where(eq(bookings.id, line.booking));
      if (!booking) throw errors.notFound('Booking not found');
      const bookingCurrency = booking.currency ?? 'EUR';
      const foreign = bookingCurrency !== entryCurrency;
      if (foreign && !body.rate) throw errors.conflict('EXCHANGE_RATE_MISSING', `The entry is in ${entryCurrency}, the booking in ${bookingCurrency}: give the rate.`);
      if (!foreign && body.rate) throw errors.validation([{ path: 'rate', message: `only for a booking in another currency than the entry's ${entryCurrency}` }]);
      if (foreign && body.rt) throw errors.validation([{ path: 'rt', message: 'a fee or difference line settles a booking in the entry\'s currency; give the rate instead' }]);
      // Default: what is left of the entry, or of several lines what the booking owes.
      const amount = line.amount ?? (lines.length === 1 || foreign ? left : (await balanceOf(tx, booking.id)).open);
      let paid = amount;
      let difference = 0;
      if (body.rt) {
        paid = (await balanceOf(tx, booking.id)).open;
        if (paid === 0 || Math.sign(paid) !== Math.sign(amount)) throw errors.conflict('BANK_NOTHING_OPEN', 'The booking owes nothing this entry could settle.');
        difference = amount - paid;
      }
      if (amount === 0 || Math.sign(amount) !== Math.sign(entry.amount) || Math.abs(amount) > Math.abs(left)) {
        throw errors.conflict('BANK_ENTRY_OVERBOOKED', `The lines would assign ${amount} of the ${left} left of this entry (${entryCurrency} minor units).`);
      }
      const { payment } = await recordPayment(tx, p, booking.id, {
        amount: paid, method: 'transfer', reference: (entry.reference ?? entry.purpose).slice(0, 200), paidAt: new Date(`${entry.date}T12:00:00Z`),
        note: `Bank ${entry.date}: ${entry.counterparty ?? ''} ${entry.purpose}`.slice(0, 1000),
        ...(foreign ? { currency: entryCurrency, exchangeRate: body.rate } : {}),
      }, now, 'bankMatch');
      await tx.insert(bankEntryMatches).values({
        entryId, kind: 'payment', bookingId: booking.id, paymentId: payment.id, amount: paid,
        rate: body.rate ?? null, rateType: body.rate ? (body.rateType ?? 'manual') : null, userId: p.userId,
      });
      if (difference !== 0) {
        await tx.insert(bankEntryMatches).values({ entryId, kind: body.rt!, bookingId: booking.id, paymentId: payment.id, amount: difference, userId: p.userId });
      }
      left -= amount;
    }
    await settleStatus(tx, entryId, left, lines[0].booking);
  });
  return entryView(db, entryId);
}
