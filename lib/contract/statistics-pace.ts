// "On the books" pace (issue 35 item 5): for each coming month, what is booked for it today, beside
// what was booked for the same month a year before on the same day a year before
// (GET /api/bookings/pace; docs/decisions/statistics.md "On the books").
import { z } from 'zod';

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
export const ZPaceQuery = z.object({
  /** How many months, starting with the current one (default 12). */
  months: z.coerce.number().int().min(1).max(24).default(12),
  /** Only bookings of these resorts or vessels. */
  assets: z.string().regex(new RegExp(`^${UUID}(,${UUID}){0,49}$`), 'A comma list of at most 50 ids').optional(),
});
export type TPaceQuery = z.infer<typeof ZPaceQuery>;

export const ZPaceFigures = z.object({
  /** Bookings held (planned, confirmed, split, resolved) arriving in the month. */
  bookings: z.number().int(),
  guests: z.number().int(),
  /** Guests × nights of those stays. */
  guestNights: z.number().int(),
  /** Their totals then, in minor units of the base currency. */
  revenue: z.number().int(),
});
export type TPaceFigures = z.infer<typeof ZPaceFigures>;

export const ZPace = z.object({
  /** The day the books are read on, and the same day a year before. */
  today: z.string(), lastYearDay: z.string(), currency: z.string(),
  rows: z.array(z.object({ month: z.string(), now: ZPaceFigures, lastYear: ZPaceFigures })),
  totals: z.object({ now: ZPaceFigures, lastYear: ZPaceFigures }),
});
export type TPace = z.infer<typeof ZPace>;
