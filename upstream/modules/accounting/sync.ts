// Sends the due documents to Xero in order (oldest first; within one moment an invoice, then
// credit notes, payments, refunds), each at most once:
// - due: 'pending', or 'failed' whose back-off ran out (retryAt) and attempts below MAX_ATTEMPTS;
// - a document that waits for another (payload.ts) stays 'pending' with meta.waitingFor, and is
//   looked at again once a document of its booking was synced or voided after it;
// - it is claimed first (attempts + 1 and meta.sendingAt, only while still pending or failed and
//   not claimed in the last 5 minutes), so two runs side by side never both send it;
// - Xero's Idempotency-Key is the document's id and its key round: a send repeated after a lost
//   answer gets Xero's first answer back; after Xero refused it (4xx) the next try uses a new round;
// - success: 'synced' with Xero's id; failure: 'failed' with Xero's words and retryAt =
//   now + 30 s · 2^(attempts-1), at most 1 h. The job (jobs.ts) runs this every minute.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { now as clockNow } from '../../clock';
import type { Db } from '../../db/client';
import { accountingDocuments } from '../../db/schema';
import { xeroConnection, XERO } from './connection';
import { RANK_SQL as rank, type TDocumentRow } from './documents';
import { payloadOf, type TPayload } from './payload';
import { XeroCallError, xeroSession, type TXeroConfig, type TXeroSession } from './xero';

export const MAX_ATTEMPTS = 8;
const CLAIM_MS = 5 * 60_000;

export const backoffSeconds = (attempts: number) => Math.min(30 * 2 ** Math.max(attempts - 1, 0), 3600);

type TOutcome = 'synced' | 'waiting' | 'failed' | 'skipped';
export type TSyncResult = { synced: number; failed: number; waiting: number; skipped: number };


function dueCondition(at: Date, force: boolean): SQL {
  if (force) return sql`${accountingDocuments.state} IN ('pending', 'failed')`;
  // A waiting document is looked at again only when its booking has another document to send,
  // or one that was synced or voided since it last waited (else thousands of deposits waiting for
  // their invoices would be read every minute and crowd the newer documents out of the run).
  return sql`((${accountingDocuments.state} = 'pending' AND (${accountingDocuments.meta}->>'waitingFor' IS NULL
      OR EXISTS (SELECT 1 FROM accounting_documents o WHERE o.booking_id = ${accountingDocuments.bookingId} AND o.id <> ${accountingDocuments.id}
        AND ((o.state IN ('synced', 'voided') AND o.updated_at >= ${accountingDocuments.updatedAt})
          OR (o.state IN ('pending', 'failed') AND o.meta->>'waitingFor' IS NULL)))))
    OR (${accountingDocuments.state} = 'failed' AND ${accountingDocuments.attempts} < ${MAX_ATTEMPTS}
      AND coalesce((${accountingDocuments.meta}->>'retryAt')::timestamptz <= ${at.toISOString()}::timestamptz, true)))`;
}

const withoutClaim = sql`${accountingDocuments.meta} - 'sendingAt' - 'waitingFor' - 'retryAt'`;

async function sendOne(db: Db, x: TXeroSession, cfg: TXeroConfig, doc: TDocumentRow, at: Date): Promise<TOutcome> {
  const payload = await payloadOf(db, doc, cfg);
  if (payload.kind === 'gone') {
    await db.update(accountingDocuments).set({ state: 'failed', lastError: 'Our document no longer exists.', attempts: MAX_ATTEMPTS, updatedAt: at }).where(eq(accountingDocuments.id, doc.id));
    return 'failed';
  }
  if (payload.kind === 'dropped') {
    // Nothing to allocate any more: never sent, and it says why.
    await db.update(accountingDocuments).set({ state: 'voided', updatedAt: at, meta: sql`${withoutClaim} || ${JSON.stringify({ droppedBecause: payload.reason })}::jsonb` })
      .where(eq(accountingDocuments.id, doc.id));
    return 'skipped';
  }
  if (payload.kind === 'waiting') {
    // updatedAt marks when it last waited (dueCondition looks again only after a newer sync).
    await db.update(accountingDocuments).set({ meta: sql`${accountingDocuments.meta} || ${JSON.stringify({ waitingFor: payload.waitingFor })}::jsonb`, updatedAt: at })
      .where(eq(accountingDocuments.id, doc.id));
    return 'waiting';
  }
  const [claimed] = await db.update(accountingDocuments)
    .set({ attempts: sql`${accountingDocuments.attempts} + 1`, meta: sql`${accountingDocuments.meta} || ${JSON.stringify({ sendingAt: at.toISOString() })}::jsonb`, updatedAt: at })
    .where(and(eq(accountingDocuments.id, doc.id), inArray(accountingDocuments.state, ['pending', 'failed']),
      sql`coalesce((${accountingDocuments.meta}->>'sendingAt')::timestamptz < ${new Date(at.getTime() - CLAIM_MS).toISOString()}::timestamptz, true)`))
    .returning();
  if (!claimed) return 'skipped';
  const round = Number(claimed.meta.keyRound ?? 0);
  const key = `tourbook-${doc.id}-${round}`;
  try {
    if (payload.kind === 'allocation') return await allocate(db, x, doc.id, payload, key, at);
    const externalId = payload.kind === 'invoice' ? (await x.createInvoice(payload.body, key)).invoiceID
      : payload.kind === 'creditNote' ? (await x.createCreditNote(payload.body, key)).creditNoteID
        : payload.kind === 'payment' ? (await x.createPayment(payload.body, key)).paymentID
          : (await x.createBankTransaction(payload.body, key)).bankTransactionID;
    if (!externalId) throw new XeroCallError(0, 'Xero answered without the document\'s id');
    await db.update(accountingDocuments).set({
      state: 'synced', externalId, syncedAt: at, lastError: null, updatedAt: at,
      meta: sql`${withoutClaim} || ${JSON.stringify({ sentAs: payload.kind })}::jsonb`,
    }).where(eq(accountingDocuments.id, doc.id));
    return 'synced';
  } catch (err) {
    const e = err instanceof XeroCallError ? err : new XeroCallError(0, err instanceof Error ? err.message : String(err));
    const retryAt = new Date(at.getTime() + backoffSeconds(claimed.attempts) * 1000).toISOString();
    await db.update(accountingDocuments).set({
      state: 'failed', lastError: e.message, updatedAt: at,
      meta: sql`${withoutClaim} || ${JSON.stringify({ retryAt, keyRound: e.refused ? round + 1 : round, lastStatus: e.status })}::jsonb`,
    }).where(eq(accountingDocuments.id, doc.id));
    return 'failed';
  }
}

