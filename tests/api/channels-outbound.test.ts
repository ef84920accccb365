// Channels outbound and the channel manager screen's calls, against the local Channex stand-in
// (real HTTP): availableToOTA caps what channels may hold of a room type (channel bookings count
// against it, the rest stays for direct sales); a shared room (a dorm) is pushed by its free beds
// and a channel booking takes one bed of it; rates come from the active price list marked for
// OTAs, per night, pushed only when they change, retried by the job queue; a failed pull is
// recorded for staff and cleared by the next good one; GET /api/systemconnection/channels/export
// and POST /api/systemconnection/{id}/push.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now } from '../../upstream/clock';
import { channelUpdates } from '../../upstream/db/schema';
import { startJobQueue, type TJobQueue } from '../../upstream/jobs/queue';
import { channelJobs } from '../../upstream/modules/channels';
import { connectionById } from '../../upstream/modules/channels/connections';
import { pullConnection } from '../../upstream/modules/channels/pull';
import { pushConnection } from '../../upstream/modules/channels/push';
import { pushRates } from '../../upstream/modules/channels/push-rates';
import { createTestApi, type TTestApi } from '../helpers/api';
import { startChannexStandIn, type TChannexStandIn } from '../helpers/channex-stand-in';
import { addDays, daysFromNow } from '../helpers/dates';
import { waitForJob } from '../helpers/jobs';
import { tokenOf, userWith } from './resources-fixtures';

const KEY = 'chx_out_key';
const PROPERTY = '0f1e2d3c-4b5a-4697-8877-665544332211';
let api: TTestApi;
let cx: TChannexStandIn;
let admin: string;
let connId: string;
let resort: string;
let capped: string;
let dorm: string;
let priceId: string;
const rooms: string[] = [];
const base = daysFromNow(60);
const night = (n: number) => addDays(base, n);

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}
const conn = async () => (await connectionById(api.handle.db, connId))!;
const lastCall = (path: string) => cx.calls.filter((c) => c.path === path).at(-1);
const avail = (type: string, day: string) => cx.availability.get(type)?.get(day);

beforeAll(async () => {
  cx = await startChannexStandIn(KEY, PROPERTY);
  api = await createTestApi();
  admin = await tokenOf(api, 'admin@example.com');
  const modules = await json<Record<string, unknown>>(await api.call('GET', '/api/settings/group/modules', { token: admin }));
  await json(await api.call('POST', '/api/settings/group/modules', { token: admin, body: { ...modules, ota: true, vessel: true } }));
  resort = (await json<{ data: { id: string }[] }>(await api.call('GET', '/api/resort?size=1', { token: admin }))).data[0].id;
  // Three doubles of which channels may hold two; one dorm of four beds sold by the bed.
  capped = (await json<{ id: string }>(await api.call('POST', '/api/roomtypes', { token: admin, body: { name: 'OTA capped double', resort, availableToOTA: 2, defaultNoOfPax: 2 } }))).id;
  dorm = (await json<{ id: string }>(await api.call('POST', '/api/roomtypes', { token: admin, body: { name: 'OTA dorm', resort } }))).id;
  for (const name of ['CAP-1', 'CAP-2', 'CAP-3']) rooms.push((await json<{ id: string }>(await api.call('POST', '/api/rooms', { token: admin, body: { name, type: 'Room', roomType: capped, resort } }))).id);
  await json(await api.call('POST', '/api/rooms', { token: admin, body: { name: 'DORM-1', type: 'Room', roomType: dorm, resort, allowSharedRoom: true, allowMixedGender: true, availableBeds: 4,
    configuration: { beds: [{}, {}, {}, {}] } } }));
  connId = (await json<{ id: string }>(await api.call('POST', '/api/systemconnection', { token: admin, body: {
    name: 'Channex outbound', system: 'channex', url: cx.url, isActive: true,
    settings: { apiKey: KEY, propertyId: PROPERTY, 'roomType:cx-cap': capped, 'roomType:cx-dorm': dorm, 'ratePlan:cx-cap-bar': capped, 'ratePlan:cx-dorm-bed': dorm },
  } }))).id;
});
afterAll(async () => { await cx?.close(); });

