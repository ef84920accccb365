// Bank entries as the calls answer them: each with its match lines (payments, fees, currency
// differences; undone ones left out), the booking numbers they name, and what is left to assign.
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import type { TBankEntry } from '../../../lib/contract/banks';
import type { Db } from '../../db/client';
import { bankEntries, bankEntryMatches, bookings } from '../../db/schema';
import { errors } from '../../http/errors';
import { suggestFor } from './suggest';

type TEntryRow = typeof bankEntries.$inferSelect;

export async function entryViews(db: Db, rows: TEntryRow[], withSuggestions = false): Promise<TBankEntry[]> {
  const ids = rows.map((r) => r.id);
  const lines = ids.length ? await db.select({ m: bankEntryMatches, bookingNo: bookings.bookingNo, reservationNo: bookings.reservationNo, offerNo: bookings.offerNo })
    .from(bankEntryMatches).leftJoin(bookings, eq(bookings.id, bankEntryMatches.bookingId))
    .where(and(inArray(bankEntryMatches.entryId, ids), isNull(bankEntryMatches.undoneAt))).orderBy(asc(bankEntryMatches.createdAt)) : [];
  return Promise.all(rows.map(async (r) => {
    const matches = lines.filter((l) => l.m.entryId === r.id).map(({ m, bookingNo, reservationNo, offerNo }) => ({
      id: m.id, kind: m.kind, booking: m.bookingId, bookingNo: bookingNo ?? reservationNo ?? offerNo ?? null, payment: m.paymentId,
      amount: m.amount, rate: m.rate, rateType: m.rateType, credit: m.creditId, creditEntry: m.creditEntryId, createdAt: m.createdAt.toISOString(),
    }));
    const rest = r.amount - matches.reduce((s, m) => s + m.amount, 0);
    return {
      id: r.id, bank: r.bank, date: r.date, amount: r.amount, currency: r.currency ?? 'EUR', purpose: r.purpose,
      counterparty: r.counterparty, iban: r.iban, reference: r.reference, status: r.status ?? 'open', source: r.source ?? 'manual',
      booking: r.booking, rest, matches,
      ...(withSuggestions ? { suggestions: await suggestFor(db, r.id) } : {}),
    };
  }));
}

export async function entryView(db: Db, id: string): Promise<TBankEntry> {
  const [row] = await db.select().from(bankEntries).where(eq(bankEntries.id, id));
  if (!row) throw errors.notFound('Bank entry not found');
  return (await entryViews(db, [row]))[0];
}

type TPageQuery = { page: number; size: number; from?: string; to?: string };

/** A page of entries, newest first, with the total; `where` narrows them. */
export async function entryPage(db: Db, where: (SQL | undefined)[], q: TPageQuery, withSuggestions = false) {
  const cond = and(...where, q.from ? gte(bankEntries.date, q.from) : undefined, q.to ? lte(bankEntries.date, q.to) : undefined);
  const [{ total }] = await db.select({ total: count() }).from(bankEntries).where(cond);
  const base = db.select().from(bankEntries).where(cond).orderBy(desc(bankEntries.date), desc(bankEntries.createdAt), asc(bankEntries.id));
  const rows = q.size === 0 ? await base : await base.limit(q.size).offset((q.page - 1) * q.size);
  return { data: await entryViews(db, rows, withSuggestions), total, page: q.page, size: q.size };
}

export const ofBank = (bankId: string) => eq(bankEntries.bank, bankId);
