// What every statistic shares: the range and its default, the periods as a PostgreSQL series, the
// bookings the caller may read with the query's filters, and the conversion into the base
// currency. This module only reads; the tables are the bookings module's (docs/decisions/statistics.md).
import { sql, type SQL } from 'drizzle-orm';
import type { TStatsQuery } from '../../../lib/contract/statistics';
import { yearBefore } from '../../../lib/contract/statistics-periods';
import { dayIn, now } from '../../clock';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { bookingSightSql } from '../bookings/access';
import { crossRateOf } from '../bookings/prices/fx';
import { OWING_STATES } from '../bookings/payments/money-lists';
import { minorDigits } from '../prices/engine/currency';
import { readableCondition } from '../resources/asset-scope';
import { bindingOf } from '../resources/registry';
import { readGeneral, readGroup } from '../settings/store';

export type TStatsFilter = Omit<TStatsQuery, 'from' | 'to' | 'assets' | 'categories' | 'sources'> & {
  from: string; to: string; assets: string[]; categories: string[]; sources: string[];
};

/** The longest range a call counts: ten years by month or year, three by day or week. */
const MAX_DAYS = { day: 1100, week: 1100, month: 3700, year: 3700 } as const;

const list = (s: string | undefined) => (s ? [...new Set(s.split(',').map((x) => x.toLowerCase()))] : []);
const dayAfter = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** "Today" of a report (the default range's last day): the calendar day in the time zone of the one
 *  resort or vessel the query names, else the operator's (general.timezone) — the booking's rule for
 *  its today (bookings/allowed-actions.ts) and the dashboard's and the widget statistics' (their
 *  default range ends on the operator's today). docs/decisions/statistics.md "Time zones". */
export async function reportToday(db: Db, assets?: string): Promise<string> {
  const ids = list(assets);
  const one = ids.length === 1 && /^[0-9a-f-]{36}$/.test(ids[0]) ? ids[0] : null;
  const [zone] = one ? rowsOf<{ tz: string | null }>(await db.execute(sql`SELECT coalesce((SELECT timezone FROM resorts WHERE id = ${one}::uuid),
    (SELECT timezone FROM vessels WHERE id = ${one}::uuid)) AS tz`)) : [];
  return dayIn(zone?.tz || String((await readGeneral(db)).timezone ?? 'UTC'), now());
}

/** The query with its defaults: to = `today` (reportToday's), from = the day after the same day a
 *  year before (the last 12 months); from after to, or a range too long for its grouping, is a 400. */
export function filterOf(q: TStatsQuery, today: string): TStatsFilter {
  const to = q.to ?? today;
  const from = q.from ?? dayAfter(yearBefore(to));
  if (to < from) throw errors.validation([{ path: 'to', message: 'to must not be before from' }]);
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 > MAX_DAYS[q.groupBy]) {
    throw errors.validation([{ path: 'to', message: `At most ${MAX_DAYS[q.groupBy]} days when grouped by ${q.groupBy}` }]);
  }
  return { ...q, from, to, assets: list(q.assets), categories: list(q.categories), sources: list(q.sources) };
}

/** The states whose calculation is revenue: the bookings owed money (planned, confirmed, resolved,
 *  and cancelled ones, whose lines sum to the fee: bookings/calculation.ts applyCancellationFee)
 *  and split ones (they keep guests and rooms like a confirmed booking). */
export const REVENUE_STATES = [...OWING_STATES, 'splitted'] as const;
export const revenueStates = sql.raw(REVENUE_STATES.map((s) => `'${s}'`).join(', '));

const uuids = (ids: string[]) => sql`ARRAY[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::uuid[]`;

/** The bookings (alias b) the caller may read (the booking access rule in SQL: bookings.read within
 *  the assets, an agency its own; the `also` scopes within the assets) that pass the query's asset,
 *  category and source filters. */
export function bookingsWhere(p: TPrincipal, f: TStatsFilter, also: readonly string[] = ['bookings.update']): SQL {
  const parts = [bookingSightSql(p, 'b', also)];
  if (f.assets.length) parts.push(sql`(b.resort = ANY(${uuids(f.assets)}) OR b.vessel = ANY(${uuids(f.assets)}))`);
  if (f.categories.length) parts.push(sql`b.category = ANY(${uuids(f.categories)})`);
  if (f.sources.length) parts.push(sql`b.source = ANY(${uuids(f.sources)})`);
  return sql.join(parts, sql` AND `);
}

/** The rooms (alias r) counted as inventory: the caller's asset limit (the rooms resource's) and
 *  the query's assets. */
export function roomsWhere(p: TPrincipal, f: TStatsFilter): SQL {
  const limit = readableCondition(bindingOf('rooms')!, p);
  const parts = [limit ? sql`r.id IN (SELECT id FROM rooms WHERE ${limit})` : sql`true`];
  if (f.assets.length) parts.push(sql`(r.resort = ANY(${uuids(f.assets)}) OR r.vessel = ANY(${uuids(f.assets)}))`);
  return sql.join(parts, sql` AND `);
}

/** The periods of the range (table p: period, s = first day inside the range, e = the day after
 *  the last): date_trunc buckets, weeks from Monday, like lib/contract/statistics-periods.ts. */
export function periodsSql(f: TStatsFilter): SQL {
  const unit = sql.raw(`'${f.groupBy}'`);
  const step = sql.raw(`'1 ${f.groupBy}'`);
  return sql`SELECT g::date AS period, greatest(g::date, ${f.from}::date) AS s, least((g + interval ${step})::date, ${f.to}::date + 1) AS e
    FROM generate_series(date_trunc(${unit}, ${f.from}::date), ${f.to}::date, interval ${step}) g`;
}

export type TCurrency = { base: string; fx: SQL };

/** The base currency and a VALUES table fx(currency, factor): a minor-unit amount of `currency`
 *  times factor is minor units of the base currency, by the settings' exchange rates (the rate
 *  bookings/fx.ts crossRateOf gives; the project stores no rate per booking). Amounts of a
 *  currency without a rate find no factor and are left out. */
export async function currencyOf(db: Db): Promise<TCurrency> {
  const [general, rates] = await Promise.all([readGeneral(db), readGroup(db, 'exchangeRates')]);
  const base = String(general.baseCurrency ?? 'EUR');
  const codes = new Set([base, ...Object.keys(rates)]);
  const values = [...codes].flatMap((c) => {
    const rate = c === base ? '1' : crossRateOf(rates as Record<string, number>, base, c, base);
    if (!rate || rate === '0' || !/^[A-Z]{3}$/.test(c)) return [];
    const shift = minorDigits(base) - minorDigits(c);
    return [sql`(${c}::text, ${rate}::numeric * power(10::numeric, ${shift}::int))`];
  });
  return { base, fx: sql`SELECT * FROM (VALUES ${sql.join(values, sql`, `)}) v(currency, factor)` };
}
