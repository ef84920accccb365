// The rules of a visitor's booking (issue 13): arrival today or later in the asset's time zone,
// at most publicMaxNights nights, visible assets and rooms only (a hidden one answers like a
// missing one), guests never name a customer record. Each rule failed on the code before it.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock, now } from '../../upstream/clock';
import { customers, resorts, rooms, roomTypes, vessels } from '../../upstream/db/schema';
import { sid } from '../../upstream/db/seed/resources-ids';
import { dateIn } from '../../upstream/modules/public-booking/rules';
import { createTestApi, type TTestApi } from '../helpers/api';
import { tokenOf } from './resources-fixtures';

let api: TTestApi;
let admin: string;
beforeAll(async () => {
  api = await createTestApi();
  admin = await tokenOf(api, 'admin@example.com');
});
afterAll(async () => { setClock({ at: null }); await api.handle.close(); });
afterEach(() => setClock({ at: null }));

const LODGE = 'Asia/Makassar'; // Blue Lagoon Dive Lodge, UTC+8
const lodgeRoom = sid('rooms:lagoon-L1');
const lead = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.org', gender: 'f' };
/** The lodge's calendar day `n` days from the business clock's today. */
const day = (n: number) => dateIn(LODGE, new Date(now().getTime() + n * 86_400_000));

type TError = { statusCode: number; message: string; fields?: { path: string; message: string }[] };
async function book(rooms: unknown[], extra: Record<string, unknown> = {}) {
  const res = await api.call('POST', '/api/book/booking/create', { body: { rooms, lead, ...extra } });
  return { status: res.status, body: (await res.json()) as TError & { number?: string } };
}
const paths = (e: TError) => (e.fields ?? []).map((f) => f.path);

describe('public booking: dates', () => {
  it('refuses an arrival in the past, naming the field', async () => {
    const r = await book([{ room: lodgeRoom, dateFrom: day(-1), dateTo: day(2) }]);
    expect(r.status).toBe(400);
    expect(paths(r.body)).toEqual(['rooms.0.dateFrom']);
  });

  it('"today" is the asset\'s: at 20:00 UTC it is already tomorrow at the lodge', async () => {
    const base = new Date(now().getTime() + 30 * 86_400_000);
    setClock({ at: new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate(), 20, 0)) });
    const utcToday = now().toISOString().slice(0, 10);
    expect(day(0)).not.toBe(utcToday);
    const r = await book([{ room: lodgeRoom, dateFrom: utcToday, dateTo: day(2) }]);
    expect(r.status).toBe(400);
    expect(r.body.fields![0]).toMatchObject({ path: 'rooms.0.dateFrom' });
    expect(r.body.fields![0].message).toContain(day(0));
    expect((await book([{ room: lodgeRoom, dateFrom: day(0), dateTo: day(1) }])).status).toBe(201);
  });

  it('holds rooms for at most publicMaxNights nights (default 60, a setting)', async () => {
    const long = await book([{ room: lodgeRoom, dateFrom: day(100), dateTo: day(100 + 61) }]);
    expect(long.status).toBe(400);
    expect(paths(long.body)).toEqual(['rooms.0.dateTo']);
    expect((await book([{ room: lodgeRoom, dateFrom: day(200), dateTo: day(260) }])).status).toBe(201);
    const set = await api.call('POST', '/api/settings/group/general', { token: admin, body: { publicMaxNights: 5 } });
    expect(set.status, await set.clone().text()).toBe(200);
    expect((await book([{ room: lodgeRoom, dateFrom: day(300), dateTo: day(306) }])).status).toBe(400);
    expect((await book([{ room: lodgeRoom, dateFrom: day(300), dateTo: day(305) }])).status).toBe(201);
    await api.call('POST', '/api/settings/group/general', { token: admin, body: { publicMaxNights: null } });
  });

  it('validates the two settings', async () => {
    for (const body of [{ publicMaxNights: 0 }, { publicMaxNights: 1.5 }, { publicOfferHoldHours: 0 }, { publicOfferHoldHours: 'a day' }]) {
      const res = await api.call('POST', '/api/settings/group/general', { token: admin, body });
      expect(res.status).toBe(400);
      expect(paths((await res.json()) as TError)).toEqual([Object.keys(body)[0]]);
    }
    const read = (await (await api.call('GET', '/api/settings/group/general', { token: admin })).json()) as Record<string, unknown>;
    expect(read).toMatchObject({ publicMaxNights: 60, publicOfferHoldHours: 24 });
  });
});

