// Channels against the local Channex stand-in (tests/helpers/channex-stand-in.ts, real HTTP):
// the API key sealed; each booking revision applied once and in order (repeat, stale), a new
// booking through the bookings module's create (refused when the room type is full), changes and
// cancellations; availability pushed with what the occupancy leaves; the calls of the update log
// and the master bookings; the push retried by the real job queue.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now } from '../../upstream/clock';
import { rowsOf } from '../../upstream/db/rows';
import { bookingRooms, bookings, channelBookings, channelUpdates, systemConnections } from '../../upstream/db/schema';
import { startJobQueue, type TJobQueue } from '../../upstream/jobs/queue';
import { channelJobs } from '../../upstream/modules/channels';
import { changeOfRevision } from '../../upstream/modules/channels/channex';
import { connectionById } from '../../upstream/modules/channels/connections';
import { applyChange } from '../../upstream/modules/channels/inbound';
import { pullConnection } from '../../upstream/modules/channels/pull';
import { pushConnection } from '../../upstream/modules/channels/push';
import { createTestApi, type TTestApi } from '../helpers/api';
import { startChannexStandIn, type TChannexStandIn } from '../helpers/channex-stand-in';
import { addDays, daysFromNow } from '../helpers/dates';
import { waitForJob } from '../helpers/jobs';
import { tokenOf, userWith } from './resources-fixtures';

const KEY = 'chx_live_key_1';
const PROPERTY = '716305c4-561a-4561-a187-7f5b8aeb5920';
const CX_TYPE = 'cx-double';
let api: TTestApi;
let cx: TChannexStandIn;
let admin: string;
let connId: string;
let ourType: string;
const from = daysFromNow(120);
const to = addDays(from, 3);

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}
const conn = async () => (await connectionById(api.handle.db, connId))!;
const pull = async () => pullConnection(api.handle.db, await conn(), now());
const stamp = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 10, minutes)).toISOString();
const channelBooking = async (ext: string) => (await api.handle.db.select().from(channelBookings).where(eq(channelBookings.externalId, ext)))[0];

beforeAll(async () => {
  cx = await startChannexStandIn(KEY, PROPERTY);
  api = await createTestApi();
  admin = await tokenOf(api, 'admin@example.com');
  const modules = await json<Record<string, unknown>>(await api.call('GET', '/api/settings/group/modules', { token: admin }));
  await json(await api.call('POST', '/api/settings/group/modules', { token: admin, body: { ...modules, ota: true, assetMaster: true } }));
  const [resort] = (await json<{ data: { id: string }[] }>(await api.call('GET', '/api/resort?size=1', { token: admin }))).data;
  ourType = (await json<{ id: string }>(await api.call('POST', '/api/roomtypes', { token: admin, body: { name: 'Channel double', resort: resort.id } }))).id;
  for (const name of ['CH-1', 'CH-2']) await json(await api.call('POST', '/api/rooms', { token: admin, body: { name, type: 'Room', roomType: ourType, resort: resort.id } }));
  connId = (await json<{ id: string }>(await api.call('POST', '/api/systemconnection', { token: admin, body: {
    name: 'Channex', system: 'channex', url: cx.url, isActive: true, settings: { apiKey: KEY, propertyId: PROPERTY, [`roomType:${CX_TYPE}`]: ourType },
  } }))).id;
});
afterAll(async () => { await cx?.close(); });