/** A credit note's credit applied to its invoice, as much as Xero allows at this moment: not more
 *  than the credit note (ours), its remaining credit and the invoice's amount due in Xero (a refund
 *  out of the credit note or payments on the invoice may have used some). Nothing left to apply:
 *  synced with 0 allocated and no Xero id (the credit stays open in Xero for a refund). */
async function allocate(db: Db, x: TXeroSession, id: string, p: Extract<TPayload, { kind: 'allocation' }>, key: string, at: Date): Promise<TOutcome> {
  const [inv, cn] = await Promise.all([x.getInvoice(p.invoiceId), x.getCreditNote(p.creditNoteId)]);
  if (!inv || !cn) throw new XeroCallError(404, `Xero 404: the ${inv ? 'credit note' : 'invoice'} is no longer in Xero`);
  const amount = Math.min(p.most, Number(inv.amountDue ?? 0), Number(cn.remainingCredit ?? 0));
  const decimals = new Intl.NumberFormat('en', { style: 'currency', currency: p.currency }).resolvedOptions().maximumFractionDigits ?? 2;
  let externalId: string | null = null;
  if (amount > 0) {
    const done = await x.allocateCreditNote(p.creditNoteId, { invoice: { invoiceID: p.invoiceId }, amount, date: p.date ?? at.toISOString().slice(0, 10) }, key);
    externalId = done.allocationID ?? `${p.creditNoteId}:${p.invoiceId}`;
  }
  await db.update(accountingDocuments).set({
    state: 'synced', externalId, syncedAt: at, lastError: null, updatedAt: at,
    meta: sql`${withoutClaim} || ${JSON.stringify({ sentAs: 'allocation', allocated: Math.round(Math.max(amount, 0) * 10 ** decimals) })}::jsonb`,
  }).where(eq(accountingDocuments.id, id));
  return 'synced';
}

/** Sends what is due (of one booking when given; force: failed ones now, whatever their back-off). */
export async function syncDocuments(db: Db, opts: { bookingId?: string; force?: boolean } = {}): Promise<TSyncResult> {
  const result: TSyncResult = { synced: 0, failed: 0, waiting: 0, skipped: 0 };
  const at = clockNow();
  const due = await db.select().from(accountingDocuments)
    .where(and(eq(accountingDocuments.system, XERO), dueCondition(at, !!opts.force), opts.bookingId ? eq(accountingDocuments.bookingId, opts.bookingId) : undefined))
    .orderBy(asc(accountingDocuments.createdAt), rank, asc(accountingDocuments.id)).limit(500);
  if (due.length === 0) return result;
  const connection = await xeroConnection(db);
  if (!connection?.config) return { ...result, skipped: due.length };
  let session: TXeroSession;
  try {
    session = await xeroSession(connection.config);
  } catch (err) {
    // No token: the due documents keep their state and attempts and show why; the job retries.
    const message = err instanceof Error ? err.message : String(err);
    await db.update(accountingDocuments).set({ lastError: message.slice(0, 1000), updatedAt: at })
      .where(inArray(accountingDocuments.id, due.map((d) => d.id)));
    throw err instanceof Error ? err : new Error(message);
  }
  // Passes in order; a document that waited (a payment recorded before its invoice) is tried
  // again in the next pass once something was synced, so one run sends all it can.
  let waiting = due;
  for (let pass = 0; pass < 4 && waiting.length; pass += 1) {
    const again: TDocumentRow[] = [];
    let progress = false;
    for (const doc of waiting) {
      const [fresh] = await db.select().from(accountingDocuments).where(eq(accountingDocuments.id, doc.id));
      if (!fresh || (fresh.state !== 'pending' && fresh.state !== 'failed')) { result.skipped += 1; continue; }
      const outcome = await sendOne(db, session, connection.config, fresh, at);
      if (outcome === 'waiting') again.push(fresh);
      else { result[outcome] += 1; progress ||= outcome === 'synced'; }
    }
    waiting = progress ? again : [];
    if (!progress) result.waiting += again.length;
  }
  return result;
}
