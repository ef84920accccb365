// Schedule calls of api-calls 7.8 on PGlite: bookable departures, info, prices per cabin, price
// entries, guests, full-charter price; who may call them and 404 for departures one cannot see.
import { beforeAll, describe, expect, it } from 'vitest';
import { sid } from '../../upstream/db/seed/resources-ids';
import { demo } from '../helpers/dates';
import { tokenOf, userWith } from './resources-fixtures';
import { FY, fy, fleet, post, type TFleet } from './schedules-fixtures';
import { apiFile } from '../helpers/api-file';

const t = apiFile();
let f: TFleet;
beforeAll(async () => {
  f = await fleet(t.api, t.admin, 'Calls');
});

const get = async (path: string, token = t.admin) => {
  const res = await t.api.call('GET', path, { token });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & Record<string, never> };
};
type TCabin = { id: string; name: string; freeBeds: number; bedCount: number; roomTypeName: string | null };

describe('GET /api/schedules/booking', () => {
  it('lists open departures with free beds, only their free cabins, cancelled ones never', async () => {
    const { status, body } = await get(`/api/schedules/booking?vessel=${f.vessel}&from=${fy('01-01')}`);
    expect(status).toBe(200);
    const list = body as unknown as { id: string; freeBeds: number; freeCabins: number; paxBooked: number; cabins: TCabin[]; tour: { id: string } }[];
    expect(list.map((s) => s.id)).toEqual([f.s1, f.s2]);
    const [s1, s2] = list;
    expect(s1).toMatchObject({ paxBooked: 3, freeCabins: 2, freeBeds: 3, tour: { id: f.tour } });
    expect(s1.cabins.map((c) => [c.id, c.freeBeds])).toEqual([[f.cabinB, 1], [f.cabinC, 2]]);
    expect(s2).toMatchObject({ paxBooked: 0, freeCabins: 3, freeBeds: 6 });
  });

  it('a departure whose every bed is taken is no longer offered', async () => {
    const full = await fleet(t.api, t.admin, 'Full');
    await post(t.api, t.admin, '/api/bookings', { rooms: [
      { room: full.cabinB, dateFrom: fy('03-04'), dateTo: fy('03-11'), guests: [{ gender: 'f' }] },
      { room: full.cabinC, dateFrom: fy('03-04'), dateTo: fy('03-11'), guests: [{ gender: 'f' }] },
    ] }, 201);
    const { body } = await get(`/api/schedules/booking?vessel=${full.vessel}&from=${fy('01-01')}`);
    expect((body as unknown as { id: string }[]).map((s) => s.id)).toEqual([full.s2]);
  });
});

describe('GET /api/schedules/{id}/info', () => {
  it('answers the departure with tour, vessel, cabins and guests booked', async () => {
    const { status, body } = await get(`/api/schedules/${f.s1}/info`);
    expect(status).toBe(200);
    expect(body.schedule).toMatchObject({ id: f.s1, dateFrom: fy('03-04'), dateTo: fy('03-11'), paxBooked: 3, freeBeds: 3, status: 'open', maxPax: 6 });
    expect(body.tour).toMatchObject({ id: f.tour, nights: 7 });
    expect(body.vessel).toMatchObject({ id: f.vessel, name: 'MY Calls' });
    const cabins = body.cabins as unknown as TCabin[];
    expect(cabins.map((c) => [c.name, c.freeBeds, c.roomTypeName])).toEqual([['Calls A', 0, 'Calls Twin'], ['Calls B', 1, 'Calls Twin'], ['Calls C', 2, 'Calls Suite']]);
  });

  it('cabins are in the order people count them', async () => {
    const vessel = (await post(t.api, t.admin, '/api/vessel', { name: 'Counting' })).id;
    for (const name of ['Cabin 10', 'Cabin 2', 'Cabin 1']) await post(t.api, t.admin, '/api/rooms', { name, type: 'Cabin', vessel });
    const s = (await post(t.api, t.admin, '/api/schedules', { name: 'Count 1', vessel, dateFrom: fy('09-01'), dateTo: fy('09-08') })).id;
    const { body } = await get(`/api/schedules/${s}/info`);
    expect((body.cabins as unknown as TCabin[]).map((c) => c.name)).toEqual(['Cabin 1', 'Cabin 2', 'Cabin 10']);
  });

  it('ports come from the tour when the departure names none', async () => {
    const port = (await post(t.api, t.admin, '/api/port', { name: 'Test Harbour', code: 'TST', city: 'Testport' })).id;
    const tour = (await post(t.api, t.admin, '/api/tours', { name: 'Ported', vessel: f.vessel, embarkPort: port, disembarkPort: port })).id;
    const s = (await post(t.api, t.admin, '/api/schedules', { name: 'Ported 1', tour, vessel: f.vessel, dateFrom: fy('09-01'), dateTo: fy('09-08') })).id;
    const { body } = await get(`/api/schedules/${s}/info`);
    expect(body.embarkPort).toMatchObject({ id: port, name: 'Test Harbour', code: 'TST' });
    expect(body.disembarkPort).toMatchObject({ id: port });
  });
});

