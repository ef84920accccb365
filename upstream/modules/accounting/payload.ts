// What each document is in Xero, built from our own records at send time, and what it waits for:
// - an invoice: an ACCREC invoice, AUTHORISED, our number as InvoiceNumber, one line per tax
//   rate of its breakdown (net, tax) on the sales account, the booking number as Reference;
// - a credit note: an ACCRECCREDIT credit note, our number, the invoice's number as Reference;
//   it waits while its invoice's document is not synced yet;
// - an allocation: the credit note's credit applied to the invoice it corrects (Xero's PUT
//   CreditNotes/{id}/Allocations); it waits while either is not synced or a payment of the booking
//   is not sent yet (payments go against the invoice first), and is dropped ('voided')
//   when either was voided; the amount is settled at send time (sync.ts) against Xero's figures;
// - a payment: a Payment against the booking's newest synced invoice (the bank account); it waits
//   while the booking has no synced invoice or one of its invoices is not sent yet;
// - a refund: a Payment out of the booking's newest synced credit note when it has one (waiting
//   while one is not sent yet), else a SPEND bank transaction (money paid back that no credit
//   note states, e.g. a goodwill refund).
// Amounts are minor units here and Xero's decimals there (xeroAmount); ours stay integers.
import { eq } from 'drizzle-orm';
import { BankTransaction, CreditNote, Invoice, LineAmountTypes, type LineItem, type Payment } from 'xero-node';
import type { Db } from '../../db/client';
import { bookings, invoices, payments } from '../../db/schema';
import { documentsOfBooking, type TDocumentRow } from './documents';
import { xeroAmount, type TXeroConfig } from './xero';

export type TPayload =
  | { kind: 'invoice'; body: Invoice }
  | { kind: 'creditNote'; body: CreditNote }
  | { kind: 'payment'; body: Payment }
  | { kind: 'bankTransaction'; body: BankTransaction }
  | { kind: 'allocation'; creditNoteId: string; invoiceId: string; most: number; currency: string; date: string | undefined }
  | { kind: 'waiting'; waitingFor: 'invoice' | 'creditNote' | 'payment' }
  | { kind: 'dropped'; reason: string }
  | { kind: 'gone' };

const day = (d: Date | string | null | undefined) => (d ? (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10)) : undefined);

async function bookingLabel(db: Db, id: string | null): Promise<string> {
  if (!id) return '';
  const [b] = await db.select({ bookingNo: bookings.bookingNo, offerNo: bookings.offerNo, title: bookings.title }).from(bookings).where(eq(bookings.id, id));
  return b?.bookingNo ?? b?.offerNo ?? b?.title ?? '';
}

function lines(inv: typeof invoices.$inferSelect, cfg: TXeroConfig, sign: 1 | -1): LineItem[] {
  const rows = inv.taxBreakdown.length ? inv.taxBreakdown : [{ rate: 0, inclusive: false, net: inv.net, tax: inv.tax, gross: inv.total }];
  return rows.map((r) => ({
    description: `${inv.number}: ${r.name ?? 'Net'} ${r.rate} %`, quantity: 1,
    unitAmount: xeroAmount(sign * r.net, inv.currency), lineAmount: xeroAmount(sign * r.net, inv.currency),
    taxAmount: xeroAmount(sign * r.tax, inv.currency), accountCode: cfg.salesAccount,
  }));
}

/** The Xero document of an invoice row (also what PUT sends again). */
export async function invoiceBody(db: Db, inv: typeof invoices.$inferSelect, cfg: TXeroConfig): Promise<Invoice | CreditNote> {
  const reference = await bookingLabel(db, inv.bookingId);
  if (inv.kind === 'invoice') {
    return {
      type: Invoice.TypeEnum.ACCREC, contact: { name: inv.recipient.name }, invoiceNumber: inv.number, reference,
      date: inv.issueDate, dueDate: inv.dueDate ?? undefined, currencyCode: inv.currency as unknown as Invoice['currencyCode'],
      lineAmountTypes: LineAmountTypes.Exclusive, status: Invoice.StatusEnum.AUTHORISED, lineItems: lines(inv, cfg, 1),
    };
  }
  const [orig] = inv.references ? await db.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, inv.references)) : [];
  return {
    type: CreditNote.TypeEnum.ACCRECCREDIT, contact: { name: inv.recipient.name }, creditNoteNumber: inv.number,
    reference: orig?.number ?? reference, date: inv.issueDate, currencyCode: inv.currency as unknown as CreditNote['currencyCode'],
    lineAmountTypes: LineAmountTypes.Exclusive, status: CreditNote.StatusEnum.AUTHORISED, lineItems: lines(inv, cfg, -1),
  };
}

