// The asset share, GET /api/bookings/assetShare (api-calls 7.4 list-level, issue 35): for a range,
// each resort's and vessel's share of the caller's bookings, guests, bed-nights and revenue. The
// query is the statistics' (ZStatsQuery: from, to, assets, categories, sources, export; groupBy,
// amount and mode are not used). Money in minor units of the base currency. Definitions:
// docs/decisions/statistics.md ("The asset share").
import { z } from 'zod';
import { STAT_GROUPS } from './statistics-periods';

const int = z.number().int();
const share = z.number().nullable();

/** bookings, guests, revenue: statistics' (sold and cancelled bookings arriving in the range, by
 *  the booking's resort or vessel); nights: utilization's booked bed-nights (the calendar's holding
 *  booking rows, cut at the range's edges) by the room's resort or vessel; each *Share: the figure
 *  over its total (4 decimals; null when the total is 0). */
const ZFigures = { bookings: int, guests: int, nights: int, revenue: int };
const ZShares = { bookingsShare: share, guestsShare: share, nightsShare: share, revenueShare: share };
/** key: the resort or vessel (null: bookings of no asset); kind resort | vessel (null with it). */
export const ZAssetShareRow = z.object({ key: z.string().nullable(), name: z.string(), kind: z.enum(['resort', 'vessel']).nullable(), ...ZFigures, ...ZShares });
export const ZAssetShare = z.object({
  from: z.string(), to: z.string(), groupBy: z.enum(STAT_GROUPS), currency: z.string(),
  rows: z.array(ZAssetShareRow),
  totals: z.object({ ...ZFigures, ...ZShares }),
});
export type TAssetShareRow = z.infer<typeof ZAssetShareRow>;
export type TAssetShare = z.infer<typeof ZAssetShare>;
