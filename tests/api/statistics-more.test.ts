// The statistics calls of api-calls 7.5 beyond the first seven (issue 35): topBookings,
// topCustomers, topUsers, topSalesAgents, topBookingOwner, topProducts, topProductCategories,
// topSupplements, statsByAge, bookingCalculationStats, bookingInfoStats,
// statsByRepeater, occupancyPerYear and statistics/byVesselYear, each recomputed here from the raw rows (bookings, their
// versions, users, customers, rooms' guest lists, calculation lines, occupancy, rooms) in plain JS
// with the definitions of docs/decisions/statistics.md, for the admin, an asset-limited user and
// an agency user, over the demo business plus a repeat guest and a guest of known age made here.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { nightsWithin, periodsOf, type TStatGroup } from '../../lib/contract/statistics-periods';
import { rowsOf } from '../../upstream/db/rows';
import { DEMO_AGENCY_ID, DEMO_RESORT_ID } from '../../upstream/db/seed/demo-ids';
import { convertMinor, crossRateOf } from '../../upstream/modules/bookings/prices/fx';
import { bedCountOf } from '../../upstream/modules/inventory/room-facts';
import { createTestApi, type TTestApi } from '../helpers/api';
import { addDays, daysFromNow } from '../helpers/dates';
import { createCallers, type TCaller, type TPersona } from '../attack/personas';

type TB = { id: string; state: string; date_from: string | null; no_of_pax: number; customer: string | null; agency: string | null; resort: string | null; vessel: string | null; label: string;
  type: string; channel: string; source: string | null; category: string | null; language: string };
type TGuestRow = { booking_id: string; birthday: string | null };
type TRow = Record<string, unknown>;

let api: TTestApi;
let who: Record<TPersona, TCaller>;

const q = async <T,>(s: ReturnType<typeof sql>) => rowsOf<T>(await api.handle.db.execute(s));

async function raw() {
  const settings = await q<{ group: string; key: string; value: unknown }>(sql`SELECT "group", key, value FROM settings WHERE "group" IN ('general', 'exchangeRates')`);
  return {
    base: String(settings.find((s) => s.group === 'general' && s.key === 'baseCurrency')?.value ?? 'EUR'),
    rates: Object.fromEntries(settings.filter((s) => s.group === 'exchangeRates').map((s) => [s.key, Number(s.value)])) as Record<string, number>,
    bookings: await q<TB>(sql`SELECT id, state, date_from::text, no_of_pax, customer, agency, resort, vessel, type, channel, source, category, language,
      concat_ws(' ', coalesce(booking_no, reservation_no, offer_no), title) AS label FROM bookings`),
    lines: await q<{ booking_id: string; type: string; amount: number; currency: string; quantity: number; text: string | null; supplement: string | null; product: string | null; addon: string | null }>(sql`
      SELECT booking_id, type, amount, currency, quantity, text, text_values->>'supplement' AS supplement, custom_data->>'product' AS product, custom_data->>'addon' AS addon FROM booking_calculation_lines`),
    products: new Map((await q<{ id: string; name: string; category: string | null }>(sql`SELECT id, name, category FROM products`)).map((x) => [x.id, x])),
    lineNames: new Map((await q<{ id: string; name: string }>(sql`SELECT id, name FROM product_categories UNION ALL SELECT id, name FROM supplements`)).map((x) => [x.id, x.name])),
    versions: await q<{ booking_id: string; version: number; action: string; user_id: string | null }>(sql`SELECT booking_id, version, action, user_id FROM booking_versions`),
    users: new Map((await q<{ id: string; name: string; user_type: string; agency: string | null }>(sql`SELECT u.id, u.name, u.user_type, a.name AS agency FROM users u LEFT JOIN agencies a ON a.id = u.agency_id`)).map((u) => [u.id, u])),
    customers: new Map((await q<{ id: string; full_name: string }>(sql`SELECT id, full_name FROM customers`)).map((c) => [c.id, c.full_name])),
    guests: await q<TGuestRow>(sql`SELECT br.booking_id, g->>'birthday' AS birthday FROM booking_rooms br CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(br.guests) = 'array' THEN br.guests ELSE '[]' END) g`),
    occ: await q<{ room_id: string; booking_id: string | null; kind: string; holds: boolean; date_from: string; date_to: string }>(sql`SELECT room_id, booking_id, kind, holds, date_from::text, date_to::text FROM occupancy`),
    rooms: await q<{ id: string; resort: string | null; vessel: string | null; is_active: boolean; configuration: never; available_beds: number | null }>(sql`SELECT id, resort, vessel, is_active, configuration, available_beds FROM rooms`),
    sourceNames: new Map((await q<{ id: string; name: string }>(sql`SELECT id, name FROM booking_sources UNION ALL SELECT id, name FROM booking_categories`)).map((a) => [a.id, a.name])),
    assets: new Map((await q<{ id: string; name: string }>(sql`SELECT id, name FROM resorts UNION ALL SELECT id, name FROM vessels`)).map((a) => [a.id, a.name])),
  };
}
type TRaw = Awaited<ReturnType<typeof raw>>;

