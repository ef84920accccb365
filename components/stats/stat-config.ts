// What the statistics screens show of each statistic (lib/contract/statistics.ts and the reports
// beside it): the figure its chart draws (and the tables compare with the year before), the
// table's columns, and who may see it (any of `scopes`; none: whoever opens the screen). Each
// screen is a list of views (STAT_SCREENS); /stats/export lists every file (EXPORT_VIEWS).
import { STAT_CALLS, type TStatCall } from '@/lib/contract/statistics';

export type TFigureKind = 'int' | 'money' | 'rate';
export type TFigure = { key: string; kind: TFigureKind };
/** call: a statistic of api-calls 7.5 under /api/bookings, 'finance' the finance report
 *  (report/finance), 'bank' the bank side (report/bank), 'assetShare', 'vesselYear' a vessel's
 *  year (statistics/byVesselYear/{vessel}), 'bySchedule' its departures (statistics/bySchedule);
 *  path: its path under /api/bookings when not the call. */
export type TStatName = TStatCall | 'finance' | 'bank' | 'assetShare' | 'vesselYear' | 'bySchedule';
export type TStatView = {
  call: TStatName; path?: string; top: boolean; chart: TFigure; columns: TFigure[];
  scopes?: readonly string[];
  /** A top row without key: this message of bookingStats (default: unknown). */
  noKey?: string;
  /** false: no year before beside it (its rows do not recur a year later, like departures). */
  compare?: boolean;
  /** The first column's header: this message of bookingStats (default: period or name). */
  rowHeader?: string;
};

const int = (key: string): TFigure => ({ key, kind: 'int' });
const money = (key: string): TFigure => ({ key, kind: 'money' });
const share = (key: string): TFigure => ({ key, kind: 'rate' });
const rate: TFigure = share('rate');

/** Who may read the booking statistics (the upstream's rule), the finance report, the bank side. */
const BOOKING_READERS = ['bookings.read', 'agencies.self'];
const FINANCE_READERS = [...BOOKING_READERS, 'payments.read', 'bookingpayment.read'];
const BANK_READERS = ['bankentries.read'];

const VIEW: Partial<Record<TStatName, TStatView>> = {};
const add = (v: TStatView) => { VIEW[v.call] = { scopes: BOOKING_READERS, ...v }; return VIEW[v.call]!; };

export const STAT_VIEWS: TStatView[] = [
  add({ call: 'statistics', top: false, chart: money('revenue'), columns: [int('bookings'), int('cancellations'), int('guests'), money('revenue'), money('cancellationFees')] }),
  add({ call: 'incomeByMonth', top: false, chart: money('received'), columns: [money('revenue'), money('received'), int('bookings')] }),
  add({ call: 'utilization', top: false, chart: rate, columns: [int('available'), int('blocked'), int('booked'), rate] }),
  add({ call: 'conversions', top: false, chart: rate, columns: [int('created'), int('converted'), rate] }),
  add({ call: 'topCountries', top: true, chart: int('bookings'), columns: [int('bookings'), int('guests'), money('revenue')] }),
  add({ call: 'topAgencies', top: true, chart: money('revenue'), columns: [int('bookings'), int('guests'), money('revenue')] }),
  add({ call: 'topRooms', top: true, chart: int('nights'), columns: [int('nights'), money('revenue')] }),
  add({ call: 'finance', path: 'report/finance', top: false, chart: money('invoiced'), scopes: FINANCE_READERS,
    columns: [money('revenue'), money('invoices'), money('credited'), money('invoiced'), money('received'), money('open')] }),
];

/** The bank side of /stats/base: every account in the base currency. */
const BANK = add({ call: 'bank', path: 'report/bank', top: false, chart: money('net'), scopes: BANK_READERS,
  columns: [money('incoming'), money('outgoing'), money('net'), money('closing')] });
const ASSET_SHARE = add({ call: 'assetShare', top: true, chart: money('revenue'), noKey: 'noAsset',
  columns: [int('bookings'), share('bookingsShare'), int('guests'), int('nights'), share('nightsShare'), money('revenue'), share('revenueShare')] });

/** A vessel's year on /stats/tour (statistics/byVesselYear/{vessel}, by month). */
export const vesselYearView = (vessel: string): TStatView => ({
  call: 'vesselYear', path: vessel ? `statistics/byVesselYear/${vessel}` : 'statistics/byVesselYear', top: false, chart: rate, scopes: BOOKING_READERS,
  columns: [int('departures'), int('bookings'), int('guests'), money('revenue'), int('available'), int('booked'), rate],
});

