// Property tests of the booking statistics (issue 35 item 3): a random business is made through the
// product's own calls (two resorts in far time zones, rooms, customers of several countries,
// agencies, bookings in every state with cancellation fees, stays across month and year ends and
// 29 February, other currencies, payments and refunds around midnight, invoices and credit notes on
// days of their own), then every statistic is recomputed from the raw rows
// (tests/helpers/stats-recompute.ts) for random ranges, groupings and callers, and reconciled with
// the office's own calls: the payment history, /api/invoices and the calendar's occupancy.
// Seeded and reproducible: STATS_SEED=<seed> (printed on a failure, with the clock's day).
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { nightsWithin, periodsOf, type TStatGroup } from '../../lib/contract/statistics-periods';
import type { TFinanceReport } from '../../lib/contract/finance-report';
import { setClock, today } from '../../upstream/clock';
import { DEMO_AGENCY_ID, DEMO_RESORT_ID, DEMO_VESSEL_ID } from '../../upstream/db/seed/demo-ids';
import { convertMinor, crossRateOf } from '../../upstream/modules/bookings/prices/fx';
import { apiFile } from '../helpers/api-file';
import { addDays } from '../helpers/dates';
import { ALL, filterSight, readRaw, recompute, REVENUE, revenueByBooking, SOLD, totalOf, unordered, type TRaw, type TSight } from '../helpers/stats-recompute';

const t = apiFile({ users: ['agency'] });
const SEED = Number(process.env.STATS_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RATES = { EUR: 1, USD: 1.0875, JPY: 160.5, GBP: 0.8531 };
const ZONES = ['Pacific/Kiritimati', 'America/Los_Angeles'] as const;
const GROUPS: TStatGroup[] = ['day', 'week', 'month', 'year'];

let raw: TRaw;
/** What the second slice's calls read beyond raw: each booking's dimensions, each line's type. */
type TMore = { dims: Map<string, Record<'type' | 'channel' | 'source' | 'category' | 'language', string | null>>; lineTypes: { booking_id: string; type: string; amount: number; currency: string }[]; names: Map<string, string> };
let more: TMore;
let resorts: string[] = [];
let bookingIds: string[] = [];
const leftOut: string[] = [];

function tellSeed() {
  onTestFailed(() => { console.error(`statistics property test: STATS_SEED=${SEED} (clock's today ${today()}); writes the product refused:\n${leftOut.join('\n')}`); });
}

// ---------------------------------------------------------------------------------------------
// The business, drawn by fast-check from the seed.

/** The next 29 February from the clock's today. */
function nextLeapDay(from: string): string {
  for (let y = Number(from.slice(0, 4)); ; y++) if ((y % 4 === 0 && y % 100 !== 0) || y % 400 === 0) { const d = `${y}-02-29`; if (d >= from) return d; }
}
/** A start day of a given kind, relative to the clock's today. */
function startOf(kind: 'any' | 'monthEnd' | 'yearEnd' | 'leap', n: number, base: string): string {
  if (kind === 'any') return addDays(base, n);
  if (kind === 'monthEnd') {
    const last = new Date(Date.UTC(Number(base.slice(0, 4)), Number(base.slice(5, 7)) + (n % 14) - 4, 0)).toISOString().slice(0, 10);
    return addDays(last, -(Math.abs(n) % 3));
  }
  if (kind === 'yearEnd') return `${Number(base.slice(0, 4)) + (Math.abs(n) % 2) - (n < 0 ? 1 : 0)}-12-${29 + (Math.abs(n) % 3)}`;
  return addDays(nextLeapDay(base), -(Math.abs(n) % 3));
}

const ZPay = fc.record({ percent: fc.integer({ min: 1, max: 40 }), refund: fc.boolean(), foreign: fc.boolean(), dayShift: fc.integer({ min: -40, max: 10 }), minute: fc.constantFrom(0, 30, 600, 719, 720, 1_379, 1_439, 1_440 - 1) });
const ZBooking = fc.record({
  resort: fc.nat(1), room: fc.nat(3), kind: fc.constantFrom('any', 'any', 'monthEnd', 'yearEnd', 'leap') as fc.Arbitrary<'any' | 'monthEnd' | 'yearEnd' | 'leap'>,
  n: fc.integer({ min: -200, max: 300 }), nights: fc.integer({ min: 1, max: 12 }), guests: fc.integer({ min: 1, max: 2 }),
  currency: fc.constantFrom('EUR', 'EUR', 'USD', 'JPY'), agency: fc.constantFrom('none', 'none', 'demo', 'own'), customer: fc.integer({ min: -1, max: 4 }),
  lines: fc.array(fc.integer({ min: -20_000, max: 250_000 }), { minLength: 1, maxLength: 3 }),
  fate: fc.constantFrom('draft', 'planned', 'waiting', 'confirmed', 'confirmed', 'aborted', 'aborted', 'freed', 'offerCancelled', 'resolved'),
  fee: fc.integer({ min: 0, max: 100 }), pays: fc.array(ZPay, { maxLength: 3 }),
  invoice: fc.constantFrom('none', 'none', 'invoice', 'partCredit', 'fullCredit'), issueShift: fc.integer({ min: -30, max: 30 }),
});
const ZBusiness = fc.record({
  rooms: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 4, maxLength: 4 }),
  countries: fc.array(fc.constantFrom('DE', 'CH', 'US', 'JP', 'GB', 'FR', ''), { minLength: 5, maxLength: 5 }),
  bookings: fc.array(ZBooking, { minLength: 24, maxLength: 30 }),
});