type TSight = { booking: (b: TB) => boolean; room: (r: TRaw['rooms'][number]) => boolean };
const ALL: TSight = { booking: () => true, room: () => true };
const assetSight = (ids: string[]): TSight => {
  const inA = (x: { resort: string | null; vessel: string | null }) => (x.resort !== null && ids.includes(x.resort)) || (x.vessel !== null && ids.includes(x.vessel));
  return { booking: (b) => inA(b) || (!b.resort && !b.vessel), room: (r) => inA(r) || (!r.resort && !r.vessel) };
};

const SOLD = ['planned', 'confirmed', 'splitted', 'resolved'];
const REVENUE = [...SOLD, 'aborted'];
const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 10_000) / 10_000 : null);

/** Age in whole years on `day` (PostgreSQL's age(): a birthday on 29 February is reached on 1 March). */
function ageOn(day: string, birthday: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthday.slice(0, 4));
  return day.slice(5) < birthday.slice(5) ? years - 1 : years;
}
const BANDS: [number, string][] = [[12, '0-11'], [18, '12-17'], [30, '18-29'], [40, '30-39'], [50, '40-49'], [60, '50-59'], [70, '60-69']];
const bandOf = (years: number | null) => (years === null ? null : BANDS.find(([below]) => years < below)?.[1] ?? '70+');

