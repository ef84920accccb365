// The finance report (GET /api/bookings/report/finance, issue 35 item 3): every figure recomputed
// here from the raw rows (bookings and their calculation lines for revenue; invoices, their lines
// and credit notes; payments) with plain JS and the definitions of docs/decisions/statistics.md
// ("The finance report"), on the demo business and on a small business of this file's own across a
// month's edge (an invoice and a payment on the month's last day, a partial credit note and a refund
// on the next month's first); and reconciled with the calls the office sees: the invoiced total is
// the sum of /api/invoices for the same days, the received total the payment history's.
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodEnd, periodsOf, periodStart, type TStatGroup } from '../../lib/contract/statistics-periods';
import type { TFinanceReport } from '../../lib/contract/finance-report';
import { setClock } from '../../upstream/clock';
import { DEMO_AGENCY_ID, DEMO_RESORT_ID } from '../../upstream/db/seed/demo-ids';
import { convertMinor, crossRateOf } from '../../upstream/modules/bookings/prices/fx';
import { addDays, daysFromNow } from '../helpers/dates';
import { apiFile } from '../helpers/api-file';

const t = apiFile({ personas: true, living: true });

type TB = { id: string; state: string; date_from: string | null; agency: string | null; resort: string | null; vessel: string | null };
type TDoc = { id: string; kind: 'invoice' | 'credit_note'; booking_id: string; references_invoice: string | null; issue_date: string; currency: string; net: number; tax: number; total: number; tax_breakdown: { inclusive: boolean; tax: number; gross: number }[] };
type TRaw = {
  bookings: TB[]; lines: { booking_id: string; amount: number; currency: string }[]; docs: TDoc[];
  docLines: { invoice_id: string; amount: number; type: string }[];
  pays: { booking: string; amount: number; currency: string; status: string; day: string }[];
  base: string; rates: Record<string, number>;
};
type TSight = (b: TB) => boolean;

const REVENUE = ['planned', 'confirmed', 'splitted', 'resolved', 'aborted'];
let resort: string;
let edge: string; // the first day of the month the test's business runs into
let booking: string;
let invoiceId: string;

async function get(token: string | null, path: string): Promise<Response> {
  return t.api.call('GET', path, { token: token ?? undefined });
}
async function json<T>(token: string | null, path: string, method = 'GET', body?: unknown): Promise<T> {
  const res = await t.api.call(method, path, { token: token ?? undefined, body });
  const text = await res.text();
  expect(res.status, `${path}: ${text}`).toBeLessThan(300);
  return JSON.parse(text) as T;
}

async function raw(): Promise<TRaw> {
  const settings = await t.rows<{ group: string; key: string; value: unknown }>(sql`SELECT "group", key, value FROM settings WHERE "group" IN ('general', 'exchangeRates')`);
  return {
    bookings: await t.rows<TB>(sql`SELECT id, state, date_from::text, agency, resort, vessel FROM bookings`),
    lines: await t.rows(sql`SELECT booking_id, amount, currency FROM booking_calculation_lines`),
    docs: await t.rows<TDoc>(sql`SELECT id, kind, booking_id, references_invoice, issue_date::text, currency, net, tax, total, tax_breakdown FROM invoices`),
    docLines: await t.rows(sql`SELECT invoice_id, amount, type FROM invoice_lines`),
    pays: await t.rows(sql`SELECT booking, amount, currency, status,
      (coalesce(paid_at, created_at) AT TIME ZONE 'UTC')::date::text AS day FROM payments`),
    base: String(settings.find((s) => s.group === 'general' && s.key === 'baseCurrency')?.value ?? 'EUR'),
    rates: Object.fromEntries(settings.filter((s) => s.group === 'exchangeRates').map((s) => [s.key, Number(s.value)])),
  };
}

/** A document's figures checked against its own rows: total = net + tax = the tax breakdown's
 *  gross, and its lines (gross for inclusive tax, plus the tax the breakdown adds for exclusive
 *  rates) within a cent per tax row of it (a partial credit note spreads its amount over the lines
 *  and rounds each). The total is what the report counts. */