async function call<T = Record<string, unknown>>(method: string, path: string, body?: unknown, token = t.admin): Promise<{ status: number; body: T }> {
  const res = await t.api.call(method, path, { token, body });
  const text = await res.text();
  expect(res.status, `${method} ${path}: ${text}`).toBeLessThan(500);
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}
async function ok<T = { id: string }>(method: string, path: string, body?: unknown, token = t.admin): Promise<T> {
  const r = await call<T>(method, path, body, token);
  expect(r.status, `${method} ${path}: ${JSON.stringify(r.body)}`).toBeLessThan(300);
  return r.body;
}
/** A write the product may refuse (a bed taken, nothing to invoice): a 4xx is left out, never a 5xx. */
async function maybe(what: string, method: string, path: string, body?: unknown): Promise<boolean> {
  const r = await call(method, path, body);
  if (r.status >= 300) leftOut.push(`${what}: ${r.status} ${JSON.stringify(r.body).slice(0, 120)}`);
  return r.status < 300;
}
/** Runs `write` with the business clock stopped at noon UTC of `day` (an invoice issued that day). */
async function onDay<T>(day: string, write: () => Promise<T>): Promise<T> {
  setClock({ at: new Date(`${day}T12:00:00Z`) });
  try { return await write(); } finally { setClock({ at: null }); }
}

