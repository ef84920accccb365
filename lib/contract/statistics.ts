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

export const STAT_PERIOD_CALLS = ['statistics', 'incomeByMonth', 'utilization', 'conversions', 'statsByRepeater', 'occupancyPerYear'] as const;
/** Top lists of the arrivals by who: the booking itself, its lead customer, the user who entered
 *  it, the agency user who entered it, the user who first confirmed it. */
export const STAT_WHO_CALLS = ['topBookings', 'topCustomers', 'topUsers', 'topSalesAgents', 'topBookingOwner'] as const;
export const STAT_TOP_CALLS = ['topCountries', 'topAgencies', 'topRooms', ...STAT_WHO_CALLS, 'statsByAge', 'bookingCalculationStats', 'bookingInfoStats',
  'topProducts', 'topProductCategories', 'topSupplements'] as const;
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

/** topBookings, topCustomers, topUsers, topSalesAgents, topBookingOwner: the arrivals of
 *  statistics (sold and cancelled bookings arriving in the range) by booking, lead customer, the
 *  user who entered the booking (its first version), the same for agency users only, and the user
 *  who confirmed it first; ranked by revenue. Bookings with none of these are not listed. */
export const ZTopWhoRow = z.object({ ...top, ...ZCountry });
export const ZTopWho = answer(ZTopWhoRow, z.object(ZCountry));
/** statsByAge: the guests of the sold arrivals (the rooms' guest lists) by age on the arrival
 *  day in bands (key '0-11', '12-17', '18-29', ... '70+'; null: no birthday). */
const ZAge = { guests: int };
export const ZStatsByAgeRow = z.object({ ...top, ...ZAge });
export const ZStatsByAge = answer(ZStatsByAgeRow, z.object(ZAge));
/** bookingCalculationStats: the calculation lines of the arrivals by line type (room_cost, addon,
 *  discount, tax, ...): how many lines and their amount in the base currency (rounded once per
 *  type and currency, so the amounts add up to statistics' revenue within rounding). */
const ZCalc = { lines: int, amount: int };
export const ZCalculationStatsRow = z.object({ ...top, ...ZCalc });
export const ZCalculationStats = answer(ZCalculationStatsRow, z.object(ZCalc));
/** bookingInfoStats: the arrivals (sold and cancelled) by dimension (state, type, channel,
 *  source, category, language) and value (key; name: the source's or category's name): how many
 *  bookings and their revenue; each dimension's rows add up to the totals. */
const ZInfo = { bookings: int, revenue: int };
export const ZBookingInfoRow = z.object({ dimension: z.enum(['state', 'type', 'channel', 'source', 'category', 'language']), key: z.string().nullable(), name: z.string(), ...ZInfo });
export const ZBookingInfoStats = answer(ZBookingInfoRow, z.object(ZInfo));
/** topProducts, topProductCategories, topSupplements: the arrivals' product lines by product
 *  and by its category (key null: none), their addon lines by the supplement chosen (key) or, for
 *  the price engine's supplement lines, by its label (key null, name the label): quantity and
 *  amount in the base currency, ranked by amount. */
const ZLines = { quantity: int, amount: int };
export const ZTopLinesRow = z.object({ ...top, ...ZLines });
export const ZTopLines = answer(ZTopLinesRow, z.object(ZLines));
/** statsByRepeater: sold arrivals per period whose lead customer had (repeat) or had not (first)
 *  a sold booking arriving earlier among those the caller may read; unknown: no lead customer;
 *  rate repeat / (first + repeat). */
const ZRepeat = { first: int, repeat: int, unknown: int, rate: z.number().nullable() };
export const ZStatsByRepeaterRow = z.object({ period: z.string(), ...ZRepeat });
export const ZStatsByRepeater = answer(ZStatsByRepeaterRow, z.object(ZRepeat));
/** occupancyPerYear: utilization per year and resort or vessel (key, name), the range's days of
 *  each year; rows in year then name order. */
export const ZOccupancyYearRow = z.object({ period: z.string(), key: z.string().nullable(), name: z.string(), ...ZUtil });
export const ZOccupancyPerYear = answer(ZOccupancyYearRow, z.object(ZUtil));

export type TStatistics = z.infer<typeof ZStatistics>;
export type TTopWho = z.infer<typeof ZTopWho>;
export type TStatsByAge = z.infer<typeof ZStatsByAge>;
export type TCalculationStats = z.infer<typeof ZCalculationStats>;
export type TStatsByRepeater = z.infer<typeof ZStatsByRepeater>;
export type TOccupancyPerYear = z.infer<typeof ZOccupancyPerYear>;
export type TBookingInfoStats = z.infer<typeof ZBookingInfoStats>;
export type TTopLines = z.infer<typeof ZTopLines>;
export type TIncomeByMonth = z.infer<typeof ZIncomeByMonth>;
export type TUtilization = z.infer<typeof ZUtilization>;
export type TConversions = z.infer<typeof ZConversions>;
export type TTopCountries = z.infer<typeof ZTopCountries>;
export type TTopAgencies = z.infer<typeof ZTopAgencies>;
export type TTopRooms = z.infer<typeof ZTopRooms>;
export type TStatAnswer = TStatistics | TIncomeByMonth | TUtilization | TConversions | TTopCountries | TTopAgencies | TTopRooms
  | TTopWho | TStatsByAge | TCalculationStats | TStatsByRepeater | TOccupancyPerYear | TBookingInfoStats | TTopLines;

export const STAT_SCHEMAS = {
  statistics: ZStatistics, incomeByMonth: ZIncomeByMonth, utilization: ZUtilization, conversions: ZConversions,
  topCountries: ZTopCountries, topAgencies: ZTopAgencies, topRooms: ZTopRooms,
  topBookings: ZTopWho, topCustomers: ZTopWho, topUsers: ZTopWho, topSalesAgents: ZTopWho, topBookingOwner: ZTopWho,
  statsByAge: ZStatsByAge, bookingCalculationStats: ZCalculationStats, bookingInfoStats: ZBookingInfoStats,
  topProducts: ZTopLines, topProductCategories: ZTopLines, topSupplements: ZTopLines, statsByRepeater: ZStatsByRepeater, occupancyPerYear: ZOccupancyPerYear,
} as const satisfies Record<TStatCall, z.ZodType>;
