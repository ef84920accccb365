// The owner's monthly report (issue 35 item 5, docs/decisions/statistics.md "The owner's report"):
// one month's figures beside the same month a year before (bookings, guests, revenue,
// cancellations, money received, bed-night utilization), the five strongest countries and
// agencies, and the next three months on the books. The statistics' own functions and access.
import type { Db } from '../../db/client';
import type { TPrincipal } from '../../http/context';
import type { TPaceFigures } from '../../../lib/contract/statistics-pace';
import { yearBefore } from '../../../lib/contract/statistics-periods';
import { pace } from './pace';
import { bookingStatistics, incomeByMonth, utilization } from './period-stats';
import { topAgencies, topCountries } from './top-lists';
import type { TStatsFilter } from './filter';

export type TMonthFigures = { bookings: number; guests: number; revenue: number; cancellations: number; cancellationFees: number; received: number; bedNights: number; rate: number | null };
export type TOwnerReport = {
  month: string; currency: string; now: TMonthFigures; lastYear: TMonthFigures;
  countries: { key: string | null; bookings: number; revenue: number }[];
  agencies: { name: string; bookings: number; revenue: number }[];
  ahead: { month: string; now: TPaceFigures; lastYear: TPaceFigures }[];
};

/** The month before the one holding `today` ('YYYY-MM'). */
export function previousMonth(today: string): string {
  const d = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 2, 1));
  return d.toISOString().slice(0, 7);
}

const lastDay = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
const filter = (month: string, assets: string[], amount = 10): TStatsFilter =>
  ({ from: `${month}-01`, to: lastDay(month), groupBy: 'month', mode: 'table', amount, assets, categories: [], sources: [] }) as TStatsFilter;

async function figures(db: Db, p: TPrincipal, f: TStatsFilter): Promise<{ currency: string; figures: TMonthFigures }> {
  const [st, inc, ut] = [await bookingStatistics(db, p, f), await incomeByMonth(db, p, f), await utilization(db, p, f)];
  return {
    currency: st.currency,
    figures: {
      bookings: st.totals.bookings, guests: st.totals.guests, revenue: st.totals.revenue, cancellations: st.totals.cancellations,
      cancellationFees: st.totals.cancellationFees, received: inc.totals.received, bedNights: ut.totals.booked, rate: ut.totals.rate,
    },
  };
}

export async function ownerReport(db: Db, p: TPrincipal, month: string, assets: string[], today: string): Promise<TOwnerReport> {
  const f = filter(month, assets, 5);
  const { currency, figures: now } = await figures(db, p, f);
  const { figures: lastYear } = await figures(db, p, filter(yearBefore(`${month}-01`).slice(0, 7), assets));
  const countries = (await topCountries(db, p, f)).rows.filter((r) => !r.other).map((r) => ({ key: r.key, bookings: r.bookings, revenue: r.revenue }));
  const agencies = (await topAgencies(db, p, f)).rows.filter((r) => !r.other).map((r) => ({ name: r.name, bookings: r.bookings, revenue: r.revenue }));
  const books = await pace(db, p, { months: 3, assets: assets.length ? assets.join(',') : undefined }, today);
  return { month, currency, now, lastYear, countries, agencies, ahead: books.rows };
}
