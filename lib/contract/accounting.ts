// Accounting (issue 37 item 3): what the Xero calls answer (upstream/modules/accounting).
import { z } from 'zod';

export const ACCOUNTING_STATES = ['pending', 'synced', 'failed', 'voided'] as const;
/** 'allocation': a credit note allocated in Xero to the invoice it corrects (documentId: the credit note). */
export const ACCOUNTING_DOCUMENT_TYPES = ['invoice', 'creditNote', 'allocation', 'payment', 'refund'] as const;

/** One of our documents as sent (or to be sent) to Xero. */
export const ZAccountingDocument = z.object({
  id: z.uuid(),
  documentType: z.enum(ACCOUNTING_DOCUMENT_TYPES),
  documentId: z.uuid(),
  /** Our number (invoices, credit notes) or the payment's reference. */
  label: z.string(),
  /** Minor units, as our document states it (a refund negative); an allocation: what was allocated
   *  (once synced; 0 when the invoice owed nothing more in Xero), before that the credit note's amount. */
  amount: z.number().int(),
  currency: z.string(),
  state: z.enum(ACCOUNTING_STATES),
  /** Xero's id of the document once it has one. */
  externalId: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** A pending document that waits for another to be synced first. */
  waitingFor: z.enum(['invoice', 'creditNote', 'payment']).nullable(),
  /** When the next automatic try is due (a failed document). */
  retryAt: z.string().nullable(),
  syncedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** What PUT and DELETE recorded: [{ at, by, action, result }]. */
  history: z.array(z.object({ at: z.string(), by: z.string().nullable(), action: z.string(), result: z.string() })),
});
export type TAccountingDocument = z.infer<typeof ZAccountingDocument>;

export const ZXeroInvoiceState = z.object({
  invoice: z.object({ id: z.uuid(), number: z.string(), kind: z.enum(['invoice', 'credit_note']), bookingId: z.uuid() }),
  /** An active Xero connection with its client id and secret. */
  connected: z.boolean(),
  /** This invoice's own document; null when it was issued while no Xero connection was active. */
  document: ZAccountingDocument.nullable(),
  /** Its credit notes and the booking's payments and refunds, in the order they are sent. */
  related: z.array(ZAccountingDocument),
});
export type TXeroInvoiceState = z.infer<typeof ZXeroInvoiceState>;

export const ZXeroStatus = z.object({
  connection: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** The connection exists but cannot be used (no client id and secret). */
  problem: z.string().nullable(),
  counts: z.object({ pending: z.number().int(), synced: z.number().int(), failed: z.number().int(), voided: z.number().int() }),
  lastSyncedAt: z.string().nullable(),
  /** The newest failure still standing. */
  lastError: z.object({ at: z.string(), message: z.string(), label: z.string() }).nullable(),
});
export type TXeroStatus = z.infer<typeof ZXeroStatus>;

/** One invoice's own document state for lists (/finance/invoices): 'none' when it has none. */
export const ZXeroListItem = z.object({
  invoiceId: z.uuid(),
  state: z.enum([...ACCOUNTING_STATES, 'none']),
  waitingFor: z.enum(['invoice', 'creditNote', 'payment']).nullable(),
  lastError: z.string().nullable(),
});
export const ZXeroListStates = z.object({
  /** An active Xero connection with its client id and secret. */
  connected: z.boolean(),
  /** Only the asked invoices the caller may read, in the order asked. */
  items: z.array(ZXeroListItem),
});
export type TXeroListStates = z.infer<typeof ZXeroListStates>;
