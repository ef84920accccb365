// A credit note reverses one invoice in full (every line and amount negated, same recipient,
// tax breakdown and company data as the invoice), with its own gapless number. Issued by
// POST /api/invoices/{id}/creditNote (a change to an invoiced booking) and by a cancellation
// (hooks.ts), in the caller's transaction. An invoice has at most one credit note.
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoiceLines, invoices } from '../../db/schema';
import { errors } from '../../http/errors';
import { addDays, readCompany } from './issue-invoice';
import { formatInvoiceNumber, takeInvoiceSeq } from './numbering';

export async function issueCreditNote(tx: Db, opts: { invoiceId: string; reason: string; now: Date; userId: string | null }): Promise<string> {
  const [inv] = await tx.select().from(invoices).where(eq(invoices.id, opts.invoiceId)).for('update');
  if (!inv) throw errors.notFound('Invoice not found');
  if (inv.kind !== 'invoice') throw errors.conflict('NOT_AN_INVOICE', 'A credit note cannot be credited.');
  const [done] = await tx.select({ number: invoices.number }).from(invoices).where(eq(invoices.references, inv.id));
  if (done) throw errors.conflict('ALREADY_CREDITED', `Invoice ${inv.number} is already reversed by credit note ${done.number}.`);
  const company = await readCompany(tx);
  const issueDate = opts.now.toISOString().slice(0, 10);
  const year = Number(issueDate.slice(0, 4));
  const seq = await takeInvoiceSeq(tx, 'credit_note', year);
  const [cn] = await tx.insert(invoices).values({
    number: formatInvoiceNumber(company.creditNoteNumberFormat, year, seq), kind: 'credit_note', year, seq, bookingId: inv.bookingId,
    references: inv.id, issueDate, dueDate: addDays(issueDate, company.paymentDueDays), serviceFrom: inv.serviceFrom, serviceTo: inv.serviceTo,
    language: inv.language, currency: inv.currency, recipient: inv.recipient, company,
    taxBreakdown: inv.taxBreakdown.map((t) => ({ ...t, net: 0 - t.net, tax: 0 - t.tax, gross: 0 - t.gross })),
    net: 0 - inv.net, tax: 0 - inv.tax, total: 0 - inv.total, payments: [], paidAmount: 0, amountDue: 0 - inv.total,
    publicToken: randomBytes(24).toString('base64url'), reason: opts.reason, createdBy: opts.userId,
  }).returning({ id: invoices.id });
  const lines = await tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, inv.id)).orderBy(asc(invoiceLines.position));
  await tx.insert(invoiceLines).values(lines.map((l) => ({
    invoiceId: cn.id, position: l.position, bookingLineId: l.bookingLineId, type: l.type, text: l.text,
    quantity: l.quantity, unitPrice: 0 - l.unitPrice, amount: 0 - l.amount, taxRate: l.taxRate,
  })));
  return cn.id;
}
