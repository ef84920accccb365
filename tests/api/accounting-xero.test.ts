// Accounting to Xero (issue 37 item 3) against the local Xero stand-in (tests/helpers/xero-stand-in.ts)
// through the official xero-node SDK, with the real job queue (pg-boss on PGlite): every document
// once (the job twice, two runs side by side), in order (a payment after its invoice, a credit note
// after its invoice), a failure retried with back-off until synced, credit notes and refunds in
// Xero, void, the sealed connection secrets, who may read and act, and the retired generic resource.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../upstream/clock';
import { upstreamEnv } from '../../upstream/env';
import { startJobQueue, type TJobQueue } from '../../upstream/jobs/queue';
import { ACCOUNTING_SYNC, accountingJobs } from '../../upstream/modules/accounting';
import { syncDocuments } from '../../upstream/modules/accounting/sync';
import type { TXeroInvoiceState, TXeroStatus } from '../../lib/contract/accounting';
import { apiFile } from '../helpers/api-file';
import { addDays, demo } from '../helpers/dates';
import { waitForJob } from '../helpers/jobs';
import { startXeroStandIn, type TXeroStandIn } from '../helpers/xero-stand-in';
import { userWith } from './resources-fixtures';

const fx = apiFile({ users: ['agency'] });
let xero: TXeroStandIn;
let queue: TJobQueue;
let room: string;
let customer: string;
let connection: string;

const json = async <T>(res: Response, status: number): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};
let offset = 0;
async function booking(): Promise<string> {
  const from = addDays(demo('2027-09-01'), offset);
  offset += 3;
  const body = { customer, language: 'en', rooms: [{ room, dateFrom: from, dateTo: addDays(demo('2027-09-01'), offset - 1), guests: [{ gender: 'u' }, { gender: 'u' }] }] };
  return (await json<{ id: string }>(await fx.api.call('POST', '/api/bookings', { token: fx.admin, body }), 201)).id;
}
const pay = async (id: string, amount: number) => json(await fx.api.call('POST', `/api/bookings/${id}/payment`, { token: fx.admin, body: { amount, method: 'transfer' } }), 200);
const issue = async (id: string) => json<{ id: string; number: string; total: number }>(await fx.api.call('POST', `/api/bookings/${id}/invoice`, { token: fx.admin, body: {} }), 201);
const state = async (invoiceId: string, token = fx.admin) => json<TXeroInvoiceState>(await fx.api.call('GET', `/api/plugins/xero/invoice/${invoiceId}`, { token }), 200);
async function runJob(): Promise<void> {
  const job = await waitForJob(queue, ACCOUNTING_SYNC, await queue.send(ACCOUNTING_SYNC, {}));
  expect(job.state, JSON.stringify(job.output)).toBe('completed');
}
const creates = (path: string) => xero.creates.filter((c) => c.path === path);

beforeAll(async () => {
  xero = await startXeroStandIn({ 'client-1': 'secret-1' });
  upstreamEnv.XERO_API_URL = xero.apiUrl;
  upstreamEnv.XERO_IDENTITY_URL = xero.url;
  [{ id: room }] = await fx.rows<{ id: string }>(sql`SELECT r.id FROM rooms r JOIN room_types t ON t.id = r.room_type WHERE t.name ILIKE '%standard%' AND r.resort IS NOT NULL ORDER BY r.name LIMIT 1`);
  customer = (await json<{ id: string }>(await fx.api.call('POST', '/api/customers', { token: fx.admin, body: { fullName: 'Erika Mustermann', email: 'erika@example.com' } }), 200)).id;
  await json(await fx.api.call('POST', '/api/settings/group/company', { token: fx.admin, body: {
    name: 'Tauchbasis Nord GmbH', street: 'Strandweg 1', zip: '18055', city: 'Rostock', country: 'DE', vatId: 'DE123456789', invoiceNumberFormat: 'RE-{YYYY}-{NNNN}', paymentDueDays: 10,
  } }), 200);
  queue = await startJobQueue({ handle: fx.api.handle, definitions: accountingJobs, schedule: false, pollingIntervalSeconds: 0.5 });
});
afterAll(async () => { setClock({ at: null }); await queue?.stop(); await xero?.close(); });

describe('without a connection', () => {
  it('makes no document and claims no sync', async () => {
    const inv = await issue(await booking());
    expect(await state(inv.id)).toMatchObject({ connected: false, document: null, related: [] });
    const res = await fx.api.call('POST', `/api/plugins/xero/invoice/${inv.id}`, { token: fx.admin });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe('ACCOUNTING_NOT_CONNECTED');
    // The generic resource that claimed syncs is no longer served.
    expect((await fx.api.call('GET', '/api/plugins/xero', { token: fx.admin })).status).toBe(404);
  });
});

