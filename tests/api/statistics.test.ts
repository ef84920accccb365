// Booking statistics (api-calls 7.5, issue 35): every figure recomputed here from the raw rows
// (bookings, calculation lines, occupancy, rooms, payments, customers) with plain JS and the
// definitions of docs/decisions/statistics.md, and compared with the API's answer: over the demo
// business and over bookings this file makes in a resort of its own across a month's edge; for
// an asset-limited user and an agency user (each counts only what it may read); bad queries;
// the CSV and the Excel workbook.
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { periodEnd, periodStart, periodsOf, type TStatGroup } from '../../lib/contract/statistics-periods';
import { dayIn, now } from '../../upstream/clock';
import { rowsOf } from '../../upstream/db/rows';
import { readGeneral } from '../../upstream/modules/settings/store';
import { DEMO_AGENCY_ID, DEMO_RESORT_ID } from '../../upstream/db/seed/demo-ids';
import { createTestApi, type TTestApi } from '../helpers/api';
import { addDays, daysFromNow } from '../helpers/dates';
import { ALL, assetSight, filterSight, readRaw, recompute, totalOf, unordered, type TSight } from '../helpers/stats-recompute';
import { createCallers, type TCaller, type TPersona } from '../attack/personas';

type TRec = Record<string, unknown> & { id: string };
let api: TTestApi;
let who: Record<TPersona, TCaller>;
let resort: string;
let edge: string; // the first day of the month the test's stays run into
let stay: TRec;
let cancelled: TRec;

async function call(token: string | null, path: string) {
  return api.call('GET', path, { token: token ?? undefined });
}
async function json<T = Record<string, unknown>>(token: string | null, path: string): Promise<T> {
  const res = await call(token, path);
  const text = await res.text();
  expect(res.status, `${path}: ${text}`).toBe(200);
  return JSON.parse(text) as T;
}
async function made(token: string, path: string, body: unknown): Promise<TRec> {
  const res = await api.call('POST', path, { token, body });
  const text = await res.text();
  expect(res.status, `${path}: ${text}`).toBeLessThan(300);
  return JSON.parse(text) as TRec;
}

const raw = () => readRaw(async (q) => rowsOf(await api.handle.db.execute(q)));

/** Compares every call's answer with the recomputation. */
async function expectAll(token: string | null, s: TSight, from: string, to: string, g: TStatGroup, extra = '') {
  const want = recompute(await raw(), s, from, to, g);
  const q = `from=${from}&to=${to}&groupBy=${g}${extra}`;
  const got = async (name: string) => json<{ rows: Record<string, unknown>[]; totals: Record<string, unknown>; groupBy: string; from: string; to: string }>(token, `/api/bookings/${name}?${q}&amount=500`);
  const st = await got('statistics');
  expect(st.rows).toEqual(want.statistics);
  expect(st.totals.revenue).toBe(totalOf(want.statistics, 'revenue'));
  expect((await got('incomeByMonth')).rows).toEqual(want.income);
  expect((await got('utilization')).rows).toEqual(want.utilization);
  expect((await got('conversions')).rows).toEqual(want.conversions);
  expect(unordered((await got('topCountries')).rows)).toEqual(unordered(want.countries));
  expect(unordered((await got('topAgencies')).rows)).toEqual(unordered(want.agencies));
  const rooms = await got('topRooms');
  expect(unordered(rooms.rows)).toEqual(unordered(want.rooms));
  return want;
}

