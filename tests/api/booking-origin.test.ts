// A booking records where it came from (bookings.channel) and a public guest's e-mail, phone and
// message, and staff read them on the detail (issue 14: the message used to be dropped and public
// bookings had no source).
import { describe, expect, it } from 'vitest';
import { demo } from '../helpers/dates';
import { tokenOf } from './resources-fixtures';
import { DEMO_RESORT_ID } from '../../upstream/db/seed/demo-ids';
import { apiFile } from '../helpers/api-file';

type TJson = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const t = apiFile();

const json = async (res: Response) => (await res.json()) as TJson;

describe('where a booking came from', () => {
  it('a public booking keeps the guest\'s e-mail, phone and message and says it came from the booking page', async () => {
    const rooms = await json(await t.api.call('GET', `/api/book/rooms?asset=${DEMO_RESORT_ID}&dateFrom=${demo('2027-09-01')}&dateTo=${demo('2027-09-04')}`)) as unknown as { id: string }[];
    const message = 'We arrive late, around 23:00.\nVegetarian please.';
    const res = await t.api.call('POST', '/api/book/booking/create', { body: {
      rooms: [{ room: rooms[0].id, dateFrom: demo('2027-09-01'), dateTo: demo('2027-09-04'), guests: [] }],
      lead: { firstName: 'Grace', lastName: 'Hopper', email: 'Grace.Hopper@Example.org', phone: '+1 555 0199' }, language: 'en', message,
    } });
    expect(res.status, await res.clone().text()).toBe(201);
    const made = await json(res);
    // The visitor's own answer shows none of it back.
    expect(JSON.stringify(made)).not.toContain('555');
    const list = await json(await t.api.call('GET', `/api/bookings?search=${made.number}`, { token: t.admin }));
    expect(list.data).toHaveLength(1);
    const id = list.data[0].id as string;
    expect(list.data[0]).toMatchObject({ channel: 'public', contactEmail: 'grace.hopper@example.org' });
    const detail = await json(await t.api.call('GET', `/api/bookings/${id}/detail`, { token: t.admin }));
    expect(detail).toMatchObject({ channel: 'public', contactEmail: 'grace.hopper@example.org', contactPhone: '+1 555 0199', guestMessage: message });
    // Staff find it by the guest's e-mail and phone too.
    const byPhone = await json(await t.api.call('GET', `/api/bookings?search=${encodeURIComponent('555 0199')}`, { token: t.admin }));
    expect(byPhone.data.map((b: TJson) => b.id)).toContain(id);
  });

  it('staff bookings are from the back office, an agency user\'s from the agency; nobody writes the channel', async () => {
    const staff = await json(await t.api.call('POST', '/api/bookings', { token: t.admin, body: { title: 'Desk booking' } }));
    expect(staff).toMatchObject({ channel: 'backoffice', contactEmail: null, guestMessage: null });
    const agency = await tokenOf(t.api, 'agency@example.com');
    const own = await json(await t.api.call('POST', '/api/bookings', { token: agency, body: { title: 'Agency booking' } }));
    expect(own.channel).toBe('agency');
    expect((await t.api.call('POST', '/api/bookings', { token: t.admin, body: { title: 'x', channel: 'public' } })).status).toBe(400);
    const edit = await t.api.call('POST', `/api/bookings/${staff.id}`, { token: t.admin, body: { channel: 'public' } });
    expect([400, 200]).toContain(edit.status);
    expect((await json(await t.api.call('GET', `/api/bookings/${staff.id}/detail`, { token: t.admin }))).channel).toBe('backoffice');
  });
});
