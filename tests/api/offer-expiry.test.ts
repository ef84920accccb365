// Public offers expire by a scheduled job (issue 13), on the embedded PGlite with the real queue:
// past its hold (publicOfferHoldHours, default 24 h) an unconfirmed offer is released (state
// freed, one history version) and its room is free again; a confirmed one is untouched; running
// the job twice has one effect. Also the queue itself: a failing job backs off and ends failed with
// its error, a job sent inside a transaction exists only if it commits, the sweep is scheduled.
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { now, setClock } from '../../upstream/clock';
import { bookings } from '../../upstream/db/schema';
import { sid } from '../../upstream/db/seed/resources-ids';
import type { TJobDefinition } from '../../upstream/jobs/definition';
import { OFFER_EXPIRE, OFFER_SWEEP } from '../../upstream/modules/bookings/offer-expiry-jobs';
import { startJobQueue, type TJobQueue } from '../../upstream/jobs/queue';
import { JOB_DEFINITIONS } from '../../upstream/modules/jobs';
import { dateIn } from '../../upstream/modules/public-booking/rules';
import { createTestApi, type TTestApi } from '../helpers/api';
import { waitForJob, waitUntil } from '../helpers/jobs';
import { tokenOf } from './resources-fixtures';

const FAILING = 'test.always-fails';
const failing: TJobDefinition = {
  name: FAILING, queue: { retryLimit: 2, retryDelay: 1, retryBackoff: true },
  run: async () => { throw new Error('boom: the mail server is gone'); },
};
const probeSeen: unknown[] = [];
const probe: TJobDefinition = { name: 'test.probe', queue: { retryLimit: 0 }, run: async (data) => { probeSeen.push(data); } };

let api: TTestApi;
let queue: TJobQueue;
let admin: string;
beforeAll(async () => {
  api = await createTestApi();
  admin = await tokenOf(api, 'admin@example.com');
  queue = await startJobQueue({ handle: api.handle, definitions: [...JOB_DEFINITIONS, failing, probe], pollingIntervalSeconds: 0.5 });
});
afterAll(async () => {
  setClock({ at: null });
  await queue.stop();
  await api.handle.close();
});
afterEach(() => setClock({ at: null }));

const HOUR = 3_600_000;
// Days from the moment the file started, not from the clock the tests move: an hour after a
// move of 25 h late in the resort's day, "20 days ahead" was another day (the test failed in the
// last hour of the day in Makassar).
const started = now().getTime();
const day = (n: number) => dateIn('Asia/Makassar', new Date(started + n * 86_400_000));

async function offer(room: string, from: number): Promise<string> {
  const res = await api.call('POST', '/api/book/booking/create', {
    body: { rooms: [{ room, dateFrom: day(from), dateTo: day(from + 2) }], lead: { firstName: 'Ada', lastName: 'Byron', email: 'ada@example.org', gender: 'f' } },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { number } = (await res.json()) as { number: string };
  const [b] = await api.handle.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.offerNo, number));
  return b.id as string;
}
const detail = async (id: string) => (await (await api.call('GET', `/api/bookings/${id}/detail`, { token: admin })).json()) as { state: string; version: number };
const versions = async (id: string) => (await (await api.call('GET', `/api/bookings/${id}/history`, { token: admin })).json()) as { action: string }[];
const freeBeds = async (room: string, from: number) => {
  const list = (await (await api.call('GET', `/api/book/rooms?asset=${sid('resort:lagoon')}&dateFrom=${day(from)}&dateTo=${day(from + 2)}`)).json()) as { id: string; freeBeds: number }[];
  return list.find((r) => r.id === room)!.freeBeds;
};
async function sweep(): Promise<number> {
  const job = await waitForJob(queue, OFFER_SWEEP, await queue.send(OFFER_SWEEP, {}));
  expect(job.state, JSON.stringify(job.output)).toBe('completed');
  const queued = (job.output as { queued: number }).queued;
  // The expiry jobs it queued are all done.
  await waitUntil(async () => (await queue.boss.findJobs(OFFER_EXPIRE)).every((j) => j.state === 'completed' || j.state === 'failed'));
  return queued;
}

