// Gapless numbers (offerNo, reservationNo, bookingNo): a counter row per kind and year, bumped
// inside the transaction that stores the number. Concurrent bookings queue on the row lock; a
// rolled-back transaction returns its number, so the sequence never has holes.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export type TNumberKind = 'offer' | 'reservation' | 'booking';
const PREFIX: Record<TNumberKind, string> = { offer: 'O', reservation: 'R', booking: 'B' };

export function formatNumber(kind: TNumberKind, year: number, value: number): string {
  return `${PREFIX[kind]}${year}-${String(value).padStart(5, '0')}`;
}

export async function nextNumber(tx: Db, kind: TNumberKind, year: number): Promise<string> {
  const name = `${kind}:${year}`;
  const res = await tx.execute(sql`
    INSERT INTO number_sequences (name, value) VALUES (${name}, 1)
    ON CONFLICT (name) DO UPDATE SET value = number_sequences.value + 1
    RETURNING value`);
  const rows = (res as unknown as { rows: { value: number }[] }).rows;
  return formatNumber(kind, year, Number(rows[0].value));
}