describe('prices', () => {
  it('quotes each cabin at its default guests; a cabin without an entry says why', async () => {
    const { status, body } = await get(`/api/schedules/${f.s1}/price`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ schedule: f.s1, currency: 'EUR', priceList: { id: f.priceList } });
    const cabins = body.cabins as unknown as { cabin: { id: string }; pax: number; total: number | null; error: string | null; price: { lines: { amount: number }[]; total: number } | null }[];
    expect(cabins.map((c) => [c.cabin.id, c.pax, c.total, c.error])).toEqual([
      [f.cabinA, 2, 300000, null], [f.cabinB, 1, 150000, null], [f.cabinC, 2, null, 'NO_PRICE_ENTRY'],
    ]);
    expect(cabins[0].price!.lines.reduce((n, l) => n + l.amount, 0)).toBe(cabins[0].price!.total);
    const one = await get(`/api/schedules/${f.s1}/price?pax=1`);
    expect((one.body.cabins as unknown as { total: number | null }[])[0].total).toBe(150000);
  });

  it('price entries of the active list name the room type and the season of the departure', async () => {
    const { status, body } = await get(`/api/schedules/${f.s1}/priceEntry`);
    expect(status).toBe(200);
    expect(body.priceList).toMatchObject({ id: f.priceList, currency: 'EUR', validFrom: fy('01-01') });
    expect(body.entries).toEqual([{ roomType: f.typeA, roomTypeName: 'Calls Twin', variant: null, period: 0, periodName: `Season ${FY}`, current: true, noOfPax: null, amount: 150000 }]);
  });

  it('full charter: 409 while a cabin has no price, then every bed of every cabin', async () => {
    const missing = await get(`/api/schedules/${f.s2}/fullCharterPrice`);
    expect(missing.status).toBe(409);
    expect(missing.body.message).toBe('NO_PRICE_ENTRY');
    const res = await t.api.call('POST', `/api/price/${f.priceList}`, { token: t.admin, body: {
      entries: [{ roomType: f.typeA, period: 0, amount: 150000 }, { roomType: f.typeC, period: 0, amount: 100000 }],
    } });
    expect(res.status, await res.clone().text()).toBe(200);
    const s2 = await get(`/api/schedules/${f.s2}/fullCharterPrice?currency=EUR`);
    expect(s2.status).toBe(200);
    expect(s2.body).toMatchObject({ schedule: f.s2, currency: 'EUR', cabins: 3, pax: 6, available: true, price: { total: 800000 } });
    const s1 = await get(`/api/schedules/${f.s1}/fullCharterPrice`);
    expect(s1.body).toMatchObject({ available: false, price: { total: 800000 } });
    expect((await get(`/api/schedules/${f.s1}/fullCharterPrice?currency=USD`)).body.message).toBe('CURRENCY_MISMATCH');
  });

  it('a departure with no active price list answers 409 NO_PRICE_LIST', async () => {
    const s = (await post(t.api, t.admin, '/api/schedules', { name: 'Unpriced', tour: f.tour, vessel: f.vessel, dateFrom: fy('06-01', 1), dateTo: fy('06-08', 1) })).id;
    for (const call of ['price', 'priceEntry', 'fullCharterPrice']) {
      const r = await get(`/api/schedules/${s}/${call}`);
      expect([call, r.status, r.body.message]).toEqual([call, 409, 'NO_PRICE_LIST']);
    }
  });
});

describe('GET /api/schedules/{id}/customers', () => {
  it('lists the guests of holding bookings by cabin with the booking number; cancelled ones leave', async () => {
    const { status, body } = await get(`/api/schedules/${f.s1}/customers`);
    expect(status).toBe(200);
    const rows = body as unknown as { name: string; cabin: { id: string }; bookingNumber: string; gender: string }[];
    expect(rows.map((r) => [r.name, r.cabin.id, r.gender])).toEqual([['Ida Lund', f.cabinA, 'f'], ['Ole Lund', f.cabinA, 'm'], ['Sven Berg', f.cabinB, 'm']]);
    expect(rows[0].bookingNumber).toBe(f.booking1No);
    const other = await fleet(t.api, t.admin, 'Cancel');
    expect((await t.api.call('POST', `/api/bookings/${other.booking2}/cancell`, { token: t.admin, body: {} })).status).toBe(200);
    const after = await get(`/api/schedules/${other.s1}/customers`);
    expect((after.body as unknown as { name: string }[]).map((r) => r.name)).toEqual(['Ida Lund', 'Ole Lund']);
    expect((await get(`/api/schedules/${other.s1}/info`)).body.schedule).toMatchObject({ paxBooked: 2, freeBeds: 4 });
  });
});