function docTotal(r: TRaw, d: TDoc): number {
  expect(d.net + d.tax, `${d.id}: net + tax`).toBe(d.total);
  expect(d.tax_breakdown.reduce((n, x) => n + x.gross, 0), `${d.id}: the breakdown`).toBe(d.total);
  const lines = r.docLines.filter((l) => l.invoice_id === d.id && l.type !== 'tax').reduce((n, l) => n + l.amount, 0)
    + d.tax_breakdown.filter((x) => !x.inclusive).reduce((n, x) => n + x.tax, 0);
  expect(Math.abs(lines - d.total), `${d.id}: its lines`).toBeLessThanOrEqual(d.tax_breakdown.length);
  return d.total;
}

/** The report from the raw rows. */
function recompute(r: TRaw, sight: TSight, from: string, to: string, g: TStatGroup) {
  const toBase = (amount: number, cur: string) => convertMinor(amount, cur, r.base, (cur === r.base ? '1' : crossRateOf(r.rates, r.base, cur, r.base)) ?? undefined);
  const seen = new Set(r.bookings.filter(sight).map((b) => b.id));
  const revenueOf = (id: string) => {
    const byCur = new Map<string, number>();
    for (const l of r.lines.filter((x) => x.booking_id === id)) byCur.set(l.currency, (byCur.get(l.currency) ?? 0) + l.amount);
    return [...byCur].reduce((n, [cur, sum]) => n + toBase(sum, cur), 0);
  };
  const arrivals = r.bookings.filter((b) => seen.has(b.id) && REVENUE.includes(b.state) && b.date_from && b.date_from >= from && b.date_from <= to);
  const docs = r.docs.filter((d) => seen.has(d.booking_id));
  const pays = r.pays.filter((y) => seen.has(y.booking) && ['paid', 'refunded'].includes(y.status));
  const before = (day: string, end: string) => day < end;
  let open = docs.filter((d) => before(d.issue_date, from)).reduce((n, d) => n + toBase(docTotal(r, d), d.currency), 0)
    - pays.filter((y) => before(y.day, from)).reduce((n, y) => n + toBase(y.amount, y.currency), 0);
  const rows = periodsOf(from, to, g).map((p) => {
    const inP = (day: string) => day >= p.start && day < p.end;
    const revenue = arrivals.filter((b) => inP(b.date_from!)).reduce((n, b) => n + revenueOf(b.id), 0);
    const sumDocs = (kind: string) => docs.filter((d) => d.kind === kind && inP(d.issue_date)).reduce((n, d) => n + toBase(docTotal(r, d), d.currency), 0);
    const invoices = sumDocs('invoice'); const credited = sumDocs('credit_note');
    const received = pays.filter((y) => inP(y.day)).reduce((n, y) => n + toBase(y.amount, y.currency), 0);
    open += invoices + credited - received;
    return { period: p.period, revenue, invoices, credited, invoiced: invoices + credited, received, open };
  });
  const sum = (k: 'revenue' | 'invoices' | 'credited' | 'invoiced' | 'received') => rows.reduce((n, x) => n + x[k], 0);
  return { rows, totals: { revenue: sum('revenue'), invoices: sum('invoices'), credited: sum('credited'), invoiced: sum('invoiced'), received: sum('received'), open } };
}

async function expectReport(token: string | null, sight: TSight, from: string, to: string, g: TStatGroup, extra = '') {
  const r = await raw();
  for (const d of r.docs) docTotal(r, d);
  const want = recompute(r, sight, from, to, g);
  const got = await json<TFinanceReport>(token, `/api/bookings/report/finance?from=${from}&to=${to}&groupBy=${g}${extra}`);
  expect(got.rows).toEqual(want.rows);
  expect(got.totals).toEqual(want.totals);
  return got;
}

/** The office's own lists for the same days: /api/invoices (a row per document) and the payment
 *  history (paid per currency), each at most a year a call. */
