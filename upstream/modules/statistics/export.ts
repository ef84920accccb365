// A statistic as a file (export=csv|xlsx): one row per period or top-list row and a total row.
// Money in major units of the base currency (the header names it), rates as fractions; the CSV
// through the one CSV writer (byte-order mark, cells neutralised), the workbook with exceljs:
// numbers as numbers, periods as real dates, a bold frozen header row and column widths.
import ExcelJS from 'exceljs';
import type { Context } from 'hono';
import type { TAssetShare } from '../../../lib/contract/asset-share';
import type { TBankReport, TFinanceReport } from '../../../lib/contract/finance-report';
import type { TStatAnswer, TStatCall } from '../../../lib/contract/statistics';
import { csvDocument } from '../../../lib/validation/csv-writer';
import { minorDigits } from '../prices/engine/currency';
import type { TScheduleYear } from './schedule-year';
import type { TVesselYear } from './vessel-year';

type TKind = 'date' | 'text' | 'int' | 'money' | 'rate' | 'bool';
type TColumn = { key: string; header: string; kind: TKind };

/** What can be exported: a statistic, the finance report (report/finance), the bank side
 *  (report/bank), the asset share, a vessel's year (statistics/byVesselYear) and the departures
 *  (statistics/bySchedule). */
export type TExportName = TStatCall | 'finance' | 'bank' | 'assetShare' | 'byVesselYear' | 'bySchedule';
type TAnswer = TStatAnswer | TFinanceReport | TBankReport | TAssetShare | TVesselYear | TScheduleYear;

const TOP = ['key', 'name', 'other'];
const FIELDS: Record<TExportName, string[]> = {
  statistics: ['period', 'bookings', 'cancellations', 'guests', 'revenue', 'cancellationFees'],
  incomeByMonth: ['period', 'revenue', 'received', 'bookings'],
  utilization: ['period', 'available', 'blocked', 'booked', 'rate'],
  conversions: ['period', 'created', 'converted', 'rate'],
  topCountries: [...TOP, 'bookings', 'guests', 'revenue'],
  topAgencies: [...TOP, 'bookings', 'guests', 'revenue'],
  topRooms: [...TOP, 'nights', 'revenue'],
  topBookings: [...TOP, 'bookings', 'guests', 'revenue'],
  topCustomers: [...TOP, 'bookings', 'guests', 'revenue'],
  topUsers: [...TOP, 'bookings', 'guests', 'revenue'],
  topSalesAgents: [...TOP, 'bookings', 'guests', 'revenue'],
  topBookingOwner: [...TOP, 'bookings', 'guests', 'revenue'],
  statsByAge: [...TOP, 'guests'],
  bookingCalculationStats: [...TOP, 'lines', 'amount'],
  bookingInfoStats: ['dimension', 'key', 'name', 'bookings', 'revenue'],
  topProducts: [...TOP, 'quantity', 'amount'],
  topProductCategories: [...TOP, 'quantity', 'amount'],
  topSupplements: [...TOP, 'quantity', 'amount'],
  statsByRepeater: ['period', 'first', 'repeat', 'unknown', 'rate'],
  occupancyPerYear: ['period', 'key', 'name', 'available', 'blocked', 'booked', 'rate'],
  finance: ['period', 'revenue', 'invoices', 'credited', 'invoiced', 'received', 'open'],
  bank: ['period', 'incoming', 'outgoing', 'net', 'closing'],
  assetShare: ['key', 'name', 'kind', 'bookings', 'guests', 'nights', 'revenue', 'bookingsShare', 'guestsShare', 'nightsShare', 'revenueShare'],
  bySchedule: ['key', 'name', 'vesselName', 'period', 'dateTo', 'berths', 'bookings', 'guests', 'revenue', 'rate'],
  byVesselYear: ['vessel', 'name', 'period', 'departures', 'bookings', 'cancellations', 'guests', 'revenue', 'available', 'blocked', 'booked', 'rate'],
};
const MONEY = new Set(['revenue', 'received', 'cancellationFees', 'amount', 'invoices', 'credited', 'invoiced', 'open', 'incoming', 'outgoing', 'net', 'closing']);
const TEXT = new Set(['key', 'name', 'dimension', 'kind', 'vessel', 'vesselName']);
const kindOf = (key: string): TKind =>
  key === 'period' || key === 'dateTo' ? 'date' : MONEY.has(key) ? 'money' : key === 'rate' || key.endsWith('Share') ? 'rate' : key === 'other' ? 'bool' : TEXT.has(key) ? 'text' : 'int';

function columnsOf(call: TExportName, currency: string): TColumn[] {
  return FIELDS[call].map((key) => ({ key, kind: kindOf(key), header: MONEY.has(key) ? `${key} (${currency})` : key }));
}

function cells(a: TAnswer, cols: TColumn[], money: (v: number) => number) {
  const value = (c: TColumn, r: Record<string, unknown>) => {
    const v = r[c.key];
    if (c.kind === 'money') return typeof v === 'number' ? money(v) : null;
    return v ?? null;
  };
  const rows = (a.rows as Record<string, unknown>[]).map((r) => cols.map((c) => value(c, r)));
  const total = cols.map((c, i) => (c.key in a.totals ? value(c, a.totals as Record<string, unknown>) : i === 0 ? 'total' : null));
  return { rows, total };
}

const majorOf = (currency: string) => { const d = minorDigits(currency); return (v: number) => v / 10 ** d; };

export function statsCsv(call: TExportName, a: TAnswer): string {
  const cols = columnsOf(call, a.currency);
  const { rows, total } = cells(a, cols, majorOf(a.currency));
  return csvDocument(cols.map((c) => c.header), [...rows, total]);
}

const WIDTH: Record<TKind, number> = { date: 12, text: 28, int: 12, money: 16, rate: 10, bool: 8 };
const FORMAT: Partial<Record<TKind, string>> = { date: 'yyyy-mm-dd', int: '#,##0', rate: '0.0%' };

export async function statsXlsx(call: TExportName, a: TAnswer): Promise<Uint8Array<ArrayBuffer>> {
  const cols = columnsOf(call, a.currency);
  const digits = minorDigits(a.currency);
  const { rows, total } = cells(a, cols, majorOf(a.currency));
  const wb = new ExcelJS.Workbook();
  wb.created = new Date(0);
  const ws = wb.addWorksheet(call, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = cols.map((c) => ({
    header: c.header, key: c.key, width: Math.max(WIDTH[c.kind], c.header.length + 2),
    style: { numFmt: c.kind === 'money' ? (digits ? `#,##0.${'0'.repeat(digits)}` : '#,##0') : FORMAT[c.kind] },
  }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) ws.addRow(cols.map((c, i) => (c.kind === 'date' && typeof r[i] === 'string' ? new Date(`${r[i] as string}T00:00:00Z`) : r[i])));
  ws.addRow(total).font = { bold: true };
  return new Uint8Array(await wb.xlsx.writeBuffer() as ArrayBuffer);
}

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The answer as a download (export=csv|xlsx), named `file`, never cached. */
export async function exportResponse(c: Context, name: TExportName, a: TAnswer, file: string, kind: 'csv' | 'xlsx'): Promise<Response> {
  const headers = { 'content-disposition': `attachment; filename="${file}.${kind}"`, 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' };
  if (kind === 'csv') return c.body(statsCsv(name, a), 200, { 'content-type': 'text/csv; charset=utf-8', ...headers });
  return new Response(await statsXlsx(name, a), { status: 200, headers: { 'content-type': XLSX, ...headers } });
}