function recompute(r: TRaw, s: TSight, from: string, to: string, g: TStatGroup) {
  const factorOf = (cur: string) => (cur === r.base ? '1' : crossRateOf(r.rates, r.base, cur, r.base));
  const revenueOf = (id: string) => {
    const byCur = new Map<string, number>();
    for (const l of r.lines.filter((x) => x.booking_id === id)) byCur.set(l.currency, (byCur.get(l.currency) ?? 0) + l.amount);
    return [...byCur].reduce((n, [cur, sum]) => n + convertMinor(sum, cur, r.base, factorOf(cur) ?? undefined), 0);
  };
  const seen = r.bookings.filter(s.booking);
  const arrivals = seen.filter((b) => REVENUE.includes(b.state) && b.date_from && b.date_from >= from && b.date_from <= to);
  const group = (key: (b: TB) => string | null | undefined, name: (k: string) => string) => {
    const m = new Map<string, { bookings: number; guests: number; revenue: number }>();
    for (const b of arrivals) {
      const k = key(b);
      if (!k) continue;
      const e = m.get(k) ?? { bookings: 0, guests: 0, revenue: 0 };
      if (b.state !== 'aborted') { e.bookings += 1; e.guests += b.no_of_pax; }
      e.revenue += revenueOf(b.id);
      m.set(k, e);
    }
    return [...m].map(([k, v]) => ({ key: k, name: name(k), ...v }));
  };
  const versionsOf = (id: string) => r.versions.filter((v) => v.booking_id === id).sort((a, b) => a.version - b.version);
  const creator = (b: TB) => versionsOf(b.id).find((v) => v.version === 1)?.user_id ?? null;
  const userName = (id: string) => r.users.get(id)?.name ?? '';
  const tops = {
    topBookings: group((b) => b.id, (k) => r.bookings.find((b) => b.id === k)!.label),
    topCustomers: group((b) => b.customer, (k) => r.customers.get(k) ?? ''),
    topUsers: group(creator, userName),
    topSalesAgents: group((b) => { const u = creator(b); return u && r.users.get(u)?.user_type === 'Agency' ? u : null; },
      (k) => [r.users.get(k)!.name, r.users.get(k)!.agency].filter(Boolean).join(' · ')),
    topBookingOwner: group((b) => versionsOf(b.id).find((v) => v.action === 'confirm')?.user_id ?? null, userName),
  };
  const sold = arrivals.filter((b) => b.state !== 'aborted');
  const ages = new Map<string | null, number>();
  for (const b of sold) {
    for (const gu of r.guests.filter((x) => x.booking_id === b.id)) {
      const ok = gu.birthday && /^\d{4}-\d{2}-\d{2}$/.test(gu.birthday) && gu.birthday <= b.date_from!;
      const k = bandOf(ok ? ageOn(b.date_from!, gu.birthday!) : null);
      ages.set(k, (ages.get(k) ?? 0) + 1);
    }
  }
  const byAge = [...ages].map(([key, guests]) => ({ key, name: key ?? '', other: false, guests }));
  const calc = new Map<string, { lines: number; byCur: Map<string, number> }>();
  const arrivalIds = new Set(arrivals.map((b) => b.id));
  for (const l of r.lines.filter((x) => arrivalIds.has(x.booking_id) && factorOf(x.currency))) {
    const e = calc.get(l.type) ?? { lines: 0, byCur: new Map() };
    e.lines += 1; e.byCur.set(l.currency, (e.byCur.get(l.currency) ?? 0) + l.amount);
    calc.set(l.type, e);
  }
  const calculation = [...calc].map(([key, v]) => ({ key, name: key, lines: v.lines,
    amount: [...v.byCur].reduce((n, [cur, sum]) => n + convertMinor(sum, cur, r.base, factorOf(cur) ?? undefined), 0) }));
  const periods = periodsOf(from, to, g);
  const repeater = periods.map((p) => {
    const x = sold.filter((b) => b.date_from! >= p.start && b.date_from! < p.end);
    const kind = (b: TB) => (!b.customer ? 'unknown'
      : seen.some((e) => e.customer === b.customer && SOLD.includes(e.state) && e.date_from && e.date_from < b.date_from!) ? 'repeat' : 'first');
    const n = (k: string) => x.filter((b) => kind(b) === k).length;
    return { period: p.period, first: n('first'), repeat: n('repeat'), unknown: n('unknown'), rate: ratio(n('repeat'), n('first') + n('repeat')) };
  });
  const rooms = r.rooms.filter(s.room).filter((x) => x.is_active);
  const seenIds = new Set(seen.map((b) => b.id));
  const assetOf = new Map(rooms.map((x) => [x.id, x.resort ?? x.vessel]));
  const holding = r.occ.filter((o) => o.holds && assetOf.has(o.room_id) && (o.kind !== 'booking' || seenIds.has(o.booking_id!)));
  const assets = [...new Set(rooms.map((x) => x.resort ?? x.vessel))];
  const years = periodsOf(from, to, 'year');
  const perYear = years.flatMap((p) => assets.map((a) => {
    const beds = rooms.filter((x) => (x.resort ?? x.vessel) === a).reduce((n, x) => n + bedCountOf(x.configuration, x.available_beds), 0);
    const nights = (blocker: boolean) => holding.filter((o) => assetOf.get(o.room_id) === a && (o.kind !== 'booking') === blocker)
      .reduce((n, o) => n + nightsWithin(o.date_from, o.date_to, p.start, p.end), 0);
    const available = beds * p.days; const blocked = nights(true); const booked = nights(false);
    return { period: p.period, key: a, name: a ? r.assets.get(a) ?? '' : '', available, blocked, booked, rate: ratio(booked, available - blocked) };
  }));
  const info = (['state', 'type', 'channel', 'source', 'category', 'language'] as const).flatMap((dimension) => {
    const m = new Map<string | null, { bookings: number; revenue: number }>();
    for (const b of arrivals) {
      const e = m.get(b[dimension]) ?? { bookings: 0, revenue: 0 };
      e.bookings += 1; e.revenue += revenueOf(b.id);
      m.set(b[dimension], e);
    }
    return [...m].map(([key, v]) => ({ dimension, key, name: key === null ? '' : r.sourceNames.get(key) ?? key, ...v }));
  });
  const lineTop = (pick: (l: TRaw['lines'][number]) => { key: string | null; name: string } | null) => {
    const m = new Map<string, { key: string | null; name: string; quantity: number; byCur: Map<string, number> }>();
    for (const l of r.lines.filter((x) => arrivalIds.has(x.booking_id) && factorOf(x.currency))) {
      const k = pick(l);
      if (!k) continue;
      const id = `${k.key}|${k.key ? '' : k.name}`;
      const e = m.get(id) ?? { ...k, quantity: 0, byCur: new Map() };
      e.quantity += l.quantity; e.byCur.set(l.currency, (e.byCur.get(l.currency) ?? 0) + l.amount);
      m.set(id, e);
    }
    return [...m.values()].map((v) => ({ key: v.key, name: v.name, quantity: v.quantity,
      amount: [...v.byCur].reduce((n, [cur, sum]) => n + convertMinor(sum, cur, r.base, factorOf(cur) ?? undefined), 0) }));
  };
  const product = (l: TRaw['lines'][number]) => (l.type === 'product' && l.product ? r.products.get(l.product) ?? null : null);
  const topProducts = lineTop((l) => { const x = product(l); return x ? { key: x.id, name: x.name } : null; });
  const topProductCategories = lineTop((l) => { const x = product(l); return x ? { key: x.category, name: x.category ? r.lineNames.get(x.category) ?? '' : '' } : null; });
  const topSupplements = lineTop((l) => (l.type !== 'addon' ? null : l.addon ? { key: l.addon, name: r.lineNames.get(l.addon) ?? '' } : { key: null, name: l.supplement ?? l.text ?? '' }));
  return { ...tops, topProducts, topProductCategories, topSupplements, bookingInfoStats: info, statsByAge: byAge, bookingCalculationStats: calculation, statsByRepeater: repeater, occupancyPerYear: perYear };
}

