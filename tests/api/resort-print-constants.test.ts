// The resort's calls of api-calls 7.7 (issue 38 item 4): GET /api/resort/constants and the desk's
// printed lists GET /api/resort/{asset}/print/{list}; and the vessel list printed for a departure,
// GET /api/vessellist/{list}/print/{schedule}.
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, daysFromNow } from '../helpers/dates';
import { readPdf } from '../helpers/pdf-read';
import { apiFile } from '../helpers/api-file';
import { userWith } from './resources-fixtures';
import { fleet, post, type TFleet } from './schedules-fixtures';

const t = apiFile();
const A = daysFromNow(530);
const A3 = addDays(A, 3);
let resort: string;
let f: TFleet;

beforeAll(async () => {
  resort = (await post(t.api, t.admin, '/api/resort', { name: 'Print Bay' })).id;
  const room = (await post(t.api, t.admin, '/api/rooms', { name: 'PB 7', type: 'Room', resort, availableBeds: 2 })).id;
  await post(t.api, t.admin, '/api/bookings', { rooms: [{ room, dateFrom: A, dateTo: A3, guests: [{ firstName: 'Mara', lastName: 'Holm', gender: 'f' }] }] }, 201);
  await post(t.api, t.admin, '/api/arrivaldeparture', { guestName: 'Jon Early', direction: 'arrival', date: A, time: '09:45', flightNo: 'QR 880', transfer: true, noOfPax: 2, resort });
  f = await fleet(t.api, t.admin, 'VList');
});

const get = async (path: string, opts: { token?: string; lang?: string } = {}) => {
  const res = await t.api.call('GET', path, { token: opts.token ?? t.admin, headers: opts.lang ? { 'accept-language': opts.lang } : {} });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, text: res.status === 200 ? (await readPdf(bytes)).items : new TextDecoder().decode(bytes) };
};

describe('GET /api/resort/constants', () => {
  it('answers the print lists in the caller\'s language, room kinds, blocker types, defaults and time zones', async () => {
    const { data, response } = await t.client().GET('/api/resort/constants', { headers: { 'accept-language': 'de' } });
    expect(response.status).toBe(200);
    expect(data!.printLists).toEqual([{ id: 'arrivals', name: 'Anreisen' }, { id: 'departures', name: 'Abreisen' }, { id: 'arrivalsDepartures', name: 'An- und Abreisen' }]);
    expect(data!.roomKinds).toEqual(['Cabin', 'Room']);
    expect(data!.blockerTypes).toEqual(['Maintanance', 'OutOfOrder', 'Event']);
    expect(data!.defaults).toEqual({ currency: 'EUR', timezone: 'Europe/Berlin', checkInTime: '14:00', checkOutTime: '11:00' });
    expect(data!.timezones).toContain('Asia/Makassar');
    const outsider = await userWith(t.api, ['media.read']);
    expect((await t.client({ token: outsider }).GET('/api/resort/constants', {})).response.status).toBe(403);
  });
});

describe('GET /api/resort/{asset}/print/{list}', () => {
  it('prints the arrivals of a day with time, guest, flight and room, in the caller\'s language', async () => {
    const { res, text } = await get(`/api/resort/${resort}/print/arrivals?from=${A}`, { lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(text).toMatch(/Arrivals\n[^]*Print Bay/);
    expect(text).toMatch(/09:45\nJon Early\n2\nQR 880\nyes/);
    expect(text).toContain('Mara Holm');
    expect(text).toContain('PB 7');
    expect(text).not.toContain('Departures');
    const de = await get(`/api/resort/${resort}/print/arrivalsDepartures?from=${A}&to=${A3}`, { lang: 'de' });
    expect(de.text).toContain('An- und Abreisen');
    expect(de.text).toMatch(/Anreisen \(3 Gäste\)[^]*Abreisen \(1 Gäste\)/);
  });

  it('an empty day says so; the range is checked; an unknown or foreign resort is RESORT_NOT_FOUND', async () => {
    const empty = await get(`/api/resort/${resort}/print/departures?from=${A}`, { lang: 'en' });
    expect(empty.text).toContain('None.');
    expect((await get(`/api/resort/${resort}/print/arrivals?from=${A3}&to=${A}`)).res.status).toBe(400);
    expect((await get(`/api/resort/${resort}/print/arrivals?from=${A}&to=${addDays(A, 100)}`)).res.status).toBe(400);
    const ghost = await get('/api/resort/00000000-0000-4000-8000-000000000000/print/arrivals');
    expect([ghost.res.status, JSON.parse(ghost.text).message]).toEqual([404, 'RESORT_NOT_FOUND']);
    const elsewhere = await userWith(t.api, ['bookings.read'], [{ ref: '6a1f0c6e-2d3b-4c1a-9e5f-0a9d8b7c6e20', type: 'vessel' }]);
    expect((await get(`/api/resort/${resort}/print/arrivals?from=${A}`, { token: elsewhere })).res.status).toBe(404);
    expect((await get(`/api/resort/${resort}/print/arrivals`, { token: await userWith(t.api, ['media.read']) })).res.status).toBe(403);
  });
});

describe('GET /api/vessellist/{list}/print/{schedule}', () => {
  it('prints the departure with the list\'s title and columns; another vessel\'s list is 404', async () => {
    const list = (await post(t.api, t.admin, '/api/vessellist', { name: 'Harbour manifest', vessel: f.vessel, kind: 'manifest', columns: ['name', 'birthday', 'nationality'] })).id;
    const { res, text } = await get(`/api/vessellist/${list}/print/${f.s1}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(text).toMatch(/Harbour manifest[^]*Name\nBirthday\nNationality\nIda Lund/);
    expect(text).toContain('Sven Berg');
    const foreign = (await post(t.api, t.admin, '/api/vessellist', { name: 'Other', vessel: '6a1f0c6e-2d3b-4c1a-9e5f-0a9d8b7c6e20' })).id;
    expect((await get(`/api/vessellist/${foreign}/print/${f.s1}`)).res.status).toBe(404);
    expect((await get(`/api/vessellist/${list}/print/00000000-0000-4000-8000-000000000000`)).res.status).toBe(404);
    expect((await get(`/api/vessellist/${list}/print/${f.s1}`, { token: await userWith(t.api, ['schedules.read']) })).res.status).toBe(403);
  });
});