async function makeBusiness() {
  const plan = fc.sample(ZBusiness, { seed: SEED, numRuns: 1 })[0];
  const base = today();
  await ok('POST', '/api/settings/group/exchangeRates', RATES);
  await ok('POST', '/api/settings/group/company', { name: 'Property Bay Ltd', city: 'Tarawa', country: 'KI' });
  resorts = [];
  for (const zone of ZONES) resorts.push((await ok('POST', '/api/resort', { name: `Property ${zone}`, timezone: zone })).id);
  const rooms: string[][] = [];
  for (const [ri, resort] of resorts.entries()) {
    const list = [];
    for (const [i, beds] of plan.rooms.entries()) list.push((await ok('POST', '/api/rooms', { name: `P${ri}-${i}`, type: 'Room', resort, availableBeds: beds })).id);
    rooms.push(list);
  }
  const agency = (await ok('POST', '/api/agencies', { name: 'Property Travel', currency: 'EUR', country: 'CH' })).id;
  const customers = [];
  for (const [i, country] of plan.countries.entries()) customers.push((await ok('POST', '/api/customers', { fullName: `Pat Property ${i}`, ...(country ? { country } : {}) })).id);
  bookingIds = [];
  for (const [i, b] of plan.bookings.entries()) {
    // A stay to resolve is over: it ends before today.
    const from = startOf(b.fate === 'resolved' ? 'any' : b.kind, b.fate === 'resolved' ? -Math.abs(b.n) - 13 : b.n, base);
    const to = addDays(from, b.nights);
    const customer = b.customer >= 0 || b.invoice !== 'none' ? customers[Math.max(b.customer, 0)] : undefined;
    const res = await call<{ id: string }>('POST', '/api/bookings', {
      title: `Property ${i}`, resort: resorts[b.resort], currency: b.currency, ...(customer ? { customer } : {}),
      ...(b.agency === 'demo' ? { agency: DEMO_AGENCY_ID } : b.agency === 'own' ? { agency } : {}),
      ...(b.fate === 'planned' || b.fate === 'waiting' ? { state: b.fate } : {}),
      rooms: [{ room: rooms[b.resort][b.room], dateFrom: from, dateTo: to, guests: Array.from({ length: Math.min(b.guests, plan.rooms[b.room]) }, (_, g) => ({ firstName: `G${g}`, lastName: `Property ${i}`, gender: 'f' })) }],
    });
    if (res.status >= 300) { leftOut.push(`booking ${i}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`); continue; }
    const id = res.body.id;
    bookingIds.push(id);
    for (const price of b.lines) await ok('POST', `/api/bookings/${id}/calculation`, { type: price < 0 ? 'discount' : 'cost', text: price < 0 ? 'Discount' : 'Stay', unitPrice: price === 0 ? 1 : price });
    if (['confirmed', 'aborted', 'resolved'].includes(b.fate)) await maybe(`confirm ${i}`, 'POST', `/api/bookings/${id}/confirm?withoutPrice=1`, {});
    // Payments of a part of the total each (at most 40 %: never more than is held), a refund of a
    // part of what came in, some paid in pounds at a rate of their own; at minutes around midnight.
    const total = b.lines.reduce((n, x) => n + (x === 0 ? 1 : x), 0);
    let paid = 0;
    for (const p of b.pays) {
      const at = new Date(Date.parse(`${addDays(from, p.dayShift)}T00:00:00Z`) + p.minute * 60_000).toISOString();
      const amount = p.refund ? -Math.floor((paid * p.percent) / 100) : Math.floor((total * p.percent) / 100);
      if (amount === 0) continue;
      const rate = b.currency === 'JPY' ? 188.1 : 1.1725; // booking units per pound
      const inPounds = p.foreign ? Math.trunc((amount / rate) * (b.currency === 'JPY' ? 100 : 1)) : 0;
      if (p.foreign && inPounds === 0) continue;
      if (await maybe(`payment ${i}`, 'POST', `/api/bookings/${id}/payment`, {
        amount: p.foreign ? inPounds : amount, method: 'card', paidAt: at, ...(p.foreign ? { currency: 'GBP', exchangeRate: String(rate) } : {}),
      })) paid += amount;
    }
    if (b.invoice !== 'none' && customer) {
      const day = addDays(from, b.issueShift);
      const inv = await onDay(day, () => call<{ id: string; total: number }>('POST', `/api/bookings/${id}/invoice`, {}));
      if (inv.status < 300 && b.invoice !== 'invoice') {
        await onDay(addDays(day, 1 + (b.fee % 20)), () => maybe(`credit ${i}`, 'POST', `/api/invoices/${inv.body.id}/creditNote`,
          b.invoice === 'fullCredit' ? { reason: 'Storno' } : { reason: 'Goodwill', amount: Math.max(1, Math.round(Math.abs(inv.body.total) / 4)) }));
      } else if (inv.status >= 300) leftOut.push(`invoice ${i}: ${inv.status}`);
    }
    if (b.fate === 'aborted' || b.fate === 'offerCancelled') await maybe(`cancel ${i}`, 'POST', `/api/bookings/${id}/cancell`, { percent: b.fee });
    if (b.fate === 'freed') await maybe(`release ${i}`, 'POST', `/api/bookings/${id}/release`, { reason: 'expired' });
    if (b.fate === 'resolved') {
      // Settled first: what is still open paid on the departure day.
      const open = (await ok<{ booking: { total: number; paid: number } }>('GET', `/api/payments/ref/${id}`)).booking;
      if (open.total - open.paid > 0) await maybe(`settle ${i}`, 'POST', `/api/bookings/${id}/payment`, { amount: open.total - open.paid, method: 'cash', paidAt: `${to}T10:00:00Z` });
      await maybe(`resolve ${i}`, 'POST', `/api/bookings/${id}/resolved`, {});
    }
  }
}

beforeAll(async () => {
  await makeBusiness();
  raw = await readRaw(t.rows);
  more = {
    dims: new Map((await t.rows<{ id: string; type: string; channel: string; source: string | null; category: string | null; language: string }>(sql`SELECT id, type, channel, source, category, language FROM bookings`))
      .map(({ id, ...d }) => [id, d])),
    lineTypes: await t.rows(sql`SELECT booking_id, type, amount, currency FROM booking_calculation_lines`),
    names: new Map((await t.rows<{ id: string; name: string }>(sql`SELECT id, name FROM booking_sources UNION ALL SELECT id, name FROM booking_categories`)).map((x) => [x.id, x.name])),
  };
}, 240_000);
afterAll(() => setClock({ at: null }));

