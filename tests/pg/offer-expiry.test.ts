// Offer expiry on a real PostgreSQL with two queue workers (two upstream instances) on one
// database: every sweep and every expiry job is sent by both, yet each expired offer is released
// exactly once (one state change, one history version, its beds given back); a confirmed offer
// is untouched. Also measures the queue's start on PostgreSQL (docs/decisions/jobs.md).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { now, setClock } from '../../upstream/clock';
import { sid } from '../../upstream/db/seed/resources-ids';
import { OFFER_EXPIRE, OFFER_SWEEP } from '../../upstream/modules/bookings/offer-expiry-jobs';
import { startJobQueue, type TJobQueue } from '../../upstream/jobs/queue';
import { JOB_DEFINITIONS } from '../../upstream/modules/jobs';
import { expireOffer } from '../../upstream/modules/bookings/expire-offer';
import { dateIn } from '../../upstream/modules/public-booking/rules';
import { waitUntil } from '../helpers/jobs';
import { createPgTestDb, type TPgTestDb } from '../helpers/pg';
import { needsPostgres } from './pg-availability';

const pgUrl = inject('pgUrl');
const day = (n: number) => dateIn('Asia/Makassar', new Date(now().getTime() + n * 86_400_000));
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

describe('offer expiry with two queue workers on PostgreSQL', needsPostgres(pgUrl), () => {
  let t: TPgTestDb;
  const queues: TJobQueue[] = [];

  beforeAll(async () => {
    t = await createPgTestDb(pgUrl!, { poolSize: 20 });
    for (const name of ['upstream-a', 'upstream-b']) {
      const started = performance.now();
      queues.push(await startJobQueue({ handle: t.handle, definitions: JOB_DEFINITIONS, instanceName: name, pollingIntervalSeconds: 0.5 }));
      console.log(`[jobs] ${name} started in ${Math.round(performance.now() - started)} ms`);
    }
  }, 120_000);
  afterAll(async () => {
    setClock({ at: null });
    for (const q of queues) await q.stop();
    await t?.drop();
  });

  async function offer(from: number): Promise<string> {
    const res = await t.app.request('/api/book/booking/create', {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rooms: [{ room: sid('rooms:lagoon-L1'), dateFrom: day(from), dateTo: day(from + 2) }], lead: { firstName: 'Ida', lastName: 'Pfeiffer', email: 'ida@example.org', gender: 'f' } }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { number } = (await res.json()) as { number: string };
    return rowsOf<{ id: string }>(await t.handle.db.execute(sql`SELECT id FROM bookings WHERE offer_no = ${number}`))[0].id;
  }

  it('each expired offer is released once, whichever worker takes it', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push(await offer(20 + 3 * i));
    const confirmed = ids.pop()!;
    await t.handle.db.execute(sql`UPDATE bookings SET state = 'confirmed' WHERE id = ${confirmed}`);

    setClock({ at: new Date(now().getTime() + 25 * 3_600_000) });
    // Both instances sweep, and both queue an expiry for every offer as well (as a sweep does).
    await Promise.all(queues.map((q) => q.send(OFFER_SWEEP, {})));
    await Promise.all(queues.flatMap((q) => [...ids, confirmed].map((id) => q.send(OFFER_EXPIRE, { bookingId: id }, { singletonKey: id }))));
    await waitUntil(async () => {
      const open = rowsOf<{ n: number }>(await t.handle.db.execute(sql`
        SELECT count(*)::int AS n FROM pgboss.job WHERE name IN (${OFFER_SWEEP}, ${OFFER_EXPIRE}) AND state NOT IN ('completed', 'failed', 'cancelled')`));
      return open[0].n === 0;
    }, 60_000);

    const states = rowsOf<{ id: string; state: string; releases: number; holding: number }>(await t.handle.db.execute(sql`
      SELECT b.id, b.state,
        (SELECT count(*)::int FROM booking_versions v WHERE v.booking_id = b.id AND v.action = 'release') AS releases,
        (SELECT count(*)::int FROM occupancy o WHERE o.booking_id = b.id AND o.holds) AS holding
      FROM bookings b WHERE b.id IN (${sql.join([...ids, confirmed].map((id) => sql`${id}::uuid`), sql`, `)})`));
    const byId = new Map(states.map((s) => [s.id, s]));
    for (const id of ids) expect(byId.get(id)).toMatchObject({ state: 'freed', releases: 1, holding: 0 });
    expect(byId.get(confirmed)).toMatchObject({ state: 'confirmed', releases: 0 });
    expect(byId.get(confirmed)!.holding).toBeGreaterThan(0);
    const failed = rowsOf<{ n: number }>(await t.handle.db.execute(sql`SELECT count(*)::int AS n FROM pgboss.job WHERE state = 'failed'`));
    expect(failed[0].n).toBe(0);
    // Both instances were live on the one database while this ran.
    const workers = await queues[0].boss.getInstances();
    expect(workers.filter((w) => w.live).map((w) => w.name).sort()).toEqual(['upstream-a', 'upstream-b']);
  }, 120_000);

  it('two expiry runs of one offer at the same moment: one releases it, the other waits and finds nothing to do', async () => {
    // The queues stop first, so their schedule's sweep cannot take the offers from under the test.
    for (const q of queues) await q.stop();
    setClock({ at: null });
    for (let i = 0; i < 5; i++) {
      const id = await offer(100 + 3 * i);
      setClock({ at: new Date(now().getTime() + 25 * 3_600_000) });
      const results = await Promise.all([0, 1].map(() => t.handle.db.transaction((tx) => expireOffer(tx, id, now()))));
      expect(results.sort()).toEqual([false, true]);
      const v = rowsOf<{ n: number }>(await t.handle.db.execute(sql`SELECT count(*)::int AS n FROM booking_versions WHERE booking_id = ${id} AND action = 'release'`));
      expect(v[0].n).toBe(1);
      setClock({ at: null });
    }
  });
});