/** A vessel's departures of a year on /stats/tour (statistics/bySchedule, a row per departure day). */
export const scheduleView: TStatView = {
  call: 'bySchedule', path: 'statistics/bySchedule', top: false, compare: false, rowHeader: 'departure', chart: rate, scopes: BOOKING_READERS,
  columns: [int('berths'), int('bookings'), int('guests'), money('revenue'), rate],
};

export type TStatScreen = 'booking' | 'occupancy' | 'base' | 'assetShare';
/** Each statistics screen: its views and its title and intro (messages of bookingStats). */
export const STAT_SCREENS: Record<TStatScreen, { views: TStatView[]; title: string; intro: string; grouped: boolean }> = {
  booking: { views: STAT_VIEWS, title: 'title', intro: 'intro', grouped: true },
  /** /stats/occupancy: how full the rooms were and which sold. */
  occupancy: { views: STAT_VIEWS.filter((v) => v.call === 'utilization' || v.call === 'topRooms'), title: 'occupancyTitle', intro: 'occupancyIntro', grouped: true },
  /** /stats/base: the owner's money: the finance report, income by month, the bank side. */
  base: { views: [VIEW.finance!, VIEW.incomeByMonth!, BANK], title: 'baseTitle', intro: 'baseIntro', grouped: true },
  /** /finance/assetshare: each resort's and vessel's share of a range. */
  assetShare: { views: [ASSET_SHARE], title: 'assetShareTitle', intro: 'assetShareIntro', grouped: false },
};

/** Every statistic as a file on /stats/export (the calls take export=csv|xlsx). */
export const EXPORT_VIEWS: { call: TStatName; path: string; scopes: readonly string[] }[] = [
  ...STAT_CALLS.map((call) => ({ call, path: call, scopes: BOOKING_READERS })),
  { call: 'finance', path: 'report/finance', scopes: FINANCE_READERS },
  { call: 'bank', path: 'report/bank', scopes: BANK_READERS },
  { call: 'assetShare', path: 'assetShare', scopes: BOOKING_READERS },
  { call: 'vesselYear', path: 'statistics/byVesselYear', scopes: BOOKING_READERS },
  { call: 'bySchedule', path: 'statistics/bySchedule', scopes: BOOKING_READERS },
];

/** The path of a view's call under /api/bookings. */
export const pathOf = (v: TStatView) => v.path ?? v.call;

export type TStatRow = Record<string, unknown> & { period?: string; key?: string | null; name?: string; other?: boolean };
export type TStatData = { from: string; to: string; groupBy: string; currency: string; rows: TStatRow[]; totals: Record<string, number | null> };

/** A vessel's rows of a byVesselYear answer as one statistic (its totals summed, its rate
 *  booked / (available − blocked) as the upstream's). */
export function vesselYearData(a: { year: number; currency: string; rows: TStatRow[] } | undefined, vessel: string): TStatData | undefined {
  if (!a) return undefined;
  const rows = a.rows.filter((r) => r.vessel === vessel);
  const sum = (k: string) => rows.reduce((n, r) => n + Number(r[k] ?? 0), 0);
  const totals: Record<string, number | null> = Object.fromEntries(['departures', 'bookings', 'cancellations', 'guests', 'revenue', 'available', 'blocked', 'booked'].map((k) => [k, sum(k)]));
  const free = totals.available! - totals.blocked!;
  totals.rate = free > 0 ? Math.round((totals.booked! / free) * 10_000) / 10_000 : null;
  return { from: `${a.year}-01-01`, to: `${a.year}-12-31`, groupBy: 'month', currency: a.currency, rows, totals };
}

/** A vessel's departures of a bySchedule answer as one statistic, a row per departure day. */
export function scheduleData(a: { year: number; currency: string; rows: TStatRow[] } | undefined, vessel: string): TStatData | undefined {
  if (!a) return undefined;
  const rows = a.rows.filter((r) => r.vessel === vessel);
  const sum = (k: string) => rows.reduce((n, r) => n + Number(r[k] ?? 0), 0);
  const totals: Record<string, number | null> = Object.fromEntries(['berths', 'bookings', 'guests', 'revenue'].map((k) => [k, sum(k)]));
  totals.rate = totals.berths! > 0 ? Math.round((totals.guests! / totals.berths!) * 10_000) / 10_000 : null;
  return { from: `${a.year}-01-01`, to: `${a.year}-12-31`, groupBy: 'day', currency: a.currency, rows, totals };
}
