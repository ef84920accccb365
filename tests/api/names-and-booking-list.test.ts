// Names for every role, and the booking list an operator scans (issue 14):
//  - GET /api/labels/{resource}: the read-only staff role (bookings.read, tours.read,
//    schedules.read) reads the names of the vessels and tours its schedules point at, and every
//    resort and vessel by name (the calendars), but not their records; an agency or a customer
//    (self scopes) gets no names of other records; ids are required except for the assets;
//  - GET /api/bookings: each record carries the asset, agency and source names, the guests, the
//    amount, paid and open; deleted bookings only when the filter names deletedDate; the search
//    finds bookings by the e-mail and the phone of their customer.
import { beforeAll, describe, expect, it } from 'vitest';
import { now } from '../../upstream/clock';
import { DEMO_AGENCY_ID, DEMO_RESORT_ID, DEMO_VESSEL_ID } from '../../upstream/db/seed/demo-ids';
import { createTestApi, type TTestApi } from '../helpers/api';
import { login } from '../attack/personas';

type TRec = Record<string, unknown> & { id: string };
let api: TTestApi;
let admin: string;
let staff: string;
let agency: string;
let customer: string;
const day = (n: number) => new Date(now().getTime() + n * 86_400_000).toISOString().slice(0, 10);

async function call(token: string, method: string, path: string, body?: unknown) {
  const res = await api.call(method, path, { token, body });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null, text };
}
async function made(token: string, path: string, body: unknown): Promise<TRec> {
  const res = await call(token, 'POST', path, body);
  expect(res.status, `${path}: ${res.text}`).toBeLessThan(300);
  return res.json as TRec;
}

let booking: TRec;
let deleted: TRec;
let room: string;

beforeAll(async () => {
  api = await createTestApi();
  [admin, staff, agency, customer] = await Promise.all(['admin', 'staff', 'agency', 'customer'].map((u) => login(api, `${u}@example.com`, 'demo-password')));
  room = (await made(admin, '/api/rooms', { name: 'Names 1', type: 'Room', resort: DEMO_RESORT_ID, availableBeds: 2 })).id;
  const source = await made(admin, '/api/bookingsource', { name: 'Walk-in desk' });
  const guest = await made(admin, '/api/customers', { fullName: 'Greta Phonebook', email: 'greta.phonebook@example.org', contact: { phone: '+49 170 5550123' } });
  const stay = (from: number) => ({ room, dateFrom: day(from), dateTo: day(from + 3), guests: [{ customer: guest.id, firstName: 'Greta', lastName: 'Phonebook', gender: 'f' }] });
  booking = await made(admin, '/api/bookings', { title: 'Greta Phonebook', resort: DEMO_RESORT_ID, customer: guest.id, agency: DEMO_AGENCY_ID, source: source.id, rooms: [stay(300)] });
  await made(admin, '/api/payments', { booking: booking.id, amount: 1234, method: 'cash', status: 'paid', reference: 'desk-1' });
  deleted = await made(admin, '/api/bookings', { title: 'Dora Deleted', resort: DEMO_RESORT_ID, rooms: [{ room, dateFrom: day(320), dateTo: day(322), guests: [{ firstName: 'Dora', lastName: 'Deleted', gender: 'f' }] }] });
  expect((await call(admin, 'DELETE', `/api/bookings/${deleted.id}`)).status).toBe(200);
});


