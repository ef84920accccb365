// "On the books" pace (issue 35 item 5, docs/decisions/statistics.md "On the books"): a booking is
// on the books on a day when its version as it stood at the end of that day (booking_versions, the
// newest one written by then by the business clock: its recordedAt; versions stored before that
// field by created_at moved by the clock's offset) was held (planned, confirmed, split,
// resolved); it counts in the month of that version's arrival, with that version's guests, nights
// and total. The same rule read today and on the same day a year before, so a booking cancelled
// since still counts where it was held then, and one moved to another month counts where it was.
import { sql, type SQL } from 'drizzle-orm';
import type { TPace, TPaceFigures, TPaceQuery } from '../../../lib/contract/statistics-pace';
import { yearBefore } from '../../../lib/contract/statistics-periods';
import type { Db } from '../../db/client';
import { businessInstant } from '../../db/business-time';
import { rowsOf } from '../../db/rows';
import type { TPrincipal } from '../../http/context';
import { bookingsWhere, currencyOf, type TStatsFilter } from './filter';

const HELD = sql.raw(`'planned', 'confirmed', 'splitted', 'resolved'`);
const DAY_MS = 86_400_000;
const addMonths = (month: string, n: number) => {
  const d = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + n, 1));
  return d.toISOString().slice(0, 7);
};
const zero = (): TPaceFigures => ({ bookings: 0, guests: 0, guestNights: 0, revenue: 0 });
type TRow = { month: string; bookings: number; guests: string; nights: string; revenue: string };

/** Figures per arrival month of [first, first + months) of the bookings held at the end of `day`. */
async function onTheBooks(db: Db, p: TPrincipal, f: TStatsFilter, day: string, first: string, months: number, fx: SQL): Promise<Map<string, TPaceFigures>> {
  const cutoff = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString();
  const written = sql`coalesce((bv.snapshot->>'recordedAt')::timestamptz, ${businessInstant(sql`bv.created_at`)})`;
  const start = `${first}-01`;
  const end = `${addMonths(first, months)}-01`;
  const rows = rowsOf<TRow>(await db.execute(sql`
    WITH v AS (
      SELECT DISTINCT ON (bv.booking_id) bv.snapshot AS s
        FROM booking_versions bv JOIN bookings b ON b.id = bv.booking_id
       WHERE ${written} < ${cutoff}::timestamptz AND b.booking_date < ${cutoff}::timestamptz AND ${bookingsWhere(p, f)}
       ORDER BY bv.booking_id, bv.version DESC),
    held AS (
      SELECT (s->>'dateFrom')::date AS date_from, (s->>'dateTo')::date AS date_to, coalesce((s->>'noOfPax')::int, 0) AS pax,
             round(coalesce((s->>'total')::numeric, 0) * fx.factor) AS revenue
        FROM v LEFT JOIN (${fx}) fx ON fx.currency = v.s->>'currency'
       WHERE s->>'state' IN (${HELD}) AND (s->>'dateFrom')::date >= ${start}::date AND (s->>'dateFrom')::date < ${end}::date)
    SELECT to_char(date_from, 'YYYY-MM') AS month, count(*)::int AS bookings, sum(pax)::text AS guests,
           sum(pax * greatest(coalesce(date_to - date_from, 0), 0))::text AS nights, coalesce(sum(revenue), 0)::text AS revenue
      FROM held GROUP BY 1`));
  return new Map(rows.map((r) => [r.month, { bookings: r.bookings, guests: Number(r.guests ?? 0), guestNights: Number(r.nights ?? 0), revenue: Number(r.revenue ?? 0) }]));
}

const add = (a: TPaceFigures, b: TPaceFigures): TPaceFigures => ({
  bookings: a.bookings + b.bookings, guests: a.guests + b.guests, guestNights: a.guestNights + b.guestNights, revenue: a.revenue + b.revenue,
});

export async function pace(db: Db, p: TPrincipal, q: TPaceQuery, today: string): Promise<TPace> {
  const cur = await currencyOf(db);
  const f = { from: today, to: today, groupBy: 'month', mode: 'table', amount: 10, assets: q.assets ? q.assets.toLowerCase().split(',') : [], categories: [], sources: [] } as TStatsFilter;
  const lastYearDay = yearBefore(today);
  const first = today.slice(0, 7);
  const [now, then] = [await onTheBooks(db, p, f, today, first, q.months, cur.fx), await onTheBooks(db, p, f, lastYearDay, addMonths(first, -12), q.months, cur.fx)];
  const rows = Array.from({ length: q.months }, (_, i) => {
    const month = addMonths(first, i);
    return { month, now: now.get(month) ?? zero(), lastYear: then.get(addMonths(month, -12)) ?? zero() };
  });
  return {
    today, lastYearDay, currency: cur.base, rows,
    totals: { now: rows.reduce((s, r) => add(s, r.now), zero()), lastYear: rows.reduce((s, r) => add(s, r.lastYear), zero()) },
  };
}