/** The newest synced document of `type` of the booking, or 'waiting' while one is not sent yet. */
function dependency(docs: TDocumentRow[], type: 'invoice' | 'creditNote'): TDocumentRow | 'waiting' | null {
  const of = docs.filter((d) => d.documentType === type && d.state !== 'voided');
  if (of.some((d) => d.state !== 'synced')) return 'waiting';
  return of.filter((d) => d.externalId).at(-1) ?? null;
}

async function allocationOf(db: Db, doc: TDocumentRow): Promise<TPayload> {
  const [cn] = await db.select().from(invoices).where(eq(invoices.id, doc.documentId));
  if (!cn?.references) return { kind: 'gone' };
  const docs = await documentsOfBooking(db, cn.bookingId);
  const cnDoc = docs.find((d) => d.documentType === 'creditNote' && d.documentId === cn.id);
  const invDoc = docs.find((d) => d.documentType === 'invoice' && d.documentId === cn.references);
  if (cnDoc?.state === 'voided' || invDoc?.state === 'voided') return { kind: 'dropped', reason: `the ${cnDoc?.state === 'voided' ? 'credit note' : 'invoice'} was voided` };
  if (!invDoc?.externalId || invDoc.state !== 'synced') return { kind: 'waiting', waitingFor: 'invoice' };
  if (!cnDoc?.externalId || cnDoc.state !== 'synced') return { kind: 'waiting', waitingFor: 'creditNote' };
  // The booking's payments go against the invoice first: allocated before them, the credit would
  // settle the invoice in Xero and Xero would then refuse the payments (and the credit note would
  // have nothing left for a refund).
  if (docs.some((d) => d.documentType === 'payment' && (d.state === 'pending' || d.state === 'failed'))) return { kind: 'waiting', waitingFor: 'payment' };
  return { kind: 'allocation', creditNoteId: cnDoc.externalId, invoiceId: invDoc.externalId, most: xeroAmount(Math.abs(cn.total), cn.currency), currency: cn.currency, date: day(cn.issueDate) };
}

export async function payloadOf(db: Db, doc: TDocumentRow, cfg: TXeroConfig): Promise<TPayload> {
  if (doc.documentType === 'allocation') return allocationOf(db, doc);
  if (doc.documentType === 'invoice' || doc.documentType === 'creditNote') {
    const [inv] = await db.select().from(invoices).where(eq(invoices.id, doc.documentId));
    if (!inv) return { kind: 'gone' };
    if (inv.kind === 'credit_note' && inv.references) {
      const [ofInvoice] = (await documentsOfBooking(db, inv.bookingId)).filter((d) => d.documentType === 'invoice' && d.documentId === inv.references);
      if (ofInvoice && ofInvoice.state !== 'synced' && ofInvoice.state !== 'voided') return { kind: 'waiting', waitingFor: 'invoice' };
    }
    const body = await invoiceBody(db, inv, cfg);
    return inv.kind === 'invoice' ? { kind: 'invoice', body: body as Invoice } : { kind: 'creditNote', body: body as CreditNote };
  }
  const [p] = await db.select().from(payments).where(eq(payments.id, doc.documentId));
  if (!p) return { kind: 'gone' };
  const docs = p.booking ? await documentsOfBooking(db, p.booking) : [];
  const amount = xeroAmount(Math.abs(p.amount), p.currency);
  const date = day(p.paidAt ?? p.createdAt);
  if (doc.documentType === 'payment') {
    const inv = dependency(docs, 'invoice');
    if (inv === 'waiting' || !inv) return { kind: 'waiting', waitingFor: 'invoice' };
    return { kind: 'payment', body: { invoice: { invoiceID: inv.externalId! }, account: { code: cfg.bankAccount }, date, amount, reference: p.reference } };
  }
  const cn = dependency(docs, 'creditNote');
  if (cn === 'waiting') return { kind: 'waiting', waitingFor: 'creditNote' };
  if (cn) return { kind: 'payment', body: { creditNote: { creditNoteID: cn.externalId! }, account: { code: cfg.bankAccount }, date, amount, reference: p.reference } };
  const [lastInvoice] = p.booking ? await db.select({ recipient: invoices.recipient }).from(invoices).where(eq(invoices.bookingId, p.booking)).orderBy(invoices.createdAt).limit(1) : [];
  const label = await bookingLabel(db, p.booking);
  return {
    kind: 'bankTransaction',
    body: {
      type: BankTransaction.TypeEnum.SPEND, contact: { name: lastInvoice?.recipient.name || label || 'Guest' }, bankAccount: { code: cfg.bankAccount },
      date, reference: p.reference, currencyCode: p.currency as unknown as BankTransaction['currencyCode'], lineAmountTypes: LineAmountTypes.NoTax,
      lineItems: [{ description: `Refund ${label}`.trim(), quantity: 1, unitAmount: amount, lineAmount: amount, accountCode: cfg.salesAccount }],
    },
  };
}
