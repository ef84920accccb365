// The top lists of api-calls 7.5 by who (issue 35): topBookings, topCustomers, topUsers,
// topSalesAgents, topBookingOwner over the arrivals of `statistics` (sold and cancelled bookings
// arriving in the range, with their revenue), and the guests by age (statsByAge) and the lines by
// type (bookingCalculationStats) of the same bookings. Ranked in PostgreSQL; the names of the top
// rows only are read afterwards. Definitions: lib/contract/statistics.ts, docs/decisions/statistics.md.
import { sql, type SQL } from 'drizzle-orm';
import type { TBookingInfoStats, TCalculationStats, TStatsByAge, TTopWho } from '../../../lib/contract/statistics';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { TPrincipal } from '../../http/context';
import { bookingsWhere, currencyOf, revenueStates, type TStatsFilter } from './filter';
import { arrivalsSql } from './period-stats';
import { head, rankedSql, shape, SOLD, soldFigures, type TRaw } from './top-lists';

export type TWhoCall = 'topBookings' | 'topCustomers' | 'topUsers' | 'topSalesAgents' | 'topBookingOwner';

/** Who each arrival x belongs to (key; null: nobody, left out) and how the names are read. */
const WHO: Record<TWhoCall, { key: SQL; names: (ids: SQL) => SQL }> = {
  topBookings: {
    key: sql`x.id`,
    names: (ids) => sql`SELECT id::text AS id, concat_ws(' ', coalesce(booking_no, reservation_no, offer_no), title) AS name FROM bookings WHERE id = ANY(${ids})`,
  },
  topCustomers: {
    key: sql`x.customer`,
    names: (ids) => sql`SELECT id::text AS id, full_name AS name FROM customers WHERE id = ANY(${ids})`,
  },
  // The user who entered the booking: its first version's.
  topUsers: {
    key: sql`(SELECT v.user_id FROM booking_versions v WHERE v.booking_id = x.id AND v.version = 1)`,
    names: (ids) => sql`SELECT id::text AS id, name FROM users WHERE id = ANY(${ids})`,
  },
  // The same, when that user is an agency's.
  topSalesAgents: {
    key: sql`(SELECT v.user_id FROM booking_versions v JOIN users u ON u.id = v.user_id AND u.user_type = 'Agency' WHERE v.booking_id = x.id AND v.version = 1)`,
    names: (ids) => sql`SELECT u.id::text AS id, concat_ws(' · ', u.name, a.name) AS name FROM users u
      LEFT JOIN agencies a ON a.id = u.agency_id WHERE u.id = ANY(${ids})`,
  },
  // The user who confirmed it first (the booking's owner: who closed the sale).
  topBookingOwner: {
    key: sql`(SELECT v.user_id FROM booking_versions v WHERE v.booking_id = x.id AND v.action = 'confirm' ORDER BY v.version LIMIT 1)`,
    names: (ids) => sql`SELECT id::text AS id, name FROM users WHERE id = ANY(${ids})`,
  },
};

async function named(db: Db, raw: TRaw[], names: (ids: SQL) => SQL): Promise<TRaw[]> {
  const ids = raw.filter((r) => r.top && r.key).map((r) => r.key as string);
  if (!ids.length) return raw;
  const found = new Map(rowsOf<{ id: string; name: string | null }>(await db.execute(names(sql`${`{${ids.join(',')}}`}::uuid[]`))).map((r) => [r.id, r.name]));
  return raw.map((r) => (r.top && r.key ? { ...r, name: found.get(r.key) ?? '' } as TRaw : r));
}

export async function topWho(call: TWhoCall, db: Db, p: TPrincipal, f: TStatsFilter): Promise<TTopWho> {
  const cur = await currencyOf(db);
  const who = WHO[call];
  const raw = rowsOf<TRaw>(await db.execute(sql`
    WITH ${arrivalsSql(p, f, cur)},
    w AS (SELECT x.*, ${who.key} AS who FROM x),
    g AS (SELECT x.who AS key, NULL::text AS name, ${soldFigures} FROM w x WHERE x.who IS NOT NULL GROUP BY x.who)
    ${rankedSql(sql`g.revenue DESC, g.bookings DESC, g.key`, SOLD, f.amount)}`));
  return { ...head(f, cur.base), ...shape(f, await named(db, raw, who.names), SOLD) };
}

const BANDS: [number, string][] = [[12, '0-11'], [18, '12-17'], [30, '18-29'], [40, '30-39'], [50, '40-49'], [60, '50-59'], [70, '60-69']];
const BAND_CASE = sql.raw(`CASE WHEN a.years IS NULL THEN NULL ${BANDS.map(([below, k]) => `WHEN a.years < ${below} THEN '${k}'`).join(' ')} ELSE '70+' END`);
const BAND_ORDER = [...BANDS.map(([, k]) => k), '70+'];

/** A day as the number yyyymmdd: whole years between two days are the difference's ten-thousands
 *  (29 February to 28 February of a later year is not yet a year, as with age()), without age()'s
 *  interval arithmetic in time zones for each of 66,000 guests a year. */
const yyyymmdd = (d: SQL) => sql`(date_part('year', ${d}) * 10000 + date_part('month', ${d}) * 100 + date_part('day', ${d}))`;

/** The sold arrivals' guests (the rooms' guest lists) by age on the arrival day, in bands; a guest
 *  without a (valid) birthday counts as unknown (key null). A room without a guest list has no
 *  guests (the CASE, not a WHERE on jsonb_typeof: PostgreSQL guessed that filter kept 0.5 % of
 *  the rooms and walked every room of every year to its booking, 970 ms on the bench). The
 *  birthday is read once (OFFSET 0 keeps the lateral from being inlined) and the years once (a is
 *  MATERIALIZED: inlined, the bands' CASE computed them once per band it tried). */
