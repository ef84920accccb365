// One due rule (issue 15): the booking's terms schedule (GET /api/terms/calculate) gives the
// dashboard's due day, the invoice's due date and the overdue flag; the nightly job keeps the flag
// current with nobody touching the booking; updatePaymentPolicy takes the terms the deal gives.
// The online deposit against the same schedule: tests/api/online-payment.test.ts.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock, today } from '../../upstream/clock';
import { DUE_FLAGS, dueFlagJobs } from '../../upstream/modules/bookings/terms/due-flag-jobs';
import { startJobQueue, type TJobQueue } from '../../upstream/jobs/queue';
import { createTestApi, type TTestApi } from '../helpers/api';
import { addDays } from '../helpers/dates';
import { waitForJob } from '../helpers/jobs';
import { tokenOf } from './resources-fixtures';

let api: TTestApi;
let queue: TJobQueue;
let admin: string;
let rooms: string[];
let agency: string;
let customer: string;
let terms: string;
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
beforeAll(async () => {
  setClock({ at: new Date(`${today()}T09:00:00Z`) });
  api = await createTestApi();
  admin = await tokenOf(api, 'admin@example.com');
  queue = await startJobQueue({ handle: api.handle, definitions: dueFlagJobs, pollingIntervalSeconds: 0.5, schedule: false });
  rooms = rowsOf<{ id: string }>(await api.handle.db.execute(sql`SELECT r.id FROM rooms r JOIN room_types t ON t.id = r.room_type WHERE t.name ILIKE '%standard%' AND r.resort IS NOT NULL ORDER BY r.name`)).map((x) => x.id);
  agency = rowsOf<{ id: string }>(await api.handle.db.execute(sql`SELECT id FROM agencies WHERE name = 'Tauchreisen Nord GmbH'`))[0].id;
  customer = rowsOf<{ id: string }>(await api.handle.db.execute(sql`SELECT id FROM customers ORDER BY full_name LIMIT 1`))[0].id;
  await api.handle.db.execute(sql`UPDATE specials SET status = 'inactive'`);
  // A fixed deposit due 30 days before arrival, the rest 20 days before: the dashboard's old
  // rule knew neither a fixed amount nor a deposit counted from arrival, nor the agency's terms.
  terms = (await call<{ id: string }>('POST', '/api/terms', { name: 'Agent terms', depositAmount: 5000, depositDueFrom: 'arrival', depositDueDays: 30, restDueDaysBeforeArrival: 20 })).id;
});
afterEach(() => setClock({ at: new Date(`${today()}T09:00:00Z`) }));
afterAll(async () => {
  setClock({ at: null });
  await queue.stop();
  await api.handle.close();
});

type TItem = { kind: string; dueDate: string; amount: number; open: number; overdue: boolean };
type TCalc = { terms: { id: string } | null; total: number; items: TItem[]; hasExceededDueDate: boolean };
type TDetail = { id: string; total: number; hasExceededDueDate?: boolean; version: number };
async function call<T = TDetail>(method: string, path: string, body?: unknown, status = 200): Promise<T> {
  const res = await api.call(method, path, { token: admin, body });
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}
let slot = 0;
const book = (arrivalInDays: number, extra: Record<string, unknown> = {}) => {
  const from = addDays(today(), arrivalInDays);
  return call('POST', '/api/bookings', { state: 'planned', customer, ...extra, rooms: [{ room: rooms[slot++ % rooms.length], dateFrom: from, dateTo: addDays(from, 2), guests: [{ gender: 'u' }] }] }, 201);
};
const schedule = (id: string) => call<TCalc>('GET', `/api/terms/calculate/${id}`);
const unpaidRow = async (id: string) => {
  const d = await call<{ staff: { unpaid: { items: { id: string; dueDate: string | null; overdue: boolean }[]; total: number } } }>('GET', '/api/dashboard?days=90');
  expect(d.staff.unpaid.items.length).toBe(d.staff.unpaid.total); // none cut off by the list's limit
  return d.staff.unpaid.items.find((b) => b.id === id);
};
const flagOf = async (id: string) => rowsOf<{ flag: boolean }>(await api.handle.db.execute(sql`SELECT has_exceeded_due_date AS flag FROM bookings WHERE id = ${id}::uuid`))[0].flag;
const runJob = async () => {
  const job = await waitForJob(queue, DUE_FLAGS, await queue.send(DUE_FLAGS, {}));
  expect(job.state).toBe('completed');
  return job.output as { checked: number; changed: number };
};

