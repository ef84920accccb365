// An invoice or a credit note was issued (issue-invoice.ts, credit-note.ts, in the caller's
// transaction): modules that follow documents register here without the invoices module importing
// them (the accounting module sends each to Xero once, accounting/documents.ts). A hook must not
// write the invoices tables.
import type { Tx } from '../../db/client';

export type TIssuedDocument = { id: string; kind: 'invoice' | 'credit_note'; bookingId: string | null };
export type TIssueHook = (tx: Tx, doc: TIssuedDocument) => Promise<void>;
const hooks = new Set<TIssueHook>();

export const invoiceIssueHooks = {
  onIssued(fn: TIssueHook) { hooks.add(fn); },
};

export async function runIssueHooks(tx: Tx, doc: TIssuedDocument): Promise<void> {
  for (const h of hooks) await h(tx, doc);
}
