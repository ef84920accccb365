// Wire contract of a booking's money beyond its lines (issue 16, docs/decisions/payments.md): the
// payments as the detail shows them, the tax breakdown, and the list calls markPaid,
// allBookingsWithOpenPayments, paymentStatus, payments history and ref/{id}. Money is integer
// minor units; an exchange rate is a decimal text (exact, never a float).
import { z } from 'zod';
import { ZListAnswer, ZListQuery } from './listing';

const ZDate = z.iso.date();

/** Payment methods of the desk (the stored enum also knows 'voucher'). */
export const PAYMENT_METHODS = ['cash', 'card', 'transfer', 'online', 'voucher', 'credit'] as const;
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;

/** Units of the booking's currency per one unit of the paid currency: 0.92, 1.0875, 160.5;
 *  at most 9 digits before and 10 after the point, more than zero. */
export const ZExchangeRate = z.string().trim().regex(/^\d{1,9}(\.\d{1,10})?$/, 'Must be a decimal like 1.0875')
  .refine((v) => /[1-9]/.test(v), 'must be more than zero');

export const ZCurrencyCode = z.string().regex(/^[A-Z]{3}$/, 'Must be an ISO currency code');

/** One payment of a booking as the detail and the payment lists show it. */
export const ZPaymentEntry = z.object({
  id: z.uuid(),
  reference: z.string(),
  /** In the booking's currency (converted when paid in another); negative: a refund. */
  amount: z.number().int(),
  currency: z.string(),
  method: z.string(),
  status: z.string(),
  paidAt: z.string().nullable(),
  note: z.string().nullable(),
  foreignAmount: z.number().int().nullable(),
  foreignCurrency: z.string().nullable(),
  exchangeRate: z.string().nullable(),
  createdAt: z.string(),
  /** May it still be removed (payment-rules.ts); otherwise only a correcting entry. */
  deletable: z.boolean(),
});
export type TPaymentEntry = z.infer<typeof ZPaymentEntry>;

/** One tax rate of the booking: what the lines at that rate come to. Lines without tax data form
 *  the group with rate 0 and no name. The gross of all groups sums to the booking's total. */
export const ZTaxGroup = z.object({
  name: z.string().nullable(),
  rate: z.number(),
  inclusive: z.boolean(),
  net: z.number().int(),
  tax: z.number().int(),
  gross: z.number().int(),
});
export type TTaxGroup = z.infer<typeof ZTaxGroup>;

export const ZMarkPaid = z.strictObject({
  bookings: z.array(z.uuid()).min(1).max(100),
  method: z.enum(PAYMENT_METHODS).default('transfer'),
  paidAt: z.iso.datetime({ offset: true }).optional(),
  reference: z.string().trim().min(1).max(200).optional(),
  note: z.string().max(2000).optional(),
});

export const ZMarkPaidResult = z.object({
  paid: z.array(z.object({ booking: z.uuid(), payment: z.uuid(), amount: z.number().int(), currency: z.string(), version: z.number().int() })),
  /** Bookings with nothing open (already paid, or paid in the meantime): left as they are. */
  skipped: z.array(z.object({ booking: z.uuid(), open: z.number().int() })),
});
export type TMarkPaidResult = z.infer<typeof ZMarkPaidResult>;

export const ZBookingMoneyRow = z.object({
  id: z.uuid(),
  bookingNo: z.string().nullable(),
  reservationNo: z.string().nullable(),
  offerNo: z.string().nullable(),
  title: z.string().nullable(),
  state: z.string(),
  agency: z.uuid().nullable(),
  dateFrom: ZDate.nullable(),
  dateTo: ZDate.nullable(),
  currency: z.string(),
  total: z.number().int(),
  paid: z.number().int(),
  open: z.number().int(),
});
export type TBookingMoneyRow = z.infer<typeof ZBookingMoneyRow>;

export const ZCurrencySums = z.object({ currency: z.string(), total: z.number().int(), paid: z.number().int(), open: z.number().int() });

/** GET allBookingsWithOpenPayments: a page (size 0: all) of the bookings owed money, by arrival;
 *  search by number, title, contact e-mail or reference. */
export const ZOpenPaymentsQuery = ZListQuery.pick({ page: true, size: true, search: true });
export type TOpenPaymentsQuery = z.output<typeof ZOpenPaymentsQuery>;
/** The list answer, with the sums per currency of every page. */
export const ZOpenPayments = ZListAnswer(ZBookingMoneyRow).extend({ totals: z.array(ZCurrencySums) });
export type TOpenPayments = z.infer<typeof ZOpenPayments>;

export const PAYMENT_STATES = ['unpaid', 'partial', 'paid', 'overpaid'] as const;
export const ZPaymentStatusQuery = z.object({ days: z.coerce.number().int().min(1).max(366).default(30) });
export const ZPaymentStatus = z.object({
  days: z.number().int(),
  from: ZDate,
  to: ZDate,
  items: z.array(ZBookingMoneyRow.extend({ paymentState: z.enum(PAYMENT_STATES) })),
  counts: z.object({ unpaid: z.number().int(), partial: z.number().int(), paid: z.number().int(), overpaid: z.number().int() }),
  totals: z.array(ZCurrencySums),
});
export type TPaymentStatus = z.infer<typeof ZPaymentStatus>;

export const ZPaymentHistoryQuery = z.object({
  from: ZDate.optional(),
  to: ZDate.optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
  status: z.enum(PAYMENT_STATUSES).optional(),
  booking: z.uuid().optional(),
}).refine((q) => !q.from || !q.to || q.to >= q.from, { path: ['to'], message: 'to must not be before from' });

export const ZPaymentHistory = z.object({
  from: ZDate,
  to: ZDate,
  items: z.array(ZPaymentEntry.extend({ booking: z.object({ id: z.uuid(), bookingNo: z.string().nullable(), title: z.string().nullable(), state: z.string() }) })),
  totals: z.array(z.object({ currency: z.string(), paid: z.number().int(), pending: z.number().int() })),
});

export const ZPaymentRef = z.object({
  booking: ZBookingMoneyRow,
  /** Oldest first, each with what was still open after it (counted payments only change it). */
  payments: z.array(ZPaymentEntry.extend({ openAfter: z.number().int() })),
});
