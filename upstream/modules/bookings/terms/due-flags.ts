// hasExceededDueDate kept current without anyone touching a booking (issue 15): the nightly job
// bookings.dueFlags (upstream/modules/bookings/terms/due-flag-jobs.ts) reads every booking that is flagged or owes
// money, computes its schedule by the one due rule (terms.ts scheduleOf, the same as
// GET /api/terms/calculate) on the business clock's day, and stores the flags that changed.
// Idempotent: a second run on the same day changes nothing. Not a change of the booking by
// someone, so no history version (the flag is derived; the history shows what people did).
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { bookings } from '../../../db/schema';
import { NO_SCHEDULE_STATES, scheduleOf, termsForBookings } from './terms';

type TCandidate = { id: string; state: string; dateFrom: string | null; bookingDate: string | null; createdAt: string; terms: string | null; agency: string | null; flag: boolean; total: string; paid: string };
const CHUNK = 2000;

export async function refreshDueFlags(tx: Db, today: string): Promise<{ checked: number; changed: number }> {
  const cancelled = sql.join(NO_SCHEDULE_STATES.map((s) => sql`${s}`), sql`, `);
  const rows = rowsOf<TCandidate>(await tx.execute(sql`
    WITH c AS MATERIALIZED (
      SELECT b.id, b.state, b.date_from, b.booking_date, b.created_at, b.terms_of_payment, b.agency, b.has_exceeded_due_date,
        coalesce((SELECT sum(l.amount::bigint) FROM booking_calculation_lines l WHERE l.booking_id = b.id), 0) AS total,
        coalesce((SELECT sum(p.amount::bigint) FROM payments p WHERE p.booking = b.id AND p.status IN ('paid', 'refunded')), 0) AS paid
      FROM bookings b WHERE b.has_exceeded_due_date OR (b.state NOT IN (${cancelled}) AND b.date_from IS NOT NULL))
    SELECT id, state, date_from::text AS "dateFrom", (booking_date AT TIME ZONE 'UTC')::date::text AS "bookingDate", (created_at AT TIME ZONE 'UTC')::date::text AS "createdAt",
      terms_of_payment AS terms, agency, has_exceeded_due_date AS flag, total::text AS total, paid::text AS paid
    FROM c WHERE has_exceeded_due_date OR total > paid`));
  const on: string[] = [];
  const off: string[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const terms = await termsForBookings(tx, chunk.map((r) => ({ id: r.id, termsOfPayment: r.terms, agency: r.agency })));
    for (const r of chunk) {
      const row = { state: r.state, dateFrom: r.dateFrom, bookingDate: r.bookingDate ? new Date(r.bookingDate) : null, createdAt: new Date(r.createdAt) };
      const overdue = scheduleOf(row as Parameters<typeof scheduleOf>[0], terms.get(r.id) ?? null, Number(r.total), Number(r.paid), today).some((x) => x.overdue);
      if (overdue !== r.flag) (overdue ? on : off).push(r.id);
    }
  }
  for (const [ids, value] of [[on, true], [off, false]] as const) {
    for (let i = 0; i < ids.length; i += CHUNK) await tx.update(bookings).set({ hasExceededDueDate: value }).where(inArray(bookings.id, ids.slice(i, i + CHUNK)));
  }
  return { checked: rows.length, changed: on.length + off.length };
}
