// The public booking calls (7.6) on PGlite: a visitor sees the houses and free rooms, books a
// draft holding its room, and reads it back only with the lead guest's e-mail.
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenOf } from './resources-fixtures';
import { demo } from '../helpers/dates';
import { apiFile } from '../helpers/api-file';

const t = apiFile();
let resort: string;
beforeAll(async () => {
  const assets = (await (await t.api.call('GET', '/api/book/assets')).json()) as { id: string; kind: string }[];
  resort = assets.find((a) => a.kind === 'resort')!.id;
});

type TRoom = { id: string; freeBeds: number; allowSharedRoom: boolean; roomTypeName: string | null };
const lead = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org', gender: 'f' };

describe('public booking', () => {
  it('lists visible houses and rooms with free beds without a login', async () => {
    const rooms = (await (await t.api.call('GET', `/api/book/rooms?asset=${resort}&dateFrom=${demo('2027-07-01')}&dateTo=${demo('2027-07-05')}`)).json()) as TRoom[];
    expect(rooms.length).toBeGreaterThan(0);
    expect(rooms[0].freeBeds).toBeGreaterThan(0);
  });

  it('books a draft with an offer number that holds the room, then reads it only with the right e-mail', async () => {
    const rooms = (await (await t.api.call('GET', `/api/book/rooms?asset=${resort}&dateFrom=${demo('2027-07-01')}&dateTo=${demo('2027-07-05')}`)).json()) as TRoom[];
    const room = rooms.find((r) => !r.allowSharedRoom)!;
    const body = { rooms: [{ room: room.id, dateFrom: demo('2027-07-01'), dateTo: demo('2027-07-05'), guests: [] }], lead, language: 'en' };
    const res = await t.api.call('POST', '/api/book/booking/create', { body, headers: { 'timezone-offset': '-60', 'browser-language': 'en-GB' } });
    expect(res.status, await res.clone().text()).toBe(201);
    const b = (await res.json()) as { number: string; state: string; noOfPax: number };
    expect(b).toMatchObject({ state: 'draft', noOfPax: 1 });
    expect(b.number).toMatch(/^O\d{4}-\d{5}$/);
    expect((await t.api.call('POST', '/api/book/booking/create', { body })).status).toBe(409);
    const after = (await (await t.api.call('GET', `/api/book/rooms?asset=${resort}&dateFrom=${demo('2027-07-02')}&dateTo=${demo('2027-07-03')}`)).json()) as TRoom[];
    expect(after.find((r) => r.id === room.id)!.freeBeds).toBe(0);
    expect((await t.api.call('GET', `/api/book/no/${b.number}?email=ADA@example.org`)).status).toBe(200);
    expect((await t.api.call('GET', `/api/book/no/${b.number}?email=eve@example.org`)).status).toBe(404);
    // Staff find the draft in the booking list.
    const admin = await tokenOf(t.api, 'admin@example.com');
    const list = (await (await t.api.call('GET', `/api/bookings?search=Lovelace`, { token: admin })).json()) as { data: { offerNo: string }[] };
    expect(list.data.map((x) => x.offerNo)).toContain(b.number);
  });

  it('refuses bad input and unknown fields with 400', async () => {
    expect((await t.api.call('POST', '/api/book/booking/create', { body: { rooms: [], lead } })).status).toBe(400);
    expect((await t.api.call('POST', '/api/book/booking/create', { body: { rooms: [{ room: resort, dateFrom: demo('2027-01-02'), dateTo: demo('2027-01-03') }], lead: { ...lead, email: 'nope' } } })).status).toBe(400);
    expect((await t.api.call('POST', '/api/book/booking/create', { body: { rooms: [{ room: resort, dateFrom: demo('2027-01-02'), dateTo: demo('2027-01-03') }], lead, state: 'confirmed' } })).status).toBe(400);
  });
});