describe('the connection', () => {
  it('seals the client id and secret and never answers them', async () => {
    const made = await json<{ id: string; settings: Record<string, unknown> }>(await fx.api.call('POST', '/api/systemconnection', { token: fx.admin, body: {
      name: 'Xero', system: 'xero', settings: { clientId: 'client-1', clientSecret: 'secret-1', salesAccount: '200', bankAccount: '090' },
    } }), 200);
    connection = made.id;
    expect(made.settings).toMatchObject({ clientId: 'client-1', clientSecret: '********', salesAccount: '200' });
    const [row] = await fx.rows<{ secret: string }>(sql`SELECT settings->>'clientSecret' AS secret FROM system_connections WHERE id = ${connection}`);
    expect(row.secret).not.toContain('secret-1');
    expect(row.secret).toMatch(/^v1\./);
    // Saving the form back with the shown placeholder keeps the stored secret.
    await json(await fx.api.call('POST', `/api/systemconnection/${connection}`, { token: fx.admin, body: { settings: { ...made.settings, bankAccount: '091' } } }), 200);
    const [after] = await fx.rows<{ secret: string; bank: string }>(sql`SELECT settings->>'clientSecret' AS secret, settings->>'bankAccount' AS bank FROM system_connections WHERE id = ${connection}`);
    expect(after).toEqual({ secret: row.secret, bank: '091' });
    const status = await json<TXeroStatus>(await fx.api.call('GET', '/api/plugins/xero/status', { token: fx.admin }), 200);
    expect(status).toMatchObject({ connection: { id: connection, name: 'Xero' }, problem: null });
  });
});

