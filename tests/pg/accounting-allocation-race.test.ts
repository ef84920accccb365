// Xero allocations under real concurrency (PostgreSQL): several sync runs at once (the job on more
// than one instance, a staff POST beside it) send each document once: one invoice, one credit note
// and one allocation in Xero (the local stand-in), however the runs interleave.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { upstreamEnv } from '../../upstream/env';
import { syncDocuments } from '../../upstream/modules/accounting/sync';
import { createPgTestDb, type TPgTestDb } from '../helpers/pg';
import { addDays, demo } from '../helpers/dates';
import { startXeroStandIn, type TXeroStandIn } from '../helpers/xero-stand-in';
import { needsPostgres } from './pg-availability';

const pgUrl = inject('pgUrl');
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

describe('Xero allocations on PostgreSQL', needsPostgres(pgUrl), () => {
  let t: TPgTestDb;
  let admin: string;
  let xero: TXeroStandIn;
  const call = async <T>(method: string, path: string, body?: unknown, status = 200): Promise<T> => {
    const res = await t.app.request(path, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` }, body: body === undefined ? undefined : JSON.stringify(body) });
    expect(res.status, await res.clone().text()).toBe(status);
    return (await res.json()) as T;
  };

  beforeAll(async () => {
    xero = await startXeroStandIn({ 'client-pg': 'secret-pg' });
    upstreamEnv.XERO_API_URL = xero.apiUrl;
    upstreamEnv.XERO_IDENTITY_URL = xero.url;
    t = await createPgTestDb(pgUrl!, { poolSize: 20 });
    const login = await t.app.request('/api/auth/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: 'demo-password' }) });
    admin = ((await login.json()) as { token: string }).token;
    await call('POST', '/api/settings/group/company', { name: 'Tauchbasis Nord GmbH', street: 'Strandweg 1', zip: '18055', city: 'Rostock', country: 'DE', vatId: 'DE123456789' });
    await call('POST', '/api/systemconnection', { name: 'Xero', system: 'xero', settings: { clientId: 'client-pg', clientSecret: 'secret-pg' } });
  }, 60_000);
  afterAll(async () => { await t?.drop(); await xero?.close(); });

  it('six runs at once: the invoice, the credit note and its allocation each reach Xero once', async () => {
    const [{ id: room }] = rowsOf<{ id: string }>(await t.handle.db.execute(sql`SELECT r.id FROM rooms r WHERE r.resort IS NOT NULL AND r.is_active AND NOT r.blocked ORDER BY r.name LIMIT 1`));
    const customer = await call<{ id: string }>('POST', '/api/customers', { fullName: 'Lin Race', email: 'lin@example.org' });
    const from = demo('2027-12-01');
    const b = await call<{ id: string }>('POST', '/api/bookings', { customer: customer.id, language: 'en', rooms: [{ room, dateFrom: from, dateTo: addDays(from, 2), guests: [{ gender: 'u' }] }] }, 201);
    const inv = await call<{ id: string; total: number }>('POST', `/api/bookings/${b.id}/invoice`, {}, 201);
    await call('POST', `/api/invoices/${inv.id}/creditNote`, { reason: 'Cancelled' }, 201);
    // Passes of several runs may each find the allocation due after the credit note went out.
    const results = await Promise.all(Array.from({ length: 6 }, () => syncDocuments(t.handle.db)));
    await syncDocuments(t.handle.db);
    expect(results.reduce((n, r) => n + r.failed, 0)).toBe(0);
    const made = (p: RegExp) => xero.creates.filter((c) => p.test(c.path)).length;
    expect([made(/^\/Invoices$/), made(/^\/CreditNotes$/), made(/\/Allocations$/)]).toEqual([1, 1, 1]);
    const rows = rowsOf<{ type: string; state: string; attempts: number }>(await t.handle.db.execute(sql`
      SELECT document_type AS type, state, attempts FROM accounting_documents WHERE booking_id = ${b.id} ORDER BY document_type`));
    expect(rows).toEqual([
      { type: 'allocation', state: 'synced', attempts: 1 },
      { type: 'creditNote', state: 'synced', attempts: 1 },
      { type: 'invoice', state: 'synced', attempts: 1 },
    ]);
    const [xInvoice] = [...xero.invoices.values()];
    expect(xInvoice).toMatchObject({ Status: 'PAID', AmountDue: 0, AmountCredited: inv.total / 100 });
  }, 120_000);
});