describe('availability: availableToOTA and the beds of shared rooms', () => {
  it('caps what channels hold at availableToOTA, keeps the rest for direct sales, and pushes a dorm\'s free beds', async () => {
    // Night 2: a direct booking holds one double. Nights 4-5: a channel booking holds one double
    // and one bed of the dorm.
    await json(await api.call('POST', '/api/bookings', { token: admin, body: { state: 'planned', rooms: [{ room: rooms[0], dateFrom: night(2), dateTo: night(3), guests: [] }] } }), 201);
    cx.addRevision({ bookingId: 'out-1', status: 'new', insertedAt: new Date(Date.UTC(2026, 0, 1, 10)).toISOString(), otaCode: 'BDC-OUT-1',
      rooms: [{ roomTypeId: 'cx-cap', checkin: night(4), checkout: night(6) }, { roomTypeId: 'cx-dorm', checkin: night(4), checkout: night(6), adults: 1 }] });
    expect(await pullConnection(api.handle.db, await conn(), now())).toMatchObject({ applied: 1, refused: 0 });
    const r = await pushConnection(api.handle.db, await conn(), now(), { full: true });
    expect(r.state).toBe('sent');
    // Three free doubles, but channels may hold two.
    expect(avail('cx-cap', night(0))).toBe(2);
    // A direct booking leaves two free: both may still go to channels.
    expect(avail('cx-cap', night(2))).toBe(2);
    // A channel booking counts against the two: one left for channels, though two are free.
    expect(avail('cx-cap', night(4))).toBe(1);
    expect(avail('cx-cap', night(5))).toBe(1);
    expect(avail('cx-cap', night(6))).toBe(2);
    // The dorm by the bed: four, three while the channel's guest sleeps there.
    expect(avail('cx-dorm', night(0))).toBe(4);
    expect(avail('cx-dorm', night(4))).toBe(3);
    expect(avail('cx-dorm', night(6))).toBe(4);
  });

  it('takes a bed of a shared room that is partly occupied for an inbound booking', async () => {
    cx.addRevision({ bookingId: 'out-2', status: 'new', insertedAt: new Date(Date.UTC(2026, 0, 1, 11)).toISOString(), otaCode: 'BDC-OUT-2',
      rooms: [{ roomTypeId: 'cx-dorm', checkin: night(4), checkout: night(5), adults: 1 }] });
    expect(await pullConnection(api.handle.db, await conn(), now())).toMatchObject({ applied: 1, refused: 0 });
    await pushConnection(api.handle.db, await conn(), now(), { full: true });
    expect(avail('cx-dorm', night(4))).toBe(2);
    expect(avail('cx-dorm', night(5))).toBe(3);
  });

  it('sells nothing of a room type with availableToOTA 0', async () => {
    await json(await api.call('POST', `/api/roomtypes/${capped}`, { token: admin, body: { availableToOTA: 0 } }));
    try {
      await pushConnection(api.handle.db, await conn(), now(), { full: true });
      expect(avail('cx-cap', night(0))).toBe(0);
    } finally {
      await json(await api.call('POST', `/api/roomtypes/${capped}`, { token: admin, body: { availableToOTA: 2 } }));
    }
  });
});

