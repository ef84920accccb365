// The list-level report calls of the bookings (api-calls 7.4, issue 20): report/{templateId} (GET
// with a query, POST with a body that may also name the bookings), templates/{templateId}/occupancy
// and POST templates/{templateId} (the document templates of docs/decisions/booking-documents.md for
// many bookings in one PDF). Money in integer minor units; dates ISO. docs/decisions/bookings.md.
import { z } from 'zod';
import { BOOKING_STATES } from './resources/enums';

/** The list reports: which bookings, by which date of their stay (docs/decisions/bookings.md). */
export const REPORT_TEMPLATES = ['bookings', 'arrivals', 'departures', 'inhouse', 'openPayments'] as const;
export type TReportTemplate = (typeof REPORT_TEMPLATES)[number];
export const REPORT_FORMATS = ['json', 'csv', 'pdf'] as const;
/** The most days a report spans, and the most bookings one PDF of documents holds. */
export const REPORT_MAX_DAYS = 366;
export const BULK_MAX_BOOKINGS = 200;
/** The document templates that can be printed for many bookings at once (an issued invoice is its own document). */
export const BULK_TEMPLATES = ['confirmation', 'voucher'] as const;

const ZDate = z.iso.date();
const ZLang = z.enum(['de', 'en']);
const dayCount = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;
const rangeChecks = <T extends { from?: string; to?: string }>(q: T, ctx: z.RefinementCtx) => {
  if (q.from && q.to && q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
  else if (q.from && q.to && dayCount(q.from, q.to) >= REPORT_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `a report spans at most ${REPORT_MAX_DAYS} days` });
};

export const ZReportTemplateParam = z.object({ templateId: z.enum(REPORT_TEMPLATES) });

const reportFields = {
  /** First and last day (both included); default today in the business clock, and from. */
  from: ZDate.optional(),
  to: ZDate.optional(),
  resort: z.uuid().optional(),
  vessel: z.uuid().optional(),
  format: z.enum(REPORT_FORMATS).optional(),
  /** Language of a PDF's or CSV's headings (default en). */
  language: ZLang.optional(),
};

/** GET report/{templateId}: state is a comma list of booking states (the bookings template only). */
export const ZReportQuery = z.object({ ...reportFields, state: z.string().trim().max(200).optional() }).superRefine(rangeChecks);

/** POST report/{templateId}: the same filter as a body, states as a list, and optionally the
 *  bookings to report (the rows a user ticked): then only those, still within the filter. */
export const ZReportBody = z.strictObject({
  ...reportFields,
  states: z.array(z.enum(BOOKING_STATES)).max(BOOKING_STATES.length).optional(),
  bookings: z.array(z.uuid()).min(1).max(1000).optional(),
}).superRefine(rangeChecks);
export type TReportFilter = z.infer<typeof ZReportBody>;

export const ZReportRow = z.object({
  id: z.uuid(),
  number: z.string().nullable(),
  state: z.string(),
  title: z.string().nullable(),
  asset: z.string().nullable(),
  agency: z.string().nullable(),
  dateFrom: ZDate.nullable(),
  dateTo: ZDate.nullable(),
  pax: z.number().int(),
  currency: z.string(),
  total: z.number().int(),
  paid: z.number().int(),
  open: z.number().int(),
});
export type TReportRow = z.infer<typeof ZReportRow>;
export const ZReportTotal = z.object({ currency: z.string(), bookings: z.number().int(), pax: z.number().int(), total: z.number().int(), paid: z.number().int(), open: z.number().int() });

export const ZReport = z.object({
  template: z.enum(REPORT_TEMPLATES),
  from: ZDate,
  to: ZDate,
  rows: z.array(ZReportRow),
  /** Per currency (amounts of different currencies are never added). */
  totals: z.array(ZReportTotal),
});
export type TReport = z.infer<typeof ZReport>;

export const ZBulkTemplateParam = z.object({ templateId: z.enum(BULK_TEMPLATES) });

/** GET templates/{templateId}/occupancy: every booking holding rooms on a night between from and to. */
export const ZOccupancyPrintQuery = z.object({
  from: ZDate.optional(),
  to: ZDate.optional(),
  resort: z.uuid().optional(),
  vessel: z.uuid().optional(),
  /** Print all in this language instead of each booking's own. */
  language: ZLang.optional(),
}).superRefine(rangeChecks);

/** POST templates/{templateId}: the bookings to print, in this order. */
export const ZBulkTemplateBody = z.strictObject({
  bookings: z.array(z.uuid()).min(1).max(BULK_MAX_BOOKINGS).refine((l) => new Set(l).size === l.length, 'a booking is named twice'),
  language: ZLang.optional(),
});
