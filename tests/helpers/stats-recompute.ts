// The booking statistics recomputed from the raw rows (bookings, calculation lines, occupancy,
// rooms, payments, customers, agencies) in plain TypeScript with the definitions of
// docs/decisions/statistics.md, for the tests that compare them with the calls' answers
// (tests/api/statistics.test.ts on the demo business, statistics-property.test.ts on random ones).
import { sql, type SQL } from 'drizzle-orm';
import { nightsWithin, periodsOf, type TStatGroup } from '../../lib/contract/statistics-periods';
import { convertMinor, crossRateOf } from '../../upstream/modules/bookings/prices/fx';
import { bedCountOf } from '../../upstream/modules/inventory/room-facts';
import { addDays } from './dates';

export type TB = { id: string; state: string; date_from: string | null; no_of_pax: number; customer: string | null; agency: string | null; resort: string | null; vessel: string | null; booking_day: string | null; booking_no: string | null; currency: string };
export type TOcc = { room_id: string; booking_id: string | null; kind: string; holds: boolean; date_from: string; date_to: string };
export type TRoomRow = { id: string; name: string; resort: string | null; vessel: string | null; is_active: boolean; configuration: never; available_beds: number | null };
export type TRaw = {
  bookings: TB[]; lines: { booking_id: string; amount: number; currency: string }[];
  occ: TOcc[]; rooms: TRoomRow[];
  pays: { booking: string; amount: number; currency: string; status: string; day: string | null }[];
  customers: Map<string, string | null>; agencies: Map<string, string>; base: string; rates: Record<string, number>;
};

/** Every row the statistics read, as stored. */
export async function readRaw(rows: <T>(q: SQL) => Promise<T[]>): Promise<TRaw> {
  const settings = await rows<{ group: string; key: string; value: unknown }>(sql`SELECT "group", key, value FROM settings WHERE "group" IN ('general', 'exchangeRates')`);
  const base = String(settings.find((s) => s.group === 'general' && s.key === 'baseCurrency')?.value ?? 'EUR');
  return {
    bookings: await rows<TB>(sql`SELECT id, state, date_from::text, no_of_pax, customer, agency, resort, vessel, booking_no, currency,
      (booking_date AT TIME ZONE 'UTC')::date::text AS booking_day FROM bookings`),
    lines: await rows(sql`SELECT booking_id, amount, currency FROM booking_calculation_lines`),
    occ: await rows(sql`SELECT room_id, booking_id, kind, holds, date_from::text, date_to::text FROM occupancy`),
    rooms: await rows(sql`SELECT id, name, resort, vessel, is_active, configuration, available_beds FROM rooms`),
    pays: await rows(sql`SELECT booking, amount, currency, status, (paid_at AT TIME ZONE 'UTC')::date::text AS day FROM payments`),
    customers: new Map((await rows<{ id: string; country: string | null; address: { country?: string } | null }>(sql`SELECT id, country, address FROM customers`))
      .map((c) => [c.id, (c.country || c.address?.country || null)?.toUpperCase() ?? null])),
    agencies: new Map((await rows<{ id: string; name: string }>(sql`SELECT id, name FROM agencies`)).map((a) => [a.id, a.name])),
    base, rates: Object.fromEntries(settings.filter((s) => s.group === 'exchangeRates').map((s) => [s.key, Number(s.value)])),
  };
}

/** Who sees what, as plain predicates: the booking access rule and the rooms' asset limit. */
export type TSight = { booking: (b: TB) => boolean; room: (r: TRoomRow) => boolean };
export const ALL: TSight = { booking: () => true, room: () => true };
const inAssets = (ids: string[]) => (x: { resort: string | null; vessel: string | null }) => (x.resort !== null && ids.includes(x.resort)) || (x.vessel !== null && ids.includes(x.vessel));
/** A user limited to these assets: their bookings and rooms, and those of no asset. */
export const assetSight = (ids: string[]): TSight => {
  const f = inAssets(ids);
  return { booking: (b) => f(b) || (!b.resort && !b.vessel), room: (r) => f(r) || (!r.resort && !r.vessel) };
};
/** The query's `assets` filter: only these assets' bookings and rooms. */
export const filterSight = (ids: string[]): TSight => ({ booking: inAssets(ids), room: inAssets(ids) });

