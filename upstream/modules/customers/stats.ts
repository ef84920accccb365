// {id}/stats/recalculate: the customer's bookings, stays, nights and revenue (the booking
// calculation's total per currency of the bookings they made) recomputed from the bookings and
// stored, so lists and CRM segments read them without walking every booking.
import { sql } from 'drizzle-orm';
import type { TCustomerStats } from '../../../lib/contract/customers';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { customerStats } from '../../db/schema';
import { now } from '../../clock';
import { customerBookingIds, customerStays, STAY_STATES } from './stays';

export async function recalculateStats(tx: Db, customerId: string): Promise<TCustomerStats> {
  const stays = (await customerStays(tx, customerId, null)).filter((s) => (STAY_STATES as readonly string[]).includes(s.state) && s.roomBookingId);
  const states = sql.raw(STAY_STATES.map((s) => `'${s}'`).join(', '));
  const [{ bookings }] = rowsOf<{ bookings: number }>(await tx.execute(sql`
    SELECT count(DISTINCT b.id)::int AS bookings FROM bookings b
    WHERE b.state IN (${states}) AND b.id IN (${customerBookingIds(customerId)})`));
  const revenueRows = rowsOf<{ currency: string; total: string }>(await tx.execute(sql`
    SELECT l.currency, sum(l.amount)::bigint AS total FROM booking_calculation_lines l JOIN bookings b ON b.id = l.booking_id
    WHERE b.customer = ${customerId} AND b.state IN (${states}) GROUP BY l.currency`));
  const days = stays.flatMap((s) => [s.dateFrom, s.dateTo]).filter((d): d is string => !!d).sort();
  const stats = {
    bookings: Number(bookings),
    stays: new Set(stays.map((s) => s.bookingId)).size,
    nights: stays.reduce((n, s) => n + s.nights, 0),
    revenue: Object.fromEntries(revenueRows.map((r) => [r.currency, Number(r.total)])),
    firstStay: stays.length ? stays.map((s) => s.dateFrom!).sort()[0] : null,
    lastStay: days.length ? stays.map((s) => s.dateTo!).sort().at(-1)! : null,
  };
  const at = now();
  await tx.insert(customerStats).values({ customerId, ...stats, recalculatedAt: at })
    .onConflictDoUpdate({ target: customerStats.customerId, set: { ...stats, recalculatedAt: at } });
  return { ...stats, recalculatedAt: at.toISOString() };
}

export function statsWire(row: typeof customerStats.$inferSelect | undefined): TCustomerStats | null {
  if (!row) return null;
  return {
    bookings: row.bookings, stays: row.stays, nights: row.nights, revenue: row.revenue,
    firstStay: row.firstStay, lastStay: row.lastStay, recalculatedAt: row.recalculatedAt.toISOString(),
  };
}
