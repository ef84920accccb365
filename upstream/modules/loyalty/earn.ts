// Earning points for a completed stay. A stay is completed when its booking is in a state that
// counts as a stay (confirmed, planned, resolved: the customer statistics' states) and its last
// night is over (date_to <= the business clock's today). The booking's customer (the booker who
// is a member) earns: per night, per stay, or per revenue step of the booking's total in the
// programme's currency, plus the bonus of the tier held before the stay. The daily job
// (modules/loyalty/jobs.ts) earns every completed stay of the last 30 days; staff may earn one at once.
// Once per booking: the unique index loyalty_entries_one_earning settles two runs at once.
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { loyaltyEntries } from '../../db/schema';
import { errors } from '../../http/errors';
import { STAY_STATES } from '../customers/stays';
import { lockMember, pointsOf } from './ledger';
import { programRuns, tierFor, type TProgramRead } from './program';

type TStay = { id: string; customer: string | null; state: string; dateFrom: string | null; dateTo: string | null; currency: string; total: string; bookingNo: string | null };
const WINDOW_DAYS = 30;

async function stayOf(db: Db, bookingId: string): Promise<TStay | null> {
  const [row] = rowsOf<TStay>(await db.execute(sql`
    SELECT b.id, b.customer, b.state, b.date_from::text AS "dateFrom", b.date_to::text AS "dateTo", b.currency,
      coalesce(b.booking_no, b.reservation_no, b.offer_no) AS "bookingNo",
      (SELECT coalesce(sum(l.amount::bigint), 0) FROM booking_calculation_lines l WHERE l.booking_id = b.id)::text AS total
    FROM bookings b WHERE b.id = ${bookingId}`));
  return row ?? null;
}

/** The points a stay earns before any tier bonus. */
export function basePoints(program: Pick<TProgramRead, 'basis' | 'pointsPerUnit' | 'revenueStep' | 'currency'>, stay: Pick<TStay, 'dateFrom' | 'dateTo' | 'currency' | 'total'>): number {
  if (program.basis === 'stay') return program.pointsPerUnit;
  if (program.basis === 'night') {
    const nights = stay.dateFrom && stay.dateTo ? Math.max(0, Math.round((Date.parse(stay.dateTo) - Date.parse(stay.dateFrom)) / 86_400_000)) : 0;
    return nights * program.pointsPerUnit;
  }
  if (stay.currency !== program.currency) return 0;
  return Math.floor(Math.max(0, Number(stay.total)) / program.revenueStep) * program.pointsPerUnit;
}

export type TEarnResult = { earned: boolean; points: number; customer: string | null };

/** Earns the points of one completed stay (idempotent: a stay already earned answers its points). */
export async function earnForBooking(tx: Tx, bookingId: string, program: TProgramRead, today: string, who: { userId: string | null; userName: string | null }): Promise<TEarnResult> {
  const stay = await stayOf(tx, bookingId);
  if (!stay) throw errors.notFound('Booking not found');
  if (!stay.customer) throw errors.conflict('LOYALTY_NO_MEMBER', 'The booking names no customer who could earn points.');
  if (!(STAY_STATES as readonly string[]).includes(stay.state) || !stay.dateTo || stay.dateTo > today) {
    throw errors.conflict('LOYALTY_STAY_NOT_COMPLETED', 'Points are earned once the stay is over (a booked stay whose last night has passed).');
  }
  if (!(await programRuns(tx, program))) throw errors.conflict('LOYALTY_INACTIVE', 'The loyalty programme is switched off.');
  await lockMember(tx, stay.customer);
  const [done] = await tx.select({ points: loyaltyEntries.points }).from(loyaltyEntries)
    .where(and(eq(loyaltyEntries.bookingId, bookingId), eq(loyaltyEntries.kind, 'earn')));
  if (done) return { earned: false, points: done.points, customer: stay.customer };
  const base = basePoints(program, stay);
  const { tier } = tierFor(program.tiers, (await pointsOf(tx, stay.customer)).earned);
  const points = base + Math.floor((base * (tier?.bonusPercent ?? 0)) / 100);
  if (points <= 0) return { earned: false, points: 0, customer: stay.customer };
  const note = tier?.bonusPercent ? `${stay.bookingNo ?? ''} (+${tier.bonusPercent}% ${tier.name.en})`.trim() : stay.bookingNo;
  const inserted = await tx.insert(loyaltyEntries).values({ customerId: stay.customer, points, kind: 'earn', bookingId, note, ...who })
    .onConflictDoNothing().returning({ id: loyaltyEntries.id });
  return { earned: inserted.length > 0, points, customer: stay.customer };
}

/** Completed stays of the last 30 days that have not earned yet (the daily job's work). */
export async function staysToEarn(db: Db, today: string): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(await db.execute(sql`
    SELECT b.id FROM bookings b
    WHERE b.customer IS NOT NULL AND b.state IN ${sql.raw(`(${STAY_STATES.map((s) => `'${s}'`).join(', ')})`)}
      AND b.date_to <= ${today}::date AND b.date_to > ${today}::date - ${WINDOW_DAYS}::int
      AND NOT EXISTS (SELECT 1 FROM loyalty_entries e WHERE e.booking_id = b.id AND e.kind = 'earn')
    ORDER BY b.date_to, b.id LIMIT 5000`));
  return rows.map((r) => r.id);
}
