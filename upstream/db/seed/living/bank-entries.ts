// The living demo's bank statement (issue 36): a few entries on the business account from the
// last days, as an import would leave them (temporary, waiting for a decision). One pays a booking
// that owes money exactly and names its number, one pays half of another, one is the bank's fee;
// /bank/entry/temporary then shows a sure match, a part payment and an entry to ignore. Dates
// from the operator's today, so any start day works.
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { bankEntries, bookings, customers } from '../../schema';
import { openSql } from '../../../modules/bookings';
import { sid } from '../resources-ids';

const dayBefore = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

export async function seedBankEntries(tx: Db, day: string, bookingIds: string[]): Promise<number> {
  if (!bookingIds.length) return 0;
  const open = openSql(sql`${bookings.id}`);
  const owing = await tx.select({ no: bookings.bookingNo, currency: bookings.currency, name: customers.fullName, open })
    .from(bookings).leftJoin(customers, eq(customers.id, bookings.customer))
    .where(and(inArray(bookings.id, bookingIds), inArray(bookings.state, ['planned', 'confirmed']), isNotNull(bookings.bookingNo), isNull(bookings.deletedDate),
      eq(bookings.currency, 'EUR'), sql`${open}::bigint > 100`))
    .orderBy(asc(bookings.bookingNo)).limit(2);
  const bank = sid('banks:spk');
  const rows = [
    ...owing.map((b, i) => {
      const amount = i === 0 ? Number(b.open) : Math.round(Number(b.open) / 2);
      return {
        bank, date: dayBefore(day, i + 1), amount, currency: 'EUR', purpose: i === 0 ? `Zahlung ${b.no}` : `Anzahlung ${b.no}`,
        counterparty: b.name ?? null, iban: 'DE02120300000000202051', status: 'temporary' as const, source: 'csv' as const, dedupeKey: `hash:living-demo-${i + 1}`,
      };
    }),
    { bank, date: dayBefore(day, 2), amount: -490, currency: 'EUR', purpose: 'Entgelt Kontoführung', counterparty: null, iban: null, status: 'temporary' as const, source: 'csv' as const, dedupeKey: 'hash:living-demo-fee' },
  ];
  const made = await tx.insert(bankEntries).values(rows).onConflictDoNothing().returning({ id: bankEntries.id });
  return made.length;
}
