// Wire contract of invoices and credit notes (issue 16) and of the company's data that every
// document carries (settings group 'company', screen /config/company). Money in minor units.
import { z } from 'zod';

const optText = (max: number) => z.string().trim().max(max);

/** Tokens of a number format: {YYYY} or {YY} the year of issue, {N...} the counter zero-padded to
 *  as many digits as there are N (at least). Numbers are gapless per kind and year. */
export const ZNumberFormat = z.string().trim().min(1).max(40)
  .regex(/\{N+\}/, 'must contain the counter {N}, e.g. RE-{YYYY}-{NNNNN}')
  .regex(/^[A-Za-z0-9 _./{}-]+$/, 'letters, digits, - _ . / and the tokens {YYYY} {YY} {N}');

export const ZCompanySettings = z.strictObject({
  name: optText(200),
  street: optText(200),
  zip: optText(20),
  city: optText(200),
  country: z.string().regex(/^([A-Z]{2})?$/, 'ISO 3166 code'),
  email: optText(200),
  phone: optText(50),
  website: optText(200),
  /** USt-IdNr. (VAT id) and Steuernummer (tax number). */
  vatId: optText(30),
  taxNumber: optText(30),
  /** Register entry and managing directors (German company law wants them on business letters). */
  register: optText(200),
  managingDirectors: optText(200),
  bankName: optText(200),
  accountHolder: optText(200),
  iban: z.string().trim().max(34).regex(/^([A-Z]{2}[0-9]{2}[A-Z0-9]{10,30})?$/, 'IBAN: country code, check digits, account (no spaces)'),
  bic: z.string().trim().max(11).regex(/^([A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?)?$/, 'BIC: 8 or 11 characters'),
  /** A media library item (image) shown at the top of every document. */
  logo: z.uuid().nullable(),
  invoiceFooter: optText(1000),
  invoiceNumberFormat: ZNumberFormat,
  creditNoteNumberFormat: ZNumberFormat,
  /** Due date = issue date + this many days (until terms of payment drive it). */
  paymentDueDays: z.number().int().min(0).max(365),
  /** Printed when an invoice carries no tax (e.g. small business, §19 UStG). */
  noTaxNote: optText(300),
});
export type TCompanySettings = z.infer<typeof ZCompanySettings>;

export const COMPANY_DEFAULTS: TCompanySettings = {
  name: '', street: '', zip: '', city: '', country: '', email: '', phone: '', website: '', vatId: '', taxNumber: '',
  register: '', managingDirectors: '', bankName: '', accountHolder: '', iban: '', bic: '', logo: null, invoiceFooter: '',
  invoiceNumberFormat: 'RE-{YYYY}-{NNNNN}', creditNoteNumberFormat: 'GS-{YYYY}-{NNNNN}', paymentDueDays: 14, noTaxNote: '',
};

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;

export const ZRecipientChoice = z.enum(['customer', 'agency']);

export const ZIssueInvoice = z.strictObject({
  /** Who is billed: the booking's customer (default) or its agency. */
  recipient: ZRecipientChoice.optional(),
});

export const ZSplitByGuest = z.strictObject({
  /** Each guest with a customer record gets an invoice of their own price lines; the lines of no
   *  guest (per-room prices, extras, specials) and of guests without a record go to `rest`. */
  by: z.literal('guest'),
  rest: ZRecipientChoice.default('customer'),
});
export const ZSplitByLines = z.strictObject({
  /** Each part is one invoice; every calculation line of the booking is in exactly one part. */
  parts: z.array(z.strictObject({
    recipient: ZRecipientChoice,
    /** Another customer than the booking's (e.g. a guest paying extras). */
    customer: z.uuid().optional(),
    lines: z.array(z.uuid()).min(1).max(500),
  })).min(2).max(20),
});
export const ZSplitInvoice = z.union([ZSplitByLines, ZSplitByGuest]);

/** A credit note: in full (neither lines nor amount), for selected lines (by position; a line's
 *  rest or `amount` of it), or for a partial `amount` of the invoice spread over its lines. */
export const ZCreditNote = z.strictObject({
  reason: z.string().trim().min(1).max(500),
  lines: z.array(z.strictObject({ position: z.number().int().min(1), amount: z.number().int().min(-99_999_999_999).max(99_999_999_999).optional() })).min(1).max(500).optional(),
  amount: z.number().int().min(1).max(99_999_999_999).optional(),
}).refine((v) => !(v.lines && v.amount !== undefined), { message: 'lines or amount, not both', path: ['amount'] });

export const ZInvoiceLine = z.object({
  position: z.number().int(), type: z.string(), text: z.string(), quantity: z.number().int(),
  unitPrice: z.number().int(), amount: z.number().int(), taxRate: z.number(),
});

export const ZInvoiceParty = z.object({
  type: ZRecipientChoice, id: z.string().nullable(), name: z.string(), street: z.string().nullish(), zip: z.string().nullish(),
  city: z.string().nullish(), country: z.string().nullish(), email: z.string().nullish(), vatId: z.string().nullish(),
});

export const ZInvoice = z.object({
  id: z.uuid(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  booking: z.uuid(),
  bookingNo: z.string().nullable(),
  references: z.uuid().nullable(),
  referencesNumber: z.string().nullable(),
  /** For an invoice: the credit note that reversed it in full (the last one, null while any is left). */
  creditedBy: z.string().nullable(),
  /** For an invoice: the numbers of its credit notes (partial and full), oldest first. */
  creditNotes: z.array(z.string()),
  /** For an invoice: what its credit notes took so far (positive minor units; at most its total). */
  credited: z.number().int(),
  issueDate: z.string(),
  dueDate: z.string(),
  serviceFrom: z.string().nullable(),
  serviceTo: z.string().nullable(),
  language: z.string(),
  currency: z.string(),
  recipient: ZInvoiceParty,
  company: z.record(z.string(), z.unknown()),
  lines: z.array(ZInvoiceLine),
  taxBreakdown: z.array(z.object({ rate: z.number(), inclusive: z.boolean(), net: z.number().int(), tax: z.number().int(), gross: z.number().int(), name: z.string().optional() })),
  net: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  payments: z.array(z.object({ id: z.string(), amount: z.number().int(), paidAt: z.string().nullable(), method: z.string(), reference: z.string() })),
  paidAmount: z.number().int(),
  amountDue: z.number().int(),
  reason: z.string().nullable(),
  /** The reason for exemption (§ 14 Abs. 4 Nr. 8 UStG) printed when any line is at 0 %: the company's
   *  noTaxNote, else invoiceDoc.taxExempt; the e-invoice states the same (BT-120). */
  exemptionNote: z.string().nullish(),
  createdAt: z.string(),
});
export type TInvoice = z.infer<typeof ZInvoice>;

/** A row of /finance/invoices (status from the booking's balance now; see docs/decisions/invoices.md). */
export const ZInvoiceListRow = z.object({
  id: z.uuid(), number: z.string(), kind: z.enum(INVOICE_KINDS), booking: z.uuid(), bookingNo: z.string().nullable(),
  issueDate: z.string(), dueDate: z.string(), recipientName: z.string(),
  /** An agency recipient gets e-invoices (XRechnung, Factur-X). */
  recipientType: ZRecipientChoice, agency: z.uuid().nullable(),
  resort: z.uuid().nullable(), vessel: z.uuid().nullable(), currency: z.string(), net: z.number().int(), tax: z.number().int(),
  total: z.number().int(), status: z.enum(['paid', 'open', 'credited', 'credit']), overdue: z.boolean(),
});

export const ZInvoiceListQuery = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  asset: z.uuid().optional(),
  agency: z.uuid().optional(),
  kind: z.enum(INVOICE_KINDS).optional(),
  status: z.enum(['paid', 'open']).optional(),
  overdue: z.enum(['0', '1']).optional(),
});

export const ZInvoiceList = z.object({
  data: z.array(ZInvoiceListRow),
  /** Sums per currency of the rows shown. */
  totals: z.array(z.object({ currency: z.string(), net: z.number().int(), tax: z.number().int(), total: z.number().int() })),
});

export const ZPublicLinkQuery = z.object({ provider: z.string().max(100).optional(), level: z.string().max(50).optional() });
export const ZPublicLink = z.object({ invoice: z.uuid(), number: z.string(), url: z.string(), clubUrl: z.string(), token: z.string() });
