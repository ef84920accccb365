// The agency's printouts (api-calls 7.10: GET /api/agencies/templates and
// GET /api/agencies/{agency}/print/{template}); decisions in docs/decisions/customers.md
// ("Agency printouts"). Two templates: the agency's data sheet and its statement for a period
// (the bookings it owes for, commission, net, paid, open, and the payments received).
import { z } from 'zod';

export const AGENCY_PRINT_TEMPLATES = ['datasheet', 'statement'] as const;
export type TAgencyPrintTemplate = (typeof AGENCY_PRINT_TEMPLATES)[number];

export const ZAgencyPrintTemplateInfo = z.object({
  id: z.enum(AGENCY_PRINT_TEMPLATES),
  /** Title in the caller's language. */
  name: z.string(),
  description: z.string(),
  /** Takes a period (from, to); without one the current calendar year of the business clock. */
  period: z.boolean(),
});
export type TAgencyPrintTemplateInfo = z.infer<typeof ZAgencyPrintTemplateInfo>;

const ZDate = z.iso.date();
/** from/to of the statement (both days included, at most 366 days); ignored by the data sheet. */
export const ZAgencyPrintQuery = z.object({ from: ZDate.optional(), to: ZDate.optional(), language: z.enum(['de', 'en']).optional() })
  .refine((q) => !q.from || !q.to || q.to >= q.from, { path: ['to'], message: 'to must not be before from' })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, { path: ['to'], message: 'A statement covers at most 366 days' });