async function officeSums(token: string, from: string, to: string, extra = '') {
  const r = await raw();
  const toBase = (amount: number, cur: string) => convertMinor(amount, cur, r.base, (cur === r.base ? '1' : crossRateOf(r.rates, r.base, cur, r.base)) ?? undefined);
  let invoiced = 0; let invoices = 0; let received = 0;
  for (let s = from; s <= to; s = addDays(s, 366)) {
    const e = addDays(s, 365) < to ? addDays(s, 365) : to;
    const list = await json<{ data: { kind: string; total: number; currency: string }[] }>(token, `/api/invoices?from=${s}&to=${e}${extra ? `&asset=${extra}` : ''}`);
    for (const d of list.data) { invoiced += toBase(d.total, d.currency); if (d.kind === 'invoice') invoices += toBase(d.total, d.currency); }
    if (!extra) {
      const hist = await json<{ totals: { currency: string; paid: number }[] }>(token, `/api/payments/history?from=${s}&to=${e}`);
      received += hist.totals.reduce((n, x) => n + toBase(x.paid, x.currency), 0);
    }
  }
  return { invoiced, invoices, received };
}

/** The demo's office at work over the last months: demo bookings of the resort, the vessel and the
 *  agency invoiced on days spread over them, paid in part (some payments recorded with no payment
 *  day), one invoice credited in part and one in full the next day, one refund. */
async function demoActivity(admin: string) {
  const picked = await t.rows<{ id: string; total: number }>(sql`SELECT id, total::int FROM (SELECT b.id, b.date_from,
      (SELECT sum(l.amount) FROM booking_line_totals l WHERE l.booking_id = b.id) AS total,
      row_number() OVER (PARTITION BY coalesce(b.resort, b.vessel), b.agency IS NULL ORDER BY b.date_from) AS n
    FROM bookings b WHERE b.state IN ('confirmed', 'resolved') AND b.customer IS NOT NULL
      AND (SELECT sum(l.amount) FROM booking_line_totals l WHERE l.booking_id = b.id) > 10000
      AND b.date_from BETWEEN ${daysFromNow(-90)}::date AND ${daysFromNow(120)}::date) x
    WHERE n <= 2 ORDER BY date_from LIMIT 6`);
  expect(picked.length).toBeGreaterThanOrEqual(3);
  for (const [i, { id, total }] of picked.entries()) {
    const day = daysFromNow(-100 + i * 23);
    setClock({ at: new Date(`${day}T15:00:00Z`) });
    const pay = { amount: Math.round(total * 0.3), method: 'card', ...(i % 2 ? {} : { paidAt: `${day}T08:00:00Z` }) };
    await json(admin, `/api/bookings/${id}/payment`, 'POST', pay);
    const inv = await json<{ id: string; total: number }>(admin, `/api/bookings/${id}/invoice`, 'POST', {});
    setClock({ at: new Date(`${addDays(day, 1)}T10:00:00Z`) });
    if (i % 3 === 0) await json(admin, `/api/invoices/${inv.id}/creditNote`, 'POST', { reason: 'Goodwill', amount: Math.round(inv.total / 10) });
    if (i % 3 === 1) await json(admin, `/api/invoices/${inv.id}/creditNote`, 'POST', { reason: 'Storno' });
    if (i % 3 === 2) await json(admin, `/api/bookings/${id}/payment`, 'POST', { amount: -1_000, method: 'card', paidAt: `${addDays(day, 1)}T09:00:00Z` });
  }
}

