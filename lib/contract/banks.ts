// Bank accounts' statements and their reconciliation (api-calls 7.9, issue 36): the import of a
// statement (CSV with a column mapping saved per bank, or ISO 20022 CAMT.053/.054 XML), the entries
// with what they paid, the suggested matches and the match itself. Money in integer minor units of
// the entry's currency; dates ISO (YYYY-MM-DD). Decisions: docs/decisions/banks.md.
import { z } from 'zod';
import { MAX_AMOUNT } from './money';

const ZDate = z.iso.date();
const ZAmount = z.number().int().min(-MAX_AMOUNT).max(MAX_AMOUNT);
const ZHeader = z.string().trim().min(1).max(100);

/** How a bank's CSV export reads: which column holds what (by its header text), the separator,
 *  the decimal mark, the date format and the encoding. Saved on the bank (`csvMapping`). */
export const ZCsvMapping = z.object({
  delimiter: z.enum([';', ',', '\t', '|']).default(';'),
  /** auto: UTF-8 when the bytes are valid UTF-8, else Windows-1252 (Latin-1 with the € sign). */
  encoding: z.enum(['auto', 'utf-8', 'latin1']).default('auto'),
  decimal: z.enum([',', '.']).default(','),
  dateFormat: z.enum(['dd.mm.yyyy', 'dd.mm.yy', 'yyyy-mm-dd', 'dd/mm/yyyy', 'mm/dd/yyyy']).default('dd.mm.yyyy'),
  columns: z.object({
    date: ZHeader,
    /** One signed amount column, or credit and debit columns (debit amounts are money out). */
    amount: ZHeader.optional(),
    credit: ZHeader.optional(),
    debit: ZHeader.optional(),
    /** The purpose (Verwendungszweck); several columns are joined with a space. */
    purpose: z.array(ZHeader).min(1).max(10),
    counterparty: ZHeader.optional(),
    iban: ZHeader.optional(),
    /** The bank's own reference of the entry: then it identifies the entry on a second import. */
    reference: ZHeader.optional(),
    currency: ZHeader.optional(),
  }).refine((c) => c.amount || c.credit || c.debit, { message: 'name the amount column, or the credit and debit columns', path: ['amount'] }),
});
export type TCsvMapping = z.infer<typeof ZCsvMapping>;

export const ZBankImport = z.object({
  /** The file's bytes, base64. */
  file: z.base64().max(1_300_000),
  /** csv, camt (053 or 054), or auto: XML by its first characters. */
  format: z.enum(['auto', 'csv', 'camt']).default('auto'),
  /** For CSV: the mapping to use (default: the bank's saved one). */
  mapping: ZCsvMapping.optional(),
  /** Store `mapping` on the bank for the next import. */
  saveMapping: z.boolean().default(false),
});
export type TBankImport = z.infer<typeof ZBankImport>;

export const ZBankImportResult = z.object({
  format: z.enum(['csv', 'camt.053', 'camt.054', 'wise']),
  /** Entries in the file. */
  read: z.number().int(),
  /** New entries stored. */
  imported: z.number().int(),
  /** Entries already stored by an earlier import (same bank reference or content). */
  skipped: z.number().int(),
  /** Of the new entries, those matched with a confidence high enough to show first. */
  suggested: z.number().int(),
});

export const BANK_MATCH_KINDS = ['payment', 'fee', 'currency', 'credit'] as const;
export const ZBankMatch = z.object({
  id: z.uuid(),
  kind: z.enum(BANK_MATCH_KINDS),
  booking: z.uuid().nullable(),
  bookingNo: z.string().nullable(),
  payment: z.uuid().nullable(),
  /** Of the entry, minor units of its currency (a fee line is negative on money in). */
  amount: z.number().int(),
  rate: z.string().nullable(),
  rateType: z.string().nullable(),
  /** A credit line: the agency's or customer's credit the entry topped up, and the credit's
   *  ledger entry (undo with DELETE .../payments/{creditEntry}). */
  credit: z.uuid().nullable(),
  creditEntry: z.uuid().nullable(),
  createdAt: z.string(),
});

export const ZSuggestionLine = z.object({
  booking: z.uuid(), bookingNo: z.string().nullable(), customerName: z.string().nullable(),
  currency: z.string(), open: z.number().int(), amount: z.number().int(),
});
export const SUGGESTION_REASONS = ['bookingNo', 'invoiceNo', 'name', 'amount', 'combined', 'agency'] as const;
export const ZSuggestion = z.object({
  /** 0..1: how sure the match is (docs/decisions/banks.md says how it is counted). */
  confidence: z.number().min(0).max(1),
  reasons: z.array(z.enum(SUGGESTION_REASONS)),
  invoiceNo: z.string().nullable(),
  lines: z.array(ZSuggestionLine),
  /** A top-up of the agency's credit (reason agency; lines empty): confirm with `credit`. */
  credit: z.object({ agency: z.uuid(), agencyName: z.string(), amount: z.number().int() }).optional(),
});
export type TSuggestion = z.infer<typeof ZSuggestion>;