const sortRows = (rows: TRow[]) => rows.map((x) => Object.fromEntries(Object.entries(x).filter(([k]) => k !== 'other')))
  .sort((a, b) => `${a.period ?? ''}${a.dimension ?? ''}${a.key}`.localeCompare(`${b.period ?? ''}${b.dimension ?? ''}${b.key}`));

async function expectAll(token: string | null, s: TSight, from: string, to: string, g: TStatGroup) {
  const want = recompute(await raw(), s, from, to, g);
  for (const [call, rows] of Object.entries(want)) {
    const res = await api.call('GET', `/api/bookings/${call}?from=${from}&to=${to}&groupBy=${g}&amount=500`, { token: token ?? undefined });
    const text = await res.text();
    expect(res.status, `${call}: ${text}`).toBe(200);
    const got = JSON.parse(text) as { rows: TRow[] };
    expect(sortRows(got.rows), call).toEqual(sortRows(rows as TRow[]));
  }
  return want;
}

async function made(path: string, body: unknown): Promise<TRow & { id: string }> {
  const res = await api.call('POST', path, { token: who.admin.token!, body });
  const text = await res.text();
  expect(res.status, `${path}: ${text}`).toBeLessThan(300);
  return JSON.parse(text) as TRow & { id: string };
}

beforeAll(async () => {
  api = await createTestApi();
  who = await createCallers(api);
  // A repeat guest of known age: two confirmed stays of one customer, a month apart.
  const resort = (await made('/api/resort', { name: 'Repeat Reef', timezone: 'UTC' })).id;
  const room = (await made('/api/rooms', { name: 'Reef 1', type: 'Room', resort, availableBeds: 2 })).id;
  const guest = { firstName: 'Rita', lastName: 'Repeat', gender: 'f', birthday: addDays(daysFromNow(20), -(34 * 365 + 9)) };
  const customer = (await made('/api/customers', { fullName: 'Rita Repeat', country: 'DK' })).id;
  const first = await made('/api/bookings', { title: 'Rita Repeat', resort, customer, rooms: [{ room, dateFrom: daysFromNow(20), dateTo: daysFromNow(23), guests: [{ ...guest, customer }] }] });
  await made(`/api/bookings/${first.id}/calculation`, { type: 'cost', text: 'Stay', unitPrice: 50_000 });
  const category = (await made('/api/productcategory', { name: 'Dive gear' })).id;
  const mask = (await made('/api/product', { name: 'Mask rental', category, price: 1_500, currency: 'EUR' })).id;
  await made(`/api/bookings/${first.id}/product/${mask}`, { quantity: 3 });
  await made(`/api/bookings/${first.id}/confirm?withoutPrice=1`, {});
  const again = await made('/api/bookings', { title: 'Rita Repeat', resort, customer, rooms: [{ room, dateFrom: daysFromNow(50), dateTo: daysFromNow(52), guests: [{ ...guest, customer }] }] });
  await made(`/api/bookings/${again.id}/confirm?withoutPrice=1`, {});
}, 180_000);

