// What staff do to one invoice's document in Xero (the /api/plugins/xero/invoice/{id} calls):
// - send (POST): the invoice's document and the booking's related ones are sent now, failed ones
//   too whatever their back-off; documents of the booking made while no connection was active
//   (the invoice, its credit notes, payments, refunds) get theirs here. Synced ones are left alone.
// - recheck (PUT): our invoices never change once issued, so PUT does not change the invoice; it
//   compares Xero's copy with ours and, when Xero's copy differs and may still be changed, sends
//   ours again over it (updateInvoice / updateCreditNote); voided in Xero marks ours 'voided'.
//   Each PUT is recorded in meta.history (who, when, what it found).
// - void (DELETE): voids the document in Xero (Status VOIDED) and marks it 'voided'; one never
//   sent is marked 'voided' and never sent. Xero refuses to void a document with payments (409).
import { and, eq, sql } from 'drizzle-orm';
import { CreditNote, Invoice } from 'xero-node';
import type { Db } from '../../db/client';
import { accountingDocuments, invoices, payments } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { xeroConnection, XERO } from './connection';
import { addAllocation, addDocument, paymentKind, type TDocumentRow } from './documents';
import { invoiceBody } from './payload';
import { syncDocuments } from './sync';
import { XeroCallError, xeroSession, type TXeroConfig } from './xero';

type TInvoiceRow = typeof invoices.$inferSelect;

async function config(db: Db): Promise<{ id: string; config: TXeroConfig }> {
  const c = await xeroConnection(db);
  if (!c) throw errors.conflict('ACCOUNTING_NOT_CONNECTED', 'No active Xero connection: add one on /plugins (system "xero").');
  if (!c.config) throw errors.conflict('ACCOUNTING_NOT_CONNECTED', c.problem ?? 'The Xero connection cannot be used.');
  return { id: c.id, config: c.config };
}

const docOf = async (db: Db, inv: TInvoiceRow): Promise<TDocumentRow | undefined> =>
  (await db.select().from(accountingDocuments).where(and(eq(accountingDocuments.system, XERO), eq(accountingDocuments.documentId, inv.id),
    eq(accountingDocuments.documentType, inv.kind === 'invoice' ? 'invoice' : 'creditNote'))))[0];

function asAppError(e: unknown): Error {
  if (!(e instanceof XeroCallError)) return e instanceof Error ? e : new Error(String(e));
  return e.refused ? errors.conflict('ACCOUNTING_REFUSED', e.message) : errors.badGateway('ACCOUNTING_UNREACHABLE', e.message);
}

async function record(db: Db, id: string, entry: { at: Date; by: TPrincipal; action: string; result: string }, set: Partial<typeof accountingDocuments.$inferInsert> = {}) {
  const item = { at: entry.at.toISOString(), by: entry.by.name ?? entry.by.userId ?? null, action: entry.action, result: entry.result };
  await db.update(accountingDocuments).set({
    ...set, updatedAt: entry.at,
    meta: sql`jsonb_set(${accountingDocuments.meta}, '{history}', coalesce(${accountingDocuments.meta}->'history', '[]'::jsonb) || ${JSON.stringify([item])}::jsonb)`,
  }).where(eq(accountingDocuments.id, id));
}

/** The booking's invoices, credit notes, payments and refunds made while no connection was
 *  active get their rows now (the unique index keeps the ones that have one). */
async function backfill(db: Db, bookingId: string, connectionId: string): Promise<void> {
  for (const i of await db.select({ id: invoices.id, kind: invoices.kind }).from(invoices).where(eq(invoices.bookingId, bookingId))) {
    await addDocument(db, { documentType: i.kind === 'invoice' ? 'invoice' : 'creditNote', documentId: i.id, bookingId }, connectionId);
    if (i.kind === 'credit_note') await addAllocation(db, i.id, bookingId, connectionId);
  }
  for (const p of await db.select().from(payments).where(eq(payments.booking, bookingId))) {
    const kind = paymentKind(p);
    if (kind) await addDocument(db, { documentType: kind, documentId: p.id, bookingId }, connectionId);
  }
}

