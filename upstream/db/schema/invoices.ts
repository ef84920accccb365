// Invoices and credit notes (issue 16), owned by upstream/modules/invoices. Immutable documents:
// rows are inserted at issue and never updated or deleted; a credit note (kind credit_note,
// `references` = the invoice) corrects an invoice. Numbers are gapless per kind and year, taken
// from a counter row locked FOR UPDATE inside the issuing transaction (docs/decisions/invoices.md).
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './resources/bookings';

export type TInvoiceParty = {
  type: 'customer' | 'agency'; id: string | null; name: string; street?: string | null; zip?: string | null;
  city?: string | null; country?: string | null; email?: string | null; vatId?: string | null;
};
export type TInvoiceTaxRow = { rate: number; inclusive: boolean; net: number; tax: number; gross: number; name?: string };
export type TInvoicePaymentRef = { id: string; amount: number; paidAt: string | null; method: string; reference: string };

/** The last number issued per kind (invoice, credit_note) and year. */
export const invoiceCounters = pgTable('invoice_counters', {
  kind: text('kind').notNull(),
  year: integer('year').notNull(),
  value: integer('value').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.kind, t.year] })]);

export const invoices = pgTable('invoices', {
  id: uuid('id').primaryKey().defaultRandom(),
  number: text('number').notNull(),
  kind: text('kind', { enum: ['invoice', 'credit_note'] }).notNull(),
  year: integer('year').notNull(),
  seq: integer('seq').notNull(),
  bookingId: uuid('booking_id').notNull().references(() => bookings.id),
  /** For a credit note: the invoice it reverses. */
  references: uuid('references_invoice'),
  issueDate: date('issue_date', { mode: 'string' }).notNull(),
  dueDate: date('due_date', { mode: 'string' }).notNull(),
  serviceFrom: date('service_from', { mode: 'string' }),
  serviceTo: date('service_to', { mode: 'string' }),
  language: text('language').notNull(),
  currency: text('currency').notNull(),
  recipient: jsonb('recipient').$type<TInvoiceParty>().notNull(),
  /** The company's data (settings group company) as it was at issue. */
  company: jsonb('company').$type<Record<string, unknown>>().notNull(),
  taxBreakdown: jsonb('tax_breakdown').$type<TInvoiceTaxRow[]>().notNull(),
  /** Minor units; a credit note's are negative. */
  net: integer('net').notNull(),
  tax: integer('tax').notNull(),
  total: integer('total').notNull(),
  /** Payments of the booking already made at issue (listed on the invoice; no longer deletable). */
  payments: jsonb('payments').$type<TInvoicePaymentRef[]>().notNull().default([]),
  paidAmount: integer('paid_amount').notNull().default(0),
  amountDue: integer('amount_due').notNull(),
  /** The unguessable id of the public page /invoice/{token}. */
  publicToken: text('public_token').notNull(),
  /** What POST {id}/invoice/public asked for (the pay button comes with the online payment issue). */
  publicProvider: text('public_provider'),
  publicLevel: text('public_level'),
  reason: text('reason'),
  createdBy: uuid('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('invoices_number_uq').on(t.number),
  uniqueIndex('invoices_kind_year_seq_uq').on(t.kind, t.year, t.seq),
  uniqueIndex('invoices_public_token_uq').on(t.publicToken),
  // Credit notes of an invoice (several partial ones; their sum never exceeds the invoice, checked
  // under the invoice's row lock in credit-note.ts).
  index('invoices_references').on(t.references),
  index('invoices_booking').on(t.bookingId),
  index('invoices_issue_date').on(t.issueDate),
  check('invoices_reference_kind', sql`(${t.kind} = 'credit_note') = (${t.references} IS NOT NULL)`),
]);

export const invoiceLines = pgTable('invoice_lines', {
  id: uuid('id').primaryKey().defaultRandom(),
  invoiceId: uuid('invoice_id').notNull().references(() => invoices.id),
  position: integer('position').notNull(),
  /** The booking's calculation line it bills (null once that line is gone; the text stays). */
  bookingLineId: uuid('booking_line_id'),
  type: text('type').notNull(),
  text: text('text').notNull(),
  quantity: integer('quantity').notNull(),
  unitPrice: integer('unit_price').notNull(),
  amount: integer('amount').notNull(),
  taxRate: numeric('tax_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
}, (t) => [index('invoice_lines_invoice').on(t.invoiceId, t.position)]);