beforeAll(async () => {
  const admin = t.admin;
  edge = periodEnd(periodStart(daysFromNow(-40), 'month'), 'month');
  await t.api.call('POST', '/api/settings/group/company', { token: admin, body: { name: 'Finance Bay Ltd', city: 'Hurghada', country: 'EG' } });
  resort = (await json<{ id: string }>(admin, '/api/resort', 'POST', { name: 'Finance Bay', timezone: 'UTC' })).id;
  const room = (await json<{ id: string }>(admin, '/api/rooms', 'POST', { name: 'Ledger 1', type: 'Room', resort, availableBeds: 2 })).id;
  const customer = (await json<{ id: string }>(admin, '/api/customers', 'POST', { fullName: 'Fiona Finance' })).id;
  // The month's last day: the booking (arriving two days before the edge), its invoice and a payment late that evening.
  setClock({ at: new Date(`${addDays(edge, -1)}T10:00:00Z`) });
  try {
    booking = (await json<{ id: string }>(admin, '/api/bookings', 'POST', { title: 'Fiona Finance', customer, resort, rooms: [{ room, dateFrom: addDays(edge, -2), dateTo: addDays(edge, 3), guests: [{ firstName: 'Fiona', lastName: 'Finance', gender: 'f' }] }] })).id;
    await json(admin, `/api/bookings/${booking}/calculation`, 'POST', { type: 'cost', text: 'Stay', unitPrice: 100_000 });
    await json(admin, `/api/bookings/${booking}/confirm?withoutPrice=1`, 'POST', {});
    await json(admin, `/api/bookings/${booking}/payment`, 'POST', { amount: 60_000, method: 'transfer', paidAt: `${addDays(edge, -1)}T23:30:00Z` });
    invoiceId = (await json<{ id: string }>(admin, `/api/bookings/${booking}/invoice`, 'POST', {})).id;
    // The next month's first day: a partial credit note and a refund just after midnight.
    setClock({ at: new Date(`${edge}T09:00:00Z`) });
    await json(admin, `/api/invoices/${invoiceId}/creditNote`, 'POST', { reason: 'One night less', amount: 20_000 });
    await json(admin, `/api/bookings/${booking}/payment`, 'POST', { amount: -5_000, method: 'transfer', paidAt: `${edge}T00:30:00Z` });
    await demoActivity(admin);
  } finally {
    setClock({ at: null });
  }
}, 180_000);
afterAll(() => setClock({ at: null }));