describe('the connection', () => {
  it('keeps the API key sealed: masked in answers, not readable in the row, kept when the mask is sent back', async () => {
    const shown = await json<{ settings: Record<string, unknown> }>(await api.call('GET', `/api/systemconnection/${connId}`, { token: admin }));
    expect(shown.settings.apiKey).toBe('********');
    expect(shown.settings.propertyId).toBe(PROPERTY);
    const [row] = await api.handle.db.select().from(systemConnections).where(eq(systemConnections.id, connId));
    expect(String((row.settings as Record<string, unknown>).apiKey)).not.toContain(KEY);
    const kept = await json<{ settings: Record<string, unknown> }>(await api.call('POST', `/api/systemconnection/${connId}`, { token: admin, body: { settings: { ...shown.settings, note: 'kept' } } }));
    expect(kept.settings).toMatchObject({ apiKey: '********', note: 'kept' });
    // The key still opens: the feed answers (a wrong key would be a 401 from the stand-in).
    expect((await pull()).applied).toBe(0);
    expect(cx.calls.at(-1)).toMatchObject({ path: '/api/v1/booking_revisions/feed', key: KEY });
  });
});

describe('inbound revisions', () => {
  it('applies a new booking once through the booking rule, acknowledges it, and recognises a repeat', async () => {
    const rev = cx.addRevision({ bookingId: 'cx-b1', status: 'new', insertedAt: stamp(1), otaCode: 'BDC-1001', amount: '300.00', currency: 'EUR',
      customer: { name: 'Ada', surname: 'Lovelace', mail: 'Ada@Example.org' }, rooms: [{ roomTypeId: CX_TYPE, checkin: from, checkout: to }] });
    const r = await pull();
    expect(r).toMatchObject({ applied: 1, refused: 0, acked: 1 });
    expect(rev.acked).toBe(true);
    const cb = await channelBooking('cx-b1');
    expect(cb).toMatchObject({ system: 'channex', status: 'active', lastRevision: stamp(1), meta: { reference: 'BDC-1001', amount: 30000, currency: 'EUR' } });
    const [b] = await api.handle.db.select().from(bookings).where(eq(bookings.id, cb.bookingId));
    expect(b).toMatchObject({ channel: 'ota', state: 'planned', contactEmail: 'ada@example.org', dateFrom: from, dateTo: to });
    // The same revision again (a lost acknowledgement): recognised, nothing applied twice.
    const again = await applyChange(api.handle.db, await conn(), changeOfRevision(rev), now());
    expect(again).toMatchObject({ repeat: true, state: 'applied', ack: true, bookingId: cb.bookingId });
    expect(await api.handle.db.select().from(channelBookings).where(eq(channelBookings.externalId, 'cx-b1'))).toHaveLength(1);
    expect(await api.handle.db.select().from(channelUpdates).where(and(eq(channelUpdates.externalId, 'cx-b1'), eq(channelUpdates.direction, 'in')))).toHaveLength(1);
    expect((await pull()).results).toHaveLength(0);
  });

  it('records an older revision as stale and does not apply it; a newer one changes the dates', async () => {
    const newFrom = addDays(from, 1);
    const newTo = addDays(to, 1);
    cx.addRevision({ bookingId: 'cx-b1', status: 'modified', insertedAt: stamp(5), rooms: [{ roomTypeId: CX_TYPE, checkin: newFrom, checkout: newTo }] });
    cx.addRevision({ bookingId: 'cx-b1', status: 'modified', insertedAt: stamp(0), rooms: [{ roomTypeId: CX_TYPE, checkin: addDays(from, 10), checkout: addDays(to, 10) }] });
    const r = await pull();
    // Oldest first: the stamp(0) one is older than the new booking's stamp(1), so stale; stamp(5) applies.
    expect(r).toMatchObject({ applied: 1, stale: 1, acked: 2 });
    const cb = await channelBooking('cx-b1');
    expect(cb.lastRevision).toBe(stamp(5));
    const rooms = await api.handle.db.select().from(bookingRooms).where(eq(bookingRooms.bookingId, cb.bookingId));
    expect(rooms.map((x) => [x.dateFrom, x.dateTo])).toEqual([[newFrom, newTo]]);
    const [stale] = await api.handle.db.select().from(channelUpdates).where(and(eq(channelUpdates.externalId, 'cx-b1'), eq(channelUpdates.revision, stamp(0))));
    expect(stale).toMatchObject({ state: 'stale' });
  });

  it('refuses a booking when no room of the type is free, with words staff can act on, and acknowledges it', async () => {
    cx.addRevision({ bookingId: 'cx-b2', status: 'new', insertedAt: stamp(10), otaCode: 'BDC-1002', rooms: [{ roomTypeId: CX_TYPE, checkin: addDays(from, 1), checkout: addDays(to, 1) }] });
    cx.addRevision({ bookingId: 'cx-b3', status: 'new', insertedAt: stamp(11), otaCode: 'BDC-1003', customer: { name: 'Grace', surname: 'Hopper' }, rooms: [{ roomTypeId: CX_TYPE, checkin: addDays(from, 1), checkout: addDays(to, 1) }] });
    const r = await pull();
    expect(r).toMatchObject({ applied: 1, refused: 1, acked: 2 });
    const [refused] = await api.handle.db.select().from(channelUpdates).where(eq(channelUpdates.externalId, 'cx-b3'));
    expect(refused.state).toBe('refused');
    expect(refused.message).toContain('BDC-1003');
    expect(refused.message).toContain('Grace Hopper');
    expect(refused.message).toMatch(/no Channel double is free/);
    expect(await channelBooking('cx-b3')).toBeUndefined();
    // Our two rooms hold one booking each on those nights, never more.
    const held = await api.handle.db.select().from(bookingRooms).where(eq(bookingRooms.dateFrom, addDays(from, 1)));
    expect(new Set(held.map((h) => h.roomId)).size).toBe(held.length);
  });

  it('refuses an unmapped room type, naming the setting to add', async () => {
    cx.addRevision({ bookingId: 'cx-b4', status: 'new', insertedAt: stamp(12), rooms: [{ roomTypeId: 'cx-suite', checkin: from, checkout: to }] });
    const r = await pull();
    expect(r.refused).toBe(1);
    expect(r.results[0].message).toContain('roomType:cx-suite');
  });

  it('cancels through the bookings module and gives the room back', async () => {
    cx.addRevision({ bookingId: 'cx-b2', status: 'cancelled', insertedAt: stamp(20), rooms: [{ roomTypeId: CX_TYPE, checkin: addDays(from, 1), checkout: addDays(to, 1) }] });
    expect(await pull()).toMatchObject({ applied: 1 });
    const cb = await channelBooking('cx-b2');
    expect(cb.status).toBe('cancelled');
    const [b] = await api.handle.db.select().from(bookings).where(eq(bookings.id, cb.bookingId));
    expect(b.state).toBe('aborted');
  });
});