describe('more statistics recomputed from the raw rows', () => {
  it('the admin, by month and by week', async () => {
    const want = await expectAll(who.admin.token, ALL, daysFromNow(-400), daysFromNow(400), 'month');
    expect(want.statsByRepeater.reduce((n, r) => n + r.repeat, 0)).toBeGreaterThan(0);
    expect(want.statsByAge.find((r) => r.key === '30-39')?.guests ?? 0).toBeGreaterThan(0);
    expect(want.topUsers.length).toBeGreaterThan(0);
    expect(want.topBookingOwner.length).toBeGreaterThan(0);
    expect(want.bookingCalculationStats.length).toBeGreaterThan(0);
    expect(want.topProducts.find((x) => x.name === 'Mask rental')?.quantity).toBe(3);
    expect(want.topProductCategories.find((x) => x.name === 'Dive gear')?.quantity).toBe(3);
    await expectAll(who.admin.token, ALL, daysFromNow(-30), daysFromNow(120), 'week');
  });

  it('an asset-limited user and an agency user count only what they may read', async () => {
    await expectAll(who.limitedStaff.token, assetSight([DEMO_RESORT_ID]), daysFromNow(-400), daysFromNow(400), 'month');
    const agency: TSight = { booking: (b) => b.agency === DEMO_AGENCY_ID, room: () => true };
    await expectAll(who.agency.token, agency, daysFromNow(-400), daysFromNow(400), 'year');
  });

  it('statistics/byVesselYear: each vessel\'s months are statistics and utilization for that vessel, departures its schedules', async () => {
    const schedules = await q<{ vessel: string; date_from: string; status: string }>(sql`SELECT vessel, date_from::text, status FROM schedules`);
    // The year of the demo's departures (the demo plans them ahead of today).
    const year = Number((schedules.find((x) => x.status !== 'cancelled')?.date_from ?? daysFromNow(0)).slice(0, 4));
    const get = async <T,>(path: string) => {
      const res = await api.call('GET', path, { token: who.admin.token! });
      const text = await res.text();
      expect(res.status, `${path}: ${text}`).toBe(200);
      return JSON.parse(text) as T;
    };
    type TY = { rows: Record<string, number | string | null>[]; totals: Record<string, number> };
    const all = await get<TY>(`/api/bookings/statistics/byVesselYear?year=${year}`);
    const vessels = [...new Set(all.rows.map((r) => r.vessel as string))];
    expect(vessels.length).toBeGreaterThan(0);
    let departures = 0;
    for (const v of vessels) {
      const range = `from=${year}-01-01&to=${year}-12-31&groupBy=month&assets=${v}`;
      const st = await get<TY>(`/api/bookings/statistics?${range}`);
      const ut = await get<TY>(`/api/bookings/utilization?${range}`);
      const mine = all.rows.filter((r) => r.vessel === v);
      expect(mine.map((r) => r.period)).toEqual(st.rows.map((r) => r.period));
      mine.forEach((r, i) => {
        const dep = schedules.filter((x) => x.vessel === v && x.status !== 'cancelled' && x.date_from.slice(0, 7) === String(r.period).slice(0, 7)).length;
        departures += dep;
        expect(r).toMatchObject({ departures: dep, bookings: st.rows[i].bookings, cancellations: st.rows[i].cancellations, guests: st.rows[i].guests,
          revenue: st.rows[i].revenue, available: ut.rows[i].available, blocked: ut.rows[i].blocked, booked: ut.rows[i].booked, rate: ut.rows[i].rate });
      });
      const one = await get<TY>(`/api/bookings/statistics/byVesselYear/${v}?year=${year}`);
      expect(one.rows).toEqual(mine);
    }
    expect(departures).toBeGreaterThan(0);
    expect(all.totals.departures).toBe(departures);
  });

  it('exports the new calls as CSV with their own columns', async () => {
    const res = await api.call('GET', `/api/bookings/statsByRepeater?from=${daysFromNow(-30)}&to=${daysFromNow(60)}&export=csv`, { token: who.admin.token! });
    expect(res.status).toBe(200);
    expect((await res.text()).split(/\r?\n/)[0]).toBe('period,first,repeat,unknown,rate');
  });
});