export async function statsByAge(db: Db, p: TPrincipal, f: TStatsFilter): Promise<TStatsByAge> {
  const cur = await currencyOf(db);
  const rows = rowsOf<{ key: string | null; guests: number }>(await db.execute(sql`
    WITH a AS MATERIALIZED (SELECT CASE WHEN d.born <= b.date_from THEN floor((${yyyymmdd(sql`b.date_from`)} - ${yyyymmdd(sql`d.born`)}) / 10000)::int END AS years
      FROM bookings b JOIN booking_rooms br ON br.booking_id = b.id
        CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(br.guests) = 'array' THEN br.guests ELSE '[]'::jsonb END) gu
        CROSS JOIN LATERAL (SELECT CASE WHEN gu->>'birthday' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' THEN (gu->>'birthday')::date END AS born OFFSET 0) d
      WHERE b.state IN (${revenueStates}) AND b.state <> 'aborted' AND b.date_from >= ${f.from}::date AND b.date_from <= ${f.to}::date
        AND ${bookingsWhere(p, f)})
    SELECT ${BAND_CASE} AS key, count(*)::int AS guests FROM a GROUP BY 1`));
  const order = (k: string | null) => (k === null ? BAND_ORDER.length : BAND_ORDER.indexOf(k));
  const out = rows.sort((x, y) => order(x.key) - order(y.key)).map((r) => ({ key: r.key, name: r.key ?? '', other: false, guests: Number(r.guests) }));
  return { ...head(f, cur.base), rows: out, totals: { guests: out.reduce((n, r) => n + r.guests, 0) } };
}

const CALC = ['lines', 'amount'] as const;

/** The arrivals' calculation lines by line type: how many and their amount in the base currency
 *  (converted per type and currency, rounded once there); lines of a currency without a rate are
 *  left out like everywhere. */
export async function bookingCalculationStats(db: Db, p: TPrincipal, f: TStatsFilter): Promise<TCalculationStats> {
  const cur = await currencyOf(db);
  const raw = rowsOf<TRaw>(await db.execute(sql`
    WITH l AS (SELECT l.type, l.currency, count(*) AS n, sum(l.amount) AS amount FROM booking_calculation_lines l
      WHERE l.booking_id IN (SELECT b.id FROM bookings b WHERE b.state IN (${revenueStates}) AND b.date_from >= ${f.from}::date
        AND b.date_from <= ${f.to}::date AND ${bookingsWhere(p, f)})
      GROUP BY l.type, l.currency),
    g AS (SELECT l.type AS key, l.type AS name, sum(l.n) AS lines, sum(round(l.amount::numeric * fx.factor)) AS amount
      FROM l JOIN (${cur.fx}) fx ON fx.currency = l.currency GROUP BY l.type)
    ${rankedSql(sql`g.amount DESC, g.key`, CALC, f.amount)}`));
  return { ...head(f, cur.base), ...shape(f, raw, CALC) };
}

const INFO = ['state', 'type', 'channel', 'source', 'category', 'language'] as const;

/** The arrivals (sold and cancelled) counted by state, type, channel, booking source, booking
 *  category and language: per value how many bookings (cancelled ones included) and their
 *  revenue; each dimension adds up to the totals. */
export async function bookingInfoStats(db: Db, p: TPrincipal, f: TStatsFilter): Promise<TBookingInfoStats> {
  const cur = await currencyOf(db);
  const cols = sql.raw(INFO.map((c) => `x.${c}::text AS ${c}`).join(', '));
  const sets = sql.raw(INFO.map((c) => `(${c})`).join(', '));
  const which = sql.raw(`CASE ${INFO.map((c, i) => `WHEN GROUPING(${c}) = 0 THEN ${i}`).join(' ')} END`);
  const rows = rowsOf<Record<string, string | null> & { d: number; bookings: number; revenue: string }>(await db.execute(sql`
    WITH ${arrivalsSql(p, f, cur)}, y AS (SELECT ${cols}, x.revenue FROM x)
    SELECT ${which} AS d, ${sql.raw(INFO.join(', '))}, count(*)::int AS bookings, sum(revenue)::text AS revenue
    FROM y GROUP BY GROUPING SETS (${sets})`));
  const ids = [...new Set(rows.flatMap((r) => [r.source, r.category]).filter((x): x is string => !!x))];
  const names = new Map(ids.length ? rowsOf<{ id: string; name: string }>(await db.execute(sql`
    SELECT id::text, name FROM booking_sources WHERE id = ANY(${`{${ids.join(',')}}`}::uuid[])
    UNION ALL SELECT id::text, name FROM booking_categories WHERE id = ANY(${`{${ids.join(',')}}`}::uuid[])`)).map((r) => [r.id, r.name]) : []);
  const out = rows.map((r) => {
    const dimension = INFO[Number(r.d)];
    const key = r[dimension] ?? null;
    return { dimension, key, name: key === null ? '' : names.get(key) ?? key, bookings: Number(r.bookings), revenue: Number(r.revenue) };
  }).sort((a, b) => INFO.indexOf(a.dimension) - INFO.indexOf(b.dimension) || b.bookings - a.bookings || String(a.key).localeCompare(String(b.key)));
  const first = out.filter((r) => r.dimension === 'state');
  return { ...head(f, cur.base), rows: out, totals: { bookings: first.reduce((n, r) => n + r.bookings, 0), revenue: first.reduce((n, r) => n + r.revenue, 0) } };
}
