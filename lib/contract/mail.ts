// The mail calls beyond the generic resources (api-calls 7.4 booking sendMail and
// sendGuestFormMail, 7.15 mail queue plan and statistics, mail schedule scheduled and test) and
// the template preview. docs/decisions/mail-sending.md.
import { z } from 'zod';
import { BOOKING_STATES, LANGUAGES } from './resources/enums';
import { mailschedule } from './resources/mail';

export const ZBookingSendMail = z.strictObject({
  template: z.uuid(),
  /** Who gets it: every guest with an address (default), the lead customer or the agency. */
  to: z.enum(['guests', 'customer', 'agency']).optional(),
  /** One address instead (e.g. a copy to the office). */
  email: z.email().optional(),
  language: z.enum(LANGUAGES).optional(),
  plannedAt: z.iso.datetime({ offset: true }).optional(),
});
export const ZQueuedMails = z.object({ queued: z.number().int(), ids: z.array(z.uuid()), to: z.array(z.string()).optional(), forms: z.number().int().optional() });
export const ZGuestFormMailQuery = z.object({ force: z.enum(['0', '1']).optional() });

export const ZMailPlan = z.strictObject({
  /** When to send (default: now). A failed or cancelled mail is planned again (retry). */
  plannedAt: z.iso.datetime({ offset: true }).optional(),
});
export const ZMailQueueStatistics = z.object({
  byStatus: z.record(z.string(), z.number().int()),
  due: z.number().int(),
  sentLast24h: z.number().int(),
  oldestPlanned: z.string().nullable(),
  /** Where mail goes out: SMTP_URL, a mail account, or nowhere (mails stay planned). */
  server: z.enum(['SMTP_URL', 'account', 'none']),
});
export const ZFailedJob = z.object({
  id: z.string(), name: z.string(), data: z.unknown(), retryCount: z.number().int(), error: z.string(), completedOn: z.string().nullable(),
});

export const ZTemplatePreview = z.strictObject({
  booking: z.uuid(),
  language: z.enum(LANGUAGES).optional(),
  /** Unsaved text from the editor (default: the stored template). */
  subject: z.string().max(2000).optional(),
  body: z.string().max(200_000).optional(),
});
export const ZRenderedMail = z.object({ subject: z.string(), html: z.string(), text: z.string(), error: z.string().nullable(), variables: z.array(z.string()) });

export const ZScheduledQuery = z.object({ days: z.coerce.number().int().min(1).max(366).optional(), schedule: z.uuid().optional() });
export const ZScheduledMail = z.object({
  schedule: z.string(), scheduleName: z.string(), template: z.string(), booking: z.string(),
  bookingNumber: z.string().nullable(), title: z.string().nullable(), due: z.string(), plannedAt: z.string(),
});
export const ZScheduleTest = z.strictObject({ booking: z.uuid().optional(), email: z.email().optional() });

/** POST /api/customers/sendMail: a template to customers (each one's language unless given). */
export const ZCustomerSendMail = z.strictObject({
  customers: z.array(z.uuid()).min(1).max(500),
  template: z.uuid(),
  language: z.enum(LANGUAGES).optional(),
  plannedAt: z.iso.datetime({ offset: true }).optional(),
});
export const ZCustomerQueuedMails = ZQueuedMails.extend({ skipped: z.array(z.uuid()).optional() });
/** POST /api/customers/{customer}/loyality/test/{mail}: to the caller, or this address. */
export const ZCustomerMailTest = z.strictObject({ email: z.email().optional(), language: z.enum(LANGUAGES).optional() });
/** POST /api/bookings/{id}/sendVoucher: the voucher PDF to the booking's agency (or one address). */
export const ZVoucherMail = z.strictObject({
  /** A template for the text (default: the built-in one); the PDF is attached either way. */
  template: z.uuid().optional(),
  email: z.email().optional(),
  language: z.enum(LANGUAGES).optional(),
});
/** POST /api/bookings/{id}/sendConfirmation (and /preview): the confirmation PDF by mail to the
 *  lead customer (else the agency), or one address; text from the template given, else the one
 *  with key `confirmation`, else the built-in one. */
export const ZConfirmationMail = z.strictObject({
  template: z.uuid().optional(),
  email: z.email().optional(),
  language: z.enum(['de', 'en']).optional(),
});
/** POST /api/bookings/{id}/sendGuestFormMail (and /preview): an address and language instead of
 *  the lead customer's (optional body; the query's force as before). */
export const ZGuestFormMail = z.strictObject({ email: z.email().optional(), language: z.enum(['de', 'en']).optional() });
/** The mail as it would go out (POST .../preview): secret links shown as a placeholder. */
export const ZMailPreview = z.object({
  to: z.string(), language: z.string(), subject: z.string(), html: z.string(), text: z.string(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() })),
});
export type TMailPreview = z.infer<typeof ZMailPreview>;

/** A schedule rule as it stands in the editor (not saved yet), for POST /api/mailschedule/test:
 *  the fields the rule's mail and bookings depend on, checked as a saved rule's are, plus where the
 *  test goes (default: the caller's own address) and the booking it is filled from. */
export const ZScheduleRuleTest = mailschedule.create
  .pick({ trigger: true, offsetDays: true, time: true, language: true, resort: true, vessel: true, states: true, withoutCompletedGuestForm: true })
  .extend({ template: z.uuid(), booking: z.uuid().optional(), email: z.email().optional() })
  .strict();

/** GET /api/mailschedule/test: the rule as edited, in the query (states as a comma list), and how
 *  many days ahead to look (default 30). */
export const ZScheduleRuleQuery = z.object({
  trigger: mailschedule.create.shape.trigger,
  offsetDays: z.coerce.number().int().min(0).max(3650).optional(),
  time: mailschedule.create.shape.time,
  resort: z.uuid().optional(),
  vessel: z.uuid().optional(),
  states: z.string().max(500).optional()
    .transform((v) => (v ? v.split(',').map((x) => x.trim()).filter(Boolean) : undefined))
    .pipe(z.array(z.enum(BOOKING_STATES)).optional()),
  withoutCompletedGuestForm: z.enum(['0', '1', 'true', 'false']).optional().transform((v) => v === '1' || v === 'true'),
  days: z.coerce.number().int().min(1).max(366).optional(),
});
export const ZUpcomingMail = ZScheduledMail.omit({ schedule: true, scheduleName: true, template: true });
