// Xero Allocations (issue 37, accounting): a credit note is allocated to the invoice it corrects
// (PUT CreditNotes/{id}/Allocations through xero-node, against the local stand-in that checks the
// amounts as Xero does), after both documents are in Xero, once however often the job runs, retried
// like every document, for no more than the invoice still owes, and visible on both documents.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../upstream/clock';
import { upstreamEnv } from '../../upstream/env';
import { startJobQueue, type TJobQueue } from '../../upstream/jobs/queue';
import { ACCOUNTING_SYNC, accountingJobs } from '../../upstream/modules/accounting';
import { syncDocuments } from '../../upstream/modules/accounting/sync';
import { XeroCallError, xeroSession } from '../../upstream/modules/accounting/xero';
import type { TXeroInvoiceState } from '../../lib/contract/accounting';
import { apiFile } from '../helpers/api-file';
import { addDays, demo } from '../helpers/dates';
import { waitForJob } from '../helpers/jobs';
import { startXeroStandIn, type TXeroStandIn } from '../helpers/xero-stand-in';

const fx = apiFile({ users: ['agency'] });
let xero: TXeroStandIn;
let queue: TJobQueue;
let room: string;
let customer: string;

const json = async <T>(res: Response, status: number): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};
let offset = 0;
async function booking(): Promise<string> {
  const from = addDays(demo('2027-11-01'), offset);
  offset += 3;
  const body = { customer, language: 'en', rooms: [{ room, dateFrom: from, dateTo: addDays(demo('2027-11-01'), offset - 1), guests: [{ gender: 'u' }, { gender: 'u' }] }] };
  return (await json<{ id: string }>(await fx.api.call('POST', '/api/bookings', { token: fx.admin, body }), 201)).id;
}
type TDoc = { id: string; number: string; total: number };
const pay = async (id: string, amount: number) => json(await fx.api.call('POST', `/api/bookings/${id}/payment`, { token: fx.admin, body: { amount, method: 'transfer' } }), 200);
const issue = async (id: string) => json<TDoc>(await fx.api.call('POST', `/api/bookings/${id}/invoice`, { token: fx.admin, body: {} }), 201);
const credit = async (inv: TDoc) => json<TDoc>(await fx.api.call('POST', `/api/invoices/${inv.id}/creditNote`, { token: fx.admin, body: { reason: 'Cancelled' } }), 201);
const state = async (invoiceId: string) => json<TXeroInvoiceState>(await fx.api.call('GET', `/api/plugins/xero/invoice/${invoiceId}`, { token: fx.admin }), 200);
async function runJob(): Promise<void> {
  const job = await waitForJob(queue, ACCOUNTING_SYNC, await queue.send(ACCOUNTING_SYNC, {}));
  expect(job.state, JSON.stringify(job.output)).toBe('completed');
}
const allocationCalls = (cnXeroId: string) => xero.calls.filter((c) => c.method === 'PUT' && c.path === `/CreditNotes/${cnXeroId}/Allocations`);
const allocationOf = (s: TXeroInvoiceState) => [s.document, ...s.related].find((d) => d?.documentType === 'allocation');

beforeAll(async () => {
  xero = await startXeroStandIn({ 'client-a': 'secret-a' });
  upstreamEnv.XERO_API_URL = xero.apiUrl;
  upstreamEnv.XERO_IDENTITY_URL = xero.url;
  [{ id: room }] = await fx.rows<{ id: string }>(sql`SELECT r.id FROM rooms r JOIN room_types t ON t.id = r.room_type WHERE t.name ILIKE '%standard%' AND r.resort IS NOT NULL ORDER BY r.name LIMIT 1`);
  customer = (await json<{ id: string }>(await fx.api.call('POST', '/api/customers', { token: fx.admin, body: { fullName: 'Ada Lovelace', email: 'ada@example.com' } }), 200)).id;
  await json(await fx.api.call('POST', '/api/settings/group/company', { token: fx.admin, body: {
    name: 'Tauchbasis Nord GmbH', street: 'Strandweg 1', zip: '18055', city: 'Rostock', country: 'DE', vatId: 'DE123456789', invoiceNumberFormat: 'RE-{YYYY}-{NNNN}', paymentDueDays: 10,
  } }), 200);
  await json(await fx.api.call('POST', '/api/systemconnection', { token: fx.admin, body: { name: 'Xero', system: 'xero', settings: { clientId: 'client-a', clientSecret: 'secret-a' } } }), 200);
  queue = await startJobQueue({ handle: fx.api.handle, definitions: accountingJobs, schedule: false, pollingIntervalSeconds: 0.5 });
});
afterAll(async () => { setClock({ at: null }); await queue?.stop(); await xero?.close(); });

