// Every document once: an invoice or a credit note as it is issued (invoices' issue hook), a
// payment or a refund as it is recorded (bookings' payment hook) becomes one accounting_documents
// row 'pending', in the same transaction, while a Xero connection is active (the unique index
// (system, type, document) makes a second row impossible). Not followed: payments still pending or
// failed (not money yet) and moves of paid money between bookings (method 'credit': no money came
// in or went out). The job (sync.ts) sends them.
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { accountingDocuments, invoices, payments, systemConnections } from '../../db/schema';
import { paymentHooks } from '../bookings';
import { invoiceIssueHooks } from '../invoices';
import { XERO } from './connection';

/** 'allocation': a credit note allocated to the invoice it corrects (its documentId is the credit
 *  note's id, so the unique index keeps it to one). */
export type TDocumentType = 'invoice' | 'creditNote' | 'allocation' | 'payment' | 'refund';

async function activeConnection(tx: Db): Promise<string | null> {
  const [row] = await tx.select({ id: systemConnections.id }).from(systemConnections)
    .where(and(eq(systemConnections.system, XERO), eq(systemConnections.isActive, true))).limit(1);
  return row?.id ?? null;
}

export async function addDocument(tx: Db, doc: { documentType: TDocumentType; documentId: string; bookingId: string | null }, connectionId: string): Promise<void> {
  await tx.insert(accountingDocuments).values({ system: XERO, ...doc, state: 'pending', meta: { connectionId } })
    .onConflictDoNothing();
}

/** A credit note that corrects an invoice is allocated to it in Xero, after both are there. */
export async function addAllocation(tx: Db, creditNoteId: string, bookingId: string | null, connectionId: string): Promise<void> {
  const [cn] = await tx.select({ references: invoices.references }).from(invoices).where(eq(invoices.id, creditNoteId));
  if (cn?.references) await addDocument(tx, { documentType: 'allocation', documentId: creditNoteId, bookingId }, connectionId);
}

/** What a payment row is to the books: a payment, a refund, or nothing to send. */
export function paymentKind(p: Pick<typeof payments.$inferSelect, 'amount' | 'status' | 'method'>): 'payment' | 'refund' | null {
  if (p.method === 'credit') return null;
  if (p.status === 'paid' && p.amount > 0) return 'payment';
  if (p.status === 'refunded' && p.amount < 0) return 'refund';
  return null;
}

let registered = false;
export function registerAccountingHooks(): void {
  if (registered) return;
  registered = true;
  invoiceIssueHooks.onIssued(async (tx: Tx, doc) => {
    const connection = await activeConnection(tx);
    if (!connection) return;
    await addDocument(tx, { documentType: doc.kind === 'invoice' ? 'invoice' : 'creditNote', documentId: doc.id, bookingId: doc.bookingId }, connection);
    if (doc.kind === 'credit_note') await addAllocation(tx, doc.id, doc.bookingId, connection);
  });
  paymentHooks.onRecorded(async (tx: Tx, payment) => {
    const kind = paymentKind(payment);
    if (!kind) return;
    const connection = await activeConnection(tx);
    if (connection) await addDocument(tx, { documentType: kind, documentId: payment.id, bookingId: payment.booking }, connection);
  });
}

/** Within one moment: an invoice, its credit notes, their allocations, payments, refunds. */
export const RANK_SQL = sql`CASE ${accountingDocuments.documentType} WHEN 'invoice' THEN 0 WHEN 'creditNote' THEN 1 WHEN 'allocation' THEN 2 WHEN 'payment' THEN 3 ELSE 4 END`;

/** The documents of one booking, oldest first (the invoice before its payments). */
export async function documentsOfBooking(db: Db, bookingId: string) {
  return db.select().from(accountingDocuments).where(and(eq(accountingDocuments.system, XERO), eq(accountingDocuments.bookingId, bookingId)))
    .orderBy(accountingDocuments.createdAt, RANK_SQL, accountingDocuments.id);
}

export type TDocumentRow = typeof accountingDocuments.$inferSelect;