describe('every document once, in order', () => {
  let b: string;
  let inv: { id: string; number: string; total: number };
  it('sends an invoice before the payments made before and after it, once, however often the job runs', async () => {
    b = await booking();
    await pay(b, 1000);
    inv = await issue(b);
    await pay(b, 500);
    const before = await state(inv.id);
    expect(before.document).toMatchObject({ documentType: 'invoice', state: 'pending', label: inv.number });
    expect(before.related.map((d) => [d.documentType, d.state, d.amount])).toEqual([['payment', 'pending', 1000], ['payment', 'pending', 500]]);
    await runJob();
    await runJob();
    await Promise.all([syncDocuments(fx.api.handle.db), syncDocuments(fx.api.handle.db)]);
    expect(creates('/Invoices').map((c) => (c.body as { Invoices: { InvoiceNumber: string }[] }).Invoices[0].InvoiceNumber)).toEqual([inv.number]);
    const payments = creates('/Payments');
    expect(payments.map((c) => (c.body as { Amount: number }).Amount).sort((x, y) => x - y)).toEqual([5, 10]);
    // The invoice reached Xero first; each payment names it.
    expect(xero.creates.findIndex((c) => c.path === '/Invoices')).toBeLessThan(xero.creates.findIndex((c) => c.path === '/Payments'));
    const after = await state(inv.id);
    expect(after.document).toMatchObject({ state: 'synced', attempts: 1, lastError: null });
    const xeroId = after.document!.externalId!;
    expect(payments.every((c) => (c.body as { Invoice: { InvoiceID: string } }).Invoice.InvoiceID === xeroId)).toBe(true);
    expect(after.related.every((d) => d.state === 'synced' && d.attempts === 1)).toBe(true);
    expect(xero.invoices.get(xeroId)).toMatchObject({ Total: inv.total / 100, AmountPaid: 15 });
    // POST on a synced document sends nothing again.
    const n = xero.creates.length;
    await json(await fx.api.call('POST', `/api/plugins/xero/invoice/${inv.id}`, { token: fx.admin }), 200);
    expect(xero.creates.length).toBe(n);
  });

  it('a credit note after its invoice, and a refund out of it', async () => {
    const cn = await json<{ id: string; number: string; total: number }>(await fx.api.call('POST', `/api/invoices/${inv.id}/creditNote`, { token: fx.admin, body: { reason: 'Stay cancelled' } }), 201);
    await pay(b, -500);
    await runJob();
    const [sent] = creates('/CreditNotes').map((c) => (c.body as { CreditNotes: { CreditNoteNumber: string; Reference: string; Type: string }[] }).CreditNotes[0]);
    expect(sent).toMatchObject({ CreditNoteNumber: cn.number, Reference: inv.number, Type: 'ACCRECCREDIT' });
    const refund = creates('/Payments').at(-1)!.body as { Amount: number; CreditNote?: { CreditNoteID: string } };
    const cnState = await state(cn.id);
    expect(cnState.document).toMatchObject({ documentType: 'creditNote', state: 'synced' });
    expect(refund).toMatchObject({ Amount: 5, CreditNote: { CreditNoteID: cnState.document!.externalId } });
    expect((await state(inv.id)).related.map((d) => [d.documentType, d.state])).toEqual([['payment', 'synced'], ['payment', 'synced'], ['creditNote', 'synced'], ['allocation', 'synced'], ['refund', 'synced']]);
    // The credit note is allocated to its invoice for what the invoice still owed (15.00 paid), the
    // refund takes 5.00 of the rest: both documents settle in Xero as they do in our books.
    const allocation = cnState.related.find((d) => d.documentType === 'allocation')!;
    expect(allocation).toMatchObject({ state: 'synced', amount: inv.total - 1500, label: cn.number });
    expect(xero.invoices.get((await state(inv.id)).document!.externalId!)).toMatchObject({ Status: 'PAID', AmountDue: 0, AmountCredited: (inv.total - 1500) / 100 });
    expect(xero.creditNotes.get(cnState.document!.externalId!)).toMatchObject({ RemainingCredit: 10 });
  });

  it('a refund with no credit note is money paid out (a SPEND bank transaction); a payment waits for its invoice', async () => {
    const other = await booking();
    await pay(other, 2000);
    await pay(other, -700);
    await runJob();
    const spend = creates('/BankTransactions').map((c) => (c.body as { BankTransactions: { Type: string; LineItems: { LineAmount: number }[] }[] }).BankTransactions[0]);
    expect(spend).toHaveLength(1);
    expect(spend[0]).toMatchObject({ Type: 'SPEND', LineItems: [{ LineAmount: 7 }] });
    const [waiting] = await fx.rows<{ state: string; waiting: string }>(sql`SELECT state, meta->>'waitingFor' AS waiting FROM accounting_documents WHERE booking_id = ${other} AND document_type = 'payment'`);
    expect(waiting).toEqual({ state: 'pending', waiting: 'invoice' });
    // It is not read again every minute while nothing of its booking changed in Xero (once more
    // right after the refund of its booking was synced, then no longer) ...
    await syncDocuments(fx.api.handle.db);
    expect(await syncDocuments(fx.api.handle.db)).toEqual({ synced: 0, failed: 0, waiting: 0, skipped: 0 });
    // ... and goes out once its invoice did.
    await issue(other);
    await runJob();
    const [sent] = await fx.rows<{ state: string }>(sql`SELECT state FROM accounting_documents WHERE booking_id = ${other} AND document_type = 'payment'`);
    expect(sent.state).toBe('synced');
  });
});

describe('failures', () => {
  it('a failed send is retried with back-off and synced once, with the same idempotency key', async () => {
    const inv = await issue(await booking());
    xero.failNext(1);
    await runJob();
    const failed = await state(inv.id);
    expect(failed.document).toMatchObject({ state: 'failed', attempts: 1 });
    expect(failed.document!.lastError).toMatch(/Xero 500/);
    expect(failed.document!.retryAt).not.toBeNull();
    // Not due yet: the next run leaves it alone.
    const calls = xero.calls.length;
    await runJob();
    expect(xero.calls.length).toBe(calls);
    setClock({ at: new Date(Date.parse(failed.document!.retryAt!) + 1000) });
    try { await runJob(); } finally { setClock({ at: null }); }
    expect((await state(inv.id)).document).toMatchObject({ state: 'synced', attempts: 2, lastError: null });
    const tries = xero.calls.filter((c) => c.path === '/Invoices' && (c.body as { Invoices: { InvoiceNumber: string }[] }).Invoices[0].InvoiceNumber === inv.number);
    expect(tries).toHaveLength(2);
    expect(tries[0].key).toBe(tries[1].key);
    expect(creates('/Invoices').filter((c) => (c.body as { Invoices: { InvoiceNumber: string }[] }).Invoices[0].InvoiceNumber === inv.number)).toHaveLength(1);
  });

  it('a refusal by Xero is shown with its words', async () => {
    const inv = await issue(await booking());
    // Xero already holds this number (typed in there by hand): it refuses the duplicate.
    xero.invoices.set('manual', { InvoiceNumber: inv.number, Status: 'AUTHORISED', Total: 1, AmountDue: 1, AmountPaid: 0, AmountCredited: 0, Payments: [], Allocations: [] });
    await runJob();
    const s = await state(inv.id);
    expect(s.document).toMatchObject({ state: 'failed' });
    expect(s.document!.lastError).toContain('must be unique');
    const status = await json<TXeroStatus>(await fx.api.call('GET', '/api/plugins/xero/status', { token: fx.admin }), 200);
    expect(status.counts.failed).toBeGreaterThanOrEqual(1);
    expect(status.lastError?.label).toBe(inv.number);
    xero.invoices.delete('manual');
  });
});