export async function sendNow(db: Db, inv: TInvoiceRow): Promise<void> {
  const c = await config(db);
  await backfill(db, inv.bookingId, c.id);
  try {
    await syncDocuments(db, { bookingId: inv.bookingId, force: true });
  } catch (e) {
    throw asAppError(e);
  }
}

export async function recheck(db: Db, p: TPrincipal, inv: TInvoiceRow, at: Date): Promise<void> {
  const c = await config(db);
  const doc = await docOf(db, inv);
  if (!doc || doc.state !== 'synced' || !doc.externalId) throw errors.conflict('ACCOUNTING_NOT_SENT', `${inv.number} is not in Xero (${doc?.state ?? 'never sent'}); send it first (POST).`);
  try {
    const x = await xeroSession(c.config);
    const ours = await invoiceBody(db, inv, c.config);
    if (inv.kind === 'invoice') {
      const theirs = await x.getInvoice(doc.externalId);
      const status = String(theirs?.status ?? 'DELETED');
      if (status === 'VOIDED' || status === 'DELETED') return record(db, doc.id, { at, by: p, action: 'recheck', result: `voided in Xero (${status})` }, { state: 'voided' });
      const expected = (ours.lineItems ?? []).reduce((s, l) => s + (l.lineAmount ?? 0) + (l.taxAmount ?? 0), 0);
      if (Math.abs(Number(theirs?.total ?? 0) - expected) < 0.005 && theirs?.invoiceNumber === inv.number) return record(db, doc.id, { at, by: p, action: 'recheck', result: 'unchanged' });
      await x.updateInvoice(doc.externalId, { ...(ours as Invoice), invoiceID: doc.externalId }, `tourbook-${doc.id}-put-${at.getTime()}`);
    } else {
      await x.updateCreditNote(doc.externalId, { ...(ours as CreditNote), creditNoteID: doc.externalId }, `tourbook-${doc.id}-put-${at.getTime()}`);
    }
    await record(db, doc.id, { at, by: p, action: 'recheck', result: 'sent again' });
  } catch (e) {
    if (e instanceof XeroCallError) await record(db, doc.id, { at, by: p, action: 'recheck', result: e.message });
    throw asAppError(e);
  }
}

export async function voidDocument(db: Db, p: TPrincipal, inv: TInvoiceRow, at: Date): Promise<void> {
  const doc = await docOf(db, inv);
  if (!doc) throw errors.conflict('ACCOUNTING_NOT_SENT', `${inv.number} has no Xero document.`);
  if (doc.state === 'voided') return;
  if (doc.state !== 'synced' || !doc.externalId) {
    // Never reached Xero: it never will. Claimed right now by a send? Then it is left to finish.
    const [gone] = await db.update(accountingDocuments).set({ state: 'voided', updatedAt: at })
      .where(and(eq(accountingDocuments.id, doc.id), sql`${accountingDocuments.state} IN ('pending', 'failed')`, sql`${accountingDocuments.meta}->>'sendingAt' IS NULL`)).returning();
    if (!gone) throw errors.conflict('ACCOUNTING_NOT_SENT', `${inv.number} is being sent right now; try again in a moment.`);
    return record(db, doc.id, { at, by: p, action: 'void', result: 'voided before it was sent' });
  }
  const c = await config(db);
  try {
    const x = await xeroSession(c.config);
    const key = `tourbook-${doc.id}-void-${at.getTime()}`;
    if (inv.kind === 'invoice') await x.updateInvoice(doc.externalId, { invoiceID: doc.externalId, status: Invoice.StatusEnum.VOIDED }, key);
    else await x.updateCreditNote(doc.externalId, { creditNoteID: doc.externalId, status: CreditNote.StatusEnum.VOIDED }, key);
  } catch (e) {
    if (e instanceof XeroCallError) await record(db, doc.id, { at, by: p, action: 'void', result: e.message });
    throw asAppError(e);
  }
  await record(db, doc.id, { at, by: p, action: 'void', result: 'voided in Xero' }, { state: 'voided' });
}
