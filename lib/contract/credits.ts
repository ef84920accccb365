// Wire contract of agency and customer credits (issue 18, docs/decisions/credits.md): a credit is a
// ledger whose balance is the sum of its entries (minor units of its currency). Entries are only
// ever added: issue, apply (a payment of method 'credit' on a booking), correction.
import { z } from 'zod';
import { MAX_AMOUNT } from './money';
import { ZCurrencyCode } from './payments';

export const CREDIT_SOURCES = ['cancellation', 'voucher', 'goodwill', 'manual'] as const;
export const CREDIT_ENTRY_KINDS = ['issue', 'apply', 'correction'] as const;
export const CREDIT_HOLDERS = ['agency', 'customer'] as const;
export type TCreditHolder = (typeof CREDIT_HOLDERS)[number];

const ZAmount = z.number().int().min(1).max(MAX_AMOUNT);

export const ZCreditEntry = z.object({
  id: z.uuid(),
  amount: z.number().int(),
  kind: z.enum(CREDIT_ENTRY_KINDS),
  booking: z.uuid().nullable(),
  bookingNo: z.string().nullable(),
  payment: z.uuid().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  userName: z.string().nullable(),
});
export type TCreditEntry = z.infer<typeof ZCreditEntry>;

export const ZCredit = z.object({
  id: z.uuid(),
  holder: z.enum(CREDIT_HOLDERS),
  agency: z.uuid().nullable(),
  customer: z.uuid().nullable(),
  /** The agency's name or the customer's full name. */
  holderName: z.string(),
  currency: z.string(),
  source: z.enum(CREDIT_SOURCES),
  sourceBooking: z.uuid().nullable(),
  note: z.string().nullable(),
  validUntil: z.string().nullable(),
  /** Sum of every entry. */
  balance: z.number().int(),
  /** Sum of the issue entries (what was granted). */
  issued: z.number().int(),
  createdAt: z.string(),
  userName: z.string().nullable(),
});
export type TCredit = z.infer<typeof ZCredit>;

export const ZCreditDetail = ZCredit.extend({ entries: z.array(ZCreditEntry) });
export type TCreditDetail = z.infer<typeof ZCreditDetail>;

export const ZCreditList = z.object({
  items: z.array(ZCredit),
  /** Sum of the balances per currency of everything listed. */
  totals: z.array(z.object({ currency: z.string(), balance: z.number().int() })),
});

export const ZCreditListQuery = z.object({
  agency: z.uuid().optional(),
  customer: z.uuid().optional(),
  /** Only credits with money left (balance other than 0). */
  open: z.enum(['0', '1']).optional(),
});

/** POST /api/credits. From a booking's payments (source 'cancellation' with sourceBooking and no
 *  amount): what was paid on that booking moves to the credit (a refund entry of method 'credit'
 *  on the booking), at most what it holds. */
export const ZCreditCreate = z.strictObject({
  agency: z.uuid().optional(),
  customer: z.uuid().optional(),
  currency: ZCurrencyCode.optional(),
  source: z.enum(CREDIT_SOURCES),
  sourceBooking: z.uuid().optional(),
  amount: ZAmount.optional(),
  note: z.string().trim().max(2000).optional(),
  validUntil: z.iso.date().optional(),
}).refine((v) => !!v.agency !== !!v.customer, { message: 'A credit belongs to exactly one agency or one customer', path: ['agency'] });
export type TCreditCreate = z.infer<typeof ZCreditCreate>;

/** POST /api/credits/{id}/correction: a signed amount with its reason. */
export const ZCreditCorrection = z.strictObject({
  amount: z.number().int().min(-MAX_AMOUNT).max(MAX_AMOUNT).refine((v) => v !== 0, 'must not be 0'),
  note: z.string().trim().min(3).max(2000),
});

/** POST /api/credits/{id}/apply/{booking}: default amount is the smaller of balance and open. */
export const ZCreditApply = z.strictObject({ amount: ZAmount.optional(), note: z.string().trim().max(2000).optional() });