describe('a credit note allocated to its invoice', () => {
  it('after both documents, once, for the whole credit when nothing was paid; visible on both', async () => {
    const inv = await issue(await booking());
    const cn = await credit(inv);
    const before = await state(cn.id);
    expect(allocationOf(before)).toMatchObject({ state: 'pending', label: cn.number, amount: inv.total });
    await runJob();
    await runJob();
    await Promise.all([syncDocuments(fx.api.handle.db), syncDocuments(fx.api.handle.db)]);
    const invState = await state(inv.id);
    const cnState = await state(cn.id);
    const cnXeroId = cnState.document!.externalId!;
    // In order: the invoice, the credit note, then the allocation naming both; sent once.
    const order = xero.creates.map((c) => c.path).filter((p) => p === '/Invoices' || p === '/CreditNotes' || p.endsWith('/Allocations'));
    expect(order.slice(-3)).toEqual(['/Invoices', '/CreditNotes', `/CreditNotes/${cnXeroId}/Allocations`]);
    const calls = allocationCalls(cnXeroId);
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toMatchObject({ Allocations: [{ Invoice: { InvoiceID: invState.document!.externalId }, Amount: inv.total / 100 }] });
    expect(calls[0].key).toMatch(/^tourbook-/);
    // Xero's books: the invoice is settled by the credit, the credit used up.
    expect(xero.invoices.get(invState.document!.externalId!)).toMatchObject({ Status: 'PAID', AmountDue: 0, AmountCredited: inv.total / 100 });
    expect(xero.creditNotes.get(cnXeroId)).toMatchObject({ Status: 'PAID', RemainingCredit: 0 });
    // Its state is seen from the invoice and from the credit note.
    for (const s of [invState, cnState]) expect(allocationOf(s)).toMatchObject({ documentType: 'allocation', state: 'synced', amount: inv.total, attempts: 1, lastError: null });
    expect(allocationOf(cnState)!.externalId).toBe([...xero.allocations.keys()].at(-1));
  });

  it('waits for its invoice; allocates only what the invoice still owes when it was partly paid', async () => {
    const b = await booking();
    const inv = await issue(b);
    await pay(b, 3000);
    xero.failNext(1); // the invoice fails first: the credit note and the allocation wait for it
    await runJob();
    const cn = await credit(inv);
    await syncDocuments(fx.api.handle.db, { bookingId: b });
    expect(allocationOf(await state(cn.id))).toMatchObject({ state: 'pending', waitingFor: 'invoice' });
    await json(await fx.api.call('POST', `/api/plugins/xero/invoice/${inv.id}`, { token: fx.admin }), 200);
    const cnState = await state(cn.id);
    expect(allocationOf(cnState)).toMatchObject({ state: 'synced', amount: inv.total - 3000 });
    const [call] = allocationCalls(cnState.document!.externalId!);
    expect((call.body as { Allocations: { Amount: number }[] }).Allocations[0].Amount).toBe((inv.total - 3000) / 100);
    expect(xero.creditNotes.get(cnState.document!.externalId!)).toMatchObject({ Status: 'AUTHORISED', RemainingCredit: 30 });
  });

  it('a failed allocation is retried with back-off under the same idempotency key and made once', async () => {
    const inv = await issue(await booking());
    await runJob();
    const cn = await credit(inv);
    xero.failNext(1, /\/Allocations$/);
    await runJob();
    const failed = allocationOf(await state(cn.id))!;
    expect((await state(cn.id)).document).toMatchObject({ state: 'synced' });
    expect(failed).toMatchObject({ state: 'failed', attempts: 1 });
    expect(failed.lastError).toMatch(/Xero 500/);
    expect(failed.retryAt).not.toBeNull();
    // Not due before its retryAt; then made once, with the key of the first try.
    await runJob();
    expect(allocationOf(await state(cn.id))).toMatchObject({ state: 'failed', attempts: 1 });
    setClock({ at: new Date(Date.parse(failed.retryAt!) + 1000) });
    try { await runJob(); } finally { setClock({ at: null }); }
    const cnXeroId = (await state(cn.id)).document!.externalId!;
    expect(allocationOf(await state(cn.id))).toMatchObject({ state: 'synced', attempts: 2, amount: inv.total });
    const tries = allocationCalls(cnXeroId);
    expect(tries).toHaveLength(2);
    expect(tries[0].key).toBe(tries[1].key);
    expect(xero.creates.filter((c) => c.path === `/CreditNotes/${cnXeroId}/Allocations`)).toHaveLength(1);
  });

  it('a credit note voided before it was sent drops its allocation, never sent', async () => {
    const inv = await issue(await booking());
    await runJob();
    const cn = await credit(inv);
    await json(await fx.api.call('DELETE', `/api/plugins/xero/invoice/${cn.id}`, { token: fx.admin }), 200);
    await runJob();
    const s = await state(cn.id);
    expect(s.document).toMatchObject({ state: 'voided', externalId: null });
    expect(allocationOf(s)).toMatchObject({ state: 'voided', externalId: null });
    const [row] = await fx.rows<{ why: string }>(sql`SELECT meta->>'droppedBecause' AS why FROM accounting_documents WHERE document_type = 'allocation' AND document_id = ${cn.id}`);
    expect(row.why).toBe('the credit note was voided');
  });
});

