// What the /stats/booking screen shows of each statistic (lib/contract/statistics.ts): the figure
// its chart draws (and the tables compare with the year before) and the table's columns.
import type { TStatCall } from '@/lib/contract/statistics';

export type TFigureKind = 'int' | 'money' | 'rate';
export type TFigure = { key: string; kind: TFigureKind };
export type TStatView = { call: TStatCall; top: boolean; chart: TFigure; columns: TFigure[] };

const int = (key: string): TFigure => ({ key, kind: 'int' });
const money = (key: string): TFigure => ({ key, kind: 'money' });
const rate: TFigure = { key: 'rate', kind: 'rate' };

export const STAT_VIEWS: TStatView[] = [
  { call: 'statistics', top: false, chart: money('revenue'), columns: [int('bookings'), int('cancellations'), int('guests'), money('revenue'), money('cancellationFees')] },
  { call: 'incomeByMonth', top: false, chart: money('received'), columns: [money('revenue'), money('received'), int('bookings')] },
  { call: 'utilization', top: false, chart: rate, columns: [int('available'), int('blocked'), int('booked'), rate] },
  { call: 'conversions', top: false, chart: rate, columns: [int('created'), int('converted'), rate] },
  { call: 'topCountries', top: true, chart: int('bookings'), columns: [int('bookings'), int('guests'), money('revenue')] },
  { call: 'topAgencies', top: true, chart: money('revenue'), columns: [int('bookings'), int('guests'), money('revenue')] },
  { call: 'topRooms', top: true, chart: int('nights'), columns: [int('nights'), money('revenue')] },
];

export type TStatRow = Record<string, unknown> & { period?: string; key?: string | null; name?: string; other?: boolean };
export type TStatData = { from: string; to: string; groupBy: string; currency: string; rows: TStatRow[]; totals: Record<string, number | null> };