// ---------------------------------------------------------------------------------------------
// The statistics against their recomputation.

type TAnswer = { rows: Record<string, unknown>[]; totals: Record<string, unknown> };
type TWho = 'all' | 'first' | 'both' | 'agency';
const toBase = (amount: number, cur: string) => convertMinor(amount, cur, raw.base, (cur === raw.base ? '1' : crossRateOf(raw.rates, raw.base, cur, raw.base)) ?? undefined);
const monthsOf = (from: string, to: string) => periodsOf(from, to, 'month').map((p) => ({ from: p.start, to: addDays(p.end, -1) }));

/** The caller, the query's asset filter and what they may see. */
function caller(who: TWho): { token: string; extra: string; sight: TSight } {
  if (who === 'agency') return { token: t.token.agency, extra: '', sight: { booking: (b) => b.agency === DEMO_AGENCY_ID, room: () => true } };
  if (who === 'all') return { token: t.admin, extra: '', sight: ALL };
  const ids = who === 'first' ? [resorts[0]] : resorts;
  return { token: t.admin, extra: `&assets=${ids.join(',')}`, sight: filterSight(ids) };
}

async function expectRecomputed(who: TWho, from: string, to: string, g: TStatGroup) {
  const c = caller(who);
  const want = recompute(raw, c.sight, from, to, g);
  const got = async (name: string) => ok<TAnswer>('GET', `/api/bookings/${name}?from=${from}&to=${to}&groupBy=${g}${c.extra}&amount=500`, undefined, c.token);
  const what = `${who} ${from}..${to} by ${g}`;
  const st = await got('statistics');
  expect(st.rows, what).toEqual(want.statistics);
  expect(st.totals.revenue, what).toBe(totalOf(want.statistics, 'revenue'));
  const income = await got('incomeByMonth');
  expect(income.rows, what).toEqual(want.income);
  expect(income.totals.received, what).toBe(totalOf(want.income, 'received'));
  expect((await got('utilization')).rows, what).toEqual(want.utilization);
  expect((await got('conversions')).rows, what).toEqual(want.conversions);
  expect(unordered((await got('topCountries')).rows), what).toEqual(unordered(want.countries));
  expect(unordered((await got('topAgencies')).rows), what).toEqual(unordered(want.agencies));
  expect(unordered((await got('topRooms')).rows), what).toEqual(unordered(want.rooms));
  for (const [name, rows] of Object.entries(recomputeMore(c.sight, from, to, g))) expect(byKey((await got(name)).rows), `${name} ${what}`).toEqual(byKey(rows));
}

/** bookingCalculationStats, bookingInfoStats and statsByRepeater from the raw rows (the definitions
 *  of docs/decisions/statistics.md "The second slice of calls"). */
function recomputeMore(s: TSight, from: string, to: string, g: TStatGroup) {
  const factorOf = (cur: string) => (cur === raw.base ? '1' : crossRateOf(raw.rates, raw.base, cur, raw.base));
  const revenue = revenueByBooking(raw);
  const seen = raw.bookings.filter(s.booking);
  const arrivals = seen.filter((b) => REVENUE.includes(b.state) && b.date_from && b.date_from >= from && b.date_from <= to);
  const ids = new Set(arrivals.map((b) => b.id));
  const calc = new Map<string, { lines: number; byCur: Map<string, number> }>();
  for (const l of more.lineTypes.filter((x) => ids.has(x.booking_id) && factorOf(x.currency))) {
    const e = calc.get(l.type) ?? { lines: 0, byCur: new Map<string, number>() };
    e.lines += 1; e.byCur.set(l.currency, (e.byCur.get(l.currency) ?? 0) + Number(l.amount));
    calc.set(l.type, e);
  }
  const bookingCalculationStats = [...calc].map(([key, v]) => ({ key, name: key, lines: v.lines,
    amount: [...v.byCur].reduce((n, [cur, sum]) => n + convertMinor(sum, cur, raw.base, factorOf(cur) ?? undefined), 0) }));
  const bookingInfoStats = (['state', 'type', 'channel', 'source', 'category', 'language'] as const).flatMap((dimension) => {
    const m = new Map<string | null, { bookings: number; revenue: number }>();
    for (const b of arrivals) {
      const k = dimension === 'state' ? b.state : more.dims.get(b.id)![dimension];
      const e = m.get(k) ?? { bookings: 0, revenue: 0 };
      e.bookings += 1; e.revenue += revenue.get(b.id)!;
      m.set(k, e);
    }
    return [...m].map(([key, v]) => ({ dimension, key, name: key === null ? '' : more.names.get(key) ?? key, ...v }));
  });
  const sold = arrivals.filter((b) => b.state !== 'aborted');
  const statsByRepeater = periodsOf(from, to, g).map((p) => {
    const x = sold.filter((b) => b.date_from! >= p.start && b.date_from! < p.end);
    const kind = (b: (typeof sold)[number]) => (!b.customer ? 'unknown'
      : seen.some((e) => e.customer === b.customer && SOLD.includes(e.state) && e.date_from && e.date_from < b.date_from!) ? 'repeat' : 'first');
    const n = (k: string) => x.filter((b) => kind(b) === k).length;
    const r = n('first') + n('repeat');
    return { period: p.period, first: n('first'), repeat: n('repeat'), unknown: n('unknown'), rate: r ? Math.round((n('repeat') / r) * 10_000) / 10_000 : null };
  });
  return { bookingCalculationStats, bookingInfoStats, statsByRepeater };
}
const byKey = (rows: Record<string, unknown>[]) => rows.map((x) => Object.fromEntries(Object.entries(x).filter(([k]) => k !== 'other')))
  .sort((a, b) => `${a.period ?? ''}${a.dimension ?? ''}${a.key}`.localeCompare(`${b.period ?? ''}${b.dimension ?? ''}${b.key}`));