describe('outbound availability', () => {
  it('pushes per channel room type and night what the occupancy leaves, in ranges', async () => {
    const at = new Date(`${from}T08:00:00Z`);
    const r = await pushConnection(api.handle.db, await conn(), at, { full: true });
    expect(r.state).toBe('sent');
    const push = cx.calls.filter((c) => c.path === '/api/v1/availability').at(-1)!;
    const values = (push.body as { values: { property_id: string; room_type_id: string; date_from: string; date_to: string; availability: number }[] }).values;
    expect(values.every((v) => v.property_id === PROPERTY && v.room_type_id === CX_TYPE)).toBe(true);
    const day = (d: string) => cx.availability.get(CX_TYPE)!.get(d);
    // cx-b1 holds one room from from+1 for three nights; cx-b2 was cancelled.
    expect(day(from)).toBe(2);
    expect(day(addDays(from, 1))).toBe(1);
    expect(day(addDays(from, 3))).toBe(1);
    expect(day(addDays(from, 4))).toBe(2);
    const [logged] = await api.handle.db.select().from(channelUpdates).where(and(eq(channelUpdates.direction, 'out'), eq(channelUpdates.state, 'sent')));
    expect(logged).toMatchObject({ kind: 'availability', connectionId: connId });
  });

  it('is retried by the job queue after a failure, each attempt in the log', async () => {
    // Quick retries for the test: a second apart, no back-off (pg-boss takes no maximum then).
    const defs = channelJobs.map((d) => {
      const queue = { ...d.queue };
      delete queue.retryDelayMax;
      return { ...d, queue: { ...queue, retryDelay: 1, retryBackoff: false } };
    });
    const queue: TJobQueue = await startJobQueue({ handle: api.handle, definitions: defs, schedule: false, pollingIntervalSeconds: 0.5 });
    try {
      cx.failNext(1, 503);
      const id = await queue.send('channels.push', { full: true });
      const job = await waitForJob(queue, 'channels.push', id, 30_000);
      expect(job.state).toBe('completed');
      expect(job.retryCount).toBe(1);
      const out = await api.handle.db.select().from(channelUpdates).where(eq(channelUpdates.direction, 'out'));
      const failed = out.filter((o) => o.state === 'failed');
      expect(failed.at(-1)?.message).toContain('503');
      expect(out.filter((o) => o.state === 'sent').length).toBeGreaterThanOrEqual(2);
    } finally {
      await queue.stop();
    }
  });
});

