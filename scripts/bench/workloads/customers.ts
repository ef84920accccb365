// Workload 9 at the upstream (issue 18), on the dataset's ~400,000 customers:
//  - the customer list search the /customer/list screen sends: a page of 25 sorted by name, the
//    term a name, an e-mail fragment or a booking number (found through the customers module's
//    search hook); target p95 < 30 ms one request at a time;
//  - the customer view in one round trip (GET /api/customers/{id}/view) of a repeater with 50
//    stays; target p95 < 50 ms.
//  - the CRM segment (GET /api/crm/customers, /crm/customer): a page of 25 of the customers
//    matching typical criteria (repeaters of a country, lapsed guests, revenue, birthdays of the
//    week, certification); target p95 < 50 ms. The statistics it reads are filled once by the
//    set-based refresh of the customers.stats job.
// The dataset has no customer with 50 stays, so the first run names one "Bench Repeater" (a fixed
// id) as an extra guest in 50 past booking rooms of the dataset, once: their beds and occupancy do
// not change, only the guest lists of those rooms grow by one entry.
import pg from 'pg';
import { openDb } from '../../../upstream/db/client';
import { keepSearchOrder, type TSearchOrder } from '../../../upstream/modules/customers/search-order';
import { recalculateAllStats } from '../../../upstream/modules/customers/stats-refresh';
import { runLoad, warmUp, type TRequest } from '../http-load';
import type { TResult } from '../stats';
import type { TContext, TWorkload } from './context';

const SEARCH_TARGET_MS = 30;
const VIEW_TARGET_MS = 50;
const SEGMENT_TARGET_MS = 50;
const REPEATER = '0b0e0b0e-0000-4000-8000-00000000b050';
const NAMES = ['mill', 'hoff', 'anna', 'weber', 'klein', 'bauer', 'novak', 'koch', 'lina', 'moreau'];

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try { return await fn(c); } finally { await c.end(); }
}

/** The repeater with 50 stays (idempotent) and 40 booking numbers to search for. */
async function prepare(url: string, today: string): Promise<{ numbers: string[]; stays: number }> {
  return withClient(url, async (c) => {
    await c.query(`INSERT INTO customers (id, full_name, email, country, master_data, contact)
      VALUES ($1, 'Bench Repeater', 'bench.repeater@example.com', 'DE', '{"firstName":"Bench","lastName":"Repeater","gender":"f","birthday":"1980-05-05"}', '{}')
      ON CONFLICT (id) DO NOTHING`, [REPEATER]);
    const has = await c.query(`SELECT count(*)::int AS n FROM booking_rooms WHERE guests @> jsonb_build_array(jsonb_build_object('customer', $1::text))`, [REPEATER]);
    if (has.rows[0].n < 50) {
      await c.query(`UPDATE booking_rooms SET guests = guests || jsonb_build_array(jsonb_build_object('customer', $1::text, 'firstName', 'Bench', 'lastName', 'Repeater', 'gender', 'f'))
        WHERE id IN (SELECT br.id FROM booking_rooms br JOIN bookings b ON b.id = br.booking_id
          WHERE br.date_to <= $2 AND b.state IN ('resolved', 'confirmed') AND NOT br.guests @> jsonb_build_array(jsonb_build_object('customer', $1::text))
          ORDER BY br.date_from DESC LIMIT $3)`, [REPEATER, today, 50 - has.rows[0].n]);
    }
    const stays = (await c.query(`SELECT count(*)::int AS n FROM booking_rooms WHERE guests @> jsonb_build_array(jsonb_build_object('customer', $1::text))`, [REPEATER])).rows[0].n as number;
    const numbers = (await c.query(`SELECT booking_no FROM bookings WHERE booking_no IS NOT NULL AND customer IS NOT NULL ORDER BY id LIMIT 40`)).rows.map((r) => r.booking_no as string);
    return { numbers, stays };
  });
}