describe('random businesses: every statistic equals its recomputation from the raw rows', () => {
  it('the business was made with every state, currency and edge the generator asks for', () => {
    tellSeed();
    const mine = raw.bookings.filter((b) => bookingIds.includes(b.id));
    expect(mine.length, leftOut.join('\n')).toBeGreaterThanOrEqual(12);
    expect(new Set(mine.map((b) => b.state)).size).toBeGreaterThanOrEqual(3);
    expect(raw.pays.filter((p) => mine.some((b) => b.id === p.booking)).length).toBeGreaterThan(0);
  });

  it('for random ranges (over the stays\' edges), groupings and callers', async () => {
    tellSeed();
    const mine = raw.bookings.filter((b) => bookingIds.includes(b.id) && b.date_from);
    const edges = mine.flatMap((b) => [b.date_from!]);
    const MAX = { day: 45, week: 200, month: 800, year: 1500 } as const;
    const range = fc.record({
      g: fc.constantFrom(...GROUPS), who: fc.constantFrom<TWho>('all', 'first', 'both', 'agency'),
      start: fc.oneof(fc.integer({ min: -250, max: 250 }).map((n) => addDays(today(), n)), fc.tuple(fc.constantFrom(...edges), fc.integer({ min: -2, max: 2 })).map(([d, n]) => addDays(d, n))),
      len: fc.nat(1500),
    });
    await fc.assert(fc.asyncProperty(range, async ({ g, who, start, len }) => {
      await expectRecomputed(who, start, addDays(start, len % (MAX[g] + 1)), g);
    }), { seed: SEED, numRuns: 40, endOnFailure: true });
  }, 120_000);
});

// ---------------------------------------------------------------------------------------------
// Reconciliation with the office's own calls, on the demo business and the generated one together.

/** Months from the first to the last of some days (at most ten years). */
function monthsOver(days: (string | null)[]) {
  const sorted = days.filter((d): d is string => !!d).sort();
  return { from: `${sorted[0].slice(0, 7)}-01`, to: addDays(monthsOf(sorted[sorted.length - 1], sorted[sorted.length - 1])[0].to, 0), months: monthsOf(sorted[0], sorted[sorted.length - 1]) };
}

