// Asset limits and own-records (.self) access of the generic resources: a user limited to some
// resorts/vessels never reads or writes another asset's rows; agencies and customers reach only
// their own records.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGENCY_ID, DEMO_CUSTOMER_ID, DEMO_RESORT_ID, DEMO_VESSEL_ID } from '../../upstream/db/seed/demo-ids';
import { sid } from '../../upstream/db/seed/resources-ids';
import { tokenOf, userWith } from './resources-fixtures';
import { apiFile } from '../helpers/api-file';

const t = apiFile();
let limited: string;
const R2 = sid('resort:lagoon');
type TRec = Record<string, unknown> & { id: string };
type TPage = { data: TRec[]; total: number };

const get = async (token: string, path: string) => t.api.call('GET', path, { token });
const page = async (token: string, path: string) => (await (await get(token, path)).json()) as TPage;

beforeAll(async () => {
  limited = await userWith(t.api, ['rooms', 'resort.read', 'resort.update', 'product', 'vessel.read'], [{ ref: DEMO_RESORT_ID, type: 'resort' }]);
});

describe('asset limits', () => {
  it('lists, CSV and filters show only rows of the caller\'s assets (and shared rows)', async () => {
    const all = await page(t.admin, '/api/rooms?size=0');
    const mine = await page(limited, '/api/rooms?size=0');
    const expected = all.data.filter((r) => r.resort === DEMO_RESORT_ID || (r.resort === null && r.vessel === null));
    expect(mine.data.map((r) => r.id).sort()).toEqual(expected.map((r) => r.id).sort());
    expect(mine.total).toBe(expected.length);
    expect(all.data.some((r) => r.vessel === DEMO_VESSEL_ID)).toBe(true);
    expect((await page(limited, `/api/rooms?filter=${encodeURIComponent(JSON.stringify({ vessel: DEMO_VESSEL_ID }))}`)).total).toBe(0);
    const csv = await (await get(limited, '/api/rooms/listCSV')).text();
    expect(csv).not.toContain(DEMO_VESSEL_ID);
    expect(csv.trim().split('\n').length).toBe(expected.length + 1);
  });

  it('another asset\'s row is not found for get, update, copy and delete, and stays unchanged', async () => {
    const cabin = sid('rooms:c1');
    expect((await get(limited, `/api/rooms/${cabin}`)).status).toBe(404);
    expect((await t.api.call('POST', `/api/rooms/${cabin}`, { token: limited, body: { name: 'Mine now' } })).status).toBe(404);
    expect((await t.api.call('POST', `/api/rooms/${cabin}/copy`, { token: limited })).status).toBe(404);
    expect((await t.api.call('DELETE', `/api/rooms/${cabin}`, { token: limited })).status).toBe(404);
    expect(((await (await get(t.admin, `/api/rooms/${cabin}`)).json()) as TRec).name).toBe('Cabin 1');
  });

  it('creates and moves rows only within the caller\'s assets', async () => {
    const body = { name: 'Room 105', type: 'Room', roomType: sid('roomtypes:std') };
    expect((await t.api.call('POST', '/api/rooms', { token: limited, body: { ...body, vessel: DEMO_VESSEL_ID } })).status).toBe(403);
    expect((await t.api.call('POST', '/api/rooms', { token: limited, body: { ...body, resort: R2 } })).status).toBe(403);
    expect((await t.api.call('POST', '/api/rooms', { token: limited, body })).status).toBe(403);
    const res = await t.api.call('POST', '/api/rooms', { token: limited, body: { ...body, resort: DEMO_RESORT_ID } });
    expect(res.status).toBe(200);
    const room = (await res.json()) as TRec;
    expect((await t.api.call('POST', `/api/rooms/${room.id}`, { token: limited, body: { resort: R2 } })).status).toBe(403);
    expect(((await (await get(t.admin, `/api/rooms/${room.id}`)).json()) as TRec).resort).toBe(DEMO_RESORT_ID);
    const copy = await t.api.call('POST', `/api/rooms/${room.id}/copy`, { token: limited });
    expect(copy.status).toBe(200);
    expect((await t.api.call('DELETE', `/api/rooms/${((await copy.json()) as TRec).id}`, { token: limited })).status).toBe(200);
  });

  it('a limited user cannot point a record at another asset\'s record', async () => {
    const res = await t.api.call('POST', '/api/rooms', { token: limited, body: { name: 'Room 106', type: 'Room', resort: DEMO_RESORT_ID, roomType: sid('roomtypes:lagoon-std') } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: { path: string }[] }).fields.map((f) => f.path)).toEqual(['roomType']);
  });

  it('shared rows (no asset) are readable but not writable for a limited user', async () => {
    const shared = (await page(t.admin, '/api/product?size=0')).data.find((p) => p.resort === null && p.vessel === null)!;
    expect(shared).toBeTruthy();
    expect((await get(limited, `/api/product/${shared.id}`)).status).toBe(200);
    expect((await t.api.call('POST', `/api/product/${shared.id}`, { token: limited, body: { name: 'Taken' } })).status).toBe(403);
  });

  it('the asset records themselves: only the caller\'s resorts, no vessel at all', async () => {
    const resorts = await page(limited, '/api/resort?size=0');
    expect(resorts.data.map((r) => r.id)).toEqual([DEMO_RESORT_ID]);
    expect((await get(limited, `/api/resort/${R2}`)).status).toBe(404);
    expect((await t.api.call('POST', `/api/resort/${R2}`, { token: limited, body: { name: 'x' } })).status).toBe(404);
    expect((await t.api.call('POST', `/api/resort/${DEMO_RESORT_ID}`, { token: limited, body: { phone: '+20 65 000' } })).status).toBe(200);
    expect((await page(limited, '/api/vessel?size=0')).total).toBe(0);
  });

  it('admins and users without assigned assets are not limited', async () => {
    const free = await userWith(t.api, ['rooms.read']);
    expect((await page(free, '/api/rooms?size=1')).total).toBe((await page(t.admin, '/api/rooms?size=1')).total);
  });
});