describe('access', () => {
  const calls = () => [
    `/api/schedules/booking`, `/api/schedules/${f.s1}/price`, `/api/schedules/${f.s1}/info`, `/api/schedules/${f.s1}/priceEntry`,
    `/api/schedules/${f.s1}/customers`, `/api/schedules/${f.s1}/fullCharterPrice`, `/api/schedules/${f.s1}/printList/cabins`,
  ];

  it('refuses callers without the scopes (403) and guests (401)', async () => {
    const token = await userWith(t.api, ['customers.read']);
    for (const path of calls()) {
      expect([path, (await t.api.call('GET', path, { token })).status]).toEqual([path, 403]);
      expect([path, (await t.api.call('GET', path)).status]).toEqual([path, 401]);
    }
    const reader = await userWith(t.api, ['schedules.read']);
    expect((await t.api.call('GET', `/api/schedules/${f.s1}/info`, { token: reader })).status).toBe(200);
    expect((await t.api.call('GET', `/api/schedules/${f.s1}/customers`, { token: reader })).status).toBe(403);
    const agency = await tokenOf(t.api, 'agency@example.com');
    expect((await t.api.call('GET', `/api/schedules/${f.s1}/price`, { token: agency })).status).toBe(200);
  });

  it('a departure of a vessel the caller is not assigned to is 404 and missing from lists', async () => {
    const token = await userWith(t.api, ['schedules.read', 'bookings.read', 'price.update'], [{ ref: '6a1f0c6e-2d3b-4c1a-9e5f-0a9d8b7c6e20', type: 'vessel' }]);
    for (const path of calls().slice(1)) {
      const res = await t.api.call('GET', path, { token });
      expect([path, res.status]).toEqual([path, 404]);
    }
    const list = await get(`/api/schedules/booking?from=${fy('01-01')}`, token);
    expect((list.body as unknown as { id: string }[]).some((s) => s.id === f.s1)).toBe(false);
    const all = await get(`/api/schedules/booking?from=${fy('01-01')}`);
    expect((all.body as unknown as { id: string }[]).some((s) => s.id === f.s1)).toBe(true);
  });

  it('unknown and malformed ids are 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      for (const call of ['info', 'price', 'customers', 'priceEntry', 'fullCharterPrice']) {
        const r = await get(`/api/schedules/${id}/${call}`);
        expect([call, r.status, r.body.error]).toEqual([call, 404, 'NotFoundError']);
      }
    }
  });
});

describe('on the demo seed', () => {
  const n1 = sid('schedules:n1');
  const r1 = sid('schedules:r1');
  // Demo staff: schedules.read, tours.read, bookings.read, limited to MY Blue Horizon and the Coral resort.
  it.each([
    ['staff@example.com', `/api/schedules/${n1}/info`, 200],
    ['staff@example.com', `/api/schedules/${r1}/info`, 404],
    ['staff@example.com', `/api/schedules/${n1}/customers`, 200],
    ['staff@example.com', `/api/schedules/${r1}/customers`, 404],
    ['staff@example.com', `/api/schedules/${r1}/printList/manifest`, 404],
    ['staff@example.com', `/api/tours/${sid('tours:raja')}/${r1}/payments`, 404],
    ['staff@example.com', '/api/tours/ics', 200],
    ['staff@example.com', `/api/schedules/copy/${demo('2027-01-01')}/${demo('2027-12-31')}?asset=${sid('vessel:horizon')}&addyear=1`, 403],
    ['agency@example.com', `/api/schedules/${n1}/info`, 200],
    ['agency@example.com', `/api/schedules/${n1}/customers`, 403],
    ['customer@example.com', '/api/schedules/booking', 403],
    ['customer@example.com', '/api/tours/booking', 403],
    ['admin@example.com', `/api/schedules/${r1}/info`, 200],
  ])('%s GET %s → %i', async (email, path, status) => {
    const token = await tokenOf(t.api, email);
    const res = await t.api.call(path.includes('/copy/') ? 'POST' : 'GET', path, { token });
    expect(res.status).toBe(status);
  });

  it('staff see the departures of their vessel only', async () => {
    const token = await tokenOf(t.api, 'staff@example.com');
    const res = await t.api.call('GET', `/api/tours/date/${demo('2027-01-01')}/${demo('2027-12-31')}`, { token });
    const ids = ((await res.json()) as { id: string }[]).map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining([n1, sid('schedules:b1'), sid('schedules:n2')]));
    expect(ids).not.toContain(r1);
    const all = (await (await t.api.call('GET', `/api/tours/date/${demo('2027-01-01')}/${demo('2027-12-31')}`, { token: t.admin })).json()) as { id: string }[];
    expect(all.map((s) => s.id)).toContain(r1);
  });
});
