// Self-service records (issue 13): a caller who reaches a record only through a self rule
// (agencies.self, customers.self) never writes the operator's fields (declared `operator: true`):
// a write naming one is refused with 400 naming the fields, and nothing is stored.
import { describe, expect, it } from 'vitest';
import { ZApiError } from '../../lib/contract/errors';
import { RESOURCES } from '../../lib/contract/resources';
import { lockedFields, operatorFields } from '../../lib/contract/resources/self-limit';
import { DEMO_AGENCY_ID, DEMO_CUSTOMER_ID } from '../../upstream/db/seed/demo-ids';
import { sid } from '../../upstream/db/seed/resources-ids';
import { someId } from './resources-fixtures';
import { apiFile } from '../helpers/api-file';

const t = apiFile({ users: ['agency', 'customer'] });
type TRec = Record<string, unknown> & { id: string };


const post = (path: string, body: unknown, token: string) => t.api.call('POST', path, { token, body });
const get = async (path: string) => (await (await t.api.call('GET', path, { token: t.admin })).json()) as TRec;

async function refusedFields(res: Response): Promise<string[]> {
  expect(res.status).toBe(400);
  return ZApiError.parse(await res.json()).fields!.map((f) => f.path).sort();
}

describe('the declarations', () => {
  it('every resource with a self rule that writes names its operator fields', () => {
    const writable = RESOURCES.filter((r) => (r.self ?? []).some((x) => x.actions.includes('update') || x.actions.includes('create')));
    expect(writable.map((r) => r.name).sort()).toEqual(['agencies', 'customers', 'guestform']);
    for (const r of writable) expect(operatorFields(r).length, r.name).toBeGreaterThan(0);
    const agencies = RESOURCES.find((r) => r.name === 'agencies')!;
    expect(lockedFields(agencies, ['agencies.self'], 'update')).toEqual(expect.arrayContaining(['commission', 'termsOfPayment', 'creditLimit', 'note']));
    expect(lockedFields(agencies, ['agencies.update'], 'update')).toEqual([]);
    expect(lockedFields(agencies, ['admin'], 'update')).toEqual([]);
  });
});

describe('an agency user on its own agency', () => {
  it('cannot set its commission, payment terms, credit limit, note, type or active flag', async () => {
    const before = await get(`/api/agencies/${DEMO_AGENCY_ID}`);
    const body = {
      commission: await someId(t.api, t.admin, 'commission'), termsOfPayment: await someId(t.api, t.admin, 'terms'),
      creditLimit: 99_999_999, note: 'we are trusted', type: 'resell', isActive: true, currency: 'USD',
    };
    expect(await refusedFields(await post(`/api/agencies/${DEMO_AGENCY_ID}`, body, t.token.agency)))
      .toEqual(['commission', 'creditLimit', 'currency', 'isActive', 'note', 'termsOfPayment', 'type']);
    for (const [k, v] of Object.entries(body)) {
      expect((await post(`/api/agencies/${DEMO_AGENCY_ID}`, { [k]: v }, t.token.agency)).status, k).toBe(400);
    }
    const after = await get(`/api/agencies/${DEMO_AGENCY_ID}`);
    for (const k of Object.keys(body)) expect(after[k], k).toEqual(before[k]);
  });

  it('still edits its own name and contact details; the operator edits everything', async () => {
    expect((await post(`/api/agencies/${DEMO_AGENCY_ID}`, { contactName: 'Self Service', phone: '+49 1' }, t.token.agency)).status).toBe(200);
    expect((await get(`/api/agencies/${DEMO_AGENCY_ID}`)).contactName).toBe('Self Service');
    expect((await post(`/api/agencies/${DEMO_AGENCY_ID}`, { creditLimit: 5000, note: 'checked' }, t.admin)).status).toBe(200);
  });

  it('creates and edits its own customers without the operator fields (its own agency id is no change)', async () => {
    expect(await refusedFields(await post('/api/customers', { fullName: 'Agency Guest', note: 'vip', customerType: 'employee' }, t.token.agency))).toEqual(['customerType', 'note']);
    const res = await post('/api/customers', { fullName: 'Agency Guest', agency: DEMO_AGENCY_ID }, t.token.agency);
    expect(res.status).toBe(200);
    const created = (await res.json()) as TRec;
    expect(created.agency).toBe(DEMO_AGENCY_ID);
    // Another agency on its own customer stays the self rule's 403 (a row is never handed away).
    expect((await post(`/api/customers/${created.id}`, { agency: sid('agencies:ocean') }, t.token.agency)).status).toBe(403);
  });
});

describe("the operator's internal note (issue 31)", () => {
  it('is not in the answer of a customer or an agency reading their own record, nor of their writes; the operator reads it', async () => {
    await post(`/api/customers/${DEMO_CUSTOMER_ID}`, { note: 'INTERNAL: difficult guest' }, t.admin);
    await post(`/api/agencies/${DEMO_AGENCY_ID}`, { note: 'INTERNAL: pays late' }, t.admin);
    const asSelf = async (path: string, token: string) => (await t.api.call('GET', path, { token })).text();
    expect(await asSelf(`/api/customers/${DEMO_CUSTOMER_ID}`, t.token.customer)).not.toContain('INTERNAL');
    expect(await asSelf(`/api/agencies/${DEMO_AGENCY_ID}`, t.token.agency)).not.toContain('INTERNAL');
    expect(await asSelf('/api/agencies', t.token.agency)).not.toContain('INTERNAL');
    expect(await asSelf('/api/agencies/listCSV', t.token.agency)).not.toContain('INTERNAL');
    expect(await asSelf('/api/customers/dashboard', t.token.customer)).toContain('"customer":{');
    expect(await asSelf('/api/customers/dashboard', t.token.customer)).not.toContain('INTERNAL');
    const written = await post(`/api/customers/${DEMO_CUSTOMER_ID}`, { contact: { phone: '+49 3' } }, t.token.customer);
    expect(await written.text()).not.toContain('INTERNAL');
    expect((await get(`/api/customers/${DEMO_CUSTOMER_ID}`)).note).toBe('INTERNAL: difficult guest');
  });
});

describe('a customer on their own record', () => {
  it('cannot change their customer type, note or agency', async () => {
    const before = await get(`/api/customers/${DEMO_CUSTOMER_ID}`);
    expect(await refusedFields(await post(`/api/customers/${DEMO_CUSTOMER_ID}`, { customerType: 'employee', note: 'x', agency: sid('agencies:ocean') }, t.token.customer)))
      .toEqual(['agency', 'customerType', 'note']);
    expect((await post(`/api/customers/${DEMO_CUSTOMER_ID}`, { agency: null }, t.token.customer)).status).toBe(400);
    const after = await get(`/api/customers/${DEMO_CUSTOMER_ID}`);
    for (const k of ['customerType', 'note', 'agency']) expect(after[k], k).toEqual(before[k]);
    expect((await post(`/api/customers/${DEMO_CUSTOMER_ID}`, { contact: { phone: '+49 2' } }, t.token.customer)).status).toBe(200);
  });

  it('cannot hand their guest form to an agency or mark it synced', async () => {
    const created = await post('/api/guestform', { name: 'Anna', customer: DEMO_CUSTOMER_ID }, t.admin);
    expect(created.status).toBe(200);
    const form = (await created.json()) as TRec;
    expect(await refusedFields(await post(`/api/guestform/${form.id}`, { agency: sid('agencies:ocean'), status: 'synced' }, t.token.customer))).toEqual(['agency', 'status']);
    expect((await get(`/api/guestform/${form.id}`)).agency).toBeNull();
  });
});