describe('documents from before the connection', () => {
  it('POST on an old invoice sends it with the booking\'s payments made before the connection', async () => {
    await json(await fx.api.call('POST', `/api/systemconnection/${connection}`, { token: fx.admin, body: { isActive: false } }), 200);
    const b = await booking();
    await pay(b, 2500);
    const inv = await issue(b);
    await json(await fx.api.call('POST', `/api/systemconnection/${connection}`, { token: fx.admin, body: { isActive: true } }), 200);
    expect((await state(inv.id)).document).toBeNull();
    const sent = await json<TXeroInvoiceState>(await fx.api.call('POST', `/api/plugins/xero/invoice/${inv.id}`, { token: fx.admin }), 200);
    expect(sent.document).toMatchObject({ state: 'synced', label: inv.number });
    expect(sent.related.map((d) => [d.documentType, d.state, d.amount])).toEqual([['payment', 'synced', 2500]]);
  });
});

describe('void and recheck', () => {
  it('DELETE voids in Xero; a document with payments is refused; PUT records what it found', async () => {
    const b = await booking();
    const inv = await issue(b);
    await json(await fx.api.call('PUT', `/api/plugins/xero/invoice/${inv.id}`, { token: fx.admin }), 409);
    await runJob();
    const put = await json<TXeroInvoiceState>(await fx.api.call('PUT', `/api/plugins/xero/invoice/${inv.id}`, { token: fx.admin }), 200);
    expect(put.document!.history).toEqual([expect.objectContaining({ action: 'recheck', result: 'unchanged' })]);
    const voided = await json<TXeroInvoiceState>(await fx.api.call('DELETE', `/api/plugins/xero/invoice/${inv.id}`, { token: fx.admin }), 200);
    expect(voided.document).toMatchObject({ state: 'voided' });
    expect(xero.invoices.get(voided.document!.externalId!)?.Status).toBe('VOIDED');

    const paid = await booking();
    const inv2 = await issue(paid);
    await pay(paid, 300);
    await runJob();
    const refused = await fx.api.call('DELETE', `/api/plugins/xero/invoice/${inv2.id}`, { token: fx.admin });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe('ACCOUNTING_REFUSED');
    expect((await state(inv2.id)).document).toMatchObject({ state: 'synced', history: [expect.objectContaining({ action: 'void' })] });
  });
});

describe('rights', () => {
  it('staff readers see, the books\' keepers act, agencies and others neither', async () => {
    const inv = await issue(await booking());
    const reader = await userWith(fx.api, ['bookings.read']);
    const outsider = await userWith(fx.api, ['customers.read']);
    expect((await fx.api.call('GET', `/api/plugins/xero/invoice/${inv.id}`)).status).toBe(401);
    expect((await fx.api.call('GET', `/api/plugins/xero/invoice/${inv.id}`, { token: reader })).status).toBe(200);
    expect((await fx.api.call('POST', `/api/plugins/xero/invoice/${inv.id}`, { token: reader })).status).toBe(403);
    expect((await fx.api.call('DELETE', `/api/plugins/xero/invoice/${inv.id}`, { token: reader })).status).toBe(403);
    expect((await fx.api.call('GET', `/api/plugins/xero/invoice/${inv.id}`, { token: outsider })).status).toBe(403);
    expect((await fx.api.call('GET', `/api/plugins/xero/invoice/${inv.id}`, { token: fx.token.agency })).status).toBe(403);
    expect((await fx.api.call('GET', '/api/plugins/xero/status', { token: outsider })).status).toBe(403);
    expect((await fx.api.call('GET', '/api/plugins/xero/status', { token: reader })).status).toBe(403);
    expect((await fx.api.call('GET', `/api/plugins/xero/invoice/00000000-0000-4000-8000-000000000000`, { token: fx.admin })).status).toBe(404);
  });
});