describe('names for every role', () => {
  it('staff reads the names of the vessel and tour of a schedule, not the records', async () => {
    const schedules = await call(staff, 'GET', '/api/schedules?size=5');
    expect(schedules.status).toBe(200);
    const s = (schedules.json.data as TRec[]).find((r) => r.vessel && r.tour);
    expect(s, 'the demo data has a schedule with vessel and tour').toBeTruthy();
    expect((await call(staff, 'GET', `/api/vessel/${s!.vessel}`)).status).toBe(403);
    const vessels = await call(staff, 'GET', `/api/labels/vessel?ids=${s!.vessel}`);
    expect(vessels.status).toBe(200);
    expect(vessels.json).toEqual([{ id: s!.vessel, label: expect.stringMatching(/\S/) }]);
    const tours = await call(staff, 'GET', `/api/labels/tours?ids=${s!.tour}`);
    expect(tours.json[0].label).toMatch(/\S/);
  });

  it('every resort and vessel by name for the calendars; other resources need ids', async () => {
    const resorts = await call(staff, 'GET', '/api/labels/resort');
    expect(resorts.status).toBe(200);
    expect((resorts.json as { id: string }[]).map((r) => r.id)).toContain(DEMO_RESORT_ID);
    expect((await call(staff, 'GET', '/api/labels/vessel')).json.map((v: { id: string }) => v.id)).toContain(DEMO_VESSEL_ID);
    expect((await call(staff, 'GET', '/api/labels/tours')).status).toBe(400);
  });

  it('self scopes read no names; unknown resources are 404', async () => {
    expect((await call(agency, 'GET', `/api/labels/resort`)).status).toBe(403);
    expect((await call(customer, 'GET', `/api/labels/agencies?ids=${DEMO_AGENCY_ID}`)).status).toBe(403);
    expect((await call(staff, 'GET', `/api/labels/users?ids=${DEMO_AGENCY_ID}`)).status).toBe(403);
    expect((await call(admin, 'GET', '/api/labels/nothing')).status).toBe(404);
  });
});

describe('the booking list', () => {
  it('carries names, guests and sums on each record, for staff and for the agency', async () => {
    for (const token of [staff, agency]) {
      const list = await call(token, 'GET', `/api/bookings?size=100&filter=${encodeURIComponent(JSON.stringify({ resort: DEMO_RESORT_ID, dateFrom: { gte: day(299) } }))}`);
      expect(list.status).toBe(200);
      const row = (list.json.data as TRec[]).find((r) => r.id === booking.id)!;
      expect(row).toMatchObject({ assetName: expect.stringMatching(/\S/), agencyName: expect.stringMatching(/\S/), sourceName: 'Walk-in desk', guests: 'Greta Phonebook', paid: 1234 });
      expect(row.open).toBe((row.amount as number) - 1234);
    }
  });

  it('hides deleted bookings unless the filter asks for them', async () => {
    const ids = async (filter: object) => ((await call(staff, 'GET', `/api/bookings?size=100&filter=${encodeURIComponent(JSON.stringify(filter))}`)).json.data as TRec[]).map((r) => r.id);
    expect(await ids({ resort: DEMO_RESORT_ID })).not.toContain(deleted.id);
    const only = await ids({ resort: DEMO_RESORT_ID, deletedDate: { ne: null } });
    expect(only).toContain(deleted.id);
    expect(only).not.toContain(booking.id);
  });

  it('finds a booking by its guest e-mail and phone', async () => {
    for (const search of ['greta.phonebook@example', '170 5550123', '1705550123', '0170 5550123']) {
      const found = await call(staff, 'GET', `/api/bookings?search=${encodeURIComponent(search)}`);
      expect(found.status).toBe(200);
      expect((found.json.data as TRec[]).map((r) => r.id), search).toContain(booking.id);
    }
    const none = await call(staff, 'GET', `/api/bookings?search=${encodeURIComponent('nobody-such@example.org')}`);
    expect(none.json.total).toBe(0);
  });
});

describe('the detail edits guests in place', () => {
  it('replaces the guests of a room in one change and one version; the read-only role may not', async () => {
    const detail = (await call(admin, 'GET', `/api/bookings/${booking.id}/detail`)).json as { rooms: { id: string; room: string }[]; version: number };
    const r = detail.rooms[0];
    const guests = [{ firstName: 'Greta', lastName: 'Phonebook-Neu', gender: 'f', birthday: '1980-05-01' }, { firstName: 'Hans', lastName: 'Phonebook', gender: 'm' }];
    expect((await call(staff, 'POST', `/api/bookings/${booking.id}/rooms/${r.room}/guests`, { guests, roomBookingId: r.id })).status).toBe(403);
    const changed = await call(admin, 'POST', `/api/bookings/${booking.id}/rooms/${r.room}/guests`, { guests, roomBookingId: r.id });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json.rooms[0].guests).toEqual(guests);
    expect(changed.json.noOfPax).toBe(2);
    expect(changed.json.version).toBe(detail.version + 1);
    const history = (await call(admin, 'GET', `/api/bookings/${booking.id}/history`)).json as { action: string }[];
    expect(history[0].action).toBe('changeGuests');
  });
});