beforeAll(async () => {
  api = await createTestApi();
  who = await createCallers(api);
  const admin = who.admin.token!;
  resort = (await made(admin, '/api/resort', { name: 'Statistics Bay', timezone: 'UTC' })).id;
  const room = (await made(admin, '/api/rooms', { name: 'Edge 1', type: 'Room', resort, availableBeds: 2 })).id;
  const room2 = (await made(admin, '/api/rooms', { name: 'Edge 2', type: 'Room', resort, availableBeds: 2 })).id;
  edge = periodEnd(periodStart(daysFromNow(90), 'month'), 'month');
  // Two nights before the month's edge, three after it.
  stay = await made(admin, '/api/bookings', { title: 'Edda Edge', resort, rooms: [{ room, dateFrom: addDays(edge, -2), dateTo: addDays(edge, 3), guests: [{ firstName: 'Edda', lastName: 'Edge', gender: 'f' }] }] });
  await made(admin, `/api/bookings/${stay.id}/calculation`, { type: 'cost', text: 'Stay', unitPrice: 100_000 });
  await made(admin, `/api/bookings/${stay.id}/confirm?withoutPrice=1`, {});
  cancelled = await made(admin, '/api/bookings', { title: 'Carl Cancel', resort, rooms: [{ room: room2, dateFrom: addDays(edge, 1), dateTo: addDays(edge, 4), guests: [{ firstName: 'Carl', lastName: 'Cancel', gender: 'm' }] }] });
  await made(admin, `/api/bookings/${cancelled.id}/calculation`, { type: 'cost', text: 'Stay', unitPrice: 40_000 });
  await made(admin, `/api/bookings/${cancelled.id}/confirm?withoutPrice=1`, {});
  await made(admin, `/api/bookings/${cancelled.id}/cancell`, { percent: 25 });
}, 180_000);

describe('the statistics recomputed from the raw rows', () => {
  it('the demo business, by month and by week, as the admin sees it', async () => {
    await expectAll(who.admin.token, ALL, daysFromNow(-400), daysFromNow(400), 'month');
    await expectAll(who.admin.token, ALL, daysFromNow(-60), daysFromNow(200), 'week');
  });

  it('a stay over a month end counts in both months by its nights; a cancellation once, by its fee', async () => {
    const monthA = periodStart(addDays(edge, -1), 'month');
    const want = await expectAll(who.admin.token, filterSight([resort]), monthA, addDays(periodEnd(edge, 'month'), -1), 'month', `&assets=${resort}`);
    const beds = (await raw()).occ.filter((o) => o.booking_id === stay.id && o.holds).length;
    expect(beds).toBeGreaterThan(0);
    const [a, b] = want.utilization;
    expect([a.period, b.period]).toEqual([monthA, edge]);
    expect([a.booked, b.booked]).toEqual([2 * beds, 3 * beds]);
    expect(a.available).toBe(4 * (a.period === monthA ? periodsOf(monthA, addDays(edge, -1), 'month')[0].days : 0));
    const [sa, sb] = want.statistics;
    expect(sa).toMatchObject({ bookings: 1, cancellations: 0, revenue: 100_000 });
    expect(sb).toMatchObject({ bookings: 0, cancellations: 1, revenue: 10_000, cancellationFees: 10_000 });
    // Only the next month: the room's three nights and three fifths of the stay's revenue.
    const next = await json<{ rows: { name: string; nights: number; revenue: number }[] }>(who.admin.token, `/api/bookings/topRooms?from=${edge}&to=${addDays(periodEnd(edge, 'month'), -1)}&assets=${resort}`);
    expect(next.rows).toEqual([expect.objectContaining({ name: 'Edge 1', nights: 3 * beds, revenue: 60_000 })]);
  });

  it('an asset-limited user counts only its resort (and bookings of no asset), whatever it asks for', async () => {
    const s = assetSight([DEMO_RESORT_ID]);
    await expectAll(who.limitedStaff.token, s, daysFromNow(-400), daysFromNow(400), 'month');
    const mine = await json<{ totals: { bookings: number } }>(who.limitedStaff.token, `/api/bookings/statistics?from=${daysFromNow(-400)}&to=${daysFromNow(400)}&assets=${resort}`);
    expect(mine.totals.bookings).toBe(0);
  });

  it('an agency user counts only its own bookings', async () => {
    const s: TSight = { booking: (b) => b.agency === DEMO_AGENCY_ID, room: () => true };
    const want = await expectAll(who.agency.token, s, daysFromNow(-400), daysFromNow(400), 'year');
    expect(want.agencies.map((a) => a.key)).toEqual(want.agencies.length ? [DEMO_AGENCY_ID] : []);
  });

  it('a customer may not read statistics; nor may a guest', async () => {
    expect((await call(who.customer.token, '/api/bookings/statistics')).status).toBe(403);
    expect((await call(null, '/api/bookings/statistics')).status).toBe(401);
  });
});