describe('the stand-in checks the amounts as Xero does', () => {
  it('refuses more than the credit note\'s remaining credit or the invoice\'s amount due', async () => {
    const x = await xeroSession({ clientId: 'client-a', clientSecret: 'secret-a', salesAccount: '200', bankAccount: '090' });
    const line = (amount: number) => [{ description: 'Dive', quantity: 1, unitAmount: amount, lineAmount: amount, taxAmount: 0, accountCode: '200' }];
    const inv = await x.createInvoice({ type: 'ACCREC' as never, contact: { name: 'A' }, invoiceNumber: `T-${Date.now()}`, status: 'AUTHORISED' as never, lineItems: line(50) }, `t-inv-${Date.now()}`);
    const cn = await x.createCreditNote({ type: 'ACCRECCREDIT' as never, contact: { name: 'A' }, creditNoteNumber: `C-${Date.now()}`, status: 'AUTHORISED' as never, lineItems: line(80) }, `t-cn-${Date.now()}`);
    const refusal = async (amount: number) => {
      try { await x.allocateCreditNote(cn.creditNoteID!, { invoice: { invoiceID: inv.invoiceID! }, amount, date: '2027-01-01' }, `t-a-${amount}-${Math.random()}`); } catch (e) { return e as XeroCallError; }
      throw new Error('not refused');
    };
    expect((await refusal(60)).message).toContain('exceeds the amount due on this invoice');
    await x.allocateCreditNote(cn.creditNoteID!, { invoice: { invoiceID: inv.invoiceID! }, amount: 50, date: '2027-01-01' }, `t-a-ok-${Date.now()}`);
    const inv2 = await x.createInvoice({ type: 'ACCREC' as never, contact: { name: 'A' }, invoiceNumber: `T2-${Date.now()}`, status: 'AUTHORISED' as never, lineItems: line(100) }, `t-inv2-${Date.now()}`);
    try {
      await x.allocateCreditNote(cn.creditNoteID!, { invoice: { invoiceID: inv2.invoiceID! }, amount: 40, date: '2027-01-01' }, `t-a2-${Date.now()}`);
      throw new Error('not refused');
    } catch (e) {
      expect(e).toBeInstanceOf(XeroCallError);
      expect((e as XeroCallError).status).toBe(400);
      expect((e as XeroCallError).message).toContain('exceeds the remaining credit');
    }
    expect((await x.getCreditNote(cn.creditNoteID!))?.remainingCredit).toBe(30);
  });
});

describe('the states of many invoices at once (/finance/invoices)', () => {
  it('answers each asked invoice\'s own state in order, none for one from before the connection, and only to booking readers', async () => {
    const synced = await issue(await booking());
    await runJob();
    const cn = await credit(synced);
    const [{ id: connection }] = await fx.rows<{ id: string }>(sql`SELECT id FROM system_connections WHERE system = 'xero'`);
    await json(await fx.api.call('POST', `/api/systemconnection/${connection}`, { token: fx.admin, body: { isActive: false } }), 200);
    const before = await issue(await booking());
    await json(await fx.api.call('POST', `/api/systemconnection/${connection}`, { token: fx.admin, body: { isActive: true } }), 200);
    xero.failNext(1, /^\/CreditNotes$/);
    await syncDocuments(fx.api.handle.db, { bookingId: (await state(cn.id)).invoice.bookingId });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const ids = [cn.id, synced.id, before.id, unknown].join(',');
    const list = await json<{ connected: boolean; items: { invoiceId: string; state: string; lastError: string | null }[] }>(
      await fx.api.call('GET', `/api/plugins/xero/invoices?ids=${ids}`, { token: fx.admin }), 200);
    expect(list.connected).toBe(true);
    expect(list.items.map((i) => [i.invoiceId, i.state])).toEqual([[cn.id, 'failed'], [synced.id, 'synced'], [before.id, 'none']]);
    expect(list.items[0].lastError).toMatch(/Xero 500/);
    expect((await fx.api.call('GET', `/api/plugins/xero/invoices?ids=${ids}`, { token: fx.token.agency })).status).toBe(403);
    expect((await fx.api.call('GET', `/api/plugins/xero/invoices?ids=${ids}`)).status).toBe(401);
    expect((await fx.api.call('GET', '/api/plugins/xero/invoices?ids=nope', { token: fx.admin })).status).toBe(400);
  });
});