describe('public booking: what the public may see', () => {
  let missing: Awaited<ReturnType<typeof book>> | undefined;
  async function expectLikeMissing(room: string) {
    missing ??= await book([{ room: '00000000-0000-4000-8000-000000000001', dateFrom: day(400), dateTo: day(401) }]);
    const hidden = await book([{ room, dateFrom: day(400), dateTo: day(401) }]);
    expect(hidden.status).toBe(404);
    expect(hidden.status).toBe(missing.status);
    expect(hidden.body.message).toBe(`Room ${room} not found`);
  }
  const listed = async (asset: string) => ((await (await api.call('GET', `/api/book/rooms?asset=${asset}&dateFrom=${day(400)}&dateTo=${day(401)}`)).json()) as { id: string }[]).map((r) => r.id);

  it('a hidden room, or one of a hidden room type, is like a missing one', async () => {
    const room = sid('rooms:lagoon-L2');
    await api.handle.db.update(rooms).set({ isVisible: false }).where(eq(rooms.id, room));
    await expectLikeMissing(room);
    await api.handle.db.update(rooms).set({ isVisible: true, hide: true }).where(eq(rooms.id, room));
    await expectLikeMissing(room);
    await api.handle.db.update(rooms).set({ hide: false }).where(eq(rooms.id, room));
    expect(await listed(sid('resort:lagoon'))).toContain(room);
    await api.handle.db.update(roomTypes).set({ isVisible: false }).where(eq(roomTypes.id, sid('roomtypes:lagoon-std')));
    await expectLikeMissing(room);
    expect(await listed(sid('resort:lagoon'))).not.toContain(room);
    await api.handle.db.update(roomTypes).set({ isVisible: true }).where(eq(roomTypes.id, sid('roomtypes:lagoon-std')));
  });

  it('rooms of a hidden resort or an inactive vessel are like missing ones, and not listed', async () => {
    await api.handle.db.update(resorts).set({ isVisible: false }).where(eq(resorts.id, sid('resort:coral')));
    await expectLikeMissing(sid('rooms:101'));
    expect(await listed(sid('resort:coral'))).toEqual([]);
    await api.handle.db.update(resorts).set({ isVisible: true }).where(eq(resorts.id, sid('resort:coral')));
    await api.handle.db.update(vessels).set({ isActive: false }).where(eq(vessels.id, sid('vessel:manta')));
    await expectLikeMissing(sid('rooms:m1'));
    expect(await listed(sid('vessel:manta'))).toEqual([]);
    const assets = ((await (await api.call('GET', '/api/book/assets')).json()) as { id: string }[]).map((a) => a.id);
    expect(assets).not.toContain(sid('vessel:manta'));
    await api.handle.db.update(vessels).set({ isActive: true }).where(eq(vessels.id, sid('vessel:manta')));
  });

  it('all rooms of one booking belong to one resort or vessel', async () => {
    const r = await book([
      { room: lodgeRoom, dateFrom: day(410), dateTo: day(411) },
      { room: sid('rooms:101'), dateFrom: day(410), dateTo: day(411) },
    ]);
    expect(r.status).toBe(400);
    expect(paths(r.body)).toEqual(['rooms.1.room']);
  });
});

describe('public booking: guests are new records', () => {
  it('a guest naming a customer id is refused, naming the field', async () => {
    const anna = sid('customers:anna');
    const r = await book([{ room: lodgeRoom, dateFrom: day(420), dateTo: day(421), guests: [{ customer: anna, firstName: 'Anna' }] }]);
    expect(r.status).toBe(400);
    expect(paths(r.body)).toEqual(['rooms.0.guests.0']);
    expect(r.body.fields![0].message).toContain('customer');
  });

  it('the lead guest becomes a new customer even when the e-mail is known', async () => {
    const [anna] = await api.handle.db.select().from(customers).where(eq(customers.id, sid('customers:anna')));
    const res = await api.call('POST', '/api/book/booking/create', {
      body: { rooms: [{ room: lodgeRoom, dateFrom: day(430), dateTo: day(431) }], lead: { ...lead, email: anna.email } },
    });
    expect(res.status).toBe(201);
    const same = await api.handle.db.select({ id: customers.id }).from(customers).where(eq(customers.email, anna.email!));
    expect(same.length).toBe(2);
  });
});
