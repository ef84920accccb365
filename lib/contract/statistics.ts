// Booking statistics (api-calls 7.5, issue 35), GET /api/bookings/<name>: the query every call
// takes and each call's answer { from, to, groupBy, currency, rows, totals }. Money is in minor
// units of the base currency (settings general.baseCurrency); what each figure counts is defined
// beside its schema and in docs/decisions/statistics.md.
import { z } from 'zod';
import { STAT_GROUPS } from './statistics-periods';

export { STAT_GROUPS, type TStatGroup } from './statistics-periods';

const ZDay = z.iso.date();
const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
/** A comma list of ids (resorts and vessels, booking categories, booking sources). */
const ZIdList = z.string().regex(new RegExp(`^${UUID}(,${UUID}){0,49}$`), 'A comma list of at most 50 ids').optional();

export const STAT_PERIOD_CALLS = ['statistics', 'incomeByMonth', 'utilization', 'conversions'] as const;
export const STAT_TOP_CALLS = ['topCountries', 'topAgencies', 'topRooms'] as const;
export const STAT_CALLS = [...STAT_PERIOD_CALLS, ...STAT_TOP_CALLS] as const;
export type TStatCall = (typeof STAT_CALLS)[number];

export const ZStatsQuery = z.object({
  /** First day counted (default: 12 months before `to`, plus one day). */
  from: ZDay.optional(),
  /** Last day counted (default: today by the upstream's clock). */
  to: ZDay.optional(),
  groupBy: z.enum(STAT_GROUPS).default('month'),
  /** Only bookings (and rooms) of these resorts or vessels. */
  assets: ZIdList,
  /** Only bookings of these booking categories. */
  categories: ZIdList,
  /** Only bookings of these booking sources. */
  sources: ZIdList,
  /** Top lists: how many rows (default 10). */
  amount: z.coerce.number().int().min(1).max(500).default(10),
  /** chart: every period of the range, empty ones as zeros, and a top list's rest as one 'other'
   *  row; table: only periods with figures, a top list without the rest. */
  mode: z.enum(['chart', 'table']).default('chart'),
  /** The same answer as a file: CSV (UTF-8 with a byte-order mark) or an Excel workbook. */
  export: z.enum(['csv', 'xlsx']).optional(),
});
export type TStatsQuery = z.infer<typeof ZStatsQuery>;

const int = z.number().int();
const head = { from: z.string(), to: z.string(), groupBy: z.enum(STAT_GROUPS), currency: z.string() };
const answer = <R extends z.ZodType, T extends z.ZodType>(row: R, totals: T) => z.object({ ...head, rows: z.array(row), totals });

/** statistics: per period of the arrival day (dateFrom). bookings: sold bookings (planned,
 *  confirmed, splitted, resolved); cancellations: cancelled ones (aborted); guests: their pax;
 *  revenue: the calculation totals of both (a cancelled booking's total is its fee), of which
 *  cancellationFees the cancelled ones'. */
const ZOverview = { bookings: int, cancellations: int, guests: int, revenue: int, cancellationFees: int };
export const ZStatisticsRow = z.object({ period: z.string(), ...ZOverview });
export const ZStatistics = answer(ZStatisticsRow, z.object(ZOverview));

/** incomeByMonth: revenue as in statistics (by arrival) and received: payments paid or refunded
 *  (refunds negative) by the day they were paid, both in the base currency. */
const ZIncome = { revenue: int, received: int, bookings: int };
export const ZIncomeRow = z.object({ period: z.string(), ...ZIncome });
export const ZIncomeByMonth = answer(ZIncomeRow, z.object(ZIncome));

/** utilization: bed-nights per period, cut at the period's edges. available: beds of the active
 *  rooms × nights; blocked: taken by blockers; booked: taken by bookings (the calendar's holding
 *  occupancy rows); rate: booked / (available − blocked), null when nothing is available. */
const ZUtil = { available: int, blocked: int, booked: int, rate: z.number().nullable() };
export const ZUtilizationRow = z.object({ period: z.string(), ...ZUtil });
export const ZUtilization = answer(ZUtilizationRow, z.object(ZUtil));

/** conversions: bookings started in the period (their booking day, UTC), and how many of them were
 *  confirmed since (hold a booking number); rate converted / created. */
const ZConv = { created: int, converted: int, rate: z.number().nullable() };
export const ZConversionsRow = z.object({ period: z.string(), ...ZConv });
export const ZConversions = answer(ZConversionsRow, z.object(ZConv));

/** A top list's row: key (null: unknown, or 'other' rows in chart mode with name ''), name. */
const top = { key: z.string().nullable(), name: z.string(), other: z.boolean() };
/** topCountries: sold and cancelled bookings arriving in the range by their lead customer's country. */
const ZCountry = { bookings: int, guests: int, revenue: int };
export const ZTopCountriesRow = z.object({ ...top, ...ZCountry });
export const ZTopCountries = answer(ZTopCountriesRow, z.object(ZCountry));
/** topAgencies: the same bookings by agency (direct bookings left out), by revenue. */
export const ZTopAgenciesRow = z.object({ ...top, ...ZCountry });
export const ZTopAgencies = answer(ZTopAgenciesRow, z.object(ZCountry));
/** topRooms: bed-nights booked in the range per room (cut at its edges) and the revenue of those
 *  nights (each booking's total shared out over its holding bed-nights). */
const ZRoom = { nights: int, revenue: int };
export const ZTopRoomsRow = z.object({ ...top, ...ZRoom });
export const ZTopRooms = answer(ZTopRoomsRow, z.object(ZRoom));

export type TStatistics = z.infer<typeof ZStatistics>;
export type TIncomeByMonth = z.infer<typeof ZIncomeByMonth>;
export type TUtilization = z.infer<typeof ZUtilization>;
export type TConversions = z.infer<typeof ZConversions>;
export type TTopCountries = z.infer<typeof ZTopCountries>;
export type TTopAgencies = z.infer<typeof ZTopAgencies>;
export type TTopRooms = z.infer<typeof ZTopRooms>;
export type TStatAnswer = TStatistics | TIncomeByMonth | TUtilization | TConversions | TTopCountries | TTopAgencies | TTopRooms;

export const STAT_SCHEMAS = {
  statistics: ZStatistics, incomeByMonth: ZIncomeByMonth, utilization: ZUtilization, conversions: ZConversions,
  topCountries: ZTopCountries, topAgencies: ZTopAgencies, topRooms: ZTopRooms,
} as const satisfies Record<TStatCall, z.ZodType>;