describe('rates', () => {
  it('pushes per night the OTA price list\'s price, a season before the base, per person times the default guests', async () => {
    // Not for OTAs: ignored even though it is newer.
    await json(await api.call('POST', '/api/price', { token: admin, body: { name: 'Direct only', status: 'active', resort, validFrom: daysFromNow(-1), validTo: daysFromNow(400),
      calculationType: 'unit', entries: [{ roomType: capped, amount: 99_900 }] } }));
    priceId = (await json<{ id: string }>(await api.call('POST', '/api/price', { token: admin, body: {
      name: 'OTA list', status: 'active', isAvailableToOTA: true, resort, validFrom: daysFromNow(-10), validTo: daysFromNow(400), calculationType: 'complete',
      periods: [{ from: night(0), to: night(9), name: 'High' }],
      entries: [{ roomType: capped, amount: 5_000 }, { roomType: capped, period: 0, amount: 6_000 }, { roomType: dorm, amount: 2_500 }],
    } }))).id;
    const r = await pushRates(api.handle.db, await conn(), now());
    expect(r.state).toBe('sent');
    const rate = (plan: string, day: string) => cx.rates.get(plan)?.get(day);
    // Per person (calculationType complete) × defaultNoOfPax 2; the season from night 0 to 9.
    expect(rate('cx-cap-bar', night(0))).toBe('120.00');
    expect(rate('cx-cap-bar', night(9))).toBe('120.00');
    expect(rate('cx-cap-bar', night(10))).toBe('100.00');
    // The dorm is sold by the bed: one person's price.
    expect(rate('cx-dorm-bed', night(0))).toBe('25.00');
    const values = (lastCall('/api/v1/restrictions')!.body as { values: { property_id: string; date_from: string; date_to: string }[] }).values;
    expect(values.every((v) => v.property_id === PROPERTY)).toBe(true);
    const [logged] = await api.handle.db.select().from(channelUpdates).where(and(eq(channelUpdates.connectionId, connId), eq(channelUpdates.kind, 'rates')));
    expect(logged).toMatchObject({ direction: 'out', state: 'sent' });
    expect(logged.readAt).not.toBeNull();
  });

  it('sends nothing again while the rates are unchanged, and the new rates after a price change', async () => {
    const before = cx.calls.filter((c) => c.path === '/api/v1/restrictions').length;
    expect((await pushRates(api.handle.db, await conn(), now())).state).toBe('nothing');
    expect(cx.calls.filter((c) => c.path === '/api/v1/restrictions').length).toBe(before);
    await json(await api.call('POST', `/api/price/${priceId}`, { token: admin, body: {
      entries: [{ roomType: capped, amount: 5_500 }, { roomType: capped, period: 0, amount: 6_000 }, { roomType: dorm, amount: 2_500 }] } }));
    expect((await pushRates(api.handle.db, await conn(), now())).state).toBe('sent');
    expect(cx.rates.get('cx-cap-bar')?.get(night(10))).toBe('110.00');
  });

  it('is retried by the job queue after a failure, the failure in the log', async () => {
    const defs = channelJobs.map((d) => {
      const queue = { ...d.queue };
      delete queue.retryDelayMax;
      return { ...d, queue: { ...queue, retryDelay: 1, retryBackoff: false } };
    });
    const queue: TJobQueue = await startJobQueue({ handle: api.handle, definitions: defs, schedule: false, pollingIntervalSeconds: 0.5 });
    try {
      cx.failNext(1, 503);
      const id = await queue.send('channels.rates', { force: true });
      const job = await waitForJob(queue, 'channels.rates', id, 30_000);
      expect(job.state).toBe('completed');
      expect(job.retryCount).toBe(1);
      const rows = await api.handle.db.select().from(channelUpdates).where(and(eq(channelUpdates.connectionId, connId), eq(channelUpdates.kind, 'rates')));
      const failed = rows.filter((o) => o.state === 'failed');
      expect(failed.at(-1)?.message).toContain('503');
      expect(failed.at(-1)?.readAt).toBeNull();
    } finally {
      await queue.stop();
    }
  });
});