describe('the kept aggregates (booking_line_totals, booking_countries) follow every write', () => {
  const kept = async () => {
    const q = async <T,>(s: ReturnType<typeof sql>) => rowsOf<T>(await api.handle.db.execute(s));
    return {
      totals: await q(sql`SELECT booking_id, currency, amount::bigint::text AS amount FROM booking_line_totals WHERE lines > 0 ORDER BY 1, 2`),
      fromLines: await q(sql`SELECT booking_id, currency, sum(amount)::bigint::text AS amount FROM booking_calculation_lines GROUP BY 1, 2 ORDER BY 1, 2`),
      countries: await q(sql`SELECT booking_id, country FROM booking_countries ORDER BY 1`),
      fromCustomers: await q(sql`SELECT b.id AS booking_id, upper(coalesce(nullif(c.country, ''), nullif(c.address->>'country', ''))) AS country
        FROM bookings b LEFT JOIN customers c ON c.id = b.customer ORDER BY 1`),
    };
  };

  it('lines added, changed and removed, a cancellation; a lead customer\'s country changed and a booking given another customer', async () => {
    const admin = who.admin.token!;
    const before = await kept();
    expect(before.totals).toEqual(before.fromLines);
    expect(before.countries).toEqual(before.fromCustomers);
    const room = (await made(admin, '/api/rooms', { name: 'Kept 1', type: 'Room', resort, availableBeds: 2 })).id;
    const kim = (await made(admin, '/api/customers', { fullName: 'Kim Kept', country: 'DE' })).id;
    const b = await made(admin, '/api/bookings', { title: 'Kim Kept', resort, customer: kim, rooms: [{ room, dateFrom: addDays(edge, 70), dateTo: addDays(edge, 72), guests: [{ firstName: 'Kim', lastName: 'Kept', gender: 'f' }] }] });
    const one = await made(admin, `/api/bookings/${b.id}/calculation`, { type: 'cost', text: 'Stay', unitPrice: 30_000 });
    await made(admin, `/api/bookings/${b.id}/calculation`, { type: 'cost', text: 'Dinner', unitPrice: 5_000 });
    const lineId = ((one.calculation ?? one.lines ?? []) as { id: string; text?: string }[]).find((l) => l.text === 'Stay')?.id
      ?? rowsOf<{ id: string }>(await api.handle.db.execute(sql`SELECT id FROM booking_calculation_lines WHERE booking_id = ${b.id} AND text = 'Stay'`))[0].id;
    await made(admin, `/api/bookings/${b.id}/calculation/${lineId}`, { unitPrice: 32_000 });
    const dinner = rowsOf<{ id: string }>(await api.handle.db.execute(sql`SELECT id FROM booking_calculation_lines WHERE booking_id = ${b.id} AND text = 'Dinner'`))[0].id;
    expect((await api.call('DELETE', `/api/bookings/${b.id}/calculation/${dinner}`, { token: admin })).status).toBeLessThan(300);
    await made(admin, `/api/bookings/${b.id}/confirm?withoutPrice=1`, {});
    await made(admin, `/api/bookings/${b.id}/cancell`, { percent: 50 });
    expect((await kept()).countries.find((k) => (k as { booking_id: string }).booking_id === b.id)).toMatchObject({ country: 'DE' });
    await made(admin, `/api/customers/${kim}`, { country: 'IS' });
    const other = (await made(admin, '/api/customers', { fullName: 'Ola Other', country: 'NO' })).id;
    await api.handle.db.execute(sql`UPDATE bookings SET customer = ${other} WHERE id = ${stay.id}`);
    const after = await kept();
    expect(after.totals).toEqual(after.fromLines);
    expect(after.countries).toEqual(after.fromCustomers);
    expect(after.countries.find((k) => (k as { booking_id: string }).booking_id === b.id)).toMatchObject({ country: 'IS' });
    expect(after.countries.find((k) => (k as { booking_id: string }).booking_id === stay.id)).toMatchObject({ country: 'NO' });
    await expectAll(who.admin.token, ALL, daysFromNow(-400), daysFromNow(400), 'month');
  });
});

