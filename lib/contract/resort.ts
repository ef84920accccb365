// GET /api/resort/constants (api-calls 7.7): the fixed choices of the resort screens, and the
// print lists of GET /api/resort/{asset}/print/{list} (docs/decisions/remaining-calls.md).
import { z } from 'zod';

/** The printable front-desk lists of a resort: arrivals, departures, or both on one sheet. */
export const RESORT_PRINT_LISTS = ['arrivals', 'departures', 'arrivalsDepartures'] as const;
export type TResortPrintList = (typeof RESORT_PRINT_LISTS)[number];

export const ZResortPrintQuery = z.object({
  /** First day (default: today at the business clock). */
  from: z.iso.date().optional(),
  /** Last day, included (default: from). At most 92 days after from. */
  to: z.iso.date().optional(),
});

export const ZResortConstants = z.object({
  printLists: z.array(z.object({ id: z.enum(RESORT_PRINT_LISTS), name: z.string() })),
  roomKinds: z.array(z.string()),
  blockerTypes: z.array(z.string()),
  defaults: z.object({ currency: z.string(), timezone: z.string(), checkInTime: z.string(), checkOutTime: z.string() }),
  timezones: z.array(z.string()),
});