describe('offer expiry', () => {
  const L1 = sid('rooms:lagoon-L1');
  const L2 = sid('rooms:lagoon-L2');

  it('releases an unconfirmed public offer after its hold, once; a confirmed one stays', async () => {
    const t0 = now().getTime();
    const open = await offer(L1, 20);
    const kept = await offer(L2, 20);
    expect((await api.call('POST', `/api/bookings/${kept}/confirm?withoutPrice=1`, { token: admin })).status).toBe(200);
    expect(await freeBeds(L1, 20)).toBe(0);

    setClock({ at: new Date(t0 + 23 * HOUR) });
    expect(await sweep()).toBe(0);
    expect((await detail(open)).state).toBe('draft');

    setClock({ at: new Date(t0 + 25 * HOUR) });
    expect(await sweep()).toBe(2);
    expect((await detail(open)).state).toBe('freed');
    expect(await freeBeds(L1, 20)).toBeGreaterThan(0);
    expect((await detail(kept)).state).toBe('confirmed');
    expect(await freeBeds(L2, 20)).toBe(0);
    const released = (await versions(open)).filter((v) => v.action === 'release');
    expect(released).toHaveLength(1);

    // Twice: the sweep finds nothing more, and the expiry job run again by hand changes nothing.
    const before = await detail(open);
    expect(await sweep()).toBe(0);
    const again = await waitForJob(queue, OFFER_EXPIRE, await queue.send(OFFER_EXPIRE, { bookingId: open }));
    expect(again.output).toMatchObject({ released: false });
    expect(await detail(open)).toEqual(before);
    expect((await versions(kept)).map((v) => v.action)).not.toContain('release');
  });

  it('the hold is the setting at the time of the offer', async () => {
    await api.call('POST', '/api/settings/group/general', { token: admin, body: { publicOfferHoldHours: 2 } });
    const short = await offer(L1, 40);
    await api.call('POST', '/api/settings/group/general', { token: admin, body: { publicOfferHoldHours: null } });
    setClock({ at: new Date(now().getTime() + 3 * HOUR) });
    expect(await sweep()).toBe(1);
    expect((await detail(short)).state).toBe('freed');
  });

  it('an expired offer can be taken back (revert) while its room is still free', async () => {
    const id = await offer(L1, 60);
    setClock({ at: new Date(now().getTime() + 25 * HOUR) });
    await sweep();
    const res = await api.call('POST', `/api/bookings/${id}/revert`, { token: admin });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await freeBeds(L1, 60)).toBe(0);
  });
});

describe('release (POST /api/bookings/{id}/release)', () => {
  it('staff release an offer with a reason: freed, rooms free, the reason in its history', async () => {
    const id = await offer(sid('rooms:lagoon-L2'), 80);
    const res = await api.call('POST', `/api/bookings/${id}/release?reason=no%20answer`, { token: admin });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { state: string; allowedActions: string[] })).toMatchObject({ state: 'freed', allowedActions: ['revert'] });
    expect(await freeBeds(sid('rooms:lagoon-L2'), 80)).toBeGreaterThan(0);
    const v = (await versions(id))[0] as { action: string; version: number };
    expect(v.action).toBe('release');
    const snap = (await (await api.call('GET', `/api/bookings/${id}/history/${v.version}`, { token: admin })).json()) as { lastAction?: unknown };
    expect(snap.lastAction).toEqual({ release: { reason: 'no answer' } });
    expect((await api.call('POST', `/api/bookings/${id}/release`, { token: admin })).status).toBe(409);
    expect((await api.call('POST', `/api/bookings/${id}/release`)).status).toBe(401);
  });
});

describe('job queue', () => {
  it('the sweep runs on a schedule every minute', async () => {
    const schedules = await queue.boss.getSchedules(OFFER_SWEEP);
    expect(schedules.map((s) => s.cron)).toEqual(['* * * * *']);
  });

  it('a job that keeps failing backs off and ends failed with its error', async () => {
    const id = await queue.send(FAILING, {});
    const job = await waitForJob(queue, FAILING, id, 30_000);
    expect(job.state).toBe('failed');
    expect(job.retryCount).toBe(2);
    const failed = await queue.failedJobs(FAILING);
    expect(failed.map((f) => f.id)).toEqual([id]);
    expect(failed[0].output).toMatchObject({ message: 'boom: the mail server is gone' });
  }, 60_000);

  it('a job sent inside a transaction exists only when the transaction commits', async () => {
    await api.handle.db.transaction(async (tx) => {
      await queue.sendInTransaction(tx, 'test.probe', { n: 'committed' });
    });
    await api.handle.db.transaction(async (tx) => {
      await queue.sendInTransaction(tx, 'test.probe', { n: 'rolled back' });
      tx.rollback();
    }).catch(() => undefined);
    await waitUntil(async () => probeSeen.length >= 1);
    await new Promise((r) => setTimeout(r, 1500));
    expect(probeSeen).toEqual([{ n: 'committed' }]);
    const rows = await api.handle.db.execute(sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'test.probe'`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0].n).toBe(1);
  });
});