describe('own records (.self scopes)', () => {
  let agency: string;
  let customer: string;
  beforeAll(async () => {
    agency = await tokenOf(t.api, 'agency@example.com');
    customer = await tokenOf(t.api, 'customer@example.com');
  });

  it('an agency reads and edits its own agency only', async () => {
    const list = await page(agency, '/api/agencies');
    expect(list.data.map((a) => a.id)).toEqual([DEMO_AGENCY_ID]);
    const other = sid('agencies:ocean');
    expect((await get(agency, `/api/agencies/${other}`)).status).toBe(404);
    expect((await t.api.call('POST', `/api/agencies/${other}`, { token: agency, body: { phone: '1' } })).status).toBe(404);
    expect((await t.api.call('POST', `/api/agencies/${DEMO_AGENCY_ID}`, { token: agency, body: { phone: '+49 40 999' } })).status).toBe(200);
    expect((await t.api.call('POST', '/api/agencies', { token: agency, body: { name: 'New agency' } })).status).toBe(403);
    expect((await t.api.call('DELETE', `/api/agencies/${DEMO_AGENCY_ID}`, { token: agency })).status).toBe(403);
  });

  it('an agency sees its own bookings and manages its own customers', async () => {
    const bookings = await page(agency, '/api/bookings?size=0');
    expect(bookings.data.length).toBeGreaterThan(0);
    expect(bookings.data.every((b) => b.agency === DEMO_AGENCY_ID)).toBe(true);
    const customers = await page(agency, '/api/customers?size=0');
    expect(customers.data.every((c) => c.agency === DEMO_AGENCY_ID)).toBe(true);
    const created = await t.api.call('POST', '/api/customers', { token: agency, body: { fullName: 'Paul Agency-Guest' } });
    expect(created.status).toBe(200);
    expect(((await created.json()) as TRec).agency).toBe(DEMO_AGENCY_ID);
    expect((await t.api.call('POST', '/api/customers', { token: agency, body: { fullName: 'X', agency: sid('agencies:ocean') } })).status).toBe(403);
    expect((await get(agency, `/api/customers/${DEMO_CUSTOMER_ID}`)).status).toBe(404);
  });

  it('a customer reads and edits their own record and sees their own bookings', async () => {
    const list = await page(customer, '/api/customers');
    expect(list.data.map((c) => c.id)).toEqual([DEMO_CUSTOMER_ID]);
    expect((await t.api.call('POST', `/api/customers/${DEMO_CUSTOMER_ID}`, { token: customer, body: { contact: { phone: '+49 30 1' } } })).status).toBe(200);
    // The note is the operator's (issue 13; tests/api/resources-self-fields.test.ts).
    expect((await t.api.call('POST', `/api/customers/${DEMO_CUSTOMER_ID}`, { token: customer, body: { note: 'Vegetarian' } })).status).toBe(400);
    expect((await t.api.call('POST', `/api/customers/${sid('customers:james')}`, { token: customer, body: { note: 'x' } })).status).toBe(404);
    const bookings = await page(customer, '/api/bookings?size=0');
    expect(bookings.data.length).toBeGreaterThan(0);
    expect(bookings.data.every((b) => b.customer === DEMO_CUSTOMER_ID)).toBe(true);
    expect((await get(customer, '/api/agencies')).status).toBe(403);
  });
});
