// What the Xero calls answer: one invoice's document with its related ones, and the connection's
// state for /plugins. Labels and amounts come from our own records (invoices, payments).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TAccountingDocument, TXeroInvoiceState, TXeroListStates, TXeroStatus } from '../../../lib/contract/accounting';
import type { Db } from '../../db/client';
import { accountingDocuments, bookings, invoices, payments } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { mayAccess } from '../bookings/access';
import { xeroConnection, XERO } from './connection';
import { documentsOfBooking, type TDocumentRow } from './documents';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function documentViews(db: Db, rows: TDocumentRow[]): Promise<TAccountingDocument[]> {
  const invIds = rows.filter((r) => r.documentType === 'invoice' || r.documentType === 'creditNote' || r.documentType === 'allocation').map((r) => r.documentId);
  const payIds = rows.filter((r) => r.documentType === 'payment' || r.documentType === 'refund').map((r) => r.documentId);
  const invs = invIds.length ? await db.select({ id: invoices.id, label: invoices.number, amount: invoices.total, currency: invoices.currency }).from(invoices).where(inArray(invoices.id, invIds)) : [];
  const pays = payIds.length ? await db.select({ id: payments.id, label: payments.reference, amount: payments.amount, currency: payments.currency }).from(payments).where(inArray(payments.id, payIds)) : [];
  const of = new Map([...invs, ...pays].map((x) => [x.id, x]));
  return rows.map((r) => {
    const doc = of.get(r.documentId);
    const meta = r.meta as { waitingFor?: 'invoice' | 'creditNote' | 'payment'; retryAt?: string; history?: TAccountingDocument['history']; allocated?: number };
    // An allocation: what was allocated once done, else what the credit note could cover at most.
    const amount = r.documentType === 'allocation' ? meta.allocated ?? Math.abs(doc?.amount ?? 0) : doc?.amount ?? 0;
    return {
      id: r.id, documentType: r.documentType as TAccountingDocument['documentType'], documentId: r.documentId,
      label: doc?.label ?? '', amount, currency: doc?.currency ?? '',
      state: r.state as TAccountingDocument['state'], externalId: r.externalId, attempts: r.attempts, lastError: r.lastError,
      waitingFor: r.state === 'pending' ? meta.waitingFor ?? null : null, retryAt: r.state === 'failed' ? meta.retryAt ?? null : null,
      syncedAt: iso(r.syncedAt), updatedAt: iso(r.updatedAt)!, history: meta.history ?? [],
    };
  });
}

export async function invoiceState(db: Db, inv: { id: string; number: string; kind: string; bookingId: string }): Promise<TXeroInvoiceState> {
  const docs = await documentsOfBooking(db, inv.bookingId);
  const credits = inv.kind === 'invoice'
    ? new Set((await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.references, inv.id))).map((c) => c.id))
    : new Set<string>();
  const own = docs.find((d) => d.documentId === inv.id && (d.documentType === 'invoice' || d.documentType === 'creditNote')) ?? null;
  const related = docs.filter((d) => d !== own && (credits.has(d.documentId) || d.documentType === 'payment' || d.documentType === 'refund'
    || (d.documentType === 'allocation' && d.documentId === inv.id)));
  const connection = await xeroConnection(db);
  const [document, ...rest] = await documentViews(db, own ? [own, ...related] : related);
  return {
    invoice: { id: inv.id, number: inv.number, kind: inv.kind as 'invoice' | 'credit_note', bookingId: inv.bookingId },
    connected: !!connection?.config,
    document: own ? document : null,
    related: own ? rest : [document, ...rest].filter(Boolean),
  };
}

export async function xeroStatus(db: Db): Promise<TXeroStatus> {
  const connection = await xeroConnection(db);
  const counts = { pending: 0, synced: 0, failed: 0, voided: 0 };
  const rows = await db.select({ state: accountingDocuments.state, n: sql<number>`count(*)::int` }).from(accountingDocuments)
    .where(eq(accountingDocuments.system, XERO)).groupBy(accountingDocuments.state);
  for (const r of rows) if (r.state in counts) counts[r.state as keyof typeof counts] = Number(r.n);
  const [last] = await db.select({ at: sql<Date | null>`max(${accountingDocuments.syncedAt})` }).from(accountingDocuments).where(eq(accountingDocuments.system, XERO));
  const [err] = await db.select().from(accountingDocuments)
    .where(and(eq(accountingDocuments.system, XERO), sql`${accountingDocuments.lastError} IS NOT NULL`, inArray(accountingDocuments.state, ['failed', 'pending'])))
    .orderBy(desc(accountingDocuments.updatedAt)).limit(1);
  const [errView] = err ? await documentViews(db, [err]) : [];
  const lastAt = last?.at ? new Date(last.at) : null;
  return {
    connection: connection ? { id: connection.id, name: connection.name } : null,
    problem: connection?.problem ?? null,
    counts,
    lastSyncedAt: iso(lastAt),
    lastError: err ? { at: err.updatedAt.toISOString(), message: err.lastError ?? '', label: errView?.label ?? '' } : null,
  };
}

/** The own document state of many invoices at once (the /finance/invoices list: one call, not one
 *  per row), only of invoices whose booking the caller may read; the others are left out. */
export async function listStates(db: Db, p: TPrincipal, ids: string[]): Promise<TXeroListStates> {
  const connection = await xeroConnection(db);
  if (!ids.length) return { connected: !!connection?.config, items: [] };
  const invs = await db.select({ id: invoices.id, kind: invoices.kind, agency: bookings.agency, customer: bookings.customer, resort: bookings.resort, vessel: bookings.vessel })
    .from(invoices).innerJoin(bookings, eq(bookings.id, invoices.bookingId)).where(inArray(invoices.id, ids));
  const seen = new Map(invs.filter((i) => mayAccess(p, i, 'read')).map((i) => [i.id, i]));
  const docs = seen.size ? await db.select().from(accountingDocuments)
    .where(and(eq(accountingDocuments.system, XERO), inArray(accountingDocuments.documentId, [...seen.keys()]), inArray(accountingDocuments.documentType, ['invoice', 'creditNote']))) : [];
  const byId = new Map(docs.map((d) => [d.documentId, d]));
  return {
    connected: !!connection?.config,
    items: ids.filter((id) => seen.has(id)).map((id) => {
      const d = byId.get(id);
      const meta = (d?.meta ?? {}) as { waitingFor?: 'invoice' | 'creditNote' | 'payment' };
      return {
        invoiceId: id, state: (d?.state ?? 'none') as TXeroListStates['items'][number]['state'],
        waitingFor: d?.state === 'pending' ? meta.waitingFor ?? null : null,
        lastError: d && (d.state === 'failed' || d.state === 'pending') ? d.lastError : null,
      };
    }),
  };
}