export const SOLD = ['planned', 'confirmed', 'splitted', 'resolved'];
export const REVENUE = [...SOLD, 'aborted'];
const rateOf = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 10_000) / 10_000 : null);

/** A booking's total in the base currency: its lines summed per currency, each converted by the
 *  settings' rates, added (convertMinor rounds each currency's sum: one currency per booking in practice). */
export function revenueByBooking(r: TRaw): Map<string, number> {
  const factorOf = (cur: string) => (cur === r.base ? '1' : crossRateOf(r.rates, r.base, cur, r.base));
  const sums = new Map<string, Map<string, number>>();
  for (const l of r.lines) {
    const byCur = sums.get(l.booking_id) ?? new Map<string, number>();
    byCur.set(l.currency, (byCur.get(l.currency) ?? 0) + Number(l.amount));
    sums.set(l.booking_id, byCur);
  }
  const out = new Map<string, number>();
  for (const b of r.bookings) {
    out.set(b.id, [...(sums.get(b.id) ?? [])].reduce((n, [cur, sum]) => n + convertMinor(sum, cur, r.base, factorOf(cur) ?? undefined), 0));
  }
  return out;
}

/** An exact fraction: a room's revenue is a sum of shares (a booking's total × its nights there /
 *  all its nights), exact until it is rounded once. */
type TFrac = { num: bigint; den: bigint };
const ZERO: TFrac = { num: 0n, den: 1n };
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
function addFrac(a: TFrac, b: TFrac): TFrac {
  const num = a.num * b.den + b.num * a.den; const den = a.den * b.den; const g = gcd(num, den) || 1n;
  return { num: num / g, den: den / g };
}
/** Half away from zero (PostgreSQL's round of a numeric, convertMinor's rule): -1.5 is -2. */
function roundFrac(f: TFrac): number {
  const neg = f.num < 0n; const a = neg ? -f.num : f.num;
  const r = (2n * a + f.den) / (2n * f.den);
  return Number(neg ? -r : r);
}

