// The customer data fields' values (/customerdatagroup + {id}/meta): each kind round-trips through
// the meta calls and the customer view, a value that does not fit its field (kind, options,
// required) is refused in the spec's error shape naming the key, and free meta keys stay free.
import { beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow } from '../helpers/dates';
import { expectJson, callAs, type TCaller } from '../attack/personas';
import { apiFile } from '../helpers/api-file';

type TRec = Record<string, unknown> & { id: string };
const t = apiFile({ personas: true });
const as = (c: TCaller, method: string, path: string, body?: unknown) => callAs(t.api, c, method, path, body);
const ok = <T = TRec>(res: Response, status = 200) => expectJson<T>(res, status);

let guest: TRec;
const lastDive = daysFromNow(-40);

beforeAll(async () => {
  await ok(await as(t.who.admin, 'POST', '/api/customerdatagroup', {
    name: 'Dive profile', sort: 5, fields: [
      { key: 'dp.agency', label: { de: 'Verband', en: 'Agency' }, kind: 'select', options: ['PADI', 'SSI', 'CMAS'], required: true },
      { key: 'dp.dives', label: { en: 'Dives' }, kind: 'number' },
      { key: 'dp.last', label: { en: 'Last dive' }, kind: 'date' },
      { key: 'dp.nitrox', label: { en: 'Nitrox' }, kind: 'bool' },
      { key: 'dp.note', label: { en: 'Note' }, kind: 'text' },
    ],
  }));
  guest = await ok(await as(t.who.admin, 'POST', '/api/customers', { fullName: 'Rea Reefwalker', email: 'rea.reefwalker@example.com' }));
}, 120_000);

describe('customer data field values', () => {
  it('every kind round-trips through meta and the view', async () => {
    const values = { 'dp.agency': 'SSI', 'dp.dives': 212.5, 'dp.last': lastDive, 'dp.nitrox': true, 'dp.note': 'Prefers the morning boat' };
    expect(await ok(await as(t.who.admin, 'POST', `/api/customers/${guest.id}/meta`, values))).toMatchObject(values);
    for (const [key, value] of Object.entries(values)) {
      expect(await ok(await as(t.who.admin, 'GET', `/api/customers/${guest.id}/meta/${key}`))).toEqual({ key, value });
    }
    await ok(await as(t.who.admin, 'POST', `/api/customers/${guest.id}/meta/dp.nitrox`, { value: false }));
    await ok(await as(t.who.admin, 'POST', `/api/customers/${guest.id}/meta`, { 'dp.note': null }));
    const view = await ok<{ meta: Record<string, unknown> }>(await as(t.who.admin, 'GET', `/api/customers/${guest.id}/view`));
    expect(view.meta).toEqual({ 'dp.agency': 'SSI', 'dp.dives': 212.5, 'dp.last': lastDive, 'dp.nitrox': false });
  });

  it('refuses a value that does not fit its field, naming the key, and stores none of the call', async () => {
    const res = await as(t.who.admin, 'POST', `/api/customers/${guest.id}/meta`, {
      'dp.dives': 'many', 'dp.last': '2027-02-30', 'dp.nitrox': 'yes', 'dp.agency': 'NAUI', 'dp.note': 7, 'free.key': 'kept?',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; statusCode: number; path: string; method: string; timestamp: string; fields: { path: string; code: string }[] };
    expect(body).toMatchObject({ statusCode: 400, path: `/api/customers/${guest.id}/meta`, method: 'POST' });
    expect(body.error).toBeTruthy();
    expect(body.timestamp).toBeTruthy();
    expect(Object.fromEntries(body.fields.map((f) => [f.path, f.code]))).toEqual({ 'dp.dives': 'number', 'dp.last': 'date', 'dp.nitrox': 'bool', 'dp.agency': 'option', 'dp.note': 'text' });
    expect((await as(t.who.admin, 'GET', `/api/customers/${guest.id}/meta/free.key`)).status).toBe(404);
    // a required field cannot be removed; a free key still takes any JSON
    expect((await as(t.who.admin, 'POST', `/api/customers/${guest.id}/meta/dp.agency`, { value: null })).status).toBe(400);
    await ok(await as(t.who.admin, 'POST', `/api/customers/${guest.id}/meta`, { 'free.key': { any: ['json'] } }));
    expect((await ok<Record<string, unknown>>(await as(t.who.admin, 'GET', `/api/customers/${guest.id}/meta`)))['dp.agency']).toBe('SSI');
  });

  it('a customer reads but does not write the data fields, nor reads their definitions', async () => {
    const self = t.who.customer.customerId!;
    expect((await as(t.who.customer, 'POST', `/api/customers/${self}/meta`, { 'dp.note': 'mine' })).status).toBe(403);
    expect((await as(t.who.customer, 'GET', '/api/customerdatagroup')).status).toBe(403);
  });
});