describe('the query', () => {
  it('defaults to the last 12 months up to today by month, and ranks top lists by amount', async () => {
    // Today in the operator's time zone (general.timezone), like the dashboard's.
    const todayThere = dayIn(String((await readGeneral(api.handle.db)).timezone), now());
    const a = await json<{ from: string; to: string; groupBy: string; rows: { period: string }[] }>(who.admin.token, '/api/bookings/statistics');
    expect(a).toMatchObject({ to: todayThere, groupBy: 'month' });
    expect(a.rows.length).toBe(periodsOf(a.from, a.to, 'month').length);
    expect(a.rows[a.rows.length - 1].period).toBe(periodStart(todayThere, 'month'));
    const top = await json<{ rows: { other: boolean }[]; totals: { revenue: number } }>(who.admin.token, `/api/bookings/topRooms?from=${daysFromNow(-400)}&to=${daysFromNow(400)}&amount=1`);
    expect(top.rows.filter((r) => !r.other)).toHaveLength(1);
    expect(top.rows.reduce((n, r) => n + (r as never as { revenue: number }).revenue, 0)).toBe(top.totals.revenue);
    const table = await json<{ rows: { other: boolean }[] }>(who.admin.token, `/api/bookings/topRooms?from=${daysFromNow(-400)}&to=${daysFromNow(400)}&amount=1&mode=table`);
    expect(table.rows.map((r) => r.other)).toEqual([false]);
  });

  it('answers 400 in the spec\'s error shape for from after to, an unknown groupBy or a bad id list', async () => {
    for (const q of [`from=${daysFromNow(10)}&to=${daysFromNow(0)}`, 'groupBy=quarter', 'assets=nope', 'amount=0', 'export=pdf']) {
      const res = await call(who.admin.token, `/api/bookings/utilization?${q}`);
      expect(res.status, q).toBe(400);
      const body = await res.json() as Record<string, unknown>;
      expect(Object.keys(body)).toEqual(expect.arrayContaining(['error', 'message', 'statusCode', 'path', 'method', 'timestamp']));
      expect(body).toMatchObject({ error: 'ValidationError', statusCode: 400 });
    }
  });
});

describe('exports', () => {
  const q = () => `from=${periodStart(addDays(edge, -1), 'month')}&to=${addDays(periodEnd(edge, 'month'), -1)}&assets=${resort}`;

  it('CSV: a byte-order mark, a header naming the currency, a row per period and a total, money in major units', async () => {
    const res = await call(who.admin.token, `/api/bookings/statistics?${q()}&export=csv`);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trim().split(/\r?\n/);
    expect(lines[0]).toBe('period,bookings,cancellations,guests,revenue (EUR),cancellationFees (EUR)');
    expect(lines.slice(1)).toEqual([`${periodStart(addDays(edge, -1), 'month')},1,0,1,1000,0`, `${edge},0,1,0,100,100`, 'total,1,1,1,1100,100']);
  });

  it('XLSX: a real workbook with numbers as numbers and periods as dates', async () => {
    const res = await call(who.admin.token, `/api/bookings/utilization?${q()}&export=xlsx`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const ws = wb.getWorksheet('utilization')!;
    expect(ws.getRow(1).values).toEqual([undefined, 'period', 'available', 'blocked', 'booked', 'rate']);
    const first = ws.getRow(2);
    expect(first.getCell(1).value).toBeInstanceOf(Date);
    expect((first.getCell(1).value as Date).toISOString().slice(0, 10)).toBe(periodStart(addDays(edge, -1), 'month'));
    expect(typeof first.getCell(2).value).toBe('number');
    expect(typeof first.getCell(4).value).toBe('number');
    expect(ws.getRow(4).getCell(1).value).toBe('total');
    expect(ws.getColumn(1).width).toBeGreaterThan(8);
  });
});