describe('the finance report recomputed from the raw rows', () => {
  it('the small business across a month edge: invoice, payment, partial credit note and refund each in its month', async () => {
    const before = periodStart(addDays(edge, -1), 'month');
    const got = await expectReport(t.admin, (b) => b.resort === resort, before, addDays(periodEnd(edge, 'month'), -1), 'month', `&assets=${resort}`);
    expect(got.rows).toEqual([
      { period: before, revenue: 100_000, invoices: 100_000, credited: 0, invoiced: 100_000, received: 60_000, open: 40_000 },
      { period: edge, revenue: 0, invoices: 0, credited: -20_000, invoiced: -20_000, received: -5_000, open: 25_000 },
    ]);
    // What the booking still owes by its own balance: the credited total less what was kept.
    expect(got.totals).toMatchObject({ invoiced: 80_000, received: 55_000, open: 25_000 });
    // By day the refund is on the edge's day, the payment the day before (UTC days).
    const byDay = await json<TFinanceReport>(t.admin, `/api/bookings/report/finance?from=${addDays(edge, -1)}&to=${edge}&groupBy=day&assets=${resort}`);
    expect(byDay.rows.map((x) => [x.period, x.received, x.invoiced])).toEqual([[addDays(edge, -1), 60_000, 100_000], [edge, -5_000, -20_000]]);
  });

  it('the demo business by month and by week, as the admin sees it', async () => {
    // Not an empty business: invoices, credit notes and payments of the demo in the range.
    const [n] = await t.rows<{ invoices: number; credits: number; pays: number }>(sql`SELECT count(*) FILTER (WHERE kind = 'invoice')::int AS invoices,
      count(*) FILTER (WHERE kind = 'credit_note')::int AS credits, (SELECT count(*) FROM payments)::int AS pays FROM invoices`);
    expect(n.invoices).toBeGreaterThanOrEqual(4);
    expect(n.credits).toBeGreaterThanOrEqual(3);
    expect(n.pays).toBeGreaterThanOrEqual(6);
    await expectReport(t.admin, () => true, daysFromNow(-400), daysFromNow(200), 'month');
    await expectReport(t.admin, () => true, daysFromNow(-60), daysFromNow(60), 'week');
  });

  it('reconciles with /api/invoices, the payment history and incomeByMonth for the same days', async () => {
    for (const [from, to] of [[daysFromNow(-365), daysFromNow(0)], [addDays(edge, -1), edge], [periodStart(addDays(edge, -1), 'month'), addDays(edge, -1)]]) {
      const report = await json<TFinanceReport>(t.admin, `/api/bookings/report/finance?from=${from}&to=${to}`);
      const office = await officeSums(t.admin, from, to);
      expect(report.totals.invoiced, `${from}..${to}`).toBe(office.invoiced);
      expect(report.totals.invoices).toBe(office.invoices);
      expect(report.totals.received, `${from}..${to}`).toBe(office.received);
      // And with the statistics: revenue and received as incomeByMonth counts them.
      const income = await json<{ rows: { period: string; revenue: number; received: number }[] }>(t.admin, `/api/bookings/incomeByMonth?from=${from}&to=${to}`);
      expect(report.rows.map((r) => [r.period, r.revenue, r.received])).toEqual(income.rows.map((r) => [r.period, r.revenue, r.received]));
    }
    const asset = await json<TFinanceReport>(t.admin, `/api/bookings/report/finance?from=${addDays(edge, -1)}&to=${edge}&assets=${resort}`);
    expect(asset.totals.invoiced).toBe((await officeSums(t.admin, addDays(edge, -1), edge, resort)).invoiced);
    expect(asset.totals.invoiced).toBe(80_000);
  });

  it('an asset-limited user counts only its resort (and bookings of no asset); an agency user its own bookings', async () => {
    const inDemo = (b: TB) => b.resort === DEMO_RESORT_ID || (!b.resort && !b.vessel);
    await expectReport(t.who.limitedStaff.token, inDemo, daysFromNow(-400), daysFromNow(200), 'month');
    const mine = await json<TFinanceReport>(t.who.limitedStaff.token, `/api/bookings/report/finance?from=${addDays(edge, -1)}&to=${edge}&assets=${resort}`);
    expect(mine.totals).toMatchObject({ invoiced: 0, received: 0, open: 0 });
    await expectReport(t.who.agency.token, (b) => b.agency === DEMO_AGENCY_ID, daysFromNow(-400), daysFromNow(200), 'month');
  });

  it('a customer may not read it, nor may a guest; a bad query is a 400', async () => {
    expect((await get(t.who.customer.token, '/api/bookings/report/finance')).status).toBe(403);
    expect((await get(null, '/api/bookings/report/finance')).status).toBe(401);
    expect((await get(t.admin, '/api/bookings/report/finance?from=2026-05-02&to=2026-05-01')).status).toBe(400);
    expect((await get(t.admin, '/api/bookings/report/finance?groupBy=hour')).status).toBe(400);
  });
});

describe('exports', () => {
  const q = () => `from=${periodStart(addDays(edge, -1), 'month')}&to=${addDays(periodEnd(edge, 'month'), -1)}&assets=${resort}`;

  it('CSV: money columns in major units naming the currency, a row per month and a total', async () => {
    const res = await get(t.admin, `/api/bookings/report/finance?${q()}&export=csv`);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('period,revenue (EUR),invoices (EUR),credited (EUR),invoiced (EUR),received (EUR),open (EUR)');
    expect(lines.slice(1)).toEqual([`${periodStart(addDays(edge, -1), 'month')},1000,1000,0,1000,600,400`, `${edge},0,0,-200,-200,-50,250`, 'total,1000,1000,-200,800,550,250']);
  });

  it('XLSX: a workbook with numbers as numbers and periods as dates', async () => {
    const res = await get(t.admin, `/api/bookings/report/finance?${q()}&export=xlsx`);
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const ws = wb.getWorksheet('finance')!;
    expect(ws.getRow(1).values).toEqual([undefined, 'period', 'revenue (EUR)', 'invoices (EUR)', 'credited (EUR)', 'invoiced (EUR)', 'received (EUR)', 'open (EUR)']);
    expect(ws.getRow(2).getCell(1).value).toBeInstanceOf(Date);
    expect(ws.getRow(3).getCell(4).value).toBe(-200);
    expect(ws.getRow(4).getCell(7).value).toBe(250);
  });
});