describe('random businesses: the statistics reconcile with the payment history, the invoices and the calendar', () => {
  it('incomeByMonth\'s received is the payment history\'s paid for the same days (all assets, and one resort)', async () => {
    tellSeed();
    const w = monthsOver(raw.pays.map((p) => p.day));
    const resortOf = new Map(raw.bookings.map((b) => [b.id, b.resort]));
    let counted = 0;
    for (const [extra, mine] of [['', () => true], [`&assets=${resorts[1]}`, (id: string) => resortOf.get(id) === resorts[1]]] as const) {
      const income = await ok<{ rows: { period: string; received: number }[] }>('GET', `/api/bookings/incomeByMonth?from=${w.from}&to=${w.to}&groupBy=month${extra}`);
      const report = await ok<TFinanceReport>('GET', `/api/bookings/report/finance?from=${w.from}&to=${w.to}&groupBy=month${extra}`);
      for (const [i, m] of w.months.entries()) {
        const hist = await ok<{ items: { amount: number; currency: string; status: string; booking: { id: string } }[] }>('GET', `/api/payments/history?from=${m.from}&to=${m.to}`);
        const paid = hist.items.filter((x) => ['paid', 'refunded'].includes(x.status) && mine(x.booking.id)).reduce((n, x) => n + toBase(x.amount, x.currency), 0);
        expect(income.rows[i].received, `${m.from} ${extra}`).toBe(paid);
        expect(report.rows[i].received, `${m.from} ${extra}`).toBe(paid);
        counted += Math.abs(paid);
      }
    }
    expect(counted).toBeGreaterThan(0);
    expect(raw.pays.some((p) => p.currency !== raw.base)).toBe(true);
  });

  it('the finance report\'s invoiced is /api/invoices\' invoices and credit notes issued in the period (all assets, and each resort)', async () => {
    tellSeed();
    const docs = await t.rows<{ issue_date: string }>(sql`SELECT issue_date::text FROM invoices`);
    const w = monthsOver(docs.map((d) => d.issue_date));
    const kinds = new Set<string>();
    for (const asset of [null, ...resorts]) {
      const report = await ok<TFinanceReport>('GET', `/api/bookings/report/finance?from=${w.from}&to=${w.to}&groupBy=month${asset ? `&assets=${asset}` : ''}`);
      for (const [i, m] of w.months.entries()) {
        const list = await ok<{ data: { kind: string; total: number; currency: string }[] }>('GET', `/api/invoices?from=${m.from}&to=${m.to}${asset ? `&asset=${asset}` : ''}`);
        for (const d of list.data) kinds.add(`${asset ? 'asset' : 'all'} ${d.kind}`);
        const sum = (kind: string) => list.data.filter((d) => d.kind === kind).reduce((n, d) => n + toBase(d.total, d.currency), 0);
        expect(report.rows[i], `${m.from} ${asset}`).toMatchObject({ invoices: sum('invoice'), credited: sum('credit_note'), invoiced: sum('invoice') + sum('credit_note') });
      }
    }
    expect([...kinds].filter((k) => k.startsWith('all')).sort()).toEqual(['all credit_note', 'all invoice']);
    expect(kinds.has('asset invoice')).toBe(true);
  });

  it('utilization\'s booked and blocked bed-nights are the calendar\'s occupancy for the same rooms and days', async () => {
    tellSeed();
    const active = new Set(raw.rooms.filter((r) => r.is_active).map((r) => r.id));
    const assets = [...resorts.map((id) => ({ id, param: 'resort' })), { id: DEMO_RESORT_ID, param: 'resort' }, { id: DEMO_VESSEL_ID, param: 'vessel' }];
    for (const a of assets) {
      const rooms = new Set(raw.rooms.filter((r) => r.resort === a.id || r.vessel === a.id).map((r) => r.id));
      const w = monthsOver(raw.occ.filter((o) => rooms.has(o.room_id)).flatMap((o) => [o.date_from, addDays(o.date_to, -1)]));
      const util = await ok<{ rows: { period: string; booked: number; blocked: number }[] }>('GET', `/api/bookings/utilization?from=${w.from}&to=${w.to}&groupBy=month&assets=${a.id}`);
      let booked = 0;
      for (const [i, m] of w.months.entries()) {
        const cells = await ok<{ room: string; beds: number[]; dateFrom: string; dateTo: string; kind: string; holds: boolean }[]>('GET', `/api/rooms/occupancy?${a.param}=${a.id}&dateFrom=${m.from}&dateTo=${addDays(m.to, 1)}`);
        const nights = (kind: (k: string) => boolean) => cells.filter((c) => c.holds && active.has(c.room) && kind(c.kind))
          .reduce((n, c) => n + c.beds.length * nightsWithin(c.dateFrom, c.dateTo, m.from, addDays(m.to, 1)), 0);
        expect({ booked: util.rows[i].booked, blocked: util.rows[i].blocked }, `${a.id} ${m.from}`).toEqual({ booked: nights((k) => k === 'booking'), blocked: nights((k) => k !== 'booking') });
        booked += util.rows[i].booked;
      }
      expect(booked, a.id).toBeGreaterThan(0);
    }
  });
});