/** The search projection in name order, as the nightly customers.search-order job keeps it (the
 *  dataset's customers were added after the migration that wrote it in order). */
async function prepareSearchOrder(url: string): Promise<TSearchOrder> {
  const handle = await openDb({ url, poolSize: 1 });
  try { return await keepSearchOrder(handle.db); } finally { await handle.close(); }
}

/** The statistics the segments read (the job's first run), once per dataset. */
async function prepareStats(url: string): Promise<number> {
  const has = await withClient(url, async (c) => (await c.query('SELECT count(*)::int AS n FROM customer_stats')).rows[0].n as number);
  if (has > 0) return has;
  const handle = await openDb({ url, poolSize: 2 });
  try { return await handle.db.transaction((tx) => recalculateAllStats(tx)); } finally { await handle.close(); }
}

function segmentRequests(today: string): () => TRequest {
  const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  const criteria = [
    { countries: ['DE'], staysMin: 2 }, { noStaySince: yearAgo, staysMin: 1 }, { revenueMin: 200000 },
    { birthdayWithinDays: 7 }, { certification: 'advanced' }, { countries: ['AT', 'CH'], direct: true },
  ];
  const sorts = ['fullName', 'lastStay', 'revenue'];
  let i = 0;
  return () => {
    i++;
    const q = new URLSearchParams({ criteria: JSON.stringify(criteria[i % criteria.length]), sort: sorts[i % sorts.length], order: i % 2 ? '-1' : '1', page: '1', size: '25' });
    return { path: `/api/crm/customers?${q}` };
  };
}

function searchRequests(numbers: string[]): () => TRequest {
  let i = 0;
  return () => {
    i++;
    const kind = i % 3;
    const term = kind === 0 ? NAMES[i % NAMES.length] : kind === 1 ? `${NAMES[i % NAMES.length]}.` : numbers[i % numbers.length] ?? 'B20';
    const q = new URLSearchParams({ search: term, sort: 'fullName', order: '1', page: '1', size: '25' });
    return { path: `/api/customers?${q}` };
  };
}

async function measure(ctx: TContext, measureName: string, make: () => () => TRequest, target: number): Promise<TResult[]> {
  const base = { base: ctx.upstream, headers: ctx.direct.headers };
  const workload = '9 customers';
  await warmUp({ ...base, next: make(), connections: 2, seconds: 2 });
  const one = await runLoad({ ...base, next: make(), connections: 1, seconds: ctx.seconds });
  const eight = await runLoad({ ...base, next: make(), connections: 8, seconds: ctx.seconds });
  return [
    { workload, measure: measureName, concurrency: '1', latency: one, throughput: one.rps, target: `p95 < ${target} ms`, pass: one.p95 < target },
    { workload, measure: measureName, concurrency: '8', latency: eight, throughput: eight.rps, pass: null },
  ];
}

export const customers: TWorkload = {
  name: 'customers',
  title: '9 customers',
  async run(ctx) {
    const { numbers, stays } = await prepare(ctx.dataset.url, ctx.dataset.today);
    const statRows = await prepareStats(ctx.dataset.url);
    const order = await prepareSearchOrder(ctx.dataset.url);
    ctx.log(`customers: repeater with ${stays} stays, ${numbers.length} booking numbers, ${statRows} customer statistics, `
      + `search projection ${order.rewritten ? 'rewritten in name order' : 'in name order'} (correlation ${order.correlation})`);
    return [
      ...await measure(ctx, 'search: name, e-mail, booking no.', () => searchRequests(numbers), SEARCH_TARGET_MS),
      ...await measure(ctx, `view of a repeater (${stays} stays)`, () => () => ({ path: `/api/customers/${REPEATER}/view` }), VIEW_TARGET_MS),
      ...await measure(ctx, 'CRM segment: criteria, page of 25', () => segmentRequests(ctx.dataset.today), SEGMENT_TARGET_MS),
    ];
  },
};
