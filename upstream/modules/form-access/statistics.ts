// GET /api/guestform/statistics: how far the guests have answered, over the guest forms the caller
// may see (the same limits as the list), optionally of bookings arriving in a date range.
import { and, count, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, guestForms } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { bindingOf } from '../resources/registry';
import { reachable } from '../resources/store';

export type TFormStatistics = {
  total: number; open: number; submitted: number; synced: number; linkOff: number; withoutBooking: number;
  /** Answered (submitted or synced) of all, 0-100, whole per cent; null without forms. */
  answeredPercent: number | null;
};

export async function formStatistics(db: Db, p: TPrincipal, range: { from?: string; to?: string }): Promise<TFormStatistics> {
  const arrival: SQL[] = [];
  if (range.from) arrival.push(gte(bookings.dateFrom, range.from));
  if (range.to) arrival.push(lte(bookings.dateFrom, range.to));
  const where = and(reachable(bindingOf('guestform')!, p, 'read'), ...arrival);
  const base = db.select({
    status: guestForms.status, n: count(),
    linkOff: sql<number>`count(*) FILTER (WHERE NOT ${guestForms.linkActive})::int`,
    withoutBooking: sql<number>`count(*) FILTER (WHERE ${guestForms.booking} IS NULL)::int`,
  }).from(guestForms);
  const rows = await (arrival.length ? base.innerJoin(bookings, eq(bookings.id, guestForms.booking)) : base).where(where).groupBy(guestForms.status);
  const by = (s: string) => rows.find((r) => r.status === s)?.n ?? 0;
  const total = rows.reduce((s, r) => s + r.n, 0);
  const answered = by('submitted') + by('synced');
  return {
    total, open: by('open'), submitted: by('submitted'), synced: by('synced'),
    linkOff: rows.reduce((s, r) => s + Number(r.linkOff), 0), withoutBooking: rows.reduce((s, r) => s + Number(r.withoutBooking), 0),
    answeredPercent: total ? Math.round((answered * 100) / total) : null,
  };
}