describe('the calls', () => {
  type TPage = { data: Record<string, unknown>[]; total: number };
  it('lists the update log, unread first, counts the unread and marks one read', async () => {
    const page = await json<TPage>(await api.call('GET', '/api/bookings/otaupdates?size=50&direction=in', { token: admin }));
    expect(page.total).toBeGreaterThanOrEqual(6);
    expect(page.data.every((u) => u.direction === 'in')).toBe(true);
    const refused = await json<TPage>(await api.call('GET', '/api/bookings/otaupdates?state=refused', { token: admin }));
    expect(refused.data.map((u) => u.externalId).sort()).toEqual(['cx-b3', 'cx-b4']);
    const unread = await json<{ count: number; latest: { id: string }[] }>(await api.call('GET', '/api/bookings/unreadotaupdates', { token: admin }));
    expect(unread.latest.length).toBeGreaterThan(0);
    const read = await json<{ read: boolean }>(await api.call('POST', `/api/bookings/markRead/${unread.latest[0].id}`, { token: admin }));
    expect(read.read).toBe(true);
    const after = await json<{ count: number }>(await api.call('GET', '/api/bookings/unreadotaupdates', { token: admin }));
    expect(after.count).toBe(unread.count - 1);
    const reader = await userWith(api, ['bookings.read']);
    expect((await api.call('POST', `/api/bookings/markRead/${unread.latest[0].id}`, { token: reader })).status).toBe(403);
  });

  it('answers a booking\'s updates, the bookings of a system, a search by the OTA\'s reference and the master bookings', async () => {
    const cb = await channelBooking('cx-b1');
    const mine = await json<{ revision: string; state: string }[]>(await api.call('GET', `/api/bookings/${cb.bookingId}/otaupdates`, { token: admin }));
    expect(mine.map((u) => u.state).sort()).toEqual(['applied', 'applied', 'stale']);
    const external = await json<TPage>(await api.call('GET', '/api/bookings/external/channex', { token: admin }));
    expect(external.data.map((x) => x.externalId).sort()).toEqual(['cx-b1', 'cx-b2']);
    const found = await json<TPage>(await api.call('GET', '/api/bookings/search/channex?query=BDC-1001', { token: admin }));
    expect(found.data).toEqual([expect.objectContaining({ externalId: 'cx-b1', bookingId: cb.bookingId, reference: 'BDC-1001' })]);
    const master = await json<TPage>(await api.call('GET', '/api/master/channex/booking', { token: admin }));
    expect(master.total).toBe(2);
    const one = await json<{ updates: { state: string }[]; bookingId: string }>(await api.call('GET', '/api/master/channex/booking/cx-b1', { token: admin }));
    expect(one.bookingId).toBe(cb.bookingId);
    expect(one.updates.map((u) => u.state)).toEqual(['stale', 'applied', 'applied']);
    expect((await api.call('GET', '/api/master/channex/booking/nope', { token: admin })).status).toBe(404);
  });

  it('lists the guest forms of the bookings channels made (GET /api/master/guestform), not those of our own bookings', async () => {
    const cb = await channelBooking('cx-b1');
    const form = await json<{ id: string }>(await api.call('POST', '/api/guestform', { token: admin, body: { name: 'Chan Guest', booking: cb.bookingId } }));
    // One of the demo's own bookings (no channel made it).
    const [own] = rowsOf<{ id: string }>(await api.handle.db.execute(sql`SELECT b.id FROM bookings b WHERE NOT EXISTS (SELECT 1 FROM channel_bookings c WHERE c.booking_id = b.id) AND b.state <> 'deleted' LIMIT 1`));
    const ownForm = await json<{ id: string }>(await api.call('POST', '/api/guestform', { token: admin, body: { name: 'Own Guest', booking: own.id } }));
    const page = await json<{ data: { id: string; system: string; externalId: string; status: string; bookingId: string }[]; total: number }>(await api.call('GET', '/api/master/guestform', { token: admin }));
    expect(page.data).toContainEqual(expect.objectContaining({ id: form.id, system: 'channex', externalId: 'cx-b1', status: 'open', bookingId: cb.bookingId }));
    expect(page.data.map((f) => f.id)).not.toContain(ownForm.id);
    expect((await json<{ total: number }>(await api.call('GET', '/api/master/guestform?status=submitted', { token: admin }))).total).toBe(0);
    expect((await json<{ total: number }>(await api.call('GET', '/api/master/guestform?system=other', { token: admin }))).total).toBe(0);
    const nobody = await userWith(api, ['customers.read']);
    expect((await api.call('GET', '/api/master/guestform', { token: nobody })).status).toBe(403);
  });

  it('pulls on demand for whoever keeps the connections, and answers 502 with the channel\'s words when it fails', async () => {
    cx.addRevision({ bookingId: 'cx-b5', status: 'new', insertedAt: stamp(30), rooms: [{ roomTypeId: CX_TYPE, checkin: addDays(from, 20), checkout: addDays(to, 20) }] });
    expect(await json(await api.call('POST', `/api/systemconnection/${connId}/pull`, { token: admin }))).toEqual({ applied: 1, refused: 0, stale: 0, repeats: 0, failed: 0, acked: 1 });
    cx.failNext(1, 500);
    const failed = await api.call('POST', `/api/systemconnection/${connId}/pull`, { token: admin });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({ message: 'CHANNEL_UNREACHABLE', description: expect.stringContaining('Channex answered 500') });
    const reader = await userWith(api, ['bookings.read']);
    expect((await api.call('POST', `/api/systemconnection/${connId}/pull`, { token: reader })).status).toBe(403);
    const states = await json<{ id: string; isActive: boolean; lastIn: string | null; lastPush: string | null; lastFailure: unknown }[]>(await api.call('GET', '/api/systemconnection/channels', { token: admin }));
    expect(states.find((x) => x.id === connId)).toMatchObject({ isActive: true, lastIn: expect.any(String), lastPush: expect.any(String), lastFailure: null });
    expect((await api.call('GET', '/api/systemconnection/channels', { token: reader })).status).toBe(403);
  });

  it('answers 404 with the feature off and 403 without bookings.read', async () => {
    const modules = await json<Record<string, unknown>>(await api.call('GET', '/api/settings/group/modules', { token: admin }));
    await json(await api.call('POST', '/api/settings/group/modules', { token: admin, body: { ...modules, ota: false, assetMaster: false } }));
    try {
      expect((await api.call('GET', '/api/bookings/otaupdates', { token: admin })).status).toBe(404);
      expect((await api.call('GET', '/api/master/channex/booking', { token: admin })).status).toBe(404);
    } finally {
      await json(await api.call('POST', '/api/settings/group/modules', { token: admin, body: modules }));
    }
    const nobody = await userWith(api, ['customers.read']);
    expect((await api.call('GET', '/api/bookings/otaupdates', { token: nobody })).status).toBe(403);
  });
});