describe('a failed pull', () => {
  type TState = { id: string; pullFailure: { at: string; message: string | null; attempts: number } | null };
  const state = async () => (await json<TState[]>(await api.call('GET', '/api/systemconnection/channels', { token: admin }))).find((s) => s.id === connId)!;

  it('is recorded for staff (one record while it lasts, counting the attempts) and cleared by the next good pull', async () => {
    expect((await state()).pullFailure).toBeNull();
    cx.failNext(1, 500);
    expect((await api.call('POST', `/api/systemconnection/${connId}/pull`, { token: admin })).status).toBe(502);
    const first = (await state()).pullFailure;
    expect(first).toMatchObject({ attempts: 1, message: expect.stringContaining('Channex answered 500') });
    cx.failNext(1, 401);
    await expect(pullConnection(api.handle.db, await conn(), now())).rejects.toThrow(/401/);
    expect((await state()).pullFailure).toMatchObject({ at: first!.at, attempts: 2, message: expect.stringContaining('401') });
    const log = await json<{ data: { kind: string; state: string; read: boolean }[] }>(await api.call('GET', '/api/bookings/otaupdates?state=failed&direction=in', { token: admin }));
    expect(log.data.filter((u) => u.kind === 'pull')).toEqual([expect.objectContaining({ read: false })]);
    await json(await api.call('POST', `/api/systemconnection/${connId}/pull`, { token: admin }));
    expect((await state()).pullFailure).toBeNull();
    const rows = await api.handle.db.select().from(channelUpdates).where(and(eq(channelUpdates.connectionId, connId), eq(channelUpdates.kind, 'pull')));
    expect(rows).toEqual([expect.objectContaining({ state: 'cleared', attempts: 2 })]);
    expect(rows[0].readAt).not.toBeNull();
  });
});

describe('the channel manager calls (/export)', () => {
  type TView = { id: string; roomTypes: { channelId: string; name: string | null; availableToOTA: number | null; byBed: boolean }[]; ratePlans: { channelId: string; name: string | null }[];
    pushes: { kind: string; state: string; message: string | null }[] };

  it('shows what is mapped and the last pushes with their state', async () => {
    const view = (await json<TView[]>(await api.call('GET', '/api/systemconnection/channels/export', { token: admin }))).find((v) => v.id === connId)!;
    expect(view.roomTypes).toEqual(expect.arrayContaining([
      expect.objectContaining({ channelId: 'cx-cap', name: 'OTA capped double', availableToOTA: 2, byBed: false }),
      expect.objectContaining({ channelId: 'cx-dorm', name: 'OTA dorm', availableToOTA: -1, byBed: true }),
    ]));
    expect(view.ratePlans.map((p) => [p.channelId, p.name]).sort()).toEqual([['cx-cap-bar', 'OTA capped double'], ['cx-dorm-bed', 'OTA dorm']]);
    expect(view.pushes.map((p) => p.kind)).toEqual(expect.arrayContaining(['availability', 'rates']));
    expect(view.pushes.some((p) => p.kind === 'rates' && p.state === 'failed' && p.message?.includes('503'))).toBe(true);
  });

  it('pushes now for a vessel.update user, 502 with the channel\'s words when it fails, 403 without the right', async () => {
    const keeper = await userWith(api, ['vessel.update']);
    const pushed = await json<{ availability: { state: string }; rates: { state: string } }>(await api.call('POST', `/api/systemconnection/${connId}/push`, { token: keeper }));
    expect(pushed).toMatchObject({ availability: { state: 'sent' }, rates: { state: 'sent' } });
    cx.failNext(1, 500);
    const failed = await api.call('POST', `/api/systemconnection/${connId}/push`, { token: keeper });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({ message: 'CHANNEL_UNREACHABLE', description: expect.stringContaining('Channex answered 500') });
    const view = (await json<TView[]>(await api.call('GET', '/api/systemconnection/channels/export', { token: keeper }))).find((v) => v.id === connId)!;
    expect(view.pushes[0]).toMatchObject({ kind: 'availability', state: 'failed' });
    const reader = await userWith(api, ['bookings.read']);
    expect((await api.call('GET', '/api/systemconnection/channels/export', { token: reader })).status).toBe(403);
    expect((await api.call('POST', `/api/systemconnection/${connId}/push`, { token: reader })).status).toBe(403);
  });
});