export const ZBankEntry = z.object({
  id: z.uuid(), bank: z.uuid(), date: ZDate, amount: z.number().int(), currency: z.string(),
  purpose: z.string(), counterparty: z.string().nullable(), iban: z.string().nullable(), reference: z.string().nullable(),
  status: z.enum(['open', 'matched', 'ignored', 'temporary']), source: z.string(), booking: z.uuid().nullable(),
  /** What is not yet assigned to a payment, fee or difference. */
  rest: z.number().int(),
  matches: z.array(ZBankMatch),
  suggestions: z.array(ZSuggestion).optional(),
});
export type TBankEntry = z.infer<typeof ZBankEntry>;

export const ZBankEntryPage = z.object({ data: z.array(ZBankEntry), total: z.number().int(), page: z.number().int(), size: z.number().int() });

const ZPage = { page: z.coerce.number().int().min(1).default(1), size: z.coerce.number().int().min(0).max(500).default(25) };
export const ZBankEntriesQuery = z.object({
  from: ZDate.optional(), to: ZDate.optional(), status: z.enum(['open', 'matched', 'ignored', 'temporary']).optional(), ...ZPage,
});
export const ZBankEntryListQuery = z.object({ bank: z.uuid().optional(), ...ZPage });

/** POST /api/banks/wise/collect/{id}: the days to collect (default: the last 30 days up to today). */
export const ZWiseCollectQuery = z.object({ from: ZDate.optional(), to: ZDate.optional() })
  .refine((q) => !q.from || !q.to || q.to >= q.from, { path: ['to'], message: 'to must not be before from' });

export const ZBankEntriesDeleteQuery = z.object({ from: ZDate.optional(), to: ZDate.optional() });
export const ZBankEntriesDeleted = z.object({ deleted: z.number().int(), kept: z.number().int() });

export const ZBalanceQuery = z.object({
  from: ZDate, to: ZDate, groupBy: z.enum(['day', 'week', 'month']).default('month'), bank: z.uuid().optional(),
}).refine((q) => q.to >= q.from, { path: ['to'], message: 'to must not be before from' });
export const ZBalance = z.object({
  from: ZDate, to: ZDate, groupBy: z.enum(['day', 'week', 'month']),
  banks: z.array(z.object({
    bank: z.object({ id: z.uuid(), name: z.string(), currency: z.string() }),
    /** Opening balance plus every entry before `from` (ignored entries do not count). */
    opening: z.number().int(),
    /** The balance at the end of each period that has entries, oldest first. */
    periods: z.array(z.object({ period: ZDate, balance: z.number().int() })),
    closing: z.number().int(),
    /** Entries of the range still waiting for a decision (status temporary). */
    temporary: z.number().int(),
  })),
});

const ZLine = z.object({ booking: z.uuid(), amount: ZAmount.refine((n) => n !== 0, 'not 0').optional() });
/** Confirm a match: the entry (or part of it) pays one booking, or several (`lines`). */
export const ZBankEntryPayment = z.object({
  booking: z.uuid().optional(),
  /** Of the entry, minor units of its currency; default: what is left of the entry. */
  amount: ZAmount.refine((n) => n !== 0, 'not 0').optional(),
  lines: z.array(ZLine).min(1).max(20).optional(),
  /** Booking currency per one unit of the entry's currency, when the two differ (a decimal text). */
  rate: z.string().regex(/^\d{1,9}(\.\d{1,10})?$/).optional(),
  /** Where the rate comes from (kept on the match): the bank's, a daily reference rate, or typed. */
  rateType: z.enum(['bank', 'reference', 'manual']).optional(),
  /** Settle the booking: the payment is the booking's whole open amount and the difference to
   *  the entry's amount is its own line, a bank fee or a currency difference. */
  rt: z.enum(['fee', 'currency']).optional(),
  /** Instead of bookings: the entry (or `amount` of it) tops up a credit, an existing one (`id`)
   *  or a new one of the agency or customer, in the entry's currency (money in only). */
  credit: z.object({ id: z.uuid().optional(), agency: z.uuid().optional(), customer: z.uuid().optional() })
    .refine((c) => (c.id ? 1 : 0) + (c.agency ? 1 : 0) + (c.customer ? 1 : 0) === 1, { message: 'give id, agency or customer', path: ['id'] }).optional(),
}).refine((b) => (b.booking ? 1 : 0) + (b.lines ? 1 : 0) + (b.credit ? 1 : 0) === 1, { message: 'give booking, lines or credit', path: ['booking'] })
  .refine((b) => !(b.credit && (b.rate || b.rt)), { message: 'a credit top-up is in the entry\'s currency, without rate or fee line', path: ['credit'] })
  .refine((b) => !(b.rt && b.lines && b.lines.length > 1), { message: 'a fee or difference line settles one booking', path: ['rt'] });
export type TBankEntryPayment = z.infer<typeof ZBankEntryPayment>;
