// One rule per concept of a person's data (lib/contract/person.ts) on every side: the back office
// (customers), the public booking (/book's lead guest and guests) and the guest-form links refuse
// a birth date in the future, `not-an-email` as an e-mail and `lots` as a number of dives, in the
// spec's error shape with the failing field named.
import { describe, expect, it } from 'vitest';
import { daysFromNow, demo } from '../helpers/dates';
import { sid } from '../../upstream/db/seed/resources-ids';
import { apiFile } from '../helpers/api-file';

type TJson = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const t = apiFile();
const json = async (res: Response) => (await res.json()) as TJson;
const paths = (body: TJson) => (body.fields as TJson[]).map((f) => f.path).sort();


async function guestFormLink(): Promise<{ id: string; token: string }> {
  const made = await json(await t.api.call('POST', '/api/guestform', { token: t.admin, body: { name: 'Rules Guest', booking: sid('bookings:b1') } }));
  const { links } = await json(await t.api.call('GET', `/api/guestform/${made.id}/links`, { token: t.admin }));
  return { id: made.id, token: (links[0].path as string).split('/').pop()! };
}

describe('guest-form links', () => {
  it('refuse a future birth date, a bad e-mail and phone and a number of dives that is no number; keep good answers', async () => {
    const { id, token } = await guestFormLink();
    const bad = { firstName: 'Rita', lastName: 'Rules', birthday: daysFromNow(30), email: 'not-an-email', phone: 'call me', loggedDives: 'lots', lastDive: daysFromNow(40) };
    const res = await t.api.call('POST', `/api/guestform/${id}?token=${token}`, { body: { data: bad } });
    expect(res.status).toBe(400);
    const err = await json(res);
    expect(err).toMatchObject({ error: 'ValidationError', statusCode: 400 });
    expect(paths(err)).toEqual(['data.birthday', 'data.email', 'data.lastDive', 'data.loggedDives', 'data.phone']);
    expect(err.fields.find((f: TJson) => f.path === 'data.birthday')).toMatchObject({ code: 'future', message: expect.stringMatching(/future/) });
    expect(err.fields.find((f: TJson) => f.path === 'data.email').code).toBe('email');
    expect(err.fields.find((f: TJson) => f.path === 'data.loggedDives').code).toBe('number');

    const multi = await t.api.call('POST', `/api/guestform/${id}?token=${token}&layout=multi`, { body: { data: { guests: [
      { firstName: 'A', lastName: 'B', birthday: '1990-01-01', loggedDives: '120' },
      { firstName: 'C', lastName: 'D', birthday: daysFromNow(3), email: 'x@' },
    ] } } });
    expect(multi.status).toBe(400);
    expect(paths(await json(multi))).toEqual(['data.guests.1.birthday', 'data.guests.1.email']);

    const good = { firstName: 'Rita', lastName: 'Rules', birthday: '1985-04-12', email: 'rita@example.org', phone: '+49 30 1234567', loggedDives: '250', lastDive: daysFromNow(-20) };
    const ok = await t.api.call('POST', `/api/guestform/${id}?token=${token}`, { body: { data: good } });
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect((await json(ok)).data).toMatchObject({ birthday: '1985-04-12', email: 'rita@example.org', loggedDives: 250 });
  });
});

describe('public booking', () => {
  it('refuses a guest born in the future, a bad e-mail and a bad phone, naming the fields', async () => {
    const assets = await json(await t.api.call('GET', '/api/book/assets')) as unknown as { id: string; kind: string }[];
    const resort = assets.find((a) => a.kind === 'resort')!.id;
    const rooms = await json(await t.api.call('GET', `/api/book/rooms?asset=${resort}&dateFrom=${demo('2027-08-01')}&dateTo=${demo('2027-08-04')}`)) as unknown as { id: string }[];
    const room = { room: rooms[0].id, dateFrom: demo('2027-08-01'), dateTo: demo('2027-08-04') };
    const lead = { firstName: 'Ada', lastName: 'Rules', email: 'ada.rules@example.org' };
    const res = await t.api.call('POST', '/api/book/booking/create', { body: {
      rooms: [{ ...room, guests: [{ firstName: 'Baby', lastName: 'Rules', birthday: daysFromNow(60) }] }],
      lead: { ...lead, email: 'not-an-email', phone: 'ring twice', birthday: daysFromNow(5) },
    } });
    expect(res.status).toBe(400);
    const err = await json(res);
    expect(err.error).toBe('ValidationError');
    expect(paths(err)).toEqual(['lead.birthday', 'lead.email', 'lead.phone', 'rooms.0.guests.0.birthday']);
  });
});

describe('back office', () => {
  it('the same rules for a customer record', async () => {
    const res = await t.api.call('POST', '/api/customers', { token: t.admin, body: {
      fullName: 'Future Person', masterData: { gender: 'u', birthday: daysFromNow(10) }, contact: { email: 'not-an-email', phone: 'lots' },
    } });
    expect(res.status).toBe(400);
    const fields = paths(await json(res));
    expect(fields.some((p) => p.includes('birthday'))).toBe(true);
    expect(fields.some((p) => p.includes('email'))).toBe(true);
    expect(fields.some((p) => p.includes('phone'))).toBe(true);
    const ok = await t.api.call('POST', '/api/customers', { token: t.admin, body: { fullName: 'Past Person', masterData: { gender: 'u', birthday: '1970-01-01' }, contact: { email: 'past@example.org', phone: '+1 555 0100' } } });
    expect(ok.status, await ok.clone().text()).toBe(200);
  });
});