/** Every statistic from the raw rows. */
export function recompute(r: TRaw, s: TSight, from: string, to: string, g: TStatGroup) {
  const stop = addDays(to, 1);
  const periods = periodsOf(from, to, g);
  const factorOf = (cur: string) => (cur === r.base ? '1' : crossRateOf(r.rates, r.base, cur, r.base));
  const revenueOf = revenueByBooking(r);
  const seen = r.bookings.filter(s.booking);
  const arrivals = seen.filter((b) => REVENUE.includes(b.state) && b.date_from && b.date_from >= from && b.date_from <= to);
  const inP = (day: string, p: { start: string; end: string }) => day >= p.start && day < p.end;
  const statistics = periods.map((p) => {
    const x = arrivals.filter((b) => inP(b.date_from!, p));
    const sold = x.filter((b) => b.state !== 'aborted');
    return {
      period: p.period, bookings: sold.length, cancellations: x.length - sold.length, guests: sold.reduce((n, b) => n + b.no_of_pax, 0),
      revenue: x.reduce((n, b) => n + revenueOf.get(b.id)!, 0), cancellationFees: x.filter((b) => b.state === 'aborted').reduce((n, b) => n + revenueOf.get(b.id)!, 0),
    };
  });
  const seenIds = new Set(seen.map((b) => b.id));
  const income = periods.map((p, i) => ({
    period: p.period, revenue: statistics[i].revenue, bookings: statistics[i].bookings,
    received: r.pays.filter((y) => ['paid', 'refunded'].includes(y.status) && y.day && inP(y.day, p) && seenIds.has(y.booking))
      .reduce((n, y) => n + convertMinor(Number(y.amount), y.currency, r.base, factorOf(y.currency) ?? undefined), 0),
  }));
  const rooms = r.rooms.filter(s.room);
  const roomIds = new Set(rooms.map((x) => x.id));
  const beds = rooms.filter((x) => x.is_active).reduce((n, x) => n + bedCountOf(x.configuration, x.available_beds), 0);
  const activeIds = new Set(rooms.filter((x) => x.is_active).map((x) => x.id));
  const holding = r.occ.filter((o) => o.holds && activeIds.has(o.room_id) && (o.kind !== 'booking' || seenIds.has(o.booking_id!)));
  const utilization = periods.map((p) => {
    const nights = (kind: (k: string) => boolean) => holding.filter((o) => kind(o.kind)).reduce((n, o) => n + nightsWithin(o.date_from, o.date_to, p.start, p.end), 0);
    const available = beds * p.days; const blocked = nights((k) => k !== 'booking'); const booked = nights((k) => k === 'booking');
    return { period: p.period, available, blocked, booked, rate: rateOf(booked, available - blocked) };
  });
  const conversions = periods.map((p) => {
    const x = seen.filter((b) => b.booking_day && inP(b.booking_day, p));
    const converted = x.filter((b) => b.booking_no).length;
    return { period: p.period, created: x.length, converted, rate: rateOf(converted, x.length) };
  });
  const group = (key: (b: TB) => string | null | undefined) => {
    const m = new Map<string | null, { bookings: number; guests: number; revenue: number }>();
    for (const b of arrivals) {
      const k = key(b);
      if (k === undefined) continue;
      const e = m.get(k) ?? { bookings: 0, guests: 0, revenue: 0 };
      if (b.state !== 'aborted') { e.bookings += 1; e.guests += b.no_of_pax; }
      e.revenue += revenueOf.get(b.id)!;
      m.set(k, e);
    }
    return m;
  };
  const countries = [...group((b) => (b.customer ? r.customers.get(b.customer) ?? null : null))].map(([key, v]) => ({ key, name: key ?? '', ...v }));
  const agencies = [...group((b) => b.agency ?? undefined)].map(([key, v]) => ({ key, name: r.agencies.get(key!) ?? null, ...v }));
  // Rooms: bed-nights in the range, revenue shared out over each sold booking's holding bed-nights.
  const occB = r.occ.filter((o) => o.kind === 'booking' && o.holds);
  const allNights = new Map<string, number>();
  for (const o of occB) allNights.set(o.booking_id!, (allNights.get(o.booking_id!) ?? 0) + nightsWithin(o.date_from, o.date_to, '0001-01-01', '9999-12-31'));
  const stateOf = new Map(r.bookings.map((b) => [b.id, b.state]));
  const perRoom = new Map<string, { nights: number; revenue: TFrac }>();
  for (const o of occB.filter((x) => seenIds.has(x.booking_id!) && roomIds.has(x.room_id))) {
    const n = nightsWithin(o.date_from, o.date_to, from, stop);
    if (!n) continue;
    const e = perRoom.get(o.room_id) ?? { nights: 0, revenue: ZERO };
    e.nights += n;
    if (REVENUE.includes(stateOf.get(o.booking_id!)!)) e.revenue = addFrac(e.revenue, { num: BigInt(revenueOf.get(o.booking_id!)! * n), den: BigInt(allNights.get(o.booking_id!)!) });
    perRoom.set(o.room_id, e);
  }
  const roomsTop = [...perRoom].map(([key, v]) => ({ key, name: r.rooms.find((x) => x.id === key)!.name, nights: v.nights, revenue: roundFrac(v.revenue) }));
  return { statistics, income, utilization, conversions, countries, agencies, rooms: roomsTop };
}

export const totalOf = <T extends Record<string, unknown>>(rows: T[], k: keyof T) => rows.reduce((n, x) => n + Number(x[k] ?? 0), 0);
/** A top list's rows without the chart's `other` flag, in key order (ranking ties are the call's). */
export const unordered = (rows: Record<string, unknown>[]) => rows.map((x) => Object.fromEntries(Object.entries(x).filter(([k]) => k !== 'other')))
  .sort((a, b) => String(a.key).localeCompare(String(b.key)));