describe('one due rule', () => {
  it('the dashboard, the invoice and the flag read the agency\'s terms schedule', async () => {
    await call('POST', `/api/agencies/${agency}`, { termsOfPayment: terms });
    const b = await book(60, { agency });
    const calc = await schedule(b.id);
    expect(calc.terms?.id).toBe(terms);
    expect(calc.items.map((i) => [i.kind, i.dueDate, i.amount])).toEqual([['deposit', addDays(today(), 30), 5000], ['rest', addDays(today(), 40), calc.total - 5000]]);
    expect(await unpaidRow(b.id)).toMatchObject({ dueDate: calc.items[0].dueDate, overdue: false });
    await call('POST', `/api/bookings/${b.id}/payment`, { amount: 5000, method: 'cash' });
    const paid = await schedule(b.id);
    expect(await unpaidRow(b.id)).toMatchObject({ dueDate: paid.items.find((i) => i.open > 0)!.dueDate, overdue: false });
    const inv = await call<{ dueDate: string }>('POST', `/api/bookings/${b.id}/invoice`, { recipient: 'agency' }, 201);
    expect(inv.dueDate).toBe(paid.items.at(-1)!.dueDate);
    // 45 days on: the rest is overdue everywhere.
    setClock({ at: new Date(`${addDays(today(), 45)}T09:00:00Z`) });
    const late = await schedule(b.id);
    expect(late.hasExceededDueDate).toBe(true);
    expect(await unpaidRow(b.id)).toMatchObject({ dueDate: late.items[1].dueDate, overdue: true });
    await call('POST', `/api/agencies/${agency}`, { termsOfPayment: null });
  });

  it('an invoice of a booking without a schedule (no rooms) is due the company\'s paymentDueDays after issue', async () => {
    const b = await call('POST', '/api/bookings', { customer, rooms: [] }, 201);
    await call('POST', `/api/bookings/${b.id}/calculation`, { type: 'cost', text: 'Course', unitPrice: 20000 });
    expect((await schedule(b.id)).items).toEqual([]);
    const days = rowsOf<{ v: number }>(await api.handle.db.execute(sql`SELECT coalesce((SELECT (value)::int FROM settings WHERE "group" = 'company' AND key = 'paymentDueDays'), 14) AS v`))[0].v;
    const inv = await call<{ dueDate: string; issueDate: string }>('POST', `/api/bookings/${b.id}/invoice`, {}, 201);
    expect(inv.dueDate).toBe(addDays(inv.issueDate, days));
  });
});

describe('the nightly job bookings.dueFlags', () => {
  it('flags a booking whose due day passed with money open, and unflags it once paid; a second run changes nothing', async () => {
    const b = await book(50);
    const deposit = (await schedule(b.id)).items[0];
    expect(deposit.kind).toBe('deposit');
    expect(await flagOf(b.id)).toBe(false);
    // Nobody touches the booking; the deposit's day passes.
    setClock({ at: new Date(`${addDays(deposit.dueDate, 1)}T02:00:00Z`) });
    const first = await runJob();
    expect(first.changed).toBeGreaterThanOrEqual(1);
    expect(await flagOf(b.id)).toBe(true);
    const list = await call<{ data: { id: string }[] }>('GET', `/api/bookings?size=0&filter=${encodeURIComponent(JSON.stringify({ hasExceededDueDate: true }))}`);
    expect(list.data.map((x) => x.id)).toContain(b.id);
    expect((await runJob()).changed).toBe(0);
    // Paid in full: a payment does not touch the flag, the next night's run takes it away.
    await call('POST', `/api/bookings/${b.id}/payment`, { amount: b.total, method: 'cash' });
    expect(await flagOf(b.id)).toBe(true);
    await runJob();
    expect(await flagOf(b.id)).toBe(false);
  });

  it('is scheduled nightly', () => {
    expect(dueFlagJobs[0]).toMatchObject({ name: 'bookings.dueFlags', cron: '0 1 * * *' });
  });
});

describe('POST {id}/updatePaymentPolicy/', () => {
  it('takes the agency\'s terms, else the price list\'s, else none (the default applies); one version', async () => {
    const b = await book(70);
    const list = rowsOf<{ id: string; terms: string | null }>(await api.handle.db.execute(sql`SELECT id, terms_of_payment AS terms FROM price_lists WHERE name = 'Coral Garden 2027'`))[0];
    const first = await call('POST', `/api/bookings/${b.id}/updatePaymentPolicy/`);
    expect(first.version).toBe(b.version + 1);
    expect((await schedule(b.id)).terms?.id).toBe(list.terms);
    await call('POST', `/api/agencies/${agency}`, { termsOfPayment: terms });
    await call('POST', `/api/bookings/${b.id}/agency/${agency}`);
    await call('POST', `/api/bookings/${b.id}/updatePaymentPolicy/`);
    expect((await schedule(b.id)).terms?.id).toBe(terms);
    expect(rowsOf<{ t: string }>(await api.handle.db.execute(sql`SELECT terms_of_payment AS t FROM bookings WHERE id = ${b.id}::uuid`))[0].t).toBe(terms);
    await call('POST', `/api/agencies/${agency}`, { termsOfPayment: null });
    expect((await api.call('POST', `/api/bookings/${terms}/updatePaymentPolicy/`, { token: admin })).status).toBe(404);
  });
});
